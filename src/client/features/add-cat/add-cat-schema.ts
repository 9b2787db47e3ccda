import { parseCreateCat } from '../../../shared/schemas/cats.js';
import { z } from '../../../shared/validation.js';
import type { UserPosition } from '../../lib/position.js';
import type { CatFormValues } from './cat-form-values.js';

export interface AddCatValues extends CatFormValues {
  photo: File[];
  additionalPhotos: File[];
}

/**
 * The add-cat form checked by the shared parseCreateCat, as the server checks it: the position
 * and the address become `location`, and a missing main photo is an error of its own. Gives the
 * `data` part of cats.create and the files.
 */
export const addCatForm = (position: UserPosition | null) =>
  z.custom<AddCatValues>().transform((values, ctx) => {
    const { photo, additionalPhotos, address, ...fields } = values;
    const location = position
      ? { latitude: position.latitude, longitude: position.longitude, address }
      : undefined;
    const [main] = photo;
    const result = parseCreateCat({ ...fields, location }, main !== undefined);
    if (result.success && main) return { data: result.data, photo: main, additionalPhotos };
    for (const issue of result.error?.issues ?? []) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, input: values });
    }
    return z.NEVER;
  });
