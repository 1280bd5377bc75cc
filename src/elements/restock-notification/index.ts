import '../strictCspZod';
export { RestockNotificationElement, restockNotificationAttributes } from './element';
