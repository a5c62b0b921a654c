// Writes src/api/operation-routes.ts: the route table's method and path of every operation, and
// nothing else, for the web app's entry chunk (the summaries and tags are the OpenAPI document's,
// not the browser's). Run after changing a route: `npm run routes -w @booklane/shared`;
// src/api/operation-routes.test.ts fails while the file is behind the table.
import fs from 'node:fs';
import path from 'node:path';
import { OPERATIONS } from '../src/api/operations';

function operationRoutesSource(): string {
  const lines = Object.entries(OPERATIONS).map(
    ([id, info]) => `  ${id}: ['${info.method}', '${info.path}'],`,
  );
  return `// Generated from the route table (operations.ts) by \`npm run routes -w @booklane/shared\`: do not
// edit. Each operation's method and path only, for the web app's entry chunk (the summaries and
// tags are the OpenAPI document's); operation-routes.test.ts keeps it equal to the table.
import type { HttpMethod } from './operation-info';
import type { OperationId } from './operations';

export { buildPath } from './build-path';

export const OPERATION_ROUTES: { readonly [K in OperationId]: readonly [HttpMethod, string] } = {
${lines.join('\n')}
};
`;
}

const target = path.join(import.meta.dirname, '../src/api/operation-routes.ts');
fs.writeFileSync(target, operationRoutesSource());
process.stdout.write(`written: ${path.relative(process.cwd(), target)}\n`);
