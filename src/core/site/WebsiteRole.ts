/** Website role codes. */
export const WebsiteRole = {
  ADMIN: 1,
  BILLING: 2,
  REPORTING: 3,
  EDITOR: 4,
  MODERATOR: 6,
  COMMENTER: 7,
  STORE_MANAGER: 8,
  SCHEDULING: 9,
  VIEWER: 10,
  CAMPAIGNS_EDITOR: 11,
  SCHEDULING_VIEWER: 12,
  SCHEDULING_EDITOR: 13,
} as const;

/** A website role code. */
export type WebsiteRole = (typeof WebsiteRole)[keyof typeof WebsiteRole];

/** Name of each website role code. */
export const WEBSITE_ROLE_NAMES = {
  1: 'ADMIN',
  2: 'BILLING',
  3: 'REPORTING',
  4: 'EDITOR',
  6: 'MODERATOR',
  7: 'COMMENTER',
  8: 'STORE_MANAGER',
  9: 'SCHEDULING',
  10: 'VIEWER',
  11: 'CAMPAIGNS_EDITOR',
  12: 'SCHEDULING_VIEWER',
  13: 'SCHEDULING_EDITOR',
} as const satisfies Record<WebsiteRole, string>;
