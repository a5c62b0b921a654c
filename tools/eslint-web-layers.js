// ESLint rule for the web app's layers (docs/ARCHITECTURE.md):
//   shared -> config -> lib/components -> features -> app, and features never import each other.
// config/ (the app's route paths) may be imported by every layer and imports none of them.
// It resolves the `@/` alias and relative specifiers to a path under apps/web/src and checks
// which layer (and which feature) the importer and the imported module belong to. A plain
// path computation is all it needs, so it has no resolver dependency (the usual plugins pull
// in platform-specific native resolvers that an offline npm mirror may not carry).
import path from 'node:path';

const SRC = path.resolve('apps/web/src');

/** Where a file under apps/web/src sits: its layer and, for features, the feature's name. */
function placeOf(absPath) {
  const rel = path.relative(SRC, absPath);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return null;
  const [layer, feature] = rel.split(path.sep);
  return { layer, feature: layer === 'features' ? feature : undefined };
}

function resolveSpecifier(specifier, fromFile) {
  if (specifier.startsWith('@/')) return path.join(SRC, specifier.slice(2));
  if (specifier.startsWith('./') || specifier.startsWith('../')) {
    return path.resolve(path.dirname(fromFile), specifier);
  }
  return null; // a package: not this rule's business
}

const WEB_LAYERS = ['app', 'features', 'components', 'lib', 'config'];

function violation(from, to) {
  if (from.layer === 'config' && to.layer !== 'config' && WEB_LAYERS.includes(to.layer)) {
    return 'config/ is the base of the web app: it imports no other layer of it.';
  }
  if (from.layer === 'features' && to.layer === 'features' && from.feature !== to.feature) {
    return 'Features do not import each other: move shared code to components/ or lib/.';
  }
  if (['features', 'components', 'lib'].includes(from.layer) && to.layer === 'app') {
    return 'Code flows shared -> features -> app, never back.';
  }
  if (['components', 'lib'].includes(from.layer) && to.layer === 'features') {
    return 'components/ and lib/ must not depend on a feature.';
  }
  return null;
}

const rule = {
  meta: {
    type: 'problem',
    docs: { description: 'Enforce the web app layers: app > features > components/lib > config.' },
    schema: [],
  },
  create(context) {
    const from = placeOf(path.resolve(context.filename));
    if (!from) return {};
    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string') return;
      const target = resolveSpecifier(source.value, path.resolve(context.filename));
      if (!target) return;
      const to = placeOf(target);
      const message = to && violation(from, to);
      if (message) context.report({ node: source, message });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { layers: rule } };
