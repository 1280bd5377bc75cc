import { describe, expect, it } from 'vitest';
import { ApiError, MemoryCookieJar, shoppingCartResponseSchema, type ShoppingCartResponse } from '../../../src/core/api';
import { CartLineEditor, IDLE_LINE, createCartStore, type CartApi } from '../../../src/core/cart';
import { Translator, englishCatalog, type Message } from '../../../src/core/i18n';
import { parseForm } from '../../../src/core/schemas';

const translator = new Translator(englishCatalog);
const text = (message: Message | null) => (message ? translator.render(message) : null);

/** A server cart of lines with a stock limit per line; refuses over-stock quantities with the spec's message. */
function server(stock = 10) {
  let lines = [{ id: 'e1', quantity: 2, fields: '{"text":"Hi"}' }, { id: 'e2', quantity: 1, fields: '' }];
  const sent: string[] = [];
  let failNext: ApiError | undefined;
  let loseNextAnswer = false;
  /** After a change was applied: drops its answer when asked to (the connection dropped after the server handled it). */
  const answer = <T>(value: T): T => {
    if (!loseNextAnswer) return value;
    loseNextAnswer = false;
    throw new ApiError({ code: 'network', detail: 'connection dropped while reading the response', userMessage: { key: 'api.error.network' }, endpoint: 'x' });
  };
  const cart = (): ShoppingCartResponse =>
    shoppingCartResponseSchema.parse({
      entries: lines.map((line) => ({ id: line.id, itemId: `item-${line.id}`, quantity: line.quantity, additionalFields: line.fields, chosenVariant: { sku: `SKU-${line.id}` } })),
    });
  const take = () => {
    const error = failNext;
    failNext = undefined;
    if (error) throw error;
  };
  const api: CartApi = {
    getCart: async () => cart(),
    addCartEntry: async () => Promise.reject(new Error('not used')),
    async updateCartEntryQuantity(entryId, quantity) {
      sent.push(`PUT ${entryId} ${quantity}`);
      take();
      if (quantity > stock) {
        throw new ApiError({ code: 'http-error', status: 400, detail: '400', userMessage: { key: 'api.error.serverMessage', values: { message: 'Sorry, we do not have enough of that item available.' } }, endpoint: 'PUT x' });
      }
      lines = lines.map((line) => (line.id === entryId ? { ...line, quantity } : line));
      return answer({ shoppingCart: cart(), updatedEntry: cart().entries.find((entry) => entry.id === entryId)! });
    },
    async removeCartEntry(entryId) {
      sent.push(`DELETE ${entryId}`);
      take();
      lines = lines.filter((line) => line.id !== entryId);
      return answer({ shoppingCart: cart() });
    },
    async updateEntryAdditionalFields(entryId, input) {
      sent.push(`PUT ${entryId}/additionalFields ${input.itemId} ${input.sku} ${JSON.stringify(input.additionalFields)}`);
      take();
      lines = lines.map((line) => (line.id === entryId ? { ...line, fields: JSON.stringify(input.additionalFields) } : line));
      return answer({ shoppingCart: cart(), updatedEntry: cart().entries.find((entry) => entry.id === entryId)! });
    },
  };
  return {
    api,
    sent,
    failWith: (error: ApiError) => (failNext = error),
    loseNextAnswer: () => (loseNextAnswer = true),
    quantities: () => lines.map((line) => line.quantity),
  };
}

async function editor(stock?: number) {
  const backend = server(stock);
  const cookies = new MemoryCookieJar();
  cookies.set('CART', 't');
  const store = createCartStore({ api: backend.api, cookies });
  await store.start();
  return { ...backend, store, lines: new CartLineEditor(store) };
}

const rateLimited = () => new ApiError({ code: 'rate-limited', status: 429, detail: '429', userMessage: { key: 'api.addItem.rateLimited' }, endpoint: 'PUT x' });

