import { createContext, useContext } from 'react';
import { englishCatalog, Translator, type Message, type SupportedLocale } from '../../core/i18n';
import { formatShopperMoney } from '../../core/money/formatMoney';
import type { MoneyValue } from '../../core/money/MoneyValue';

/** An element's texts: its locale, its translator and shortcuts to render catalog messages and money. */
export interface ElementText {
  /** The catalog locale the element renders in. */
  readonly locale: SupportedLocale;
  /** The translator of that locale. */
  readonly translator: Translator;
  /** Renders a catalog message. */
  readonly t: (key: string, values?: Message['values']) => string;
  /** Renders a Message object (or a final text, as it is). */
  readonly render: (message: Message | string) => string;
  /** Formats money for the locale in its own currency. */
  readonly money: (money: MoneyValue) => string;
}

const texts = new WeakMap<Translator, ElementText>();

/** The texts of a translator, made once and shared by every element rendering in its locale. */
export function elementText(translator: Translator): ElementText {
  const known = texts.get(translator);
  if (known) return known;
  const text = createElementText(translator);
  texts.set(translator, text);
  return text;
}

function createElementText(translator: Translator): ElementText {
  const locale = translator.locale as SupportedLocale;
  return {
    locale,
    translator,
    t: (key, values) => translator.format(key, values),
    render: (message) => translator.render(message),
    money: (money) => formatShopperMoney(money, locale),
  };
}

/** The texts of the element being rendered (en-US outside an element). */
export const ElementTextContext = createContext<ElementText>(createElementText(new Translator(englishCatalog, 'en-US')));

/** The current element's texts: `const { t, render, money } = useTranslator()`. */
export function useTranslator(): ElementText {
  return useContext(ElementTextContext);
}
