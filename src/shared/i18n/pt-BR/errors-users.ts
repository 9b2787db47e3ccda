export const usersErrors = {};
