import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

describe('the ESLint layer rule', () => {
  const eslint = new ESLint();
  const restrictedImports = async (code: string, filePath: string) => {
    const [result] = await eslint.lintText(`${code}\nexport const probe = 1;\n`, { filePath });
    return result?.messages.filter((message) => message.ruleId === 'no-restricted-imports') ?? [];
  };

  it.each(["import { useState } from 'react';", "import r2wc from '@r2wc/core';", "import { createRoot } from 'react-dom/client';"])(
    'rejects `%s` under src/core',
    async (line) => {
      const [result] = await eslint.lintText(`${line}\nexport const probe = 1;\n`, { filePath: 'src/core/money/probe.ts' });
      expect(result?.messages.map((message) => message.ruleId)).toContain('no-restricted-imports');
    },
  );

  it('allows React under src/elements', async () => {
    const [result] = await eslint.lintText("import { useState } from 'react';\nexport const probe = useState;\n", {
      filePath: 'src/elements/probe/probe.ts',
    });
    expect(result?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual([]);
  });

  it.each([
    ["import { renderTemplate } from '../../template';", 'src/core/money/probe.ts'],
    ["export * from '../template';", 'src/core/index.ts'],
    ["import { renderTemplate } from '../../template/compileTemplate';", 'src/elements/probe/probe.ts'],
    ["import { useState } from 'react';", 'src/template/probe.ts'],
    ["import { storefront } from '../elements/page/storefront';", 'src/template/probe.ts'],
    ["import { storefront } from '../../../elements/page/storefront';", 'src/template/plugins/site/probe.ts'],
  ])('rejects `%s` in %s', async (line, filePath) => {
    expect(await restrictedImports(line, filePath)).toHaveLength(1);
  });

  it('lets src/template import src/core', async () => {
    expect(await restrictedImports("import { Money } from '../../../core/money/Money';", 'src/template/plugins/site/probe.ts')).toEqual([]);
  });

  it('holds for every file of src/core and src/template', async () => {
    const results = await eslint.lintFiles(['src/core', 'src/template']);
    const broken = results.flatMap((result) =>
      result.messages.filter((message) => message.ruleId === 'no-restricted-imports').map((message) => `${result.filePath}:${message.line} ${message.message}`),
    );
    expect(results.length).toBeGreaterThan(200);
    expect(broken).toEqual([]);
  });
});
