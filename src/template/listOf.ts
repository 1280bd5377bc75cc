// Arrays the parser keeps are made by calling `Array`, which V8 never pretenures: an array literal's allocation site it
// does, once most of its arrays outlive a young collection (as a long first parse's do).

/** A new empty array. */
export const emptyList = <T>(): T[] => Array<T>();

/** A new one-item array (capacity one, not the 17 slots a first push reserves). */
export function listOf<T>(item: T): T[] {
  const list: T[] = Array(1);
  list[0] = item;
  return list;
}
