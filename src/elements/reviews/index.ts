import '../strictCspZod';
export { ReviewsElement, reviewsAttributes } from './element';
