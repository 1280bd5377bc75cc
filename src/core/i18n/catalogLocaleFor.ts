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

let canonicalForms: Map<string, string | undefined> | undefined;

/** The canonical form of a BCP 47 tag, or undefined for an empty or malformed one (remembered per tag). */
export function canonicalLocale(tag: string | null | undefined): string | undefined {
  if (!tag?.trim()) return undefined;
  canonicalForms ??= new Map();
  if (canonicalForms.has(tag)) return canonicalForms.get(tag);
  let canonical: string | undefined;
  try {
    canonical = Intl.getCanonicalLocales(tag.trim())[0];
  } catch {
    canonical = undefined;
  }
  if (canonicalForms.size >= 64) canonicalForms.clear();
  canonicalForms.set(tag, canonical);
  return canonical;
}

/** The catalog locale for a requested locale: itself when shipped, else its language's (fr-BE → fr-FR), else en-US. */
export function catalogLocaleFor(tag: string | null | undefined): SupportedLocale {
  const canonical = canonicalLocale(tag);
  if (!canonical) return 'en-US';
  if ((SUPPORTED_LOCALES as readonly string[]).includes(canonical)) return canonical as SupportedLocale;
  const exact = SUPPORTED_LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase());
  if (exact) return exact;
  const language = canonical.split('-')[0]?.toLowerCase() ?? '';
  return Object.prototype.hasOwnProperty.call(LANGUAGE_DEFAULTS, language) ? (LANGUAGE_DEFAULTS[language] as SupportedLocale) : 'en-US';
}
