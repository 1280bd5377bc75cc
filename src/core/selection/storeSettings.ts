import type { Product } from '../schemas';

/** Store merchandising settings the product-page elements read (spec §3). */
export interface StoreMerchandisingSettings {
  /** Merchant's sold-out text; none by default. */
  readonly customSoldOutText: string | undefined;
  /** Disable sold-out variants in the dropdowns. Default false. */
  readonly soldOutVariantsDropdownDisabled: boolean;
}

/** Reads the merchandising settings from a product's storeSettings (missing or mistyped fields take their defaults). */
export function storeSettingsOf(product: Product): StoreMerchandisingSettings {
  const settings: Record<string, unknown> = product.storeSettings ?? {};
  const text = settings.customSoldOutText;
  return {
    customSoldOutText: typeof text === 'string' && text.trim() !== '' ? text : undefined,
    soldOutVariantsDropdownDisabled: settings.soldOutVariantsDropdownDisabled === true,
  };
}
