export * from './SiteUserSession';
