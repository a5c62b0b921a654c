// The Origin check of the realtime handshake (decisions.md section 6): a browser always sends
// Origin on a WebSocket and on cross-origin requests, so checking it stops other sites from
// opening a socket with a visitor's token (cross-site WebSocket hijacking).

/**
 * Whether a handshake may proceed: no Origin (not a browser, or a same-origin polling request),
 * an origin of `PUBLIC_URL` or `CORS_ORIGINS`, or the very host the request was sent to (the page
 * was served by this server, whatever name it was reached by).
 */
export function originAllowed(
  origin: string | undefined,
  host: string | undefined,
  allowed: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (allowed.includes(origin)) return true;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return false;
  return host !== undefined && parsed.host === host.toLowerCase();
}
