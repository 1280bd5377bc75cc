import '../strictCspZod';
export { ScarcityElement, scarcityAttributes } from './element';
