// Where a business logo may be found (spec section 2: "the logo image falls back through two
// other logo images on load failure"). A stored logo is a server path (`/uploads/logos/x.png`) or
// an absolute URL, possibly pointing at an older host. The chain tries, in order:
//   1. the logo as given;
//   2. its path on the API origin (the server that stores uploads);
//   3. the `/uploads/...` path on this site (where uploads are served today).
// Duplicates (the same resolved URL) are dropped, so a plain same-origin path is tried once.

const SAFE_ABSOLUTE = /^(https?:\/\/|data:image\/|blob:)/i;
const ANY_SCHEME = /^[a-z][a-z0-9+.-]*:/i;

function pathOf(logo: string): string {
  if (/^https?:\/\//i.test(logo)) {
    try {
      const url = new URL(logo);
      return url.pathname + url.search;
    } catch {
      return '';
    }
  }
  return logo.startsWith('/') ? logo : `/${logo}`;
}

function uploadsVariant(path: string): string {
  const at = path.indexOf('uploads/');
  if (at >= 0) return `/${path.slice(at)}`;
  const file = path.split('/').filter(Boolean).pop();
  return file ? `/uploads/logos/${file}` : '';
}

/**
 * The URLs to try for a logo, best first; [] when there is none or it is not an image URL.
 * `pageOrigin` is where relative URLs load from (this site), `apiOrigin` the server of uploads.
 * @internal Exported for its unit tests, not used elsewhere.
 */
export function logoCandidates(
  logo: string | null | undefined,
  apiOrigin: string,
  pageOrigin: string = apiOrigin,
): string[] {
  const value = logo?.trim();
  if (!value) return [];
  const isAbsolute = SAFE_ABSOLUTE.test(value);
  // Any other scheme (javascript:, file:) is never loaded.
  if (!isAbsolute && ANY_SCHEME.test(value)) return [];
  if (/^(data|blob):/i.test(value)) return [value];

  const origin = apiOrigin.replace(/\/+$/, '');
  const path = pathOf(value);
  const candidates = [isAbsolute ? value : path, path ? origin + path : '', uploadsVariant(path)];

  const seen = new Set<string>();
  const result: string[] = [];
  for (const candidate of candidates) {
    if (!candidate) continue;
    let resolved: string;
    try {
      resolved = new URL(candidate, `${pageOrigin.replace(/\/+$/, '')}/`).href;
    } catch {
      continue;
    }
    if (seen.has(resolved)) continue;
    seen.add(resolved);
    result.push(candidate);
  }
  return result;
}

/** The origin of the API: this site, unless the build points the app at another server. */
function apiOrigin(): string {
  const configured = import.meta.env.VITE_API_ORIGIN as string | undefined;
  return configured || globalThis.location?.origin || 'http://localhost';
}

/** The fallback chain of a business logo for this page. */
export function logoSources(logo: string | null | undefined): string[] {
  return logoCandidates(logo, apiOrigin(), globalThis.location?.origin ?? apiOrigin());
}
