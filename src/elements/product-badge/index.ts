import '../base/strictCspZod';
export { ProductBadgeElement, productBadgeAttributes } from './element';