describe('CartLineEditor', () => {
  it('sends a valid new quantity and returns the line to idle with the server\'s quantity', async () => {
    const { lines, sent, store } = await editor();
    lines.setQuantityText('e1', ' 5 ');
    expect(lines.line('e1').draft).toBe(' 5 ');
    const pending = lines.commitQuantity('e1');
    expect(lines.line('e1').busy).toBe('quantity');
    expect(await pending).toBe('updated');
    expect(sent).toEqual(['PUT e1 5']);
    expect(lines.line('e1')).toEqual(IDLE_LINE);
    expect(store.getSnapshot().totalQuantity).toBe(6);
  });

  it.each([
    ['', 'Quantity must be a number.'],
    ['two', 'Quantity must be a number.'],
    ['1.5', 'Quantity must be a whole number.'],
    ['0', 'Quantity must be between 1 and 9999.'],
    ['10000', 'Quantity must be between 1 and 9999.'],
  ])('refuses %j at the line with %j and sends nothing', async (typed, message) => {
    const { lines, sent } = await editor();
    lines.setQuantityText('e1', typed);
    expect(await lines.commitQuantity('e1')).toBe('invalid');
    expect(text(lines.line('e1').error)).toBe(message);
    expect(lines.line('e1').draft).toBe(typed);
    expect(sent).toEqual([]);
  });

  it('accepts the bounds 1 and 9999', async () => {
    const { lines, sent } = await editor(10_000);
    lines.setQuantityText('e1', '9999');
    expect(await lines.commitQuantity('e1')).toBe('updated');
    lines.setQuantityText('e1', '1');
    expect(await lines.commitQuantity('e1')).toBe('updated');
    expect(sent).toEqual(['PUT e1 9999', 'PUT e1 1']);
  });

  it('sends a quantity once when it is committed again while on its way (Enter, then leaving the field)', async () => {
    const { lines, sent } = await editor();
    lines.setQuantityText('e1', '4');
    const byEnter = lines.commitQuantity('e1');
    const byBlur = lines.commitQuantity('e1');
    expect(await byBlur).toBe('unchanged');
    expect(await byEnter).toBe('updated');
    expect(sent).toEqual(['PUT e1 4']);
  });

  it('sends nothing when the quantity is unchanged or was never typed', async () => {
    const { lines, sent } = await editor();
    expect(await lines.commitQuantity('e1')).toBe('unchanged');
    lines.setQuantityText('e1', '2');
    expect(await lines.commitQuantity('e1')).toBe('unchanged');
    expect(lines.line('e1').draft).toBeUndefined();
    expect(sent).toEqual([]);
  });

  it('shows an over-stock refusal at its line and keeps the server\'s quantity', async () => {
    const { lines, store, quantities } = await editor(3);
    lines.setQuantityText('e1', '4');
    expect(await lines.commitQuantity('e1')).toBe('failed');
    expect(text(lines.line('e1').error)).toBe('Sorry, we do not have enough of that item available.');
    expect(lines.line('e1').draft).toBeUndefined();
    expect(store.getSnapshot().entries[0]?.quantity).toBe(2);
    expect(quantities()).toEqual([2, 1]);
    expect(lines.line('e2')).toEqual(IDLE_LINE);
  });

  it('clears the line\'s message after a later success', async () => {
    const { lines, failWith } = await editor();
    failWith(rateLimited());
    lines.setQuantityText('e1', '3');
    await lines.commitQuantity('e1');
    expect(text(lines.line('e1').error)).toBe('Please try again in a few seconds.');
    lines.setQuantityText('e1', '3');
    expect(await lines.commitQuantity('e1')).toBe('updated');
    expect(lines.line('e1').error).toBeNull();
  });

  it('removes a line, and shows a refused removal at the line with the line kept', async () => {
    const { lines, store, failWith } = await editor();
    failWith(rateLimited());
    expect(await lines.remove('e2')).toBe(false);
    expect(text(lines.line('e2').error)).toBe('Please try again in a few seconds.');
    expect(store.getSnapshot().entries.map((entry) => entry.id)).toEqual(['e1', 'e2']);
    expect(await lines.remove('e2')).toBe(true);
    expect(store.getSnapshot().entries.map((entry) => entry.id)).toEqual(['e1']);
    expect(lines.getSnapshot()).not.toHaveProperty('e2');
  });

  it('sends one DELETE for two clicks on Remove in one task, and both settle with it', async () => {
    const { lines, store, sent } = await editor();
    const outcomes = await Promise.all([lines.remove('e2'), lines.remove('e2')]);
    expect(outcomes).toEqual([true, true]);
    expect(sent).toEqual(['DELETE e2']);
    expect(store.getSnapshot().entries.map((entry) => entry.id)).toEqual(['e1']);
  });

  it('shows no error at the line for a quantity, answers or removal whose answer was lost after the server made the change, and sends each once', async () => {
    const { lines, store, sent, loseNextAnswer } = await editor();
    lines.setQuantityText('e1', '3');
    loseNextAnswer();
    expect(await lines.commitQuantity('e1')).toBe('updated');
    const form = parseForm({ id: 'engraving', name: 'Engraving', fields: [{ id: 'text', type: 'text', label: 'Text', required: true }] });
    loseNextAnswer();
    expect(await lines.saveAnswers('e1', form, { text: 'Hello' })).toEqual({ status: 'saved' });
    loseNextAnswer();
    expect(await lines.remove('e2')).toBe(true);
    expect(sent).toEqual(['PUT e1 3', 'PUT e1/additionalFields item-e1 SKU-e1 {"text":"Hello"}', 'DELETE e2']);
    expect(lines.line('e1')).toEqual(IDLE_LINE);
    expect(store.getSnapshot().entries.map((entry) => [entry.id, entry.quantity, entry.additionalFields])).toEqual([['e1', 3, '{"text":"Hello"}']]);
  });

  it('checks answers against the form before saving them through PUT …/additionalFields with item id and sku', async () => {
    const { lines, sent, store } = await editor();
    const form = parseForm({ id: 'f', fields: [{ id: 'text', type: 'text', title: 'Text', required: true }] });
    const invalid = await lines.saveAnswers('e1', form, { text: ' ' });
    expect(invalid.status).toBe('invalid');
    expect(invalid.status === 'invalid' && text(invalid.fieldErrors.text ?? null)).toBe('Required');
    expect(sent).toEqual([]);
    expect(await lines.saveAnswers('e1', form, { text: 'Bye' })).toEqual({ status: 'saved' });
    expect(sent).toEqual(['PUT e1/additionalFields item-e1 SKU-e1 {"text":"Bye"}']);
    expect(store.getSnapshot().entries[0]?.additionalFields).toBe('{"text":"Bye"}');
  });

  it('reports a refused save with its message and the server\'s per-field errors', async () => {
    const { lines, failWith } = await editor();
    const form = parseForm({ id: 'f', fields: [{ id: 'text', type: 'text', title: 'Text' }] });
    failWith(new ApiError({ code: 'http-error', status: 400, detail: '400', userMessage: { key: 'api.form.invalidFields' }, endpoint: 'PUT x', fieldErrors: { text: 'Too long' } }));
    const result = await lines.saveAnswers('e1', form, { text: 'x' });
    expect(result).toMatchObject({ status: 'failed', fieldErrors: { text: 'Too long' } });
    expect(text(lines.line('e1').error)).toBe('One or more fields is invalid, please check your entries.');
  });

  it('keeps its snapshot identity until something changes and notifies subscribers', async () => {
    const { lines } = await editor();
    const first = lines.getSnapshot();
    let calls = 0;
    const unsubscribe = lines.subscribe(() => (calls += 1));
    expect(lines.getSnapshot()).toBe(first);
    lines.setQuantityText('e1', '3');
    expect(lines.getSnapshot()).not.toBe(first);
    expect(calls).toBe(1);
    unsubscribe();
    lines.setQuantityText('e1', '4');
    expect(calls).toBe(1);
  });

  it('edits over a cart store still on its way: the line is busy until it arrives, then the change is sent once', async () => {
    const { store, sent } = await editor();
    let arrive!: (cart: typeof store) => void;
    const lines = new CartLineEditor(new Promise<typeof store>((resolve) => (arrive = resolve)));
    lines.setQuantityText('e1', '4');
    const pending = lines.commitQuantity('e1');
    expect(lines.line('e1').busy).toBe('quantity');
    expect(await lines.commitQuantity('e1')).toBe('unchanged');
    expect(sent).toEqual([]);
    arrive(store);
    expect(await pending).toBe('updated');
    expect(sent).toEqual(['PUT e1 4']);
    expect(lines.line('e1')).toEqual(IDLE_LINE);
  });

  it("says 'We could not reach the store' at the line when its cart store cannot be had, and keeps the typed quantity", async () => {
    const lines = new CartLineEditor(Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    const form = parseForm({ id: 'f', fields: [{ id: 'text', type: 'text', title: 'Text' }] });
    lines.setQuantityText('e1', '4');
    expect(await lines.commitQuantity('e1')).toBe('failed');
    expect(lines.line('e1')).toMatchObject({ draft: '4', busy: null });
    expect(text(lines.line('e1').error)).toBe('We could not reach the store. Check your connection and try again.');
    expect(await lines.remove('e2')).toBe(false);
    expect(text(lines.line('e2').error)).toBe('We could not reach the store. Check your connection and try again.');
    expect(await lines.saveAnswers('e1', form, { text: 'x' })).toMatchObject({ status: 'failed', message: { key: 'api.error.network' } });
  });
});
