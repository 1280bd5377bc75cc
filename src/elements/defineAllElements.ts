import { defineElement } from './define';
import { elementRegistry } from './registry';

/** Defines every element of the library now (used by the full bundle). */
export function defineAllElements(): void {
  for (const [tagName, load] of elementRegistry) {
    void load().then((elementClass) => defineElement(tagName, elementClass));
  }
}
