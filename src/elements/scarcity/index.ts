export { ScarcityElement, scarcityAttributes } from './element';
