export const catsErrors = {};
