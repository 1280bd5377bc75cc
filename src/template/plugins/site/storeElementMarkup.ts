import { escapeHtmlAttribute, jsonForScript } from './htmlText';
import { asString, getOf } from './jsonValue';

/** Attribute values of a store element: strings are escaped, `true` writes a bare attribute, `undefined` omits it. */
export type StoreElementAttributes = Readonly<Record<string, string | true | undefined>>;

function attributeText(attributes: StoreElementAttributes): string {
  let out = '';
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined) continue;
    out += value === true ? ` ${name}` : ` ${name}="${escapeHtmlAttribute(value)}"`;
  }
  return out;
}

/**
 * A `<store-product>` carrying the product JSON in a `<script type="application/json">` (`<` escaped as `\u003c`)
 * and wrapping one `tag` element with `attributes`.
 */
export function storeElementMarkup(product: unknown, tag: string, attributes: StoreElementAttributes): string {
  const id = asString(getOf(product, 'id'));
  return `<store-product${attributeText({ 'product-id': id || undefined })}><script type="application/json">${jsonForScript(product)}</script>` +
    `<${tag}${attributeText(attributes)}></${tag}></store-product>`;
}
