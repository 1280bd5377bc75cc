export { ProductBadgeElement, productBadgeAttributes } from './element';
