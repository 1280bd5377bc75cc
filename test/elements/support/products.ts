export * from '../../../stories/support/products';
