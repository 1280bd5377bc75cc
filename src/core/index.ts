export { VERSION } from './version';
export * from './i18n';
export * from './attributes';
export * from './addToCart';
export * from './money';
export * from './schemas';
export * from './api';
export * from './product';
