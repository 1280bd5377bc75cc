export * from './captcha';
