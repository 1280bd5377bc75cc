import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { createFetchHttpAdapter } from '../../core/api';
import type { CartStore } from '../../core/cart/CartStore';
import {
  cartInstallmentView,
  installmentModalUrl,
  productInstallmentView,
  readInstallmentContext,
  type InstallmentContext,
  type InstallmentPillView,
} from '../../core/installments';
import { reportError } from '../../core/telemetry';
import type { StoreComponentProps } from '../mounting/StoreComponentProps';
import { loadSanitizer } from '../layers/loadSanitizer';
import { useTranslator } from '../i18n/translator';
import { useChildJsonText } from '../mounting/useChildJsonText';
import { useHostState } from '../mounting/useHostState';
import { usePageCart } from '../page/usePageCart';
import { useSelection } from '../selection/useSelection';
import { useStore } from '../mounting/useStore';
import type { installmentPillAttributes } from './element';
import type { InstallmentModal } from './InstallmentModal';
import { whenDocumentParsed } from '../mounting/whenDocumentParsed';

type Props = StoreComponentProps<typeof installmentPillAttributes>;

/** What a host may carry as JS properties, set before it connects. */
interface PillHost {
  cartStore?: CartStore;
  loadModalHtml?: (url: string) => Promise<string>;
}

type SetHtml = (target: Element, html: string) => void;

type ModalState = { readonly status: 'closed' | 'loading' } | { readonly status: 'open'; readonly html: string; readonly setHtml: SetHtml; readonly Modal: typeof InstallmentModal };

/** The installment context from the host's JSON script; a missing or malformed one is reported once the document is parsed. */
function useInstallmentContext(host: HTMLElement): InstallmentContext | null {
  const text = useChildJsonText(host);
  const reading = useMemo(() => readInstallmentContext(text, `<${host.localName}> installment context`), [host, text]);
  useEffect(() => {
    if (!(reading instanceof Error)) return;
    return whenDocumentParsed(host.ownerDocument, () => reportError(reading, { feature: 'installments' }));
  }, [host, reading]);
  return reading instanceof Error ? null : reading;
}

/** Follows the cart total inside `<store-cart>` or with source="cart", else the product selection. */
export function InstallmentPill(props: Props) {
  const { host, attributes } = props;
  const cart = attributes.source === 'cart' || (attributes.source === 'auto' && host.closest('store-cart') !== null);
  return cart ? <CartInstallmentPill {...props} /> : <ProductInstallmentPill {...props} />;
}

function ProductInstallmentPill({ host, attributes }: Props) {
  const context = useInstallmentContext(host);
  const { locale } = useTranslator();
  const { product, variant, quantity } = useSelection(host, attributes.product).selection;
  const view = productInstallmentView({ product, variant, quantity, context, locale });
  return <Pill host={host} view={view} context={context} modalSrc={attributes['modal-src']} />;
}

/** Follows the host's cart store, else the page's: the cart layer loads on demand (a pill beside a product never needs it), hidden as loading until then. */
function CartInstallmentPill({ host, attributes }: Props) {
  const context = useInstallmentContext(host);
  const cart = usePageCart(host, 'installments');
  const props = { host, context, modalSrc: attributes['modal-src'] };
  return cart ? <CartStorePill {...props} cart={cart} /> : <Pill {...props} view={{ state: 'hidden', reason: 'loading' }} />;
}

function CartStorePill({ cart, ...props }: Omit<PillProps, 'view'> & { readonly cart: CartStore }) {
  const { locale } = useTranslator();
  return <Pill {...props} view={cartInstallmentView(useStore(cart), props.context, locale)} />;
}

interface PillProps {
  readonly host: HTMLElement;
  readonly view: InstallmentPillView;
  readonly context: InstallmentContext | null;
  readonly modalSrc: string | undefined;
}

function Pill({ host, view, context, modalSrc }: PillProps) {
  const { t, render } = useTranslator();
  useHostState(host, view.state === 'hidden' ? (view.reason === 'loading' ? 'loading' : 'hidden') : view.state);
  const opener = useRef<HTMLButtonElement>(null);
  const [modal, setModal] = useState<ModalState>({ status: 'closed' });
  const loaded = useRef<{ url: string; html: string } | null>(null);

  const open = useCallback(async () => {
    if (!context || modal.status !== 'closed') return;
    try {
      const url = installmentModalUrl(modalSrc, context, host.ownerDocument.baseURI);
      if (!url) return;
      setModal({ status: 'loading' });
      const load =
        (host as PillHost).loadModalHtml ??
        ((target: string) => import('../../core/installments/fetchInstallmentModalHtml').then((module) => module.fetchInstallmentModalHtml(createFetchHttpAdapter(), target)));
      const [html, sanitizer, modalModule] = await Promise.all([
        loaded.current?.url === url ? loaded.current.html : load(url),
        loadSanitizer(),
        import('./InstallmentModal'),
      ]);
      loaded.current = { url, html };
      setModal({ status: 'open', html, setHtml: sanitizer.setSanitizedHtml, Modal: modalModule.InstallmentModal });
    } catch (error) {
      console.warn(`[storefront-elements] <${host.localName}> could not load the installment info: ${error instanceof Error ? error.message : String(error)}`);
      setModal({ status: 'closed' });
    }
  }, [context, host, modal.status, modalSrc]);

  const close = useCallback(() => setModal({ status: 'closed' }), []);
  if (view.state === 'hidden') return null;
  return (
    <>
      <button part="pill" ref={opener} type="button" aria-haspopup="dialog" aria-busy={modal.status === 'loading' ? true : undefined} onClick={() => void open()}>
        <span part="text">{render(view.message)}</span>
        <svg part="info" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 11v6M12 7.5v.5" />
        </svg>
        <span className="visually-hidden">{t('installments.info')}</span>
      </button>
      {modal.status === 'open' ? <modal.Modal html={modal.html} setHtml={modal.setHtml} onClose={close} returnFocusTo={opener} /> : null}
    </>
  );
}
