import { describe, expect, it } from 'vitest';
import { OPERATION_ROUTES } from './operation-routes';
import { OPERATIONS } from './operations';

describe('the route table as the web app sends it', () => {
  it("is the table's methods and paths (npm run routes -w @booklane/shared after a route change)", () => {
    const table = Object.fromEntries(
      Object.entries(OPERATIONS).map(([id, op]) => [id, [op.method, op.path]]),
    );
    expect(OPERATION_ROUTES).toEqual(table);
  });
});
