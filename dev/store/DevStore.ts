import type Database from 'better-sqlite3';
import { randomBytes, scryptSync, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../http/HttpError';
import { assertJsonDepth } from '../http/readBody';
import { seedForms, type DevForm } from './devForms';
import { centsToMoney, PRODUCT_TYPE, seedCatalog, toContentItem, type MoneyJson, type SeedProduct, type SeedReview, type SeedVariant, type StockLevel } from './seedCatalog';
import { validateFormValues } from './validateFormValues';

/** Server messages for the add-to-cart rules (spec §5 wording). */
export const CART_ERRORS = {
  staleCart: 'Your cart changed in another window or tab. Please review it and check out again.',
  notEnoughStock: 'Sorry, we do not have enough of that item available.',
  variantUnavailable: 'Sorry, that item variant is unavailable. Please select another variant.',
  quantityNotNumber: 'Quantity must be a number.',
  quantityNotWhole: 'Quantity must be a whole number.',
  fieldsInvalid: 'One or more fields is invalid, please check your entries.',
} as const;

/** Website id every seeded record belongs to. */
export const DEMO_WEBSITE_ID = 'demo-website';

/** The seeded site user (see dev/README.md). */
export const DEMO_USER = { email: 'shopper@example.com', password: 'storefront-demo', displayName: 'Demo Shopper' } as const;

/** Largest quantity one request may add (spec §9: quantity 1 to 9999). */
export const MAX_QUANTITY = 9999;

/** What kind of cart a row is: the visitor's cart, a one-item express cart, or a subscription cart. */
export type CartKind = 'standard' | 'express' | 'subscription';

/** A cart row. */
export interface CartRow {
  id: string;
  token: string;
  kind: CartKind;
  created: number;
  is_purchased: number;
  order_id: string | null;
  /** Grows by one with every change of the cart's entries (the checkout's stale-cart guard). */
  version: number;
  /** The browser session (crumb cookie) a visitor's cart was created for; null for other carts. */
  browser_session: string | null;
}

/** How long the answer to a request with an Idempotency-Key is kept for repeats: 24 hours. */
export const IDEMPOTENT_ANSWER_TTL_MS = 24 * 3600 * 1000;

/** A stored answer to a request with an Idempotency-Key: what the request was (fingerprint) and the answer to repeat. */
export interface IdempotentAnswer {
  /** Method, path and a hash of the body of the request first sent with the key. */
  fingerprint: string;
  /** The answer, as sent the first time. */
  answer: { status: number; headers: Record<string, string | string[]>; json?: unknown; body?: string; contentType?: string };
}

interface EntryRow {
  id: string;
  cart_id: string;
  item_id: string;
  variant_id: string;
  quantity: number;
  additional_fields: string | null;
  created: number;
  position: number;
}

interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  qty_in_stock: number;
  unlimited: number;
}

/** A cart entry as answered (spec §3). */
export interface CartEntryJson {
  id: string;
  itemId: string;
  variantId: string;
  sku: string;
  quantity: number;
  chosenVariant: { sku: string; attributes: Record<string, string> };
  title: string;
  productType: number;
  purchasePriceCents: number;
  subTotal: number;
  additionalFields: string | null;
  /** Extension: the product page. */
  productUrl: string;
  /** Extension: the product's additional-fields form, when it has one (for editing the answers in the cart). */
  additionalFieldsForm?: DevForm;
}

/** A shopping cart as answered (spec §3). */
export interface ShoppingCartJson {
  id: string;
  cartToken: string;
  websiteId: string;
  orderId: string;
  created: number;
  isPurchased: boolean;
  entries: CartEntryJson[];
  items: { id: string; itemId: string; productType: number; quantity: number; title: string }[];
  shippingOptions: unknown[];
  selectedShippingOption: null;
  shippingLocation: null;
  applicableTaxRules: unknown[];
  coupons: unknown[];
  validCoupons: unknown[];
  invalidCoupons: unknown[];
  subtotalCents: number;
  taxCents: number;
  shippingCostCents: number;
  discountCents: number;
  grandTotalCents: number;
  subtotalAmount: MoneyJson;
  totalQuantity: number;
  hasDigital: boolean;
  purelyDigital: boolean;
  requiresShipping: boolean;
  /** Extension: grows with every change; the checkout refuses an older one. */
  version: number;
}

/** What an add-to-cart or subscription call asks for. */
export interface AddEntryInput {
  itemId: unknown;
  sku: unknown;
  quantity: unknown;
  additionalFields?: unknown;
}

/** A site-user session row. */
export interface SiteUserSession {
  token: string;
  userId: string;
  email: string;
  displayName: string;
  xsrfToken: string;
  rememberMe: boolean;
}

/** One page of a cursor-paged list. */
export interface Page<T> {
  items: T[];
  hasNextPage: boolean;
  nextPageCursor: string | null;
}

/** A restock sign-up as answered. */
export interface RestockSignUpJson {
  id: string;
  productId: string;
  variantId: string;
  siteVisitorEmail: string;
  isJoinMailingList: boolean;
  createdOn: number;
  notifiedOn: number | null;
}

/** A group of restock sign-ups for one product variant. */
export interface RestockGroupJson {
  productId: string;
  variantId: string;
  productName: string;
  sku: string;
  variantAttributes: Record<string, string>;
  signUpCount: number;
  pendingCount: number;
  lastSignUpOn: number;
}

