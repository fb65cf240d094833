import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { ALL_CALLS, chinaDate } from '@mall/contract';
import type { FastifyInstance } from 'fastify';
import { buildOpenApiDocument } from './openapi.js';

export const OPENAPI_PATH = '/api/openapi.json';
export const API_DOCS_PREFIX = '/api/docs';

/**
 * The server package's version: its package.json is the nearest one above this module, whether it
 * runs from source (src/features/api-docs/) or from the build (dist/, scripts/build-server.mjs).
 */
function serverVersion(): string {
  for (let dir = path.dirname(fileURLToPath(import.meta.url)); ; dir = path.dirname(dir)) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) return (JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string }).version;
    if (path.dirname(dir) === dir) throw new Error('package.json of @mall/server not found');
  }
}

const VERSION = serverVersion();

/**
 * The API document (OpenAPI 3.1, generated from the contract) at `GET /api/openapi.json` and a
 * browsable Swagger UI at `/api/docs`; both absent with `API_DOCS=false`.
 */
export async function apiDocsRoutes(app: FastifyInstance): Promise<void> {
  if (!app.deps.config.API_DOCS) return;
  const document = buildOpenApiDocument(ALL_CALLS, VERSION);
  // The document of the day: its date fields list the dates the rules allow today (China), so it is
  // built again when the day changes.
  let built = { day: chinaDate(), json: JSON.stringify(document) };
  const today = () => {
    const day = chinaDate();
    if (built.day !== day) built = { day, json: JSON.stringify(buildOpenApiDocument(ALL_CALLS, VERSION)) };
    return built.json;
  };
  // A read of the document, not a call: GET, answered as is (other methods stay 405/404 like any API path).
  app.get(OPENAPI_PATH, async (_req, reply) =>
    reply.header('cache-control', 'no-cache').type('application/json; charset=utf-8').send(today()),
  );
  // Static mode: the UI shows exactly this document (its date lists those of the day the server started;
  // `/api/openapi.json` has today's); no route of the app is described twice.
  await app.register(swagger, { mode: 'static', specification: { document: document as never } });
  await app.register(swaggerUi, {
    routePrefix: API_DOCS_PREFIX,
    // Scripts and styles come from the package's own files, so the app's strict CSP holds.
    staticCSP: false,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
    theme: { title: '智联商城 API' },
  });
}
