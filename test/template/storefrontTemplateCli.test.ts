// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderTemplate } from '../../src/template';

const CLI = resolve('bin/storefront-template.mjs');
const ENGINE = resolve('src/template/index.ts');

/** Runs the real CLI in a child process against the engine sources (through tsx). */
function run(args: string[], files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'storefront-template-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const result = spawnSync(process.execPath, ['--import', 'tsx', CLI, ...args.map((a) => (a.includes('.') && !a.startsWith('--') && files[a] !== undefined ? join(dir, a) : a))], {
    cwd: resolve('.'),
    env: { ...process.env, STOREFRONT_TEMPLATE_CORE: ENGINE },
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr, dir };
}

describe('storefront-template CLI', () => {
  it('prints the rendered page and exits 0 when there are no errors', () => {
    const r = run(['render', 'page.html', '--json', 'data.json', '--partials', 'partials.json'], {
      'page.html': '<h1>{title|html}</h1>{.repeated section items}{@|apply item.html}{.alternates with}, {.end}',
      'data.json': JSON.stringify({ title: 'A & B', items: ['x', 'y'] }),
      'partials.json': JSON.stringify({ 'item.html': '[{@}]' }),
    });
    expect(r.stderr).toBe('');
    expect(r.stdout).toBe('<h1>A &amp; B</h1>[x], [y]');
    expect(r.status).toBe(0);
  });

  it('reports errors on stderr with line and column and exits 1', () => {
    const r = run(['render', 'page.html', '--json', 'data.json'], {
      'page.html': 'ok\n  {name|nosuch}\n{.section a}',
      'data.json': '{"name":"n","a":1}',
    });
    expect(r.stdout).toBe('ok\n  {name|nosuch}\n');
    expect(r.stderr).toContain(`${join(r.dir, 'page.html')}:2:3: Formatter is unknown: nosuch [FORMATTER_UNKNOWN]`);
    expect(r.stderr).toMatch(/:3:\d+: Reached EOF in the middle of block SECTION \[EOF_IN_BLOCK\]/);
    expect(r.status).toBe(1);
  });

  it('passes --locale and --now to the engine', () => {
    const page = '{ts|timesince} / {amount|percentage-format}';
    const data = { ts: 1_500_000_000_000, amount: 1234.5 };
    const r = run(['render', 'page.html', '--json', 'data.json', '--locale', 'fr-FR', '--now', '1600000000000'], {
      'page.html': page,
      'data.json': JSON.stringify(data),
    });
    const expected = renderTemplate(page, data, { locale: 'fr-FR', now: 1_600_000_000_000 }).output;
    expect(expected).not.toBe(renderTemplate(page, data, { locale: 'en-US', now: 1_700_000_000_000 }).output);
    expect(r.stdout).toBe(expected);
    expect(r.status).toBe(0);
    const badLocale = run(['render', 'page.html', '--json', 'data.json', '--locale', 'not a locale!'], { 'page.html': 'x', 'data.json': '{}' });
    expect(badLocale.status).toBe(2);
    expect(badLocale.stderr).toContain('Invalid template option "locale"');
  });

  it('rejects a bad command line with usage and exit 2', () => {
    const missingJson = run(['render', 'page.html'], { 'page.html': 'x' });
    expect(missingJson.status).toBe(2);
    expect(missingJson.stderr).toContain('Missing --json <data.json>.');
    expect(missingJson.stderr).toContain('Usage: storefront-template render');
    const badNow = run(['render', 'page.html', '--json', 'data.json', '--now', 'soon'], { 'page.html': 'x', 'data.json': '{}' });
    expect(badNow.status).toBe(2);
    expect(badNow.stderr).toContain('--now must be epoch milliseconds, got "soon".');
    const badJson = run(['render', 'page.html', '--json', 'data.json'], { 'page.html': 'x', 'data.json': '{oops' });
    expect(badJson.status).toBe(2);
    expect(badJson.stderr).toContain('is not valid JSON');
  });

  it('prints usage on stdout and exits 0 for --help, -h and help', () => {
    for (const flag of ['--help', '-h', 'help']) {
      const r = run([flag], {});
      expect(r.status, flag).toBe(0);
      expect(r.stderr, flag).toBe('');
      expect(r.stdout, flag).toContain('Usage: storefront-template render <template.html> --json <data.json>');
      expect(r.stdout, flag).toContain('--partials <partials.json>');
    }
    expect(run(['render', 'page.html', '--help'], {}).status).toBe(0);
  });

  it('names a missing template, data or partials file in one line on stderr and exits 2', () => {
    const files = { 'page.html': 'x', 'data.json': '{}' };
    const cases: [string[], string][] = [
      [['render', 'missing.html', '--json', 'data.json'], 'missing.html'],
      [['render', 'page.html', '--json', 'missing.json'], 'missing.json'],
      [['render', 'page.html', '--json', 'data.json', '--partials', 'missing-partials.json'], 'missing-partials.json'],
    ];
    for (const [args, missing] of cases) {
      const r = run(args, files);
      expect(r.status, missing).toBe(2);
      expect(r.stdout, missing).toBe('');
      expect(r.stderr, missing).toBe(`storefront-template: cannot read ${missing}: no such file\n`);
    }
  });
});
