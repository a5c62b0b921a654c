// ESLint rule for the web app's layers (docs/ARCHITECTURE.md, docs/decisions/0025):
//
//   app > pages > features > entities > components | lib > config
//
// A module imports only from the layers below its own (components/ and lib/ share a level and may
// use each other). Inside the layers cut into slices (pages/<page>, features/<task>,
// entities/<object>) a slice imports nothing from another slice of its layer: what two slices share
// goes down a layer (an entity's code to entities/, a primitive to components/ or lib/, a pure rule
// to the shared package). config/ (the app's route paths) is the base: every layer may import it
// and it imports none of them.
//
// It resolves the `@/` alias and relative specifiers to a path under apps/web/src and checks
// which layer (and slice) the importer and the imported module belong to. A plain path
// computation is all it needs, so it has no resolver dependency (the usual plugins pull in
// platform-specific native resolvers that an offline npm mirror may not carry).
import path from 'node:path';
import { importTargets } from './eslint-import-targets.js';

const SRC = path.resolve('apps/web/src');

/** Each layer's level: a module may import from a lower level, never from a higher one. */
export const LAYER_LEVELS = {
  app: 5,
  pages: 4,
  features: 3,
  entities: 2,
  components: 1,
  lib: 1,
  config: 0,
};

/** The layers cut into slices that do not import each other. */
const SLICED = new Set(['pages', 'features', 'entities']);

/** What a slice is called in the messages. */
const SLICE_WORDS = {
  pages: 'Pages do not import each other: move what two pages share to a feature or an entity.',
  features:
    'Features do not import each other: the page composes them; move shared code to entities/, components/ or lib/.',
  entities:
    'Entities do not import each other: pass the other object in as props, or move what they share to components/, lib/ or the shared package.',
};

/** Where a file under apps/web/src sits: its layer and, for a sliced layer, its slice. */
function placeOf(absPath) {
  const rel = path.relative(SRC, absPath);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, slice] = rel.split(path.sep);
  if (!(layer in LAYER_LEVELS)) return null; // main.tsx, route-preload.ts: the entries
  return { layer, slice: SLICED.has(layer) ? slice : undefined };
}

function violation(from, to) {
  if (from.layer === to.layer) {
    return SLICED.has(from.layer) && from.slice !== to.slice ? SLICE_WORDS[from.layer] : null;
  }
  if (LAYER_LEVELS[to.layer] <= LAYER_LEVELS[from.layer]) return null;
  if (from.layer === 'config') return 'config/ is the base of the web app: it imports no other layer of it.';
  return `${from.layer}/ must not import ${to.layer}/: code flows app > pages > features > entities > components/lib > config, never back up.`;
}

const rule = {
  meta: {
    type: 'problem',
    docs: {
      description:
        'Enforce the web app layers: app > pages > features > entities > components/lib > config; slices of a layer do not import each other.',
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(path.resolve(context.filename));
    if (!from) return {};
    return importTargets(
      context,
      (node, target) => {
        const to = placeOf(target);
        const message = to && violation(from, to);
        if (message) context.report({ node, message });
      },
      { '@/': SRC },
    );
  },
};

export default { rules: { layers: rule } };
