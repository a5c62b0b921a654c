// The published contract: /api/openapi.json is a valid OpenAPI 3.1 document generated from the
// route table, it lists exactly the operations the server serves, and the reference page is
// served from this machine.
import { Validator } from '@seriousme/openapi-schema-validator';
import { OPERATIONS } from '@booklane/shared/api/operations';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { checkedInject } from './helpers/api';
import { describeEachBackend } from './helpers/backends';

type Operation = { operationId: string; security: unknown[]; responses: Record<string, unknown> };
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

describeEachBackend('the OpenAPI document', (scratch) => {
  let app: FastifyInstance;
  let document: Document;

  beforeAll(async () => {
    app = await buildApp(scratch().config({ PUBLIC_URL: 'https://booklane.example' }));
    const res = await checkedInject(app, '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/json');
    document = res.json();
  });
  afterAll(async () => app?.close());

  it('validates as OpenAPI 3.1', async () => {
    expect(document.openapi).toBe('3.1.0');
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists exactly the API operations the server registers', () => {
    const documented = Object.entries(document.paths)
      .flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const served = app.apiRoutes
      .filter((route) => route.method !== 'HEAD')
      .map((route) => `${route.method} ${route.url.replace(/:([A-Za-z0-9_]+)/g, '{$1}')}`)
      .sort();
    expect(served).toEqual(documented);
    expect(served.length).toBe(Object.keys(OPERATIONS).length);
  });

  it('says which operations need a token, and documents the error shape on each', () => {
    const profile = document.paths['/api/users/profile']?.get;
    // A session or an API token (decisions.md 9.5).
    expect(profile?.security).toEqual([{ bearerAuth: [] }, { apiToken: [] }]);
    expect(profile?.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
    expect(document.paths['/api/businesses']?.get?.security).toEqual([]);
    expect(document.paths['/api/services/business/{businessId}']?.get?.security).toEqual([
      {},
      { bearerAuth: [] },
      { apiToken: [] },
    ]);
    // What only a session may do offers no API token, and says it may answer 403.
    for (const [path, method] of [
      ['/api/users/api-tokens', 'get'],
      ['/api/users/api-tokens', 'post'],
      ['/api/users/password', 'put'],
    ] as const) {
      const operation = document.paths[path]?.[method];
      expect(operation?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
      expect(operation?.responses['403'], `${method} ${path}`).toBeDefined();
    }
    // A read-only API token is refused any change.
    expect(document.paths['/api/users/profile']?.put?.responses['403']).toBeDefined();
    const components = (document as unknown as { components: { securitySchemes: Record<string, unknown> } })
      .components;
    expect(components.securitySchemes['apiToken']).toMatchObject({
      type: 'http',
      scheme: 'bearer',
      bearerFormat: 'blk_...',
    });
    const tags = (document as unknown as { tags: Array<{ name: string; description?: string }> }).tags;
    expect(tags.find((tag) => tag.name === 'Integrations')?.description).toContain('API tokens');
    for (const item of Object.values(document.paths)) {
      for (const operation of Object.values(item)) {
        expect(operation.responses['500'], operation.operationId).toBeDefined();
      }
    }
  });

  it('serves a reference page whose scripts and styles come from this server', async () => {
    const page = await checkedInject(app, '/api/docs');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    const sources = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] as string);
    expect(sources.length).toBeGreaterThan(0);
    // Scripts and styles are the reference's own files; the icon is the web app's.
    expect(sources.filter((source) => !source.startsWith('/api/docs/'))).toEqual(['/favicon.svg']);
    for (const source of sources.filter((s) => s.startsWith('/api/docs/'))) {
      const asset = await checkedInject(app, source);
      expect(asset.statusCode, source).toBe(200);
      expect(asset.headers['content-type'], source).toMatch(/^text\/(javascript|css)/);
    }
    expect((await checkedInject(app, '/api/docs/..%2F..%2Fsecret')).statusCode).toBe(404);
    expect((await checkedInject(app, '/api/docs/package.json')).statusCode).toBe(404);
  });
});
