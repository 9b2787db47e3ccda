import { health, healthDown, openApiAnswer } from '../schemas.js';
import type { RestRoute } from '../route.js';

export const systemRoutes: readonly RestRoute[] = [
  {
    method: 'GET',
    path: '/health',
    operationId: 'health',
    summary: 'Health check (the database answers)',
    tag: 'system',
    auth: 'none',
    response: { status: 200, schema: health, description: 'Up.' },
    otherResponses: {
      503: { schema: healthDown, description: 'The database does not answer.' },
    },
    errors: [],
  },
  {
    method: 'GET',
    path: '/openapi.json',
    prefixes: ['/api'],
    operationId: 'openApiDocument',
    summary: 'This OpenAPI 3.1 document',
    tag: 'system',
    auth: 'none',
    response: { status: 200, schema: openApiAnswer, description: 'The document.' },
    errors: [],
    handle: ({ document }) => document(),
  },
];
