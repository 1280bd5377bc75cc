import { createHash } from 'node:crypto';

function hashesOf(html: string, tag: 'script' | 'style'): string[] {
  return [...html.matchAll(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g'))].map((match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`);
}

/**
 * The elements' Content-Security-Policy for a built Storybook's iframe.html: scripts and styles from the
 * site only (no inline script, eval, inline handler, inline <style> or style attribute), except the inline
 * <script> and <style> blocks of iframe.html itself, allowed by their hashes.
 */
export function storybookCsp(iframeHtml: string): string {
  return [
    `script-src 'self' ${hashesOf(iframeHtml, 'script').join(' ')}`,
    `style-src 'self' ${hashesOf(iframeHtml, 'style').join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
  ].join('; ');
}
