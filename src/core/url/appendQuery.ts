/** The URL with `params` appended to its query (before any `#fragment`), values URI-encoded; undefined values are skipped. */
export function appendQuery(url: string, params: Readonly<Record<string, string | number | undefined>>): string {
  const [path, hash] = url.split('#', 2) as [string, string | undefined];
  const pairs = Object.entries(params)
    .filter((pair): pair is [string, string | number] => pair[1] !== undefined)
    .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(String(value))}`);
  if (pairs.length === 0) return url;
  const separator = path.includes('?') ? (path.endsWith('?') || path.endsWith('&') ? '' : '&') : '?';
  return `${path}${separator}${pairs.join('&')}${hash === undefined ? '' : `#${hash}`}`;
}
