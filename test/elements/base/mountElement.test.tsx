import { useState } from 'react';
import { Modal } from '../../../src/elements/base/Modal';
import { useDomListeners } from '../../../src/elements/base/useDomListeners';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { booleanAttribute, stringAttribute } from '../../../src/core/attributes';
import { setErrorReporter } from '../../../src/core/telemetry/reportError';
import type { StoreComponentProps } from '../../../src/elements/base/StoreComponentProps';
import { createStoreElement } from '../../../src/elements/base/createStoreElement';
import { useHostState } from '../../../src/elements/base/useHostState';
import { defineElement } from '../../../src/elements/define';
import { defineAllElements } from '../../../src/elements/defineAllElements';
import { pen } from '../support/products';
import { productScript } from '../support/renderElements';

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

  it('renders every element a definition upgrades before it returns; one that throws renders nothing while its neighbours keep working', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reports: unknown[] = [];
    setErrorReporter({ report: (error: unknown, custom: unknown) => void reports.push({ error, custom }), listen: () => () => {}, flush: () => {} } as unknown as Parameters<typeof setErrorReporter>[0]);
    document.body.innerHTML = `<store-batch-probe label="first"></store-batch-probe><store-batch-probe label="broken" fail></store-batch-probe><store-batch-probe label="third"></store-batch-probe>`;
    const [first, broken, third] = [...document.querySelectorAll('store-batch-probe')];

    defineElement('store-batch-probe', ProbeElement);

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

function QuietProbe({ host }: StoreComponentProps<typeof probeAttributes>) {
  const [open, setOpen] = useState(false);
  const [answers, setAnswers] = useState(0);
  useHostState(host, open ? 'open' : 'closed');
  const opener = useDomListeners({ click: () => setOpen(true) });
  return (
    <>
      <button part="button" type="button" ref={opener}>{`answers ${answers}`}</button>
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

const QuietProbeElement = createStoreElement({ tagName: 'store-quiet-probe', component: QuietProbe, attributes: probeAttributes, styles: ':host{display:block}', interactive: false });

describe('elements declared without React event handlers', () => {
  it('handle their own controls natively, and the React handlers of a modal they open', async () => {
    HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    document.body.innerHTML = '<store-quiet-probe></store-quiet-probe><store-quiet-probe></store-quiet-probe>';
    defineElement('store-quiet-probe', QuietProbeElement);
    const [first, second] = [...document.querySelectorAll('store-quiet-probe')];
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

  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('render no React event handler anywhere in their shadow roots (add-to-cart and the installment pill listen natively)', async () => {
    await defineAllElements();
    const installments = JSON.stringify({ afterPayAvailable: true, afterPayMin: 3500, afterPayMax: 100000, shopperLanguage: 'en', stripeAccountCountry: 'US' });
    const reviews = JSON.stringify({ merchantId: 'm1', reviews: [{ userName: 'Ann', reviewDate: '2024-01-02', starRating: 4, reviewText: 'Good', productName: 'Pen', productId: pen().id }] });
    document.body.innerHTML = `<store-cart-pill></store-cart-pill><store-product>${productScript(pen())}<store-product-price></store-product-price><store-product-badge></store-product-badge><store-scarcity></store-scarcity><store-review-stars merchant-id="m1"><script type="application/json">${reviews}</script></store-review-stars><store-add-to-cart></store-add-to-cart><store-installment-pill><script type="application/json">${installments}</script></store-installment-pill></store-product>`;
    await vi.waitFor(() => expect(document.querySelector('store-review-stars')!.shadowRoot!.querySelector('[part=rating]')).not.toBeNull());
    const tags = ['store-cart-pill', 'store-product', 'store-product-price', 'store-product-badge', 'store-scarcity', 'store-review-stars', 'store-add-to-cart', 'store-installment-pill'];
    const handlers: string[] = [];
    for (const tag of tags) {
      const root = document.querySelector(tag)!.shadowRoot!;
      for (const node of root.querySelectorAll('*')) {
        const propsKey = Object.keys(node).find((key) => key.startsWith('__reactProps$'));
        const props = propsKey ? (node as unknown as Record<string, Record<string, unknown>>)[propsKey]! : {};
        for (const name of Object.keys(props)) if (/^on[A-Z]/.test(name)) handlers.push(`${tag} ${node.localName} ${name}`);
      }
    }
    expect(document.querySelector('store-product-price')!.shadowRoot!.textContent).toBe('$45.00');
    expect(document.querySelector('store-installment-pill')!.shadowRoot!.querySelector('[part=text]')!.textContent).toBe('or 4 interest-free payments of $11.25 with Afterpay');
    expect(document.querySelector('store-add-to-cart')!.shadowRoot!.querySelector('[part=label]')!.textContent).not.toBe('');
    expect(handlers).toEqual([]);
  });
});
