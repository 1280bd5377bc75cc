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

/** The canonical form of a BCP 47 tag, or undefined for an empty or malformed one. */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  if (!tag?.trim()) return undefined;
  try {
    return Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    return undefined;
  }
}

/** The catalog locale for a requested locale: itself when shipped, else its language's (fr-BE → fr-FR), else en-US. */
export function catalogLocaleFor(tag: string | null | undefined): SupportedLocale {
  const canonical = canonicalLocale(tag);
  if (!canonical) return 'en-US';
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const language = canonical.split('-')[0]?.toLowerCase() ?? '';
  return Object.prototype.hasOwnProperty.call(LANGUAGE_DEFAULTS, language) ? (LANGUAGE_DEFAULTS[language] as SupportedLocale) : 'en-US';
}
