import type { Translation } from '../i18n-types.js';

export const catsErrors = {} satisfies Partial<Translation['errors']>;