/** Options of the store. */
export interface DevStoreOptions {
  /** Page size of the restock management lists. Default 2. */
  restockPageSize?: number;
  /** Clock used for timestamps. Default Date.now. */
  now?: () => number;
}

/** Makes a random hex id (24 characters, like the platform's object ids). */
export function newId(): string {
  return randomBytes(12).toString('hex');
}

/** Makes a random URL-safe token. */
export function newToken(bytes = 24): string {
  return randomBytes(bytes).toString('base64url');
}

/** Salt a log-in with an unknown email hashes its password with, so that it costs what a known email's does. */
const UNKNOWN_USER_SALT = 'unknown-user-salt';

function hashPassword(password: string, salt: string): string {
  return scryptSync(password, salt, 32).toString('hex');
}

function encodeCursor(value: unknown): string {
  return Buffer.from(JSON.stringify(value), 'utf8').toString('base64url');
}

function decodeCursor(cursor: string): unknown {
  try {
    return JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
  } catch {
    throw new HttpError(400, `Invalid cursor ${JSON.stringify(cursor)}.`);
  }
}

/** A quantity sent as text: decimal digits, optionally a sign and a fraction (so that the whole-number and range messages apply); never hex, binary, octal or an exponent. */
const DECIMAL_QUANTITY = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/** Parses a quantity the way the server accepts it: a whole number from 1 to 9999, as a JSON number or in decimal digits. */
export function parseQuantity(value: unknown): number {
  const number = typeof value === 'string' && DECIMAL_QUANTITY.test(value.trim()) ? Number(value) : value;
  if (typeof number !== 'number' || !Number.isFinite(number)) throw new HttpError(400, CART_ERRORS.quantityNotNumber);
  if (!Number.isInteger(number)) throw new HttpError(400, CART_ERRORS.quantityNotWhole);
  if (number < 1 || number > MAX_QUANTITY) throw new HttpError(400, `Quantity must be from 1 to ${MAX_QUANTITY}.`);
  return number;
}

/**
 * Parses additional fields sent as a JSON string (or object) into field id → value. Missing, null, '', "null" (what
 * `JSON.stringify(null)` gives) and an empty object mean no additional fields (null); anything else but an object is a 400.
 */
export function parseAdditionalFields(value: unknown): Record<string, unknown> | null {
  if (value === undefined || value === null || value === '') return null;
  let parsed: unknown = value;
  if (typeof value === 'string') {
    assertJsonDepth(value, 'additionalFields');
    try {
      parsed = JSON.parse(value) as unknown;
    } catch (error) {
      throw new HttpError(400, `additionalFields is not valid JSON: ${(error as Error).message}`);
    }
  }
  if (parsed === null) return null;
  if (typeof parsed !== 'object' || Array.isArray(parsed)) {
    throw new HttpError(400, 'additionalFields must be a JSON object of field id to value.');
  }
  return Object.keys(parsed).length === 0 ? null : (parsed as Record<string, unknown>);
}

/** The dev server's data: catalog, stock, carts, site users, forms, restock sign-ups and recorded events, over SQLite. */
export class DevStore {
  /** The underlying better-sqlite3 connection. */
  readonly raw: Database.Database;
  private readonly restockPageSize: number;
  private readonly now: () => number;
  private seedsById = new Map<string, SeedProduct>();
  private formsById = new Map<string, DevForm>();

  constructor(db: Database.Database, options: DevStoreOptions = {}) {
    this.raw = db;
    this.restockPageSize = options.restockPageSize ?? 2;
    this.now = options.now ?? Date.now;
    this.reload();
  }

  /** Seeds the catalog, forms, demo user and restock sign-ups unless already seeded; returns whether it seeded. */
  seed(): boolean {
    const seeded = this.raw.prepare("SELECT value FROM meta WHERE key = 'seeded'").get();
    if (seeded) return false;
    const insertProduct = this.raw.prepare('INSERT INTO products (id, slug, position, seed_json) VALUES (?, ?, ?, ?)');
    const insertVariant = this.raw.prepare('INSERT INTO variants (id, product_id, sku, qty_in_stock, unlimited) VALUES (?, ?, ?, ?, ?)');
    const insertForm = this.raw.prepare('INSERT INTO forms (id, json) VALUES (?, ?)');
    this.raw.transaction(() => {
      seedCatalog().forEach((seed, position) => {
        insertProduct.run(seed.id, seed.slug, position, JSON.stringify(seed));
        for (const variant of seed.variants) {
          insertVariant.run(variant.id, seed.id, variant.sku, variant.qtyInStock, variant.unlimited ? 1 : 0);
        }
      });
      for (const form of seedForms()) insertForm.run(form.id, JSON.stringify(form));
      const salt = newToken(16);
      this.raw
        .prepare('INSERT INTO site_users (id, email, display_name, password_salt, password_hash) VALUES (?, ?, ?, ?, ?)')
        .run(newId(), DEMO_USER.email, DEMO_USER.displayName, salt, hashPassword(DEMO_USER.password, salt));
      const insertSignUp = this.raw.prepare(
        'INSERT INTO restock_signups (product_id, variant_id, email, join_mailing_list, created) VALUES (?, ?, ?, ?, ?)',
      );
      const base = this.now() - 86_400_000;
      const signUps: [string, string, number][] = [
        ['ceramic-mug', 'mug-sand', 5],
        ['ceramic-mug', 'mug-slate', 2],
        ['classic-tee', 'tee-l-white', 1],
        ['canvas-backpack', 'pack-navy-small-waxed', 2],
        ['canvas-backpack', 'pack-navy-large-waxed', 1],
      ];
      let counter = 0;
      for (const [productId, variantId, count] of signUps) {
        for (let index = 1; index <= count; index += 1) {
          counter += 1;
          insertSignUp.run(productId, variantId, `waiting${counter}@example.com`, index % 2, base + counter * 60_000);
        }
      }
      this.raw.prepare("INSERT INTO meta (key, value) VALUES ('seeded', ?)").run(String(this.now()));
    })();
    this.reload();
    return true;
  }

