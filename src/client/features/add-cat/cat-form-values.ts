import type { EstimatedAge, Gender, Health, Need, Trait } from '../../../shared/constants.js';

/** The fields the add-cat and edit forms share (their photos and the position come on top). */
export interface CatFormValues {
  name: string;
  description: string;
  color: string;
  health: Health;
  estimatedAge: EstimatedAge;
  gender: Gender;
  isSterilized: boolean;
  isVaccinated: boolean;
  personalityTraits: Trait[];
  needs: Need[];
  needsDescription: string;
  address: string;
}

export const EMPTY_CAT_FORM: CatFormValues = {
  name: '',
  description: '',
  color: '',
  health: 'Regular',
  estimatedAge: 'Desconhecido',
  gender: 'Desconhecido',
  isSterilized: false,
  isVaccinated: false,
  personalityTraits: [],
  needs: [],
  needsDescription: '',
  address: '',
};

/** Field names in form order, for focusing the first one with an error. */
export const CAT_FORM_FIELDS = [
  'photo',
  'additionalPhotos',
  'name',
  'description',
  'color',
  'estimatedAge',
  'gender',
  'health',
  'status',
  'personalityTraits',
  'needs',
  'needsDescription',
  'location',
  'address',
] as const;
