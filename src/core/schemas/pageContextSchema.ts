import * as z from 'zod/mini';
import { isCurrencyCode, type CurrencyCode } from '../money/currencies';
import { PAGE_TYPE_NAMES, type PageType } from '../site/PageType';
import { WEBSITE_ROLE_NAMES, type WebsiteRole } from '../site/WebsiteRole';
import { arrayOrEmpty, booleanOr, idSchema, optionalId, optionalOf, optionalString, recordOrEmpty } from './fieldDefaults';

const nullableNumber = z.nullable(z.number());
const nullableString = z.nullable(z.string());

/** The store currency: one of the supported currency codes, undefined when missing. */
const storeCurrencySchema = z.pipe(
  z.nullish(z.string().check(z.refine(isCurrencyCode, { message: 'expected a supported currency code' }))),
  z.transform((value: string | null | undefined) => (value ?? undefined) as CurrencyCode | undefined),
);

/** A website role code from the role table. */
const websiteRoleSchema = z.pipe(
  z.int().check(z.refine((code: number) => Object.prototype.hasOwnProperty.call(WEBSITE_ROLE_NAMES, code), { message: 'expected a website role code' })),
  z.transform((code: number) => code as WebsiteRole),
);

/** A page type code from the page type table, undefined when missing. */
const pageTypeSchema = z.pipe(
  z.nullish(z.int().check(z.refine((code: number) => Object.prototype.hasOwnProperty.call(PAGE_TYPE_NAMES, code), { message: 'expected a page type code' }))),
  z.transform((code: number | null | undefined) => (code ?? undefined) as PageType | undefined),
);

/** One period of a time zone: UTC offset in minutes, rule set name, abbreviation format, end (epoch ms, null for current). */
const timeZonePeriodSchema = z.pipe(
  z.union([
    z.tuple([z.number(), nullableString, z.string(), nullableNumber]),
    z.looseObject({ offset: z.number(), rules: z.optional(nullableString), format: z.string(), until: z.optional(nullableNumber) }),
  ]),
  z.transform((period) =>
    Array.isArray(period)
      ? { offset: period[0], rules: period[1], format: period[2], until: period[3] }
      : { offset: period.offset, rules: period.rules ?? null, format: period.format, until: period.until ?? null },
  ),
);

const ruleField = z.nullable(z.union([z.string(), z.number()]));

/** One daylight-saving rule: from/to years, type, month (in), day (on), time (at), save minutes and letter. */
const timeZoneRuleSchema = z.pipe(
  z.union([
    z.tuple([ruleField, ruleField, ruleField, ruleField, ruleField, ruleField, ruleField, ruleField]),
    z.looseObject({ from: ruleField, to: ruleField, type: ruleField, in: ruleField, on: ruleField, at: ruleField, save: ruleField, letter: ruleField }),
  ]),
  z.transform((rule) =>
    Array.isArray(rule)
      ? { from: rule[0], to: rule[1], type: rule[2], in: rule[3], on: rule[4], at: rule[5], save: rule[6], letter: rule[7] }
      : { from: rule.from, to: rule.to, type: rule.type, in: rule.in, on: rule.on, at: rule.at, save: rule.save, letter: rule.letter },
  ),
);

/** Time zone data: the site zone's name (optional), its periods and the rule sets they name. */
export const timeZoneDataSchema = z.looseObject({
  name: optionalString(),
  zones: arrayOrEmpty(timeZonePeriodSchema),
  rules: recordOrEmpty(z.array(timeZoneRuleSchema)),
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
  websiteSettings: optionalOf(z.looseObject({ storeSettings: z.nullish(z.looseObject({ selectedCurrency: storeCurrencySchema })) })),
  templateId: optionalId(),
  templateVariantId: optionalId(),
  authenticatedAccount: optionalOf(z.looseObject({ id: idSchema })),
  itemId: optionalId(),
  item: optionalOf(z.looseObject({ id: optionalId(), title: optionalString(), recordType: optionalOf(z.int()) })),
  collectionId: optionalId(),
  collection: optionalOf(z.looseObject({ id: optionalId(), title: optionalString(), permissionType: optionalOf(z.int()) })),
  websiteRoles: arrayOrEmpty(websiteRoleSchema),
  cookieSettings: z.pipe(
    z.nullish(cookieSettingsSchema),
    z.transform((value: CookieSettings | null | undefined) => value ?? cookieSettingsSchema.parse({})),
  ),
  memberId: optionalId(),
  memberAccountId: optionalId(),
  captchaSiteKey: optionalString(),
  captchaScriptUrl: optionalString(),
  tzData: optionalOf(timeZoneDataSchema),
  pageType: pageTypeSchema,
  censusDisabled: booleanOr(false),
});

/** The page context values the storefront reads, normalised. */
export const pageContextSchema = z.pipe(
  rawPageContextSchema,
  z.transform((raw: z.output<typeof rawPageContextSchema>) => ({
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
  timeZoneData: raw.tzData ? { name: raw.tzData.name, zones: raw.tzData.zones, rules: raw.tzData.rules } : undefined,
  pageType: raw.pageType,
  censusDisabled: raw.censusDisabled,
  })),
);

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
