import { describe, expect, it } from 'vitest';
import { elementRows } from '../../src/elements/manifest';

describe('entry points', () => {
  it('per-element entries export classes without registering them', async () => {
    for (const [tag, row] of elementRows()) {
      expect(await row.load(), tag).toBeTypeOf('function');
      expect(customElements.get(tag), tag).toBeUndefined();
    }
  });

  it('the package entry registers every element of the manifest, with the classes it exports, once evaluated', async () => {
    const entry = (await import('../../src/index')) as unknown as Record<string, unknown>;
    for (const [tag, row] of elementRows()) {
      const elementClass = await row.load();
      await expect.poll(() => customElements.get(tag), { message: tag }).toBe(elementClass);
      expect(Object.values(entry), tag).toContain(elementClass);
    }
  });
});
