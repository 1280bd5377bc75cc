import { useState } from 'react';

/** A product rendered by React whose count of added items follows `store-cart-add`. */
export function App() {
  const [added, setAdded] = useState(0);
  return (
    <main>
      <h1>React 19 storefront</h1>
      <store-cart-pill href="/cart" />
      <store-product product-id="sticker-pack">
        <store-product-price />
        <store-quantity-input max-quantity={5} />
        <store-add-to-cart mode="add" onstore-cart-add={(event) => setAdded((count) => count + event.detail.quantity)} />
      </store-product>
      <p role="status">Added by this page: {added}</p>
    </main>
  );
}
