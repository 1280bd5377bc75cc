import { describe, expect, it } from 'vitest';
import { ESLint } from 'eslint';

describe('the ESLint layer rule', () => {
  const eslint = new ESLint();

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
});
