import '../strictCspZod';
export { ProductBadgeElement, productBadgeAttributes } from './element';