  private reload(): void {
    const products = this.raw.prepare('SELECT seed_json FROM products ORDER BY position').all() as { seed_json: string }[];
    this.seedsById = new Map(products.map((row) => {
      const seed = JSON.parse(row.seed_json) as SeedProduct;
      return [seed.id, seed];
    }));
    const forms = this.raw.prepare('SELECT json FROM forms').all() as { json: string }[];
    this.formsById = new Map(forms.map((row) => {
      const form = JSON.parse(row.json) as DevForm;
      return [form.id, form];
    }));
  }

  private stockLevels(): Map<string, StockLevel> {
    const rows = this.raw.prepare('SELECT id, qty_in_stock, unlimited FROM variants').all() as VariantRow[];
    return new Map(rows.map((row) => [row.id, { qtyInStock: row.qty_in_stock, unlimited: row.unlimited === 1 }]));
  }

  /** Every product as a §3 content item, in catalog order, with live stock. */
  products(): Record<string, unknown>[] {
    const stock = this.stockLevels();
    return [...this.seedsById.values()].map((seed) => toContentItem(seed, stock, this.formsById));
  }

  /** One product as a §3 content item, found by id or slug. */
  product(idOrSlug: string): Record<string, unknown> | undefined {
    const seed = this.seedProduct(idOrSlug);
    return seed ? toContentItem(seed, this.stockLevels(), this.formsById) : undefined;
  }

  /** The seed record of a product, found by id or slug. */
  seedProduct(idOrSlug: string): SeedProduct | undefined {
    return this.seedsById.get(idOrSlug) ?? [...this.seedsById.values()].find((seed) => seed.slug === idOrSlug);
  }

  /** Merchant reviews of a product (empty when it has none). */
  reviews(productId: string): (SeedReview & { productId: string; productName: string })[] {
    const seed = this.seedsById.get(productId);
    return (seed?.reviews ?? []).map((review) => ({ ...review, productId, productName: seed?.title ?? '' }));
  }

  /** Every form definition. */
  forms(): DevForm[] {
    return [...this.formsById.values()];
  }

  /** A form definition by id. */
  form(formId: string): DevForm | undefined {
    return this.formsById.get(formId);
  }

  /** Live stock of every variant of the given products, as inventory results. */
  stock(itemIds: string[]): { itemId: string; variantId: string; sku: string; unlimited: boolean; qtyInStock: number }[] {
    const select = this.raw.prepare('SELECT * FROM variants WHERE product_id = ? ORDER BY rowid');
    return itemIds.flatMap((itemId) =>
      (select.all(itemId) as VariantRow[]).map((row) => ({
        itemId,
        variantId: row.id,
        sku: row.sku,
        unlimited: row.unlimited === 1,
        qtyInStock: row.qty_in_stock,
      })),
    );
  }

  /** Sets the stock of one variant (by variant id or sku). */
  setStock(variantIdOrSku: string, qtyInStock: number, unlimited = false): void {
    const result = this.raw
      .prepare('UPDATE variants SET qty_in_stock = ?, unlimited = ? WHERE id = ? OR sku = ?')
      .run(qtyInStock, unlimited ? 1 : 0, variantIdOrSku, variantIdOrSku);
    if (result.changes === 0) throw new HttpError(404, `No variant with id or sku ${JSON.stringify(variantIdOrSku)}.`);
  }

  /** A cart by its token (the CART cookie value). */
  cartByToken(token: string): CartRow | undefined {
    return this.raw.prepare('SELECT * FROM carts WHERE token = ?').get(token) as CartRow | undefined;
  }

  /** Creates an empty cart of the given kind, tied to the browser session it is created for when one is given. */
  createCart(kind: CartKind, browserSession: string | null = null): CartRow {
    const row: CartRow = { id: newId(), token: newToken(), kind, created: this.now(), is_purchased: 0, order_id: null, version: 1, browser_session: browserSession };
    this.raw
      .prepare('INSERT INTO carts (id, token, kind, created, is_purchased, order_id, browser_session) VALUES (?, ?, ?, ?, 0, NULL, ?)')
      .run(row.id, row.token, row.kind, row.created, row.browser_session);
    return row;
  }

  /** The open visitor cart created for a browser session and not (yet) a site user's, so one browser gets one cart. */
  browserSessionCart(browserSession: string): CartRow | undefined {
    return this.raw
      .prepare(
        "SELECT * FROM carts WHERE browser_session = ? AND kind = 'standard' AND is_purchased = 0 AND id NOT IN (SELECT cart_id FROM site_user_carts) ORDER BY created DESC LIMIT 1",
      )
      .get(browserSession) as CartRow | undefined;
  }

