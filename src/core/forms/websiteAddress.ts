/** A URL that names its scheme (`https://…`, `ftp://…`); anything else is read as a bare domain. */
const WITH_SCHEME = /^[a-z][a-z\d+.-]*:\/\//i;

/** How a bare domain starts: a letter or digit. */
const BARE_DOMAIN_START = /^[a-z\d]/i;

/** A host name of dot-separated labels ending in a letter top-level domain (or its punycode form). */
const DOMAIN_NAME = /^(?:[a-z\d](?:[a-z\d-]*[a-z\d])?\.)+(?:[a-z]{2,63}|xn--[a-z\d-]+)$/;

/**
 * A website answer as stored: an http(s) URL with a domain name, kept as typed (trimmed); a bare domain such as
 * `example.com/shop` gets `https://` in front. Null for anything else (no domain, spaces, another scheme, a user name).
 */
export function websiteAddress(text: string): string | null {
  const trimmed = text.trim();
  if (/\s/.test(trimmed)) return null;
  const withScheme = WITH_SCHEME.test(trimmed);
  if (!withScheme && !BARE_DOMAIN_START.test(trimmed)) return null;
  const address = withScheme ? trimmed : `https://${trimmed}`;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  const web = url.protocol === 'https:' || url.protocol === 'http:';
  return web && url.username === '' && url.password === '' && DOMAIN_NAME.test(url.hostname) ? address : null;
}
