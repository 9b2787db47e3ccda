/**
 * Writes the REST API's OpenAPI document (the one GET /api/openapi.json serves) to a file, for
 * `npm run lint:openapi` and for tools that read a file.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { buildOpenApiDocument } from '../src/server/rest/openapi.js';
import { restRoutes } from '../src/server/rest/routes.js';

const file = process.argv[2] ?? 'dist/openapi.json';
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, `${JSON.stringify(buildOpenApiDocument(restRoutes), null, 2)}\n`);
console.log(`OpenAPI document written to ${file}`);