  /** The answer kept for a repeat of a request with this Idempotency-Key in this scope, while it has not expired. */
  idempotentAnswer(scope: string, key: string): IdempotentAnswer | undefined {
    const row = this.raw
      .prepare('SELECT fingerprint, answer_json FROM idempotent_answers WHERE scope = ? AND key = ? AND created > ?')
      .get(scope, key, this.now() - IDEMPOTENT_ANSWER_TTL_MS) as { fingerprint: string; answer_json: string } | undefined;
    return row ? { fingerprint: row.fingerprint, answer: JSON.parse(row.answer_json) as IdempotentAnswer['answer'] } : undefined;
  }

  /** Keeps the answer to a request with an Idempotency-Key for its repeats, and forgets the expired ones. */
  rememberIdempotentAnswer(scope: string, key: string, answer: IdempotentAnswer): void {
    const now = this.now();
    this.raw.transaction(() => {
      this.raw.prepare('DELETE FROM idempotent_answers WHERE created <= ?').run(now - IDEMPOTENT_ANSWER_TTL_MS);
      this.raw
        .prepare('INSERT OR REPLACE INTO idempotent_answers (scope, key, fingerprint, answer_json, created) VALUES (?, ?, ?, ?, ?)')
        .run(scope, key, answer.fingerprint, JSON.stringify(answer.answer), now);
    })();
  }

  private entries(cartId: string): EntryRow[] {
    return this.raw.prepare('SELECT * FROM cart_entries WHERE cart_id = ? ORDER BY position').all(cartId) as EntryRow[];
  }

  private findVariant(seed: SeedProduct, sku: string): SeedVariant | undefined {
    return seed.variants.find((variant) => variant.sku === sku || variant.id === sku);
  }

  private entryJson(row: EntryRow): CartEntryJson {
    const seed = this.seedsById.get(row.item_id);
    const variant = seed?.variants.find((candidate) => candidate.id === row.variant_id);
    const unitCents = variant ? (variant.onSale ? variant.salePriceCents : variant.priceCents) : 0;
    const form = seed?.additionalFieldsFormId ? this.formsById.get(seed.additionalFieldsFormId) : undefined;
    return {
      id: row.id,
      itemId: row.item_id,
      variantId: row.variant_id,
      sku: variant?.sku ?? '',
      quantity: row.quantity,
      chosenVariant: { sku: variant?.sku ?? '', attributes: variant?.attributes ?? {} },
      title: seed?.title ?? '',
      productType: seed?.productType ?? PRODUCT_TYPE.PHYSICAL,
      purchasePriceCents: unitCents,
      subTotal: unitCents * row.quantity,
      additionalFields: row.additional_fields,
      productUrl: seed ? `/shop/p/${seed.slug}` : '',
      ...(form ? { additionalFieldsForm: form } : {}),
    };
  }

  /** The cart as answered by the API (spec §3); an absent cart answers as an empty one with id ''. */
  cartJson(cart: CartRow | undefined): ShoppingCartJson {
    const entries = cart ? this.entries(cart.id).map((row) => this.entryJson(row)) : [];
    return {
      ...this.summarize(entries),
      id: cart?.id ?? '',
      cartToken: cart?.token ?? '',
      orderId: cart?.order_id ?? '',
      created: cart?.created ?? this.now(),
      isPurchased: cart?.is_purchased === 1,
      version: cart ? (this.cartByToken(cart.token)?.version ?? cart.version) : 0,
    };
  }

  private summarize(entries: CartEntryJson[]): ShoppingCartJson {
    const subtotalCents = entries.reduce((sum, entry) => sum + entry.subTotal, 0);
    const digital = entries.filter((entry) => entry.productType === PRODUCT_TYPE.DIGITAL);
    const shipped = entries.filter((entry) => entry.productType === PRODUCT_TYPE.PHYSICAL);
    return {
      id: '',
      cartToken: '',
      websiteId: DEMO_WEBSITE_ID,
      orderId: '',
      created: this.now(),
      isPurchased: false,
      entries,
      items: entries.map((entry) => ({
        id: entry.id,
        itemId: entry.itemId,
        productType: entry.productType,
        quantity: entry.quantity,
        title: entry.title,
      })),
      shippingOptions: [],
      selectedShippingOption: null,
      shippingLocation: null,
      applicableTaxRules: [],
      coupons: [],
      validCoupons: [],
      invalidCoupons: [],
      subtotalCents,
      taxCents: 0,
      shippingCostCents: 0,
      discountCents: 0,
      grandTotalCents: subtotalCents,
      subtotalAmount: centsToMoney(subtotalCents),
      totalQuantity: entries.reduce((sum, entry) => sum + entry.quantity, 0),
      hasDigital: digital.length > 0,
      purelyDigital: entries.length > 0 && digital.length === entries.length,
      requiresShipping: shipped.length > 0,
      version: 0,
    };
  }

