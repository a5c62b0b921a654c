// The server's layer rule refuses each direction docs/ARCHITECTURE.md forbids, and the import
// graph of db/ and modules/ has no cycle, not even through type-only imports.
import fs from 'node:fs';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import serverLayers from './eslint-server-layers.js';

RuleTester.afterAll = afterAll;
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
const src = (file) => `apps/server/src/${file}`;

tester.run('server layers', serverLayers.rules.layers, {
  valid: [
    {
      name: 'a service takes its errors from core',
      filename: src('modules/bookings/x.service.ts'),
      code: `import { conflict } from '../../core/errors';`,
    },
    {
      name: 'a module uses another module',
      filename: src('modules/bookings/x.service.ts'),
      code: `import type { ServiceRow } from '../services/services.repository';`,
    },
    {
      name: 'a route adapter calls the services',
      filename: src('http/routes/bookings.routes.ts'),
      code: `import type { Services } from '../../composition';`,
    },
    {
      name: 'the app factory registers http',
      filename: src('app.ts'),
      code: `import { route } from './http/route';`,
    },
    {
      name: 'db keeps its payload types',
      filename: src('db/schema.ts'),
      code: `import type { NotificationPayload } from './notification-payload';`,
    },
    { name: 'packages are not layers', filename: src('core/errors.ts'), code: `import { z } from 'zod';` },
  ],
  invalid: [
    {
      name: 'a service reaching into http',
      filename: src('modules/bookings/x.service.ts'),
      code: `import { conflict } from '../../http/errors';`,
      errors: 1,
    },
    {
      name: 'a module reaching into realtime',
      filename: src('modules/chats/chats.service.ts'),
      code: `import type { Realtime } from '../../realtime/socket-server';`,
      errors: 1,
    },
    {
      name: 'db importing a module (even a type)',
      filename: src('db/schema.ts'),
      code: `import type { NotificationPayload } from '../modules/notifications/payload';`,
      errors: 1,
    },
    {
      name: 'core importing db',
      filename: src('core/errors.ts'),
      code: `import type { Db } from '../db/client';`,
      errors: 1,
    },
    {
      name: 'the composition root importing http',
      filename: src('composition.ts'),
      code: `import { PublicReadCache } from './http/public-cache';`,
      errors: 1,
    },
    {
      name: 'realtime importing http',
      filename: src('realtime/connection.ts'),
      code: `import { userFromToken } from '../http/auth';`,
      errors: 1,
    },
    {
      name: 'the demo seed importing the app',
      filename: src('demo/seed.ts'),
      code: `import { buildApp } from '../app';`,
      errors: 1,
    },
  ],
});

/** Relative imports (type-only included) of every non-test source file under `dir`. */
function importGraph(dir) {
  const graph = new Map();
  const files = fs
    .readdirSync(dir, { recursive: true })
    .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  for (const rel of files) {
    const file = path.join(dir, rel);
    const text = fs.readFileSync(file, 'utf8');
    const targets = [...text.matchAll(/(?:import|export)[^'"]*?from\s+'(\.{1,2}\/[^']+)'/g)].map((m) =>
      path.join(path.dirname(file), `${m[1]}.ts`),
    );
    graph.set(
      file,
      targets.filter((t) => fs.existsSync(t)),
    );
  }
  return graph;
}

/** The strongly connected groups of more than one node (Tarjan). */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (node) => {
    meta.set(node, { index, low: index, onStack: true });
    index++;
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!meta.has(next)) {
        visit(next);
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).low);
      } else if (meta.get(next).onStack) {
        meta.get(node).low = Math.min(meta.get(node).low, meta.get(next).index);
      }
    }
    if (meta.get(node).low === meta.get(node).index) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        meta.get(member).onStack = false;
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.map((f) => path.relative(process.cwd(), f)).sort());
    }
  };
  for (const node of graph.keys()) if (!meta.has(node)) visit(node);
  return found;
}

describe('the import graph of db/ and modules/', () => {
  const root = path.resolve('apps/server/src');
  const graph = importGraph(root);
  const inside = (file) => /\/src\/(db|modules)\//.test(file);

  it('has no cycle of files, type-only imports included', () => {
    const sub = new Map([...graph].filter(([f]) => inside(f)).map(([f, ts]) => [f, ts.filter(inside)]));
    expect(cycles(sub)).toEqual([]);
  });

  it('has no cycle of modules', () => {
    const moduleOf = (file) => /\/src\/modules\/([^/]+)\//.exec(file)?.[1];
    const modules = new Map();
    for (const [file, targets] of graph) {
      const from = moduleOf(file);
      if (!from) continue;
      const edges = modules.get(from) ?? new Set();
      for (const t of targets) {
        const to = moduleOf(t);
        if (to && to !== from) edges.add(to);
      }
      modules.set(from, edges);
    }
    expect(cycles(new Map([...modules].map(([m, e]) => [m, [...e]])))).toEqual([]);
  });
});
