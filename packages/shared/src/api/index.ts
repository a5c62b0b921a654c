// The route table: every operation, its schemas, the types a client derives from them.
// Zod-free parts: `@booklane/shared/api/operations`; the OpenAPI generator: `@booklane/shared/openapi`.
export * from './contract';
export * from './operations';
export * from './api-tokens';
export type * from './types';
