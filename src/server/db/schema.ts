/**
 * The core tables (users, cats, check-ins: core-schema.ts) with the points and carer tables, under
 * the one module name the server imports them from. The table files import core-schema.js, never
 * this file, so there is no import cycle. drizzle-kit reads this file as well (it matches
 * *schema.ts) and keeps each table once: a re-export is the same table object.
 */
export * from './core-schema.js';
export * from './points-schema.js';
export * from './carers-schema.js';
