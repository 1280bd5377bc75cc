/** How many distinct texts a parser made by parsedOncePerText remembers the result of. */
const REMEMBERED_TEXTS = 8;

/**
 * `parse`, run once per distinct text (the last 8 remembered): elements repeating one JSON script (a merchant's reviews
 * beside every product of a page) share one parsed value, so equal texts give the same object; a text that fails to parse
 * throws each time.
 */
export function parsedOncePerText<Value>(parse: (text: string) => Value): (text: string) => Value {
  const values = new Map<string, Value>();
  return (text) => {
    if (values.has(text)) return values.get(text)!;
    const value = parse(text);
    if (values.size >= REMEMBERED_TEXTS) values.delete(values.keys().next().value!);
    values.set(text, value);
    return value;
  };
}
