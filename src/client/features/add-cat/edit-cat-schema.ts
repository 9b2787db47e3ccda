import type { CatStatus } from '../../../shared/constants.js';
import { updateCatInput } from '../../../shared/schemas/cats.js';
import { z } from '../../../shared/validation.js';
import type { RouterOutputs } from '../../lib/api-types.js';
import type { UserPosition } from '../../lib/position.js';
import { checkedBy } from '../../lib/use-zod-form.js';
import type { CatFormValues } from './cat-form-values.js';

type Cat = RouterOutputs['cats']['byId']['cat'];

export interface EditCatValues extends CatFormValues {
  status: CatStatus;
  photo: File[];
  additionalPhotos: File[];
}

export const editValuesOf = (cat: Cat): EditCatValues => ({
  name: cat.name,
  description: cat.description,
  color: cat.color,
  health: cat.health,
  estimatedAge: cat.estimatedAge,
  gender: cat.gender,
  isSterilized: cat.isSterilized,
  isVaccinated: cat.isVaccinated,
  personalityTraits: [...cat.personalityTraits],
  needs: [...cat.needs],
  needsDescription: cat.needsDescription,
  address: cat.location.address,
  status: cat.status,
  photo: [],
  additionalPhotos: [],
});

interface EditContext {
  cat: Cat;
  /** Moving the cat to where the user stands: the position (null while there is none). */
  move: boolean;
  position: UserPosition | null;
  removed: ReadonlySet<string>;
}

/** Where the cat goes: `null` when it should move but there is no position yet. */
function locationOf({ cat, move, position }: EditContext, address: string) {
  if (move) {
    return position
      ? { latitude: position.latitude, longitude: position.longitude, address }
      : null;
  }
  // The address alone changed: the position stays (only sent when this caller sees it exactly).
  const [longitude, latitude] = cat.location.coordinates;
  if (address.trim() !== cat.location.address && cat.exactLocation) {
    return { latitude, longitude, address };
  }
  return undefined;
}

/** The edit form checked by the shared updateCatInput; gives the `data` part of cats.update. */
export const editCatForm = (context: EditContext) =>
  checkedBy(updateCatInput, (values: EditCatValues, ctx) => {
    const { address, photo: _photo, additionalPhotos: _additional, ...fields } = values;
    const location = locationOf(context, address);
    if (location === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['location'],
        message: 'locationRequired',
        input: values,
      });
      return z.NEVER;
    }
    return {
      id: context.cat._id,
      ...fields,
      removeAdditionalPhotos: [...context.removed],
      ...(location ? { location } : {}),
    };
  });