  /** A sample cart (Classic Tee M/Black x2 and the eBook) built in memory, for `?mock=true`; nothing is stored. */
  mockCartJson(): ShoppingCartJson {
    const rows: EntryRow[] = [
      { id: 'mock-entry-1', cart_id: 'mock-cart', item_id: 'classic-tee', variant_id: 'tee-m-black', quantity: 2, additional_fields: null, created: 0, position: 1 },
      { id: 'mock-entry-2', cart_id: 'mock-cart', item_id: 'field-guide-ebook', variant_id: 'ebook', quantity: 1, additional_fields: null, created: 0, position: 2 },
    ];
    const entries = rows.filter((row) => this.seedsById.has(row.item_id)).map((row) => this.entryJson(row));
    return { ...this.summarize(entries), id: 'mock-cart', cartToken: 'mock-cart' };
  }

  private resolveItem(input: AddEntryInput): { seed: SeedProduct; variant: SeedVariant; quantity: number; fields: Record<string, unknown> | null } {
    if (typeof input.itemId !== 'string' || input.itemId === '') throw new HttpError(400, 'itemId is required.');
    const seed = this.seedsById.get(input.itemId);
    if (!seed) throw new HttpError(404, `No product with itemId ${JSON.stringify(input.itemId)}.`);
    if (typeof input.sku !== 'string' || input.sku === '') throw new HttpError(400, CART_ERRORS.variantUnavailable);
    const variant = this.findVariant(seed, input.sku);
    if (!variant) throw new HttpError(400, CART_ERRORS.variantUnavailable);
    const quantity = parseQuantity(input.quantity);
    const fields = parseAdditionalFields(input.additionalFields);
    if (seed.additionalFieldsFormId) {
      const form = this.formsById.get(seed.additionalFieldsFormId);
      if (form) {
        const errors = validateFormValues(form, fields ?? {});
        if (Object.keys(errors).length > 0) throw new HttpError(400, CART_ERRORS.fieldsInvalid, { errors });
      }
    }
    return { seed, variant, quantity, fields };
  }

  private assertStock(variantId: string, wanted: number): void {
    const row = this.raw.prepare('SELECT * FROM variants WHERE id = ?').get(variantId) as VariantRow | undefined;
    if (!row) throw new HttpError(400, CART_ERRORS.variantUnavailable);
    if (row.unlimited === 1) return;
    if (wanted > row.qty_in_stock) throw new HttpError(400, CART_ERRORS.notEnoughStock);
  }

  /**
   * Adds an item to a cart in one transaction: the stock check counts what the cart already holds of the variant;
   * an identical entry without additional fields is merged. Stock is not decremented (that happens at checkout).
   */
  addEntry(cart: CartRow, input: AddEntryInput): CartEntryJson {
    const { seed, variant, quantity, fields } = this.resolveItem(input);
    return this.raw.transaction(() => {
      if (this.cartByToken(cart.token)?.is_purchased === 1) throw new HttpError(409, 'This cart has already been checked out.');
      const inCart = this.raw
        .prepare('SELECT COALESCE(SUM(quantity), 0) AS total FROM cart_entries WHERE cart_id = ? AND variant_id = ?')
        .get(cart.id, variant.id) as { total: number };
      this.assertStock(variant.id, inCart.total + quantity);
      const fieldsJson = fields ? JSON.stringify(fields) : null;
      if (fieldsJson === null) {
        const existing = this.raw
          .prepare('SELECT * FROM cart_entries WHERE cart_id = ? AND variant_id = ? AND additional_fields IS NULL')
          .get(cart.id, variant.id) as EntryRow | undefined;
        if (existing) {
          if (existing.quantity + quantity > MAX_QUANTITY) throw new HttpError(400, `Quantity must be from 1 to ${MAX_QUANTITY}.`);
          this.raw.prepare('UPDATE cart_entries SET quantity = quantity + ? WHERE id = ?').run(quantity, existing.id);
          this.bumpVersion(cart);
          return this.entryJson({ ...existing, quantity: existing.quantity + quantity });
        }
      }
      const position = (this.raw.prepare('SELECT COALESCE(MAX(position), 0) + 1 AS next FROM cart_entries WHERE cart_id = ?').get(cart.id) as { next: number }).next;
      const row: EntryRow = {
        id: newId(), cart_id: cart.id, item_id: seed.id, variant_id: variant.id, quantity,
        additional_fields: fieldsJson, created: this.now(), position,
      };
      this.raw
        .prepare('INSERT INTO cart_entries (id, cart_id, item_id, variant_id, quantity, additional_fields, created, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)')
        .run(row.id, row.cart_id, row.item_id, row.variant_id, row.quantity, row.additional_fields, row.created, row.position);
      this.bumpVersion(cart);
      return this.entryJson(row);
    })();
  }

  /** Replaces the additional fields of one entry of a cart (validated against the product's form). */
  updateAdditionalFields(cart: CartRow, entryId: string, input: { itemId: unknown; sku: unknown; additionalFields: unknown }): CartEntryJson {
    const row = this.raw.prepare('SELECT * FROM cart_entries WHERE id = ? AND cart_id = ?').get(entryId, cart.id) as EntryRow | undefined;
    if (!row) throw new HttpError(404, `No entry ${JSON.stringify(entryId)} in this cart.`);
    if (input.itemId !== undefined && input.itemId !== row.item_id) throw new HttpError(400, 'itemId does not match the entry.');
    const seed = this.seedsById.get(row.item_id);
    const variant = seed?.variants.find((candidate) => candidate.id === row.variant_id);
    if (input.sku !== undefined && input.sku !== variant?.sku) throw new HttpError(400, 'sku does not match the entry.');
    const fields = parseAdditionalFields(input.additionalFields);
    const form = seed?.additionalFieldsFormId ? this.formsById.get(seed.additionalFieldsFormId) : undefined;
    if (form) {
      const errors = validateFormValues(form, fields ?? {});
      if (Object.keys(errors).length > 0) throw new HttpError(400, CART_ERRORS.fieldsInvalid, { errors });
    }
    const json = fields ? JSON.stringify(fields) : null;
    this.raw.transaction(() => {
      this.raw.prepare('UPDATE cart_entries SET additional_fields = ? WHERE id = ?').run(json, row.id);
      this.bumpVersion(cart);
    })();
    return this.entryJson({ ...row, additional_fields: json });
  }

