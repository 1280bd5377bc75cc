import '../strictCspZod';
export { ReviewStarsElement, reviewStarsAttributes } from './element';
