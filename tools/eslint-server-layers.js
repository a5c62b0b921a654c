// ESLint rule for the server's layers (docs/ARCHITECTURE.md), bottom to top:
//   core, config, jobs -> db -> modules -> realtime, composition -> http -> app.ts -> main.ts
// core/ holds errors, the clock, the caller, the limits and requests to addresses users typed
// (outbound/), and imports nothing of the server;
// db/ imports no module; modules/ never reach up into http/ or realtime/ (errors and the clock
// come from core); http/ adapts HTTP and only app.ts (the app factory) imports it; the demo seed
// builds its data through the composition root. Relative specifiers are resolved to a path
// under apps/server/src, as tools/eslint-web-layers.js does for the web.
import path from 'node:path';
import { importTargets } from './eslint-import-targets.js';

const SRC = path.resolve('apps/server/src');

/** The layer of a file under apps/server/src: its first folder, or its name for a top-level file. */
function layerOf(absPath) {
  const rel = path.relative(SRC, absPath);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [first] = rel.split(path.sep);
  return first.replace(/\.(ts|js)$/, '');
}

/** What each layer may import besides itself. */
const ALLOWED = {
  core: [],
  config: ['core'],
  jobs: ['core'],
  db: ['core', 'config'],
  modules: ['core', 'config', 'jobs', 'db'],
  realtime: ['core', 'config', 'db', 'modules'],
  composition: ['core', 'config', 'jobs', 'db', 'modules'],
  demo: ['core', 'config', 'db', 'modules', 'composition'],
  http: ['core', 'config', 'db', 'modules', 'composition'],
  app: ['core', 'config', 'db', 'modules', 'composition', 'realtime', 'http'],
  main: ['core', 'config', 'db', 'modules', 'realtime', 'app', 'demo'],
};

const WHY = {
  core: 'core/ is the base of the server: it imports nothing of it.',
  db: 'db/ imports no module: give what it needs a home in db/ or core/.',
  modules: 'Modules do not reach up: errors, the clock and limits come from core/, not http/ or realtime/.',
  http: 'Only app.ts imports http/; http/ imports services through the composition root.',
};

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the server layers: core < db < modules < http < app.' },
    schema: [],
  },
  create(context) {
    const from = layerOf(path.resolve(context.filename));
    if (!from || !(from in ALLOWED)) return {};
    return importTargets(context, (node, target) => {
      const to = layerOf(target);
      if (!to || to === from || ALLOWED[from].includes(to)) return;
      const message =
        WHY[to === 'http' ? 'http' : from] ??
        `${from} may not import ${to} (see tools/eslint-server-layers.js).`;
      context.report({ node, message });
    });
  },
};

export default { rules: { layers: rule } };
