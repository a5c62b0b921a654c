// The API's own documentation: the OpenAPI document generated from the route table, and a
// reference page rendered by Swagger UI from files of the installed package (nothing is fetched
// from another site: the page works offline and under the app's Content-Security-Policy).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { OPERATIONS } from '@booklane/shared/api/operations';
import { NOT_FOUND_MESSAGES } from '@booklane/shared/domain';
import { buildOpenApiDocument } from '@booklane/shared/openapi';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../core/errors';
import { route } from '../route';

/** The version of the API contract (not of the package): bump it when an operation changes. */
const API_VERSION = '1.0.0';

const SWAGGER_UI_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'));

const DOCUMENT_URL = OPERATIONS.getOpenApiDocument.path;
const ASSETS_URL = OPERATIONS.getApiReference.path;

// Runs in the page: a script file, as the policy allows no inline script.
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: ${JSON.stringify(DOCUMENT_URL)},
    dom_id: '#reference',
    deepLinking: true,
    // No badge fetched from validator.swagger.io: nothing leaves the machine.
    validatorUrl: null,
    defaultModelsExpandDepth: 0,
  });
});
`;

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Booklane API reference</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${ASSETS_URL}/swagger-ui.css" />
  </head>
  <body>
    <main id="reference"><p>Loading the API reference…</p></main>
    <script src="${ASSETS_URL}/swagger-ui-bundle.js"></script>
    <script src="${ASSETS_URL}/init.js"></script>
  </body>
</html>
`;

type Asset = { contentType: string; read: () => Buffer | string };
const ASSETS: Record<string, Asset> = {
  'swagger-ui.css': {
    contentType: 'text/css; charset=utf-8',
    read: () => fs.readFileSync(path.join(SWAGGER_UI_DIR, 'swagger-ui.css')),
  },
  'swagger-ui-bundle.js': {
    contentType: 'text/javascript; charset=utf-8',
    read: () => fs.readFileSync(path.join(SWAGGER_UI_DIR, 'swagger-ui-bundle.js')),
  },
  'init.js': { contentType: 'text/javascript; charset=utf-8', read: () => INIT_SCRIPT },
};

export function docsRoutes(app: FastifyInstance, opts: { publicUrl: string }) {
  // Built once: the table does not change while the server runs.
  const document = buildOpenApiDocument({ version: API_VERSION, serverUrl: opts.publicUrl });
  const loaded = new Map<string, Buffer | string>();

  route(app, 'getOpenApiDocument', () => document);
  route(app, 'getApiReference', () => PAGE);
  route(app, 'getApiReferenceAsset', ({ params, reply }) => {
    const asset = Object.hasOwn(ASSETS, params.asset) ? ASSETS[params.asset] : undefined;
    if (!asset) throw notFound(NOT_FOUND_MESSAGES.any);
    let body = loaded.get(params.asset);
    if (body === undefined) {
      body = asset.read();
      loaded.set(params.asset, body);
    }
    void reply.type(asset.contentType).header('Cache-Control', 'public, max-age=3600');
    return body;
  });
}
