import type { Args } from '@storybook/web-components-vite';
import type { StoreTagName } from '../../src/elements/manifest';
import { attributeSchemaOf } from './attributeSchemaOf';

/** A story render whose args drive the attributes of every `<tag>` it draws. */
export type ArgsRender = ((args: Args) => HTMLElement) & { readonly drivesAttributesOf: StoreTagName };

/** 'onStoreCartAdd' → 'store-cart-add' (the arg Storybook makes for an event of custom-elements.json). */
function eventNameOf(argName: string): string {
  return argName.slice(2).replace(/[A-Z]/g, (letter, index: number) => `${index ? '-' : ''}${letter.toLowerCase()}`);
}

/** Gives every `<tag>` in `root` (root included) the attributes in `args`, removing those the args leave empty, and sends the events to the args' actions. */
export function applyArgs(root: HTMLElement, tag: StoreTagName, args: Args): void {
  const schema = attributeSchemaOf(tag);
  const targets = [...(root.matches(tag) ? [root] : []), ...root.querySelectorAll(tag)];
  for (const target of targets) {
    for (const [name, spec] of Object.entries(schema)) {
      const value: unknown = args[name];
      if (spec.kind === 'boolean' ? value === true : value !== undefined && value !== null && value !== '') target.setAttribute(name, spec.kind === 'boolean' ? '' : String(value));
      else target.removeAttribute(name);
    }
  }
  for (const [name, value] of Object.entries(args)) {
    if (typeof value === 'function' && /^on[A-Z]/.test(name)) root.addEventListener(eventNameOf(name), value as EventListener);
  }
}

/** A render that builds the story with `build`, then applies the args to every `<tag>` in it, so a designer changes attributes live from the controls. */
export function argsRender(tag: StoreTagName, build: (args: Args) => HTMLElement): ArgsRender {
  const render = (args: Args): HTMLElement => {
    const page = build(args);
    applyArgs(page, tag, args);
    return page;
  };
  return Object.assign(render, { drivesAttributesOf: tag });
}

/** A story of `<tag>`: its args (over the story file's defaults) and a render that the args drive. */
export function elementStory(tag: StoreTagName, build: (args: Args) => HTMLElement, args: Args = {}): { readonly args: Args; readonly render: ArgsRender } {
  return { args, render: argsRender(tag, build) };
}
