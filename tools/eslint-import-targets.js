// What the two layer rules (eslint-server-layers.js, eslint-web-layers.js) share: every place a
// file names another (import, export ... from, import()), resolved to an absolute path.
import path from 'node:path';

/**
 * ESLint visitors that call `onImport(node, target)` for each relative (or `aliases`-prefixed)
 * module a file imports or re-exports; packages are skipped.
 * @param {import('eslint').Rule.RuleContext} context
 * @param {(node: import('eslint').Rule.Node, target: string) => void} onImport
 * @param {Record<string, string>} [aliases] prefix -> absolute folder, e.g. { '@/': '/app/src' }
 */
export function importTargets(context, onImport, aliases = {}) {
  const fromFile = path.resolve(context.filename);
  function resolve(specifier) {
    for (const [prefix, dir] of Object.entries(aliases)) {
      if (specifier.startsWith(prefix)) return path.join(dir, specifier.slice(prefix.length));
    }
    if (specifier.startsWith('./') || specifier.startsWith('../')) {
      return path.resolve(path.dirname(fromFile), specifier);
    }
    return null; // a package: not the layer rules' business
  }
  function check(node) {
    const source = node.source;
    if (!source || typeof source.value !== 'string') return;
    const target = resolve(source.value);
    if (target) onImport(source, target);
  }
  return {
    ImportDeclaration: check,
    ExportNamedDeclaration: check,
    ExportAllDeclaration: check,
    ImportExpression: check,
  };
}