  /** Removes one entry from a cart. */
  removeEntry(cart: CartRow, entryId: string): void {
    this.raw.transaction(() => {
      const result = this.raw.prepare('DELETE FROM cart_entries WHERE id = ? AND cart_id = ?').run(entryId, cart.id);
      if (result.changes === 0) throw new HttpError(404, `No entry ${JSON.stringify(entryId)} in this cart.`);
      this.bumpVersion(cart);
    })();
  }

  /**
   * Sets the quantity of one entry (extension of spec §7) in one transaction: a whole number from 1 to 9999, and no more
   * than the stock, counting the cart's other entries of the same variant.
   */
  updateEntryQuantity(cart: CartRow, entryId: string, quantityInput: unknown): CartEntryJson {
    const quantity = parseQuantity(quantityInput);
    return this.raw.transaction(() => {
      const row = this.raw.prepare('SELECT * FROM cart_entries WHERE id = ? AND cart_id = ?').get(entryId, cart.id) as EntryRow | undefined;
      if (!row) throw new HttpError(404, `No entry ${JSON.stringify(entryId)} in this cart.`);
      const others = this.raw
        .prepare('SELECT COALESCE(SUM(quantity), 0) AS total FROM cart_entries WHERE cart_id = ? AND variant_id = ? AND id <> ?')
        .get(cart.id, row.variant_id, row.id) as { total: number };
      this.assertStock(row.variant_id, others.total + quantity);
      this.raw.prepare('UPDATE cart_entries SET quantity = ? WHERE id = ?').run(quantity, row.id);
      this.bumpVersion(cart);
      return this.entryJson({ ...row, quantity });
    })();
  }

  private bumpVersion(cart: CartRow): void {
    this.raw.prepare('UPDATE carts SET version = version + 1 WHERE id = ?').run(cart.id);
  }

  /** Creates a one-item cart of the given kind (express or subscription) after the same checks as addEntry. */
  createSingleItemCart(kind: CartKind, input: AddEntryInput, requireSubscribable = false): { cart: CartRow; entry: CartEntryJson } {
    const { seed } = this.resolveItem(input);
    if (requireSubscribable && !seed.isSubscribable) throw new HttpError(400, `${seed.title} is not a subscription product.`);
    return this.raw.transaction(() => {
      const cart = this.createCart(kind);
      const entry = this.addEntry(cart, input);
      return { cart, entry };
    })();
  }

  /** Copies a cart's entries into a new standard cart of the given browser session (used when logging out with cloneCart). */
  cloneCart(cart: CartRow, browserSession: string): CartRow {
    return this.raw.transaction(() => {
      const copy = this.createCart('standard', browserSession);
      const insert = this.raw.prepare(
        'INSERT INTO cart_entries (id, cart_id, item_id, variant_id, quantity, additional_fields, created, position) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
      );
      for (const row of this.entries(cart.id)) {
        insert.run(newId(), copy.id, row.item_id, row.variant_id, row.quantity, row.additional_fields, row.created, row.position);
      }
      return copy;
    })();
  }

  /** The saved cart of a site user: their standard cart while it is not purchased. */
  userCart(userId: string): CartRow | undefined {
    const row = this.raw
      .prepare("SELECT c.* FROM site_user_carts u JOIN carts c ON c.id = u.cart_id WHERE u.user_id = ? AND c.kind = 'standard' AND c.is_purchased = 0")
      .get(userId) as CartRow | undefined;
    return row;
  }

  /** Makes `cart` the site user's saved cart. */
  attachCart(userId: string, cart: CartRow): void {
    this.raw.prepare('INSERT INTO site_user_carts (user_id, cart_id) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET cart_id = excluded.cart_id').run(userId, cart.id);
  }

  /**
   * At log-in: the visitor's cart joins the site user's saved cart (its entries move over), or becomes it under a new
   * token when there is none; returns the user's cart. Only a cart this browser session created is taken, never one
   * whose token was planted from elsewhere, and the token that reached the browser before the log-in opens nothing after it.
   */
  adoptCart(userId: string, visitorCart: CartRow | undefined, browserSession: string): CartRow | undefined {
    const ownCart = visitorCart?.browser_session === browserSession ? visitorCart : undefined;
    return this.raw.transaction(() => {
      const saved = this.userCart(userId);
      if (saved) {
        if (ownCart && saved.id !== ownCart.id) {
          const last = this.raw.prepare('SELECT COALESCE(MAX(position), -1) AS position FROM cart_entries WHERE cart_id = ?').get(saved.id) as { position: number };
          this.raw
            .prepare('UPDATE cart_entries SET cart_id = ?, position = position + ? WHERE cart_id = ?')
            .run(saved.id, last.position + 1, ownCart.id);
          this.bumpVersion(saved);
        }
        return saved;
      }
      if (!ownCart) return undefined;
      const adopted: CartRow = { ...ownCart, token: newToken() };
      this.raw.prepare('UPDATE carts SET token = ? WHERE id = ?').run(adopted.token, adopted.id);
      this.attachCart(userId, adopted);
      return adopted;
    })();
  }

