import type { FormatterPlugin, TemplateVariable } from '../../plugin';
import { truncateText } from './htmlText';
import { asString } from './jsonValue';

/** `truncate [length] [ellipsis]`: cuts at a word boundary; length must be positive (default 100), ellipsis default '...'. */
export const truncateFormatter: FormatterPlugin = {
  apply(args: readonly string[], vars: TemplateVariable[]): void {
    const limit = args.length > 0 ? parseInt(args[0] as string, 10) : 100;
    const ellipsis = args.length > 1 ? (args[1] as string) : '...';
    const v = vars[0] as TemplateVariable;
    if (Number.isFinite(limit) && limit > 0) v.value = truncateText(asString(v.value), limit, ellipsis);
  },
};
