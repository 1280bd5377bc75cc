import '../base/strictCspZod';
export { ReviewStarsElement, reviewStarsAttributes } from './element';
