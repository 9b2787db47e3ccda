import type { Translation } from '../i18n-types.js';

export const usersErrors = {} satisfies Partial<Translation['errors']>;
