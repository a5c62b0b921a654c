// A concrete path from a route table template (zod-free, for the web app's entry chunk).

/**
 * A concrete path from a template: each `{name}` replaced by its value, URI-encoded. A missing
 * value is a programming error, not an empty segment.
 */
export function buildPath(template: string, params: Readonly<Record<string, string>> = {}): string {
  return template.replace(/\{([A-Za-z0-9_]+)\}/g, (_whole, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(value);
  });
}
