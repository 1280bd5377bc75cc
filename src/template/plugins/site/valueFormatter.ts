import type { FormatterPlugin, PluginContext, TemplateVariable } from '../../plugin';

/** Computes a formatter's new value from the first variable's value, its (parsed) arguments, the context and all variables. */
export type MapValue<Options> = (value: unknown, options: Options, ctx: PluginContext, vars: TemplateVariable[]) => unknown;

/** A formatter that sets the first variable to what `map` returns for its value and the raw arguments. */
export function valueFormatter(map: MapValue<readonly string[]>): FormatterPlugin {
  return {
    apply: (args, vars, ctx) => {
      const v = vars[0] as TemplateVariable;
      v.value = map(v.value, args, ctx, vars);
    },
  };
}

/** Like {@link valueFormatter}, with the arguments parsed once at compile time by `parse`. */
export function preparedFormatter<Options>(parse: (args: readonly string[]) => Options, map: MapValue<Options>): FormatterPlugin<Options> {
  return {
    prepare: parse,
    apply: (args, vars, ctx, options) => {
      const v = vars[0] as TemplateVariable;
      v.value = map(v.value, options ?? parse(args), ctx, vars);
    },
  };
}