  /**
   * Checks a cart out: verifies and decrements stock for every entry, then marks it purchased, all in one transaction.
   * With `expectedVersion`, a cart changed since that version is refused (409, stale cart) and nothing happens.
   */
  checkout(cart: CartRow, expectedVersion?: number): ShoppingCartJson {
    this.raw.transaction(() => {
      const current = this.cartByToken(cart.token);
      if (!current) throw new HttpError(404, 'No such cart.');
      if (current.is_purchased === 1) throw new HttpError(409, 'This cart has already been checked out.');
      if (expectedVersion !== undefined && expectedVersion !== current.version) throw new HttpError(409, CART_ERRORS.staleCart, { staleCart: true });
      const entries = this.entries(cart.id);
      if (entries.length === 0) throw new HttpError(400, 'The cart is empty.');
      const decrement = this.raw.prepare('UPDATE variants SET qty_in_stock = qty_in_stock - ? WHERE id = ? AND unlimited = 0');
      for (const entry of entries) {
        this.assertStock(entry.variant_id, entry.quantity);
        decrement.run(entry.quantity, entry.variant_id);
      }
      this.raw.prepare('UPDATE carts SET is_purchased = 1, order_id = ? WHERE id = ?').run(newId(), cart.id);
    })();
    return this.cartJson(this.cartByToken(cart.token));
  }

  /** Logs a site user in; returns the new session, or undefined when the email or password is wrong (the password is hashed either way, so both take as long). */
  login(email: string, password: string, rememberMe: boolean): SiteUserSession | undefined {
    const user = this.raw.prepare('SELECT * FROM site_users WHERE email = ? COLLATE NOCASE').get(email) as
      | { id: string; email: string; display_name: string; password_salt: string; password_hash: string }
      | undefined;
    const actual = Buffer.from(hashPassword(password, user?.password_salt ?? UNKNOWN_USER_SALT), 'hex');
    if (!user) return undefined;
    const expected = Buffer.from(user.password_hash, 'hex');
    if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return undefined;
    const session: SiteUserSession = {
      token: newToken(), userId: user.id, email: user.email, displayName: user.display_name, xsrfToken: newToken(18), rememberMe,
    };
    this.raw
      .prepare('INSERT INTO site_user_sessions (token, user_id, xsrf_token, remember_me, created) VALUES (?, ?, ?, ?, ?)')
      .run(session.token, session.userId, session.xsrfToken, rememberMe ? 1 : 0, this.now());
    return session;
  }

  /** The site-user session for a session cookie value. */
  session(token: string): SiteUserSession | undefined {
    const row = this.raw
      .prepare('SELECT s.token, s.user_id, s.xsrf_token, s.remember_me, u.email, u.display_name FROM site_user_sessions s JOIN site_users u ON u.id = s.user_id WHERE s.token = ?')
      .get(token) as { token: string; user_id: string; xsrf_token: string; remember_me: number; email: string; display_name: string } | undefined;
    if (!row) return undefined;
    return {
      token: row.token, userId: row.user_id, email: row.email, displayName: row.display_name, xsrfToken: row.xsrf_token, rememberMe: row.remember_me === 1,
    };
  }

  /** Ends a site-user session. */
  logout(token: string): void {
    this.raw.prepare('DELETE FROM site_user_sessions WHERE token = ?').run(token);
  }

  /** Issues a one-use form submission key. */
  createFormKey(): string {
    const key = newToken(18);
    this.raw.prepare('INSERT INTO form_keys (key, created) VALUES (?, ?)').run(key, this.now());
    return key;
  }

  /** Marks a form key used; false when it is unknown or already used. */
  consumeFormKey(key: string): boolean {
    return this.raw.prepare('UPDATE form_keys SET used = 1 WHERE key = ? AND used = 0').run(key).changes === 1;
  }

  /** Stores a validated form submission; returns its id. */
  saveSubmission(formId: string | null, key: string, values: Record<string, unknown>, extra: Record<string, unknown>): number {
    const result = this.raw
      .prepare('INSERT INTO form_submissions (form_id, submission_key, values_json, extra_json, created) VALUES (?, ?, ?, ?, ?)')
      .run(formId, key, JSON.stringify(values), JSON.stringify(extra), this.now());
    return Number(result.lastInsertRowid);
  }

  /** Stored form submissions, oldest first. */
  submissions(): { id: number; formId: string | null; values: Record<string, unknown> }[] {
    const rows = this.raw.prepare('SELECT id, form_id, values_json FROM form_submissions ORDER BY id').all() as { id: number; form_id: string | null; values_json: string }[];
    return rows.map((row) => ({ id: row.id, formId: row.form_id, values: JSON.parse(row.values_json) as Record<string, unknown> }));
  }

