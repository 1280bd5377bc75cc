export * from './SiteUserSession';
export * from './accountMessageKeys';
export * from './validateLogin';
export * from './accountActivityTransition';
export * from './SiteUserAccount';
export * from './accountStatusMessages';
