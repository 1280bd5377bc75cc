import '../base/strictCspZod';
export { RestockNotificationElement, restockNotificationAttributes } from './element';
