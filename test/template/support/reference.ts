import { Compiler } from '@squarespace/template-engine';
import { DEFAULT_TEMPLATE_OPTIONS } from '../../../src/template';

let compiler: Compiler | undefined;

/** Inputs for one reference render. */
export interface ReferenceInput {
  template: string;
  json: unknown;
  partials?: Record<string, string>;
  injects?: Record<string, unknown>;
  now?: number;
}

/** Renders with the reference engine (test oracle only), expressions and include enabled, our expression limits. */
export function renderReference(input: ReferenceInput): { output: string; errors: unknown[] } {
  compiler ??= new Compiler();
  const { ctx, errors } = compiler.execute({
    code: input.template,
    json: input.json,
    partials: input.partials ?? {},
    injects: input.injects ?? {},
    now: input.now,
    enableExpr: true,
    enableInclude: true,
    exprOpts: {
      maxTokens: DEFAULT_TEMPLATE_OPTIONS.exprLimits.maxTokens,
      maxStringLen: DEFAULT_TEMPLATE_OPTIONS.exprLimits.maxStringLength,
    },
  } as Parameters<Compiler['execute']>[0]);
  return { output: ctx.render(), errors };
}
