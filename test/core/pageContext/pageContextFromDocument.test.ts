import { describe, expect, it } from 'vitest';
import { PAGE_CONTEXT_SCRIPT_ID, pageContextFromDocument } from '../../../src/core/pageContext';

function documentWith(html: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.body.innerHTML = html;
  return doc;
}

describe('pageContextFromDocument', () => {
  it('reads the context from <script type="application/json" id="store-page-context">', () => {
    const json = JSON.stringify({ website: { id: 'w1', language: 'de-DE', captchaSiteKey: 'site-key' }, websiteSettings: { storeSettings: { selectedCurrency: 'EUR' } }, websiteRoles: [10] });
    const reading = pageContextFromDocument(documentWith(`<script type="application/json" id="${PAGE_CONTEXT_SCRIPT_ID}">${json}</script>`));
    expect(reading).toMatchObject({ status: 'present', context: { websiteId: 'w1', locale: 'de-DE', currency: 'EUR', captchaSiteKey: 'site-key', websiteRoles: [10], authenticatedAccountId: undefined } });
  });

  it('is absent on a page without one', () => {
    expect(pageContextFromDocument(documentWith('<p>plain page</p>'))).toEqual({ status: 'absent' });
  });

  it('is invalid, naming the field, for bad JSON, a bad field, an unsupported currency or the wrong element', () => {
    const invalid = (html: string) => {
      const reading = pageContextFromDocument(documentWith(html));
      if (reading.status !== 'invalid') throw new Error(`expected invalid, got ${reading.status}`);
      return reading.error.message;
    };
    expect(invalid(`<script type="application/json" id="store-page-context">{oops</script>`)).toContain('not valid JSON');
    expect(invalid(`<script type="application/json" id="store-page-context">{"website":{}}</script>`)).toContain('website.id');
    expect(invalid(`<script type="application/json" id="store-page-context">{"website":{"id":"w"},"websiteSettings":{"storeSettings":{"selectedCurrency":"XYZ"}}}</script>`)).toContain(
      'websiteSettings.storeSettings.selectedCurrency: expected a supported currency code',
    );
    expect(invalid(`<div id="store-page-context">{}</div>`)).toContain('must be a <script type="application/json">');
    expect(invalid(`<script id="store-page-context">{"website":{"id":"w"}}</script>`)).toContain('must be a <script type="application/json">');
  });
});
