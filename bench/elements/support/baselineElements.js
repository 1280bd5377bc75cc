// The hand-written baseline: three plain custom elements doing the DOM work of <store-product>,
// <store-product-price> and <store-add-to-cart> without React: parse the product JSON, open a shadow
// root with an adopted stylesheet, render the lowest price, render a button that shows 'Adding…' on
// click and posts the item to the cart.
(() => {
  const priceSheet = new CSSStyleSheet();
  priceSheet.replaceSync(":host { display: block; } [part='price'] { font-weight: 600; }");
  const buttonSheet = new CSSStyleSheet();
  buttonSheet.replaceSync(":host { display: inline-block; } [part='button'] { font: inherit; min-width: 10em; padding: 0.75em 1.5em; }");
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
  const cookie = (name) => document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))?.slice(name.length + 1) ?? '';

  class BenchProduct extends HTMLElement {
    connectedCallback() {
      const script = this.querySelector(':scope > script[type="application/json"]');
      this.product = JSON.parse(script.textContent);
      this.dataset.state = 'ready';
    }
  }

  class BenchProductPrice extends HTMLElement {
    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [priceSheet];
      const product = this.closest('bench-product').product;
      const cents = product.structuredContent.variants.map((variant) => Math.round(Number((variant.onSale ? variant.salePriceMoney : variant.priceMoney).value) * 100));
      const span = document.createElement('span');
      span.setAttribute('part', 'price');
      span.textContent = money.format(Math.min(...cents) / 100);
      root.replaceChildren(span);
      this.dataset.state = 'initial';
    }
  }

  class BenchAddToCart extends HTMLElement {
    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [buttonSheet];
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('part', 'button');
      const label = document.createElement('span');
      label.setAttribute('part', 'label');
      label.setAttribute('aria-live', 'polite');
      label.textContent = 'Add To Cart';
      button.append(label);
      button.addEventListener('click', () => this.add(label));
      root.replaceChildren(button);
      this.dataset.state = 'idle';
    }

    add(label) {
      if (this.dataset.state !== 'idle') return;
      this.dataset.state = 'adding';
      label.textContent = 'Adding…';
      const product = this.closest('bench-product').product;
      const variant = product.structuredContent.variants[0];
      fetch('/api/commerce/shopping-cart/entries', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-csrf-token': cookie('crumb') },
        body: JSON.stringify({ itemId: String(product.id), sku: variant.sku, quantity: 1 }),
      }).finally(() => {
        this.dataset.state = 'idle';
        label.textContent = 'Add To Cart';
      });
    }
  }

  customElements.define('bench-product', BenchProduct);
  customElements.define('bench-product-price', BenchProductPrice);
  customElements.define('bench-add-to-cart', BenchAddToCart);
})();
