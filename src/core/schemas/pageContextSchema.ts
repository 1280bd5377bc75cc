import { z } from 'zod';
import { isCurrencyCode, type CurrencyCode } from '../money/currencies';
import { PAGE_TYPE_NAMES, type PageType } from '../site/PageType';
import { WEBSITE_ROLE_NAMES, type WebsiteRole } from '../site/WebsiteRole';
import { arrayOrEmpty, booleanOr, idSchema, optionalString } from './fieldDefaults';

const optionalId = () => idSchema.nullish().transform((value) => value ?? undefined);
const nullableNumber = z.number().nullable();
const nullableString = z.string().nullable();

/** The store currency: one of the supported currency codes, undefined when missing. */
const storeCurrencySchema = z
  .string()
  .refine(isCurrencyCode, { message: 'expected a supported currency code' })
  .nullish()
  .transform((value) => (value ?? undefined) as CurrencyCode | undefined);

/** A website role code from the role table. */
const websiteRoleSchema = z
  .number()
  .int()
  .refine((code) => Object.prototype.hasOwnProperty.call(WEBSITE_ROLE_NAMES, code), { message: 'expected a website role code' })
  .transform((code) => code as WebsiteRole);

/** A page type code from the page type table, undefined when missing. */
const pageTypeSchema = z
  .number()
  .int()
  .refine((code) => Object.prototype.hasOwnProperty.call(PAGE_TYPE_NAMES, code), { message: 'expected a page type code' })
  .nullish()
  .transform((code) => (code ?? undefined) as PageType | undefined);

/** One period of a time zone: UTC offset in minutes, rule set name, abbreviation format, end (epoch ms, null for current). */
const timeZonePeriodSchema = z
  .union([
    z.tuple([z.number(), nullableString, z.string(), nullableNumber]),
    z.looseObject({ offset: z.number(), rules: nullableString.optional(), format: z.string(), until: nullableNumber.optional() }),
  ])
  .transform((period) =>
    Array.isArray(period)
      ? { offset: period[0], rules: period[1], format: period[2], until: period[3] }
      : { offset: period.offset, rules: period.rules ?? null, format: period.format, until: period.until ?? null },
  );

const ruleField = z.union([z.string(), z.number()]).nullable();

/** One daylight-saving rule: from/to years, type, month (in), day (on), time (at), save minutes and letter. */
const timeZoneRuleSchema = z
  .union([
    z.tuple([ruleField, ruleField, ruleField, ruleField, ruleField, ruleField, ruleField, ruleField]),
    z.looseObject({ from: ruleField, to: ruleField, type: ruleField, in: ruleField, on: ruleField, at: ruleField, save: ruleField, letter: ruleField }),
  ])
  .transform((rule) =>
    Array.isArray(rule)
      ? { from: rule[0], to: rule[1], type: rule[2], in: rule[3], on: rule[4], at: rule[5], save: rule[6], letter: rule[7] }
      : { from: rule.from, to: rule.to, type: rule.type, in: rule.in, on: rule.on, at: rule.at, save: rule.save, letter: rule.letter },
  );

/** Time zone data: the site zone's periods and the rule sets they name. */
export const timeZoneDataSchema = z.looseObject({
  zones: arrayOrEmpty(timeZonePeriodSchema),
  rules: z
    .record(z.string(), z.array(timeZoneRuleSchema))
    .nullish()
    .transform((value): Record<string, TimeZoneRule[]> => value ?? {}),
});

/** Cookie policy flags of the site. */
export const cookieSettingsSchema = z.looseObject({
  isRestrictiveCookiePolicyEnabled: booleanOr(false),
  isRestrictiveCookiePolicyAbsolute: booleanOr(false),
  isCookieBannerEnabled: booleanOr(false),
});

/** The page's JSON context as the server embeds it; unknown keys pass through. */
export const rawPageContextSchema = z.looseObject({
  website: z.looseObject({
    id: idSchema,
    language: optionalString(),
    cloneable: booleanOr(false),
    captchaSiteKey: optionalString(),
    captchaScriptUrl: optionalString(),
  }),
  websiteSettings: z
    .looseObject({ storeSettings: z.looseObject({ selectedCurrency: storeCurrencySchema }).nullish() })
    .nullish()
    .transform((value) => value ?? undefined),
  templateId: optionalId(),
  templateVariantId: optionalId(),
  authenticatedAccount: z.looseObject({ id: idSchema }).nullish().transform((value) => value ?? undefined),
  itemId: optionalId(),
  item: z
    .looseObject({ id: optionalId(), title: optionalString(), recordType: z.number().int().nullish().transform((value) => value ?? undefined) })
    .nullish()
    .transform((value) => value ?? undefined),
  collectionId: optionalId(),
  collection: z
    .looseObject({ id: optionalId(), title: optionalString(), permissionType: z.number().int().nullish().transform((value) => value ?? undefined) })
    .nullish()
    .transform((value) => value ?? undefined),
  websiteRoles: arrayOrEmpty(websiteRoleSchema),
  cookieSettings: cookieSettingsSchema.nullish().transform((value) => value ?? cookieSettingsSchema.parse({})),
  memberId: optionalId(),
  memberAccountId: optionalId(),
  captchaSiteKey: optionalString(),
  captchaScriptUrl: optionalString(),
  tzData: timeZoneDataSchema.nullish().transform((value) => value ?? undefined),
  pageType: pageTypeSchema,
  censusDisabled: booleanOr(false),
});

/** The page context values the storefront reads, normalised. */
export const pageContextSchema = rawPageContextSchema.transform((raw) => ({
  websiteId: raw.website.id,
  locale: raw.website.language,
  currency: raw.websiteSettings?.storeSettings?.selectedCurrency,
  templateId: raw.templateId,
  templateVariantId: raw.templateVariantId,
  authenticatedAccountId: raw.authenticatedAccount?.id,
  itemId: raw.itemId ?? raw.item?.id,
  item: raw.item ? { title: raw.item.title, recordType: raw.item.recordType } : undefined,
  collectionId: raw.collectionId ?? raw.collection?.id,
  collection: raw.collection ? { title: raw.collection.title, permissionType: raw.collection.permissionType } : undefined,
  websiteRoles: raw.websiteRoles,
  cookieSettings: {
    isRestrictiveCookiePolicyEnabled: raw.cookieSettings.isRestrictiveCookiePolicyEnabled,
    isRestrictiveCookiePolicyAbsolute: raw.cookieSettings.isRestrictiveCookiePolicyAbsolute,
    isCookieBannerEnabled: raw.cookieSettings.isCookieBannerEnabled,
  },
  websiteCloneable: raw.website.cloneable,
  memberId: raw.memberId ?? raw.memberAccountId,
  captchaSiteKey: raw.captchaSiteKey ?? raw.website.captchaSiteKey,
  captchaScriptUrl: raw.captchaScriptUrl ?? raw.website.captchaScriptUrl,
  timeZoneData: raw.tzData ? { zones: raw.tzData.zones, rules: raw.tzData.rules } : undefined,
  pageType: raw.pageType,
  censusDisabled: raw.censusDisabled,
}));

/** One period of a time zone. */
export type TimeZonePeriod = z.output<typeof timeZonePeriodSchema>;
/** One daylight-saving rule. */
export type TimeZoneRule = z.output<typeof timeZoneRuleSchema>;
/** Time zone data. */
export type TimeZoneData = z.output<typeof timeZoneDataSchema>;
/** Cookie policy flags. */
export type CookieSettings = z.output<typeof cookieSettingsSchema>;
/** The normalised page context. */
export type PageContext = z.output<typeof pageContextSchema>;
