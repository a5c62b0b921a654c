// The route table: the system operations' methods, paths and sign-in rules (see ../operations.ts).
import type { OperationInfo } from '../operation-info';

export const SYSTEM_OPERATIONS = {
  // ---- system -----------------------------------------------------------------------------
  getHealth: {
    method: 'GET',
    path: '/api/health',
    auth: 'none',
    tag: 'System',
    summary: 'Health of the server, its database and realtime mode',
  },
  getOpenApiDocument: {
    method: 'GET',
    path: '/api/openapi.json',
    auth: 'none',
    tag: 'System',
    summary: 'This API as an OpenAPI 3.1 document',
  },
  getApiReference: {
    method: 'GET',
    path: '/api/docs',
    auth: 'none',
    tag: 'System',
    summary: 'A readable reference of this API (HTML)',
  },
  getApiReferenceAsset: {
    method: 'GET',
    path: '/api/docs/{asset}',
    auth: 'none',
    tag: 'System',
    summary: 'A script or style sheet of the reference page',
  },
  getOperator: {
    method: 'GET',
    path: '/api/operator',
    auth: 'none',
    tag: 'System',
    summary: 'Who runs this Booklane (named on the terms and the privacy notice)',
  },
} as const satisfies Record<string, OperationInfo>;
