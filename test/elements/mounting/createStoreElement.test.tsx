import { afterEach, describe, expect, it, vi } from 'vitest';
import { booleanAttribute, enumAttribute, numberAttribute } from '../../../src/core/attributes';
import type { StoreComponentProps } from '../../../src/elements/mounting/StoreComponentProps';
import { createStoreElement } from '../../../src/elements/mounting/createStoreElement';
import { defineElement } from '../../../src/elements/define';
import { cleanup, mount, update } from '../support/renderElements';

const probeAttributes = {
  open: booleanAttribute(),
  size: numberAttribute({ default: 3, min: 1, max: 9 }),
  tone: enumAttribute(['calm', 'loud'], 'calm'),
};

function Probe({ attributes }: StoreComponentProps<typeof probeAttributes>) {
  return <output part="value">{JSON.stringify(attributes)}</output>;
}

const ProbeElement = createStoreElement({ tagName: 'store-probe', component: Probe, attributes: probeAttributes, styles: ':host{display:block}' });
defineElement('store-probe', ProbeElement);

const valueOf = (host: Element) => JSON.parse(host.shadowRoot!.querySelector('output')!.textContent!) as Record<string, unknown>;

describe('createStoreElement', () => {
  afterEach(async () => {
    await cleanup();
    vi.restoreAllMocks();
  });

  it('parses attributes in core: boolean present (including attr=""), numbers validated, enums', async () => {
    const container = await mount('<store-probe open="" size="7" tone="LOUD"></store-probe>');
    expect(valueOf(container.firstElementChild!)).toEqual({ open: true, size: 7, tone: 'loud' });
  });

  it('treats open="false" as present, unlike a true/false transform', async () => {
    const container = await mount('<store-probe open="false"></store-probe>');
    expect(valueOf(container.firstElementChild!).open).toBe(true);
  });

  it('restores the default when an attribute is removed, and reacts to attr="" being set later', async () => {
    const container = await mount('<store-probe size="7" tone="loud"></store-probe>');
    const host = container.firstElementChild!;
    await update(() => {
      host.removeAttribute('size');
      host.removeAttribute('tone');
      host.setAttribute('open', '');
    });
    expect(valueOf(host)).toEqual({ open: true, size: 3, tone: 'calm' });
    await update(() => host.removeAttribute('open'));
    expect(valueOf(host).open).toBe(false);
  });

  it('warns naming the attribute for malformed values and uses the default', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount('<store-probe size="3.5e" tone="shouty"></store-probe>');
    expect(valueOf(container.firstElementChild!)).toEqual({ open: false, size: 3, tone: 'calm' });
    const texts = warn.mock.calls.map(([text]) => String(text));
    expect(texts.some((text) => text.includes('<store-probe> attribute "size" is "3.5e"'))).toBe(true);
    expect(texts.some((text) => text.includes('<store-probe> attribute "tone" is "shouty"'))).toBe(true);
  });

  it('warns once per malformed value, however often the element renders it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const container = await mount('<store-probe size="3.5e"></store-probe>');
    const host = container.firstElementChild!;
    await update(() => host.setAttribute('open', ''));
    await update(() => host.setAttribute('size', 'ten'));
    await update(() => host.setAttribute('size', '3.5e'));
    expect(valueOf(host)).toEqual({ open: true, size: 3, tone: 'calm' });
    expect(warn.mock.calls.map(([text]) => String(text).match(/attribute "size" is "[^"]*"/)?.[0])).toEqual(['attribute "size" is "3.5e"', 'attribute "size" is "ten"']);
  });

  it('renders into an open shadow root styled by an adopted stylesheet, without <style> elements', async () => {
    const container = await mount('<store-probe></store-probe>');
    const root = container.firstElementChild!.shadowRoot!;
    expect(root.mode).toBe('open');
    expect(root.adoptedStyleSheets).toHaveLength(1);
    expect(root.querySelector('style')).toBeNull();
  });

  it('renders a created element only once it is connected, with the attributes set before', async () => {
    const host = document.createElement('store-probe');
    await update(() => {
      host.setAttribute('size', '5');
      host.setAttribute('tone', 'loud');
    });
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    const container = await mount('');
    await update(() => container.append(host));
    expect(valueOf(host)).toEqual({ open: false, size: 5, tone: 'loud' });
  });

  it('never renders while detached: its first render sees its ancestors, and changes made while detached show once it is back', async () => {
    const parents: (string | null)[] = [];
    function AncestryProbe({ host, attributes }: StoreComponentProps<typeof probeAttributes>) {
      parents.push(host.parentElement?.localName ?? null);
      return <output part="value">{JSON.stringify(attributes)}</output>;
    }
    defineElement('store-ancestry-probe', createStoreElement({ tagName: 'store-ancestry-probe', component: AncestryProbe, attributes: probeAttributes, styles: '' }));
    const host = document.createElement('store-ancestry-probe');
    host.setAttribute('size', '5');
    const container = await mount('<section></section><article></article>');
    await update(() => container.querySelector('section')!.append(host));
    expect(parents).toEqual(['section']);
    await update(() => {
      host.remove();
      host.setAttribute('tone', 'loud');
      host.removeAttribute('size');
    });
    expect(parents).toEqual(['section']);
    await update(() => container.querySelector('article')!.append(host));
    expect(parents).toEqual(['section', 'article']);
    expect(valueOf(host)).toEqual({ open: false, size: 3, tone: 'loud' });
  });

  it('reflects properties to attributes', async () => {
    const container = await mount('<store-probe></store-probe>');
    const host = container.firstElementChild as HTMLElement & { size?: string };
    await update(() => {
      host.size = '5';
    });
    expect(host.getAttribute('size')).toBe('5');
    expect(valueOf(host).size).toBe(5);
  });
});
