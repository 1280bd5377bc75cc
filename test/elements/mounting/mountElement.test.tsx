import { useLayoutEffect, useState } from 'react';
import { Modal } from '../../../src/elements/modal/Modal';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booleanAttribute, stringAttribute } from '../../../src/core/attributes';
import { setErrorReporter } from '../../../src/core/telemetry/reportError';
import type { StoreComponentProps } from '../../../src/elements/mounting/StoreComponentProps';
import { createStoreElement } from '../../../src/elements/mounting/createStoreElement';
import { useHostState } from '../../../src/elements/mounting/useHostState';
import { defineElement } from '../../../src/elements/define';
import { nextFrame } from '../support/nextFrame';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const probeAttributes = {
  fail: booleanAttribute(),
  label: stringAttribute('probe'),
};

function Probe({ host, attributes }: StoreComponentProps<typeof probeAttributes>) {
  const [clicks, setClicks] = useState(0);
  useHostState(host, 'shown');
  if (attributes.fail) throw new Error(`${attributes.label} cannot render`);
  return (
    <button part="button" type="button" onClick={() => setClicks((count) => count + 1)}>
      {`${attributes.label} ${clicks}`}
    </button>
  );
}

const ProbeElement = createStoreElement({ tagName: 'store-batch-probe', component: Probe, attributes: probeAttributes, styles: ':host{display:block}' });

const buttonText = (host: Element | null | undefined) => host?.shadowRoot?.querySelector('button')?.textContent ?? null;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('elements sharing a React root', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    setErrorReporter(undefined);
    vi.restoreAllMocks();
  });

  it('renders every element a definition upgrades in the next frame; one that throws renders nothing while its neighbours keep working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    setErrorReporter({ report: (error: unknown, custom: unknown) => void reports.push({ error, custom }), listen: () => () => {}, flush: () => {} } as unknown as Parameters<typeof setErrorReporter>[0]);
    document.body.innerHTML = `<store-batch-probe label="first"></store-batch-probe><store-batch-probe label="broken" fail></store-batch-probe><store-batch-probe label="third"></store-batch-probe>`;
    const [first, broken, third] = [...document.querySelectorAll('store-batch-probe')];

    defineElement('store-batch-probe', ProbeElement);
    expect([buttonText(first), buttonText(broken), buttonText(third)]).toEqual([null, null, null]);
    await nextFrame();

    expect([buttonText(first), buttonText(broken), buttonText(third)]).toEqual(['first 0', null, 'third 0']);
    expect(broken!.shadowRoot!.childNodes).toHaveLength(0);
    expect(errors.mock.calls.some(([text]) => String(text).includes('<store-batch-probe> failed to render'))).toBe(true);
    expect(reports).toEqual([{ error: new Error('broken cannot render'), custom: { element: 'store-batch-probe' } }]);

    first!.shadowRoot!.querySelector('button')!.click();
    third!.setAttribute('label', 'renamed');
    await settle();
    expect([buttonText(first), buttonText(third)]).toEqual(['first 1', 'renamed 0']);

    broken!.removeAttribute('fail');
    await settle();
    expect(buttonText(broken)).toBe('broken 0');
  });

  it('renders every element a definition upgrades in one React pass: each renders before any commits', async () => {
    const passes: string[] = [];
    function PassProbe({ attributes }: StoreComponentProps<typeof probeAttributes>) {
      passes.push(`render ${attributes.label}`);
      useLayoutEffect(() => void passes.push(`commit ${attributes.label}`), [attributes.label]);
      return null;
    }
    document.body.innerHTML = '<store-pass-probe label="a"></store-pass-probe><store-pass-probe label="b"></store-pass-probe>';
    defineElement('store-pass-probe', createStoreElement({ tagName: 'store-pass-probe', component: PassProbe, attributes: probeAttributes, styles: '' }));
    await nextFrame();
    expect(passes.map((step) => step.split(' ')[0])).toEqual(['render', 'render', 'commit', 'commit']);
    expect([...passes].sort()).toEqual(['commit a', 'commit b', 'render a', 'render b']);
  });

  it('renders an element connected on its own synchronously, and empties its shadow root once it leaves the page', async () => {
    defineElement('store-batch-probe', ProbeElement);
    const host = document.createElement('store-batch-probe');
    host.setAttribute('label', 'alone');
    document.body.append(host);
    expect(buttonText(host)).toBe('alone 0');
    host.remove();
    await settle();
    expect(host.shadowRoot!.childNodes).toHaveLength(0);
    document.body.append(host);
    expect(buttonText(host)).toBe('alone 0');
  });

  it('keeps elements connected earlier working when one connected later throws', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    defineElement('store-batch-probe', ProbeElement);
    document.body.innerHTML = `<store-batch-probe label="early"></store-batch-probe>`;
    const late = document.createElement('store-batch-probe');
    late.setAttribute('fail', '');
    document.body.append(late);
    const early = document.querySelector('store-batch-probe')!;
    early.shadowRoot!.querySelector('button')!.click();
    await settle();
    expect(buttonText(early)).toBe('early 1');
    expect(late.shadowRoot!.childNodes).toHaveLength(0);
  });
});

function ModalProbe({ host }: StoreComponentProps<typeof probeAttributes>) {
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState(0);
  useHostState(host, open ? 'open' : 'closed');
  return (
    <>
      <button part="button" type="button" onClick={() => setOpen(true)}>{`answers ${answers}`}</button>
      {open ? (
        <Modal labelledBy="title" onDismiss={() => setOpen(false)}>
          <h2 id="title">Question</h2>
          <button part="answer" type="button" onClick={() => setAnswers((count) => count + 1)}>
            Answer
          </button>
        </Modal>
      ) : null}
    </>
  );
}

const ModalProbeElement = createStoreElement({ tagName: 'store-modal-probe', component: ModalProbe, attributes: probeAttributes, styles: ':host{display:block}' });

describe('React event handlers in shadow roots', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it("fire for each element of a batch, and for the modal it opens (onClick inside the element's shadow root)", async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    document.body.innerHTML = '<store-modal-probe></store-modal-probe><store-modal-probe></store-modal-probe>';
    defineElement('store-modal-probe', ModalProbeElement);
    await nextFrame();
    const [first, second] = [...document.querySelectorAll('store-modal-probe')];
    first!.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!.click();
    await settle();
    expect(first!.getAttribute('data-state')).toBe('open');
    expect(second!.getAttribute('data-state')).toBe('closed');
    first!.shadowRoot!.querySelector<HTMLButtonElement>('[part=answer]')!.click();
    first!.shadowRoot!.querySelector<HTMLButtonElement>('[part=answer]')!.click();
    await settle();
    expect(buttonText(first)).toBe('answers 2');
    second!.shadowRoot!.querySelector<HTMLButtonElement>('[part=button]')!.click();
    await settle();
    second!.shadowRoot!.querySelector<HTMLButtonElement>('[part=answer]')!.click();
    await settle();
    expect([buttonText(first), buttonText(second)]).toEqual(['answers 2', 'answers 1']);
  });
});
