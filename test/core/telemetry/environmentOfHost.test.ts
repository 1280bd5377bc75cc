import { describe, expect, it } from 'vitest';
import { environmentOfHost, ourElementOf, pageSpeedTimings } from '../../../src/core/telemetry';

describe('environmentOfHost', () => {
  it.each([
    ['localhost', 'dev'],
    ['127.0.0.1', 'dev'],
    ['[::1]', 'dev'],
    ['shop.localhost', 'dev'],
    ['store.local', 'dev'],
    ['brine.test', 'dev'],
    ['dev.example.com', 'dev'],
    ['shop-dev.example.com', 'dev'],
    ['staging.example.com', 'staging'],
    ['shop.staging.example.co', 'staging'],
    ['brine-staging.squarespace.com', 'staging'],
    ['STAGING.Example.com.', 'staging'],
    ['example.com', 'prod'],
    ['www.example.com', 'prod'],
    ['staging.com', 'prod'],
    ['shop.dev', 'prod'],
    ['developer.example.com', 'prod'],
    ['backstaging.example.com', 'prod'],
  ] as const)('%s is %s', (host, environment) => {
    expect(environmentOfHost(host)).toBe(environment);
  });
});

describe('INP attribution to our elements', () => {
  it('names the storefront element that holds the node, crossing shadow roots', () => {
    const host = document.createElement('store-add-to-cart');
    const label = document.createElement('span');
    host.attachShadow({ mode: 'open' }).append(document.createElement('button'));
    host.shadowRoot!.firstElementChild!.append(label);
    const theirs = document.createElement('button');
    document.body.append(host, theirs);
    expect(ourElementOf(label)).toBe('<store-add-to-cart>');
    expect(ourElementOf(host)).toBe('<store-add-to-cart>');
    expect(ourElementOf(theirs)).toBeUndefined();
    expect(ourElementOf(null)).toBeUndefined();
    document.body.replaceChildren();
  });

  it('reports inp_element only for a target that names one of our elements', () => {
    expect(pageSpeedTimings({ INP: { name: 'INP', value: 64, target: '<store-cart-pill>' } })).toMatchObject({ inp_target: '<store-cart-pill>', inp_element: 'store-cart-pill' });
    expect(pageSpeedTimings({ INP: { name: 'INP', value: 64, target: 'main>store-add-to-cart' } })).toMatchObject({ inp_element: null });
    expect(pageSpeedTimings({})).toMatchObject({ interaction_to_next_paint_ms: null, inp_target: null, inp_element: null });
  });
});
