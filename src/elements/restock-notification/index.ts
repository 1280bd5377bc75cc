import '../base/strictCspZod';
export { RestockNotificationElement, restockNotificationAttributes } from './element';
export { mountCaptcha, pageCaptchaApi } from './captchaWidget';
export type { CaptchaApi, CaptchaWidget } from './captchaWidget';