  /** Records a restock sign-up; 409 when this email already waits for the variant. */
  addRestockSignUp(productId: string, variantId: string, email: string, joinMailingList: boolean): RestockSignUpJson {
    try {
      const result = this.raw
        .prepare('INSERT INTO restock_signups (product_id, variant_id, email, join_mailing_list, created) VALUES (?, ?, ?, ?, ?)')
        .run(productId, variantId, email, joinMailingList ? 1 : 0, this.now());
      return this.signUpJson(this.raw.prepare('SELECT * FROM restock_signups WHERE id = ?').get(result.lastInsertRowid) as SignUpRow);
    } catch (error) {
      if ((error as { code?: string }).code === 'SQLITE_CONSTRAINT_UNIQUE') {
        throw new HttpError(409, 'This email is already signed up for this item.');
      }
      throw error;
    }
  }

  private signUpJson(row: SignUpRow): RestockSignUpJson {
    return {
      id: String(row.id), productId: row.product_id, variantId: row.variant_id, siteVisitorEmail: row.email,
      isJoinMailingList: row.join_mailing_list === 1, createdOn: row.created, notifiedOn: row.notified,
    };
  }

  /** One page of restock sign-up groups (one per product variant), ordered by product then variant id. */
  restockGroups(cursor: string | undefined): Page<RestockGroupJson> {
    let after: [string, string] = ['', ''];
    if (cursor) {
      const decoded = decodeCursor(cursor);
      if (!Array.isArray(decoded) || decoded.length !== 2 || !decoded.every((part) => typeof part === 'string')) {
        throw new HttpError(400, `Invalid cursor ${JSON.stringify(cursor)}.`);
      }
      after = decoded as [string, string];
    }
    const rows = this.raw
      .prepare(`SELECT product_id, variant_id, COUNT(*) AS total, SUM(CASE WHEN notified IS NULL THEN 1 ELSE 0 END) AS pending, MAX(created) AS last
        FROM restock_signups GROUP BY product_id, variant_id HAVING (product_id, variant_id) > (?, ?)
        ORDER BY product_id, variant_id LIMIT ?`)
      .all(after[0], after[1], this.restockPageSize + 1) as { product_id: string; variant_id: string; total: number; pending: number; last: number }[];
    const hasNextPage = rows.length > this.restockPageSize;
    const page = rows.slice(0, this.restockPageSize);
    const last = page[page.length - 1];
    return {
      items: page.map((row) => {
        const seed = this.seedsById.get(row.product_id);
        const variant = seed?.variants.find((candidate) => candidate.id === row.variant_id);
        return {
          productId: row.product_id, variantId: row.variant_id, productName: seed?.title ?? '', sku: variant?.sku ?? '',
          variantAttributes: variant?.attributes ?? {}, signUpCount: row.total, pendingCount: row.pending, lastSignUpOn: row.last,
        };
      }),
      hasNextPage,
      nextPageCursor: hasNextPage && last ? encodeCursor([last.product_id, last.variant_id]) : null,
    };
  }

  /** One page of sign-ups, optionally for one product (and variant), oldest first. */
  restockSignUps(productId: string | undefined, variantId: string | undefined, cursor: string | undefined): Page<RestockSignUpJson> {
    let afterId = 0;
    if (cursor) {
      const decoded = decodeCursor(cursor);
      if (typeof decoded !== 'number' || !Number.isInteger(decoded)) throw new HttpError(400, `Invalid cursor ${JSON.stringify(cursor)}.`);
      afterId = decoded;
    }
    const rows = this.raw
      .prepare(`SELECT * FROM restock_signups WHERE id > ? AND (? IS NULL OR product_id = ?) AND (? IS NULL OR variant_id = ?) ORDER BY id LIMIT ?`)
      .all(afterId, productId ?? null, productId ?? null, variantId ?? null, variantId ?? null, this.restockPageSize + 1) as SignUpRow[];
    const hasNextPage = rows.length > this.restockPageSize;
    const page = rows.slice(0, this.restockPageSize);
    const last = page[page.length - 1];
    return { items: page.map((row) => this.signUpJson(row)), hasNextPage, nextPageCursor: hasNextPage && last ? encodeCursor(last.id) : null };
  }

  /** Marks every pending sign-up for a variant as notified; returns how many were. */
  sendRestockNotifications(productId: string, variantId: string): number {
    return this.raw
      .prepare('UPDATE restock_signups SET notified = ? WHERE product_id = ? AND variant_id = ? AND notified IS NULL')
      .run(this.now(), productId, variantId).changes;
  }

  /** Records an analytics, error-report, census or performance payload under a channel name. */
  recordEvent(channel: string, body: unknown): void {
    this.raw.prepare('INSERT INTO events (channel, body, created) VALUES (?, ?, ?)').run(channel, JSON.stringify(body), this.now());
  }

  /** Recorded payloads, oldest first, optionally of one channel. */
  events(channel?: string): { id: number; channel: string; body: unknown; created: number }[] {
    const rows = this.raw
      .prepare('SELECT * FROM events WHERE (? IS NULL OR channel = ?) ORDER BY id')
      .all(channel ?? null, channel ?? null) as { id: number; channel: string; body: string; created: number }[];
    return rows.map((row) => ({ id: row.id, channel: row.channel, body: JSON.parse(row.body) as unknown, created: row.created }));
  }

  /** Closes the database connection. */
  close(): void {
    this.raw.close();
  }
}

interface SignUpRow {
  id: number;
  product_id: string;
  variant_id: string;
  email: string;
  join_mailing_list: number;
  created: number;
  notified: number | null;
}
