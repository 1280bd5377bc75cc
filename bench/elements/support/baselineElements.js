// The hand-written baseline: plain custom elements doing the DOM work of <store-product>, <store-product-price>,
// <store-add-to-cart>, <store-review-stars> and <store-installment-pill> without React: parse the product JSON,
// open a shadow root with an adopted stylesheet, render the lowest price, render a button that shows 'Adding…' on
// click and posts the item to the cart, render the product's review stars from the child review JSON, and render
// the installment teaser from the child installment context (a button that toggles its info).
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

  const starsSheet = new CSSStyleSheet();
  starsSheet.replaceSync(":host { display: block; min-height: 1.5em; } [part='rating'] { display: inline-flex; gap: 0.5em; align-items: center; } [part='stars'] { width: 6.25em; height: 1.25em; } .outline { fill: transparent; stroke: #b45309; } .fill { fill: #b45309; }");
  const pillSheet = new CSSStyleSheet();
  pillSheet.replaceSync(":host { display: block; min-height: 2em; } [part='pill'] { font: inherit; border-radius: 1em; } [part='info'] { width: 1em; height: 1em; } .visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }");
  const STAR = '12,1.5 15.1,8.2 22.5,9 17,14 18.5,21.3 12,17.6 5.5,21.3 7,14 1.5,9 8.9,8.2';
  const HALF = '12,1.5 12,17.6 5.5,21.3 7,14 1.5,9 8.9,8.2';
  const SVG = 'http://www.w3.org/2000/svg';
  const oneDecimal = new Intl.NumberFormat('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const childJson = (host) => JSON.parse(host.querySelector(':scope > script[type="application/json"]').textContent);
  const svgElement = (name, attributes) => {
    const element = document.createElementNS(SVG, name);
    for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
    return element;
  };

  class BenchReviewStars extends HTMLElement {
    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [starsSheet];
      const data = childJson(this);
      const productId = String(this.closest('bench-product').product.id);
      const ratings = data.merchantId === this.getAttribute('merchant-id') ? data.reviews.filter((review) => String(review.productId) === productId).map((review) => review.starRating) : [];
      if (ratings.length === 0) {
        root.replaceChildren();
        this.dataset.state = 'empty';
        return;
      }
      const average = Math.round((ratings.reduce((sum, rating) => sum + rating, 0) / ratings.length) * 10) / 10;
      const halves = Math.round(average * 2);
      const rating = document.createElement('div');
      rating.setAttribute('part', 'rating');
      rating.setAttribute('role', 'img');
      rating.setAttribute('aria-label', `Rated ${oneDecimal.format(average)} out of 5 stars, ${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'}`);
      const stars = svgElement('svg', { part: 'stars', viewBox: '0 0 120 24', 'aria-hidden': 'true', focusable: 'false' });
      for (let index = 0; index < 5; index += 1) {
        const star = svgElement('g', { transform: `translate(${index * 24} 0)` });
        star.append(svgElement('polygon', { class: 'outline', points: STAR }));
        if (halves >= 2 * index + 1) star.append(svgElement('polygon', { class: 'fill', points: halves >= 2 * index + 2 ? STAR : HALF }));
        stars.append(star);
      }
      const averageText = document.createElement('span');
      averageText.setAttribute('part', 'average');
      averageText.textContent = oneDecimal.format(average);
      const countText = document.createElement('span');
      countText.setAttribute('part', 'count');
      countText.textContent = `${ratings.length} ${ratings.length === 1 ? 'review' : 'reviews'}`;
      rating.append(stars, averageText, countText);
      root.replaceChildren(rating);
      this.dataset.state = 'rated';
    }
  }

  class BenchInstallmentPill extends HTMLElement {
    connectedCallback() {
      const root = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = [pillSheet];
      const context = childJson(this);
      const product = this.closest('bench-product').product;
      const variant = product.structuredContent.variants[0];
      const cents = Math.round(Number((variant.onSale ? variant.salePriceMoney : variant.priceMoney).value) * 100);
      const inRange = cents > context.afterPayMin && cents <= context.afterPayMax;
      const button = document.createElement('button');
      button.type = 'button';
      button.setAttribute('part', 'pill');
      button.setAttribute('aria-haspopup', 'dialog');
      const text = document.createElement('span');
      text.setAttribute('part', 'text');
      text.textContent = inRange
        ? `or 4 interest-free payments of ${money.format(Math.floor(cents / 4) / 100)}`
        : `available for orders ${cents <= context.afterPayMin ? 'over' : 'up to'} ${money.format((cents <= context.afterPayMin ? context.afterPayMin : context.afterPayMax) / 100)}`;
      const info = svgElement('svg', { part: 'info', viewBox: '0 0 24 24', 'aria-hidden': 'true', focusable: 'false' });
      info.append(svgElement('circle', { cx: '12', cy: '12', r: '9.5' }), svgElement('path', { d: 'M12 11v6M12 7.5v.5' }));
      const hidden = document.createElement('span');
      hidden.className = 'visually-hidden';
      hidden.textContent = 'More about interest-free payments';
      button.append(text, info, hidden);
      button.addEventListener('click', () => button.toggleAttribute('aria-expanded'));
      root.replaceChildren(button);
      this.dataset.state = inRange ? 'in-range' : 'out-of-range';
    }
  }

  customElements.define('bench-product', BenchProduct);
  customElements.define('bench-product-price', BenchProductPrice);
  customElements.define('bench-add-to-cart', BenchAddToCart);
  customElements.define('bench-review-stars', BenchReviewStars);
  customElements.define('bench-installment-pill', BenchInstallmentPill);
})();
