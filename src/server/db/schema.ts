/**
 * The index of the database schema: every table file, under the one module name the server
 * imports tables from. Each table file imports the tables it refers to from their own file
 * (core-schema.ts for users, cats and check-ins), never this index. drizzle-kit reads the table
 * files themselves (drizzle.config.ts).
 */
export * from './core-schema.js';
export * from './accounts-schema.js';
export * from './points-schema.js';
export * from './carers-schema.js';
export * from './colonies-schema.js';
export * from './rota-schema.js';
export * from './tnr-schema.js';
export * from './health-record-schema.js';
export * from './health-reports-schema.js';
export * from './moderation-schema.js';
export * from './notifications-schema.js';
export * from './mail-schema.js';
export * from './jobs-schema.js';
export * from './client-writes-schema.js';
export * from './limits-schema.js';
export * from './unseen-schema.js';
export * from './treatments-schema.js';
