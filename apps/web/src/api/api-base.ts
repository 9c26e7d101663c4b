/**
 * The web build is served at {host}/h5/ (some deployments use /h51/) and the API lives at
 * {host}/api/, so the API base is the page address without that last /h5 or /h51 segment.
 */
export function apiBaseFromLocation(location: { origin: string; pathname: string }): string {
  const path = location.pathname
    .replace(/\/index\.html$/, '')
    .replace(/\/+$/, '')
    .replace(/\/h51?$/, '');
  return `${location.origin}${path}`;
}

/** An address the server gave (a picture's, say): as it is when absolute, else under `base`. */
export function assetUrl(base: string, path: string): string {
  return /^(?:https?:|data:)/.test(path) ? path : `${base}/${path.replace(/^\/+/, '')}`;
}

/** `{base}/api/{path}` with the query string; path is relative, as in the contract's endpoint table. */
export function apiUrl(base: string, path: string, query?: Record<string, unknown>): string {
  const url = `${base}/api/${path.replace(/^\/+/, '')}`;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}
