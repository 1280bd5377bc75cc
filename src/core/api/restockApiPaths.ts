/** Paths of the restock notification calls (spec §7). */
export const RESTOCK_API_PATHS = {
  restockNotifications: '/api/site-users/account/notifications/restock',
  restockSignUpGroups: '/api/site-users/account/notifications/restock/groups',
  restockSend: '/api/site-users/account/notifications/restock/send',
  restockSendAll: '/api/site-users/account/notifications/restock/send/all',
} as const;
