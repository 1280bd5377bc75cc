import * as z from 'zod/mini';
import { CURRENCY_CODES } from '../money/currencies';
import { booleanOr, nullishOr, optionalOf, optionalString } from './fieldDefaults';
import { parseWithSchema } from './parseWithSchema';

const optionalBoolean = () => optionalOf(z.boolean());

/** Store settings inside website settings: selected currency (default USD) and merchandising settings. */
export const storeSettingsSchema = z.lazy(() => z.looseObject({
  selectedCurrency: nullishOr(z.enum(CURRENCY_CODES), 'USD'),
  multipleQuantityAllowedForServices: optionalBoolean(),
  restockNotificationsSuccessText: optionalString(),
  customSoldOutText: optionalString(),
  restockNotificationsEnabled: booleanOr(false),
  soldOutVariantsDropdownDisabled: booleanOr(false),
}));

/** Website settings; multipleQuantityAllowedForServices defaults to true (read from storeSettings when only there). */
export const websiteSettingsSchema = z.lazy(() => z.pipe(
  z.looseObject({
    timeZone: optionalString(),
    useCLDRMoneyFormat: booleanOr(false),
    commentsEnabled: optionalBoolean(),
    disqusShortname: optionalString(),
    disqusShortName: optionalString(),
    simpleLikingEnabled: booleanOr(false),
    shareButtonOptions: optionalOf(z.record(z.string(), z.unknown())),
    multipleQuantityAllowedForServices: optionalBoolean(),
    storeSettings: z.pipe(
      z.nullish(storeSettingsSchema),
      z.transform((value: z.output<typeof storeSettingsSchema> | null | undefined) => value ?? storeSettingsSchema.parse({})),
    ),
  }),
  z.transform(({ disqusShortName, ...settings }) => ({
    ...settings,
    disqusShortname: settings.disqusShortname ?? disqusShortName,
    multipleQuantityAllowedForServices:
      settings.multipleQuantityAllowedForServices ?? settings.storeSettings.multipleQuantityAllowedForServices ?? true,
    selectedCurrency: settings.storeSettings.selectedCurrency,
  })),
));

/** Parsed store settings. */
export type StoreSettings = z.output<typeof storeSettingsSchema>;
/** Parsed website settings. */
export type WebsiteSettings = z.output<typeof websiteSettingsSchema>;

/** Parses website settings; throws SchemaError naming the bad field. */
export function parseWebsiteSettings(data: unknown): WebsiteSettings {
  return parseWithSchema(websiteSettingsSchema, data, 'WebsiteSettings');
}
