/** The name of `code` in a code→name table, or undefined for an unknown code (own properties only). */
export function nameOfCode<Table extends Readonly<Record<number, string>>>(table: Table, code: unknown): Table[keyof Table] | undefined {
  if (typeof code !== 'number' || !Object.hasOwn(table, code)) return undefined;
  return table[code as keyof Table];
}
