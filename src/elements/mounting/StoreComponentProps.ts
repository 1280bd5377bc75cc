import type { AttributeSchema, AttributeValues } from '../../core/attributes';
import type { StoreElement } from './createStoreElement';

/** Props every element component receives. */
export interface StoreComponentProps<Schema extends AttributeSchema> {
  /** The custom element itself. */
  readonly host: StoreElement;
  /** Its open shadow root. */
  readonly root: ShadowRoot;
  /** Parsed attribute values (defaults for absent or malformed ones). */
  readonly attributes: AttributeValues<Schema>;
}
