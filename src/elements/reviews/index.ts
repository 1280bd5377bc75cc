import '../base/strictCspZod';
export { ReviewsElement, reviewsAttributes } from './element';
