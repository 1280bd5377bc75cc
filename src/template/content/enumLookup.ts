/** The name of `code` in a code→name table, or undefined for an unknown code (own properties only). */
export function nameOfCode<Table extends Readonly<Record<number, string>>>(table: Table, code: unknown): Table[keyof Table] | undefined {
  if (typeof code !== 'number' || !Object.hasOwn(table, code)) return undefined;
  return table[code as keyof Table];
}

/** The code whose name is `name` in a code→name table, or undefined. */
export function codeOfName<Table extends Readonly<Record<number, string>>>(table: Table, name: unknown): keyof Table & number | undefined {
  if (typeof name !== 'string') return undefined;
  for (const key of Object.keys(table)) {
    if (table[Number(key) as keyof Table] === name) return Number(key) as keyof Table & number;
  }
  return undefined;
}
