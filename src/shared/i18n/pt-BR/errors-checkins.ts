export const checkinsErrors = {};
