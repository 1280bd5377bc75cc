export { VERSION } from './version';
export * from './i18n';
