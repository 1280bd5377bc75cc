import { describe, expect, it } from 'vitest';
import { stackFrames } from '../../../src/core/telemetry';

describe('stackFrames', () => {
  it('reads V8 frames, named and anonymous', () => {
    const stack = [
      'TypeError: Cannot read properties of null (reading \'api\') at https://not-a-frame.example/x.js:1:1',
      '    at configureStorefront (http://127.0.0.1:8787/dist/storefront-elements.js:2:31337)',
      '    at http://127.0.0.1:8787/dev/telemetry-probe.js:12:5',
      '    at new Promise (<anonymous>)',
    ].join('\n');
    expect(stackFrames(stack)).toEqual([
      { file: 'http://127.0.0.1:8787/dist/storefront-elements.js', line: 2, column: 31337 },
      { file: 'http://127.0.0.1:8787/dev/telemetry-probe.js', line: 12, column: 5 },
    ]);
  });

  it('reads Firefox and Safari frames', () => {
    const stack = 'addItem@https://cdn.example/storefront/index.js:4:20\n@https://shop.example/theme.js:7:1\nglobal code@https://shop.example/inline.js:3';
    expect(stackFrames(stack)).toEqual([
      { file: 'https://cdn.example/storefront/index.js', line: 4, column: 20 },
      { file: 'https://shop.example/theme.js', line: 7, column: 1 },
      { file: 'https://shop.example/inline.js', line: 3, column: undefined },
    ]);
  });

  it('finds nothing in a stack without URLs', () => {
    expect(stackFrames('Error: boom\n    at <anonymous>')).toEqual([]);
  });
});
