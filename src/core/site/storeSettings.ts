/** Names of the store merchandising settings. */
export const STORE_MERCHANDISING_SETTINGS = [
  'restockNotificationsSuccessText',
  'customSoldOutText',
  'restockNotificationsEnabled',
  'soldOutVariantsDropdownDisabled',
] as const;

/** A store merchandising setting name. */
export type StoreMerchandisingSetting = (typeof STORE_MERCHANDISING_SETTINGS)[number];
