/** The documented demo login (README), created only when DEMO_DATA=true fills an empty database. */
export const DEMO_LOGIN = { email: 'demo@gateiros.app', password: 'gatinhos123' } as const;
