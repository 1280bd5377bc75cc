import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface PackedFile {
  path: string;
}

const packed = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] })) as [
  { size: number; unpackedSize: number; files: PackedFile[] },
];
const [tarball] = packed;
const paths = tarball.files.map((file) => file.path);
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { exports: Record<string, string | Record<string, string>>; bin: Record<string, string> };

describe('npm package contents', () => {
  it('ships no source maps and no tests or test data', () => {
    console.log(`packed ${tarball.size} bytes, unpacked ${tarball.unpackedSize} bytes, ${paths.length} files`);
    expect(paths.filter((path) => path.endsWith('.map'))).toEqual([]);
    expect(paths.filter((path) => /(^|\/)(test|tests|__tests__|fixtures|stories|dev)\//.test(path) || /\.test\.|\.stories\./.test(path))).toEqual([]);
  });

  it('ships every file the exports, types and bin point at', () => {
    const targets = Object.values(pkg.exports)
      .flatMap((target) => (typeof target === 'string' ? [target] : Object.values(target)))
      .filter((target) => !target.includes('*'))
      .map((target) => target.replace(/^\.\//, ''));
    for (const target of [...targets, ...Object.values(pkg.bin).map((bin) => bin.replace(/^\.\//, ''))]) expect(paths, target).toContain(target);
    expect(paths).toContain('dist/types/elements/cart-pill/index.d.ts');
    expect(paths).toContain('dist/elements/cart-pill.js');
    expect(paths).toContain('dist/locales/en-US.json');
    expect(paths).toContain('dist-lite/storefront-elements.js');
    expect(paths).toContain('dist-lite/loader.js');
  });
});
