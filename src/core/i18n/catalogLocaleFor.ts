import { SUPPORTED_LOCALES, type SupportedLocale } from './supportedLocales';

/** The catalog each language falls back to when its region has none of its own. */
const LANGUAGE_DEFAULTS: Readonly<Record<string, SupportedLocale>> = {
  en: 'en-US',
  fr: 'fr-FR',
  de: 'de-DE',
  es: 'es-ES',
  it: 'it-IT',
  nl: 'nl-NL',
  pt: 'pt-BR',
  ja: 'ja-JP',
};

/** How many tags each memo keeps before it starts over (pages use a handful). */
const MEMO_LIMIT = 64;

let canonicalForms: Map<string, string | undefined> | undefined;
let catalogLocales: Map<string, SupportedLocale> | undefined;

function remember<Value>(memo: Map<string, Value>, tag: string, value: Value): Value {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(tag, value);
  return value;
}

function canonicalFormOf(tag: string): string | undefined {
  if (!tag.trim()) return undefined;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

/** The canonical form of a BCP 47 tag, or undefined for an empty or malformed one (remembered per tag: every element of a page asks). */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  if (!tag) return undefined;
  canonicalForms ??= new Map();
  return canonicalForms.has(tag) ? canonicalForms.get(tag) : remember(canonicalForms, tag, canonicalFormOf(tag));
}

/** The catalog locale for a requested locale: itself when shipped, else its language's (fr-BE → fr-FR), else en-US. */
export function catalogLocaleFor(tag: string | null | undefined): SupportedLocale {
  if (!tag) return 'en-US';
  catalogLocales ??= new Map();
  return catalogLocales.get(tag) ?? remember(catalogLocales, tag, catalogLocaleOf(tag));
}

function catalogLocaleOf(tag: string): SupportedLocale {
  const canonical = canonicalLocale(tag);
  if (!canonical) return 'en-US';
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const language = canonical.split('-')[0]?.toLowerCase() ?? '';
  return Object.prototype.hasOwnProperty.call(LANGUAGE_DEFAULTS, language) ? (LANGUAGE_DEFAULTS[language] as SupportedLocale) : 'en-US';
}
