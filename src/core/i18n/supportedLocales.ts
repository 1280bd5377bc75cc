/** The locales that ship a catalog; en-US is bundled, the others load on demand. */
export const SUPPORTED_LOCALES = [
  'en-US',
  'en-CA',
  'fr-CA',
  'en-AU',
  'en-NZ',
  'fr-FR',
  'de-DE',
  'es-ES',
  'it-IT',
  'nl-NL',
  'pt-BR',
  'ja-JP',
] as const;

/** A locale with a catalog of its own. */
export type SupportedLocale = (typeof SUPPORTED_LOCALES)[number];
