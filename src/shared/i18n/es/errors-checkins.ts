import type { Translation } from '../i18n-types.js';

export const checkinsErrors = {} satisfies Partial<Translation['errors']>;
