import '../base/strictCspZod';
export { ScarcityElement, scarcityAttributes } from './element';
