/// <reference types="vite/client" />
import { describe, expect, it } from 'vitest';
import type { Meta, StoryObj } from '@storybook/web-components-vite';
// @ts-expect-error plain ESM script without type declarations
import { buildManifest } from '../../scripts/custom-elements-manifest.mjs';
import type { ArgsRender } from '../../stories/support/argsRender';
import { elementManifest, type StoreTagName } from '../../src/elements/manifest';

interface Declaration {
  readonly tagName: StoreTagName;
  readonly attributes?: readonly { readonly name: string; readonly type?: { readonly text: string } }[];
}

type StoryModule = Record<string, unknown> & { default: Meta };

const manifest = buildManifest() as { modules: { declarations: Declaration[] }[] };
const declarations = manifest.modules.map((module) => module.declarations[0]!);
const storyFiles = import.meta.glob<StoryModule>('../../stories/*.stories.ts', { eager: true });
const storyFileOf = (tag: string) => Object.entries(storyFiles).find(([, module]) => module.default.component === tag);
const storiesOf = (module: StoryModule) => Object.entries(module).filter(([name]) => name !== 'default') as [string, StoryObj][];

describe('a story file for every element of custom-elements.json', () => {
  it('has an autodocs page titled by its tag', () => {
    expect(declarations.length).toBe(Object.keys(elementManifest).length);
    for (const { tagName } of declarations) {
      const file = storyFileOf(tagName);
      expect(file, `no story file has component '${tagName}'`).toBeDefined();
      expect(file![1].default.tags, tagName).toContain('autodocs');
      expect(file![1].default.title, tagName).toBe(`Elements/${tagName}`);
    }
  });

  it('gives every documented attribute a control; keyword attributes offer exactly the documented keywords', () => {
    for (const { tagName, attributes = [] } of declarations) {
      const argTypes = storyFileOf(tagName)![1].default.argTypes ?? {};
      for (const attribute of attributes) {
        const argType = argTypes[attribute.name];
        expect(argType?.control, `${tagName} ${attribute.name}`).toBeTruthy();
        const keywords = [...(attribute.type?.text.matchAll(/'([^']*)'/g) ?? [])].map((match) => match[1]);
        if (keywords.length > 1) expect(argType?.options, `${tagName} ${attribute.name}`).toEqual(keywords);
      }
    }
  });

  it('sets args on every story and renders it with a function the args drive', () => {
    for (const { tagName } of declarations) {
      const [path, module] = storyFileOf(tagName)!;
      const stories = storiesOf(module);
      expect(stories.length, path).toBeGreaterThan(0);
      for (const [name, story] of stories) {
        expect(story.args, `${path} ${name}`).toBeTypeOf('object');
        expect(((story.render ?? module.default.render) as ArgsRender | undefined)?.drivesAttributesOf, `${path} ${name}`).toBe(tagName);
      }
    }
  });
});
