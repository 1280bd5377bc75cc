import { ApiError, isApiError } from './ApiError';
import { presentAddItemError, type AddItemPurpose } from './addItemError';
import { LIMITS } from '../site/limits';
import { API_PATHS } from './apiPaths';
import { ApiTransport, fieldErrorsOf, type ApiCall } from './ApiTransport';
import type { CookieJar } from './CookieJar';
import { formSubmissionFailure } from './formSubmissionError';
import type { HttpAdapter } from './HttpAdapter';
import { collectAll, paginate, type CursorPage } from './paginate';
import {
  addCartEntryResponseSchema,
  anyResponseSchema,
  formSubmissionKeyResponseSchema,
  formTemplateSchemaResponseSchema,
  formValidateResponseSchema,
  inventoryStockResponseSchema,
  loginResponseSchema,
  performanceSettingsSchema,
  removeCartEntryResponseSchema,
  restockSignUpGroupsPageSchema,
  restockSignUpsPageSchema,
  shoppingCartResponseSchema,
  subscriptionCartResponseSchema,
  updateAdditionalFieldsResponseSchema,
  updateCartEntryResponseSchema,
  type InventoryStock,
  type PerformanceSettings,
  type RestockSignUp,
  type RestockSignUpGroup,
} from './responseSchemas';
import { createMemoryXsrfTokenHolder, type XsrfTokenHolder } from './XsrfTokenHolder';

/** Options of ApiClient. */
export interface ApiClientOptions {
  /** Sends the requests (createFetchHttpAdapter in browsers, createNodeHttpAdapter in Node). */
  readonly http: HttpAdapter;
  /** Cookie access (crumb cookie, cookies-enabled check). */
  readonly cookies: CookieJar;
  /** Holds the site-user token from login. Default an in-memory holder. */
  readonly xsrfTokens?: XsrfTokenHolder;
  /** Origin prefixed to every path. Default '' (same origin). */
  readonly baseUrl?: string;
  /** The "{api root}" of the inventory call. Default '/api/'. */
  readonly apiRoot?: string;
  /** Name of the anti-forgery crumb cookie. Default 'crumb'. */
  readonly crumbCookieName?: string;
  /** Header the crumb is sent in. Default 'X-CSRF-Token'. */
  readonly crumbHeaderName?: string;
  /** Header the site-user token is sent in. Default 'X-XSRF-Token'. */
  readonly xsrfHeaderName?: string;
  /** Method and path of the restock sign-up call (not fixed by the spec). Default POST '/api/commerce/restock-notifications'. */
  readonly restockSignUpEndpoint?: { readonly method: 'POST' | 'PUT'; readonly path: string };
  /** Timeout of the census button calls in ms. Default 2500. */
  readonly censusTimeoutMs?: number;
  /** Name of the cart cookie; while it is absent, concurrent adds wait for the first so that one cart is created. Default 'CART'. */
  readonly cartCookieName?: string;
}

/** Payload of adding an item to the cart. */
export interface AddCartEntryInput {
  /** Product id. */
  readonly itemId: string;
  /** Chosen variant's SKU. */
  readonly sku: string;
  /** Quantity to add. */
  readonly quantity: number;
  /** Additional-fields form values; sent as a JSON string. None by default. */
  readonly additionalFields?: unknown;
}

/** Options of adding an item. */
export interface AddCartEntryOptions {
  /** Plain add, express purchase (?isExpress=true) or gift card purchase (express). Default 'add'. */
  readonly purpose?: AddItemPurpose;
}

/** Payload of updating an entry's additional fields. */
export interface UpdateAdditionalFieldsInput {
  /** Product id. */
  readonly itemId: string;
  /** Variant SKU. */
  readonly sku: string;
  /** Additional-fields form values; sent as a JSON string. */
  readonly additionalFields: unknown;
}

/** Query of the cart call. */
export interface GetCartQuery {
  /** Ask the server for a mock cart. Default not sent. */
  readonly mock?: boolean;
  /** Cache-busting timecode. Default not sent. */
  readonly timecode?: string | number;
}

/** Payload of starting a subscription cart. */
export interface SubscriptionCartInput {
  /** Product id. */
  readonly itemId: string;
  /** Variant SKU. */
  readonly sku: string;
  /** Quantity. */
  readonly qty: number;
  /** Additional-fields form values; sent as a JSON string. None by default. */
  readonly additionalFields?: unknown;
}

/** Outcome of server-side form validation. */
export type FormValidationResult = { readonly valid: true } | { readonly valid: false; readonly errors: Readonly<Record<string, string>> };

/** Payload of saving a form submission. */
export interface FormSubmissionInput {
  /** Submission key from getFormSubmissionKey. */
  readonly key: string;
  /** Field values by field id; sent as a JSON string. */
  readonly form: Readonly<Record<string, unknown>>;
  /** Captcha response token. None by default. */
  readonly captchaKey?: string;
  /** Intra-page event fields (page id, element ids and the like). None by default. */
  readonly eventFields?: Readonly<Record<string, string | number | boolean>>;
}

/** Site-user credentials. */
export interface LoginInput {
  /** Account email. */
  readonly email: string;
  /** Account password. */
  readonly password: string;
  /** Keep the session after the browser closes. Default false. */
  readonly rememberMe?: boolean;
}

/** Restock sign-up payload (spec §3). */
export interface RestockSignUpInput {
  /** Product id. */
  readonly productId: string;
  /** Variant id. */
  readonly variantId: string;
  /** Visitor's email. */
  readonly siteVisitorEmail: string;
  /** Join the mailing list too. */
  readonly isJoinMailingList: boolean;
  /** Captcha token, when a captcha was rendered. None by default. */
  readonly captchaToken?: string;
}

/** A product variant whose restock notices should be sent. */
export interface RestockSendRequest {
  /** Product id. */
  readonly productId: string;
  /** Variant id. */
  readonly variantId: string;
}

/** One record for error reporting (spec §3 "Error record"). */
export interface JavascriptErrorRecord {
  /** Event name, e.g. 'interface_error_cart'. */
  readonly event: string;
  /** Error data; sent as a JSON string. */
  readonly data: Readonly<Record<string, unknown>>;
  /** Epoch ms. */
  readonly timestamp: number;
}

/** Outcome of a tracking call: these never reject. */
export type TrackingResult = { readonly ok: true } | { readonly ok: false; readonly error: ApiError };

/** Payload of the census button calls. */
export interface CensusButtonInput {
  /** Visitor record cookie value. */
  readonly visitorCookie: string;
  /** Page title. */
  readonly pageTitle: string;
  /** Page id. */
  readonly pageId: string;
  /** 'i' or 'c'. */
  readonly contentSource: 'i' | 'c';
  /** Page path. */
  readonly pagePath: string;
  /** Page permission type; null when the page has none. */
  readonly pagePermissionTypeValue: number | null;
}

/** Page fields shared by the form-render and overlay census calls. */
export type CensusPageFields = Readonly<Record<string, string | number | boolean | null>>;

/** One performance event (spec §7). */
export interface PerformanceEvent {
  /** App name. */
  readonly app: string;
  /** Event data. */
  readonly data: Readonly<Record<string, unknown>>;
  /** 'page_speed' or 'user'. */
  readonly event: 'page_speed' | 'user';
  /** Page load id from the settings call. */
  readonly pageLoadId: string;
  /** Epoch ms. */
  readonly ts: number;
}

/** The typed client of every storefront HTTP call (spec §7). Responses are parsed by zod; failures reject with ApiError. */
export class ApiClient {
  /** The transport, for callers that need the crumb or URLs. */
  readonly transport: ApiTransport;
  private readonly xsrfTokens: XsrfTokenHolder;
  private readonly apiRoot: string;
  private readonly restockSignUpEndpoint: { readonly method: 'POST' | 'PUT'; readonly path: string };
  private readonly censusTimeoutMs: number;
  private readonly cartCookieName: string;
  private cartCreation: Promise<unknown> | undefined;

  constructor(private readonly options: ApiClientOptions) {
    this.xsrfTokens = options.xsrfTokens ?? createMemoryXsrfTokenHolder();
    this.transport = new ApiTransport({ ...options, xsrfTokens: this.xsrfTokens });
    this.apiRoot = (options.apiRoot ?? '/api/').replace(/\/?$/, '/');
    this.restockSignUpEndpoint = options.restockSignUpEndpoint ?? { method: 'POST', path: '/api/commerce/restock-notifications' };
    this.censusTimeoutMs = options.censusTimeoutMs ?? LIMITS.CENSUS_TIMEOUT_MS;
    this.cartCookieName = options.cartCookieName ?? 'CART';
  }

  /** True when the visitor's browser accepts cookies. */
  cookiesEnabled(): boolean {
    return this.options.cookies.areEnabled();
  }

  /** Adds an item to the cart (express and gift card add ?isExpress=true); failures carry the add-item message and alert title. */
  async addCartEntry(input: AddCartEntryInput, options: AddCartEntryOptions = {}) {
    const purpose = options.purpose ?? 'add';
    const send = () =>
      this.addItemCall(purpose, {
        method: 'POST',
        path: API_PATHS.cartEntries,
        query: { isExpress: purpose === 'add' ? undefined : true },
        body: { json: { itemId: input.itemId, sku: input.sku, quantity: input.quantity, additionalFields: stringifyFields(input.additionalFields) } },
        schema: addCartEntryResponseSchema,
      });
    if (purpose !== 'add') return send();
    while (this.cartCreation && !this.options.cookies.get(this.cartCookieName)) await this.cartCreation.catch(() => undefined);
    if (this.options.cookies.get(this.cartCookieName)) return send();
    const creation = send();
    this.cartCreation = creation;
    try {
      return await creation;
    } finally {
      if (this.cartCreation === creation) this.cartCreation = undefined;
    }
  }

  /** Updates the additional fields of a cart entry. */
  async updateEntryAdditionalFields(entryId: string, input: UpdateAdditionalFieldsInput) {
    return this.addItemCall('add', {
      method: 'PUT',
      path: API_PATHS.cartEntryAdditionalFields(entryId),
      body: { json: { itemId: input.itemId, sku: input.sku, additionalFields: stringifyFields(input.additionalFields) } },
      schema: updateAdditionalFieldsResponseSchema,
    });
  }

  /** Sets the quantity of a cart entry (extension: PUT …/entries/{entryId} with `{ quantity }`); answers the whole cart; failures carry the add-item messages. */
  async updateCartEntryQuantity(entryId: string, quantity: number) {
    return this.addItemCall('add', {
      method: 'PUT',
      path: API_PATHS.cartEntry(entryId),
      body: { json: { quantity } },
      schema: updateCartEntryResponseSchema,
    });
  }

  /** Removes a cart entry (extension: DELETE …/entries/{entryId}); answers the whole cart; failures carry the add-item messages. */
  async removeCartEntry(entryId: string) {
    return this.addItemCall('add', { method: 'DELETE', path: API_PATHS.cartEntry(entryId), schema: removeCartEntryResponseSchema });
  }

  /** Reads the visitor's cart. */
  async getCart(query: GetCartQuery = {}) {
    return this.transport.request({ method: 'GET', path: API_PATHS.cart, query: { mock: query.mock, timecode: query.timecode }, schema: shoppingCartResponseSchema });
  }

  /** Starts a subscription checkout and returns its cart token. */
  async createSubscriptionCart(input: SubscriptionCartInput): Promise<string> {
    const response = await this.addItemCall('add', {
      method: 'POST',
      path: API_PATHS.subscriptionCart,
      body: { json: { itemId: input.itemId, sku: input.sku, qty: input.qty, additionalFields: stringifyFields(input.additionalFields) } },
      schema: subscriptionCartResponseSchema,
    });
    return response.cartToken;
  }

  /** Reads the stock of every variant of a product. */
  async getInventoryStock(itemId: string): Promise<InventoryStock[]> {
    const response = await this.transport.request({ method: 'GET', path: `${this.apiRoot}${API_PATHS.inventoryStock}`, query: { itemId }, schema: inventoryStockResponseSchema });
    return response.results;
  }

  /** Reads the template schema of a form block type. */
  async getFormTemplateSchema(type: string | number): Promise<Record<string, unknown>> {
    return this.transport.request({ method: 'GET', path: API_PATHS.formTemplateSchema, query: { type }, schema: formTemplateSchemaResponseSchema });
  }

  /** Validates form values on the server; a 400 with an errors map becomes `{ valid: false, errors }`. */
  async validateForm(formId: string, values: Readonly<Record<string, unknown>>): Promise<FormValidationResult> {
    try {
      const response = await this.transport.request({ method: 'POST', path: API_PATHS.formValidate(formId), body: { json: values }, schema: formValidateResponseSchema });
      const errors = response?.errors ?? {};
      return Object.keys(errors).length > 0 ? { valid: false, errors } : { valid: true };
    } catch (error) {
      const errors = isApiError(error) ? fieldErrorsOf(error.body) : undefined;
      if (errors) return { valid: false, errors };
      throw error;
    }
  }

  /** Requests a form submission key; failures carry 'Could not get a form submission key, please try again later.'. */
  async getFormSubmissionKey(): Promise<string> {
    try {
      const response = await this.transport.request({ method: 'POST', path: API_PATHS.formSubmissionKey, schema: formSubmissionKeyResponseSchema });
      return response.key;
    } catch (error) {
      throw isApiError(error) ? error.withPresentation({ key: 'api.form.noSubmissionKey' }, undefined) : error;
    }
  }

  /** Saves a form submission (sent with credentials); failures carry the spec's by-status message and per-field errors in `fieldErrors`. */
  async saveFormSubmission(input: FormSubmissionInput): Promise<void> {
    try {
      await this.transport.request({
        method: 'POST',
        path: API_PATHS.saveFormSubmission,
        body: { json: { ...input.eventFields, key: input.key, form: JSON.stringify(input.form), captchaKey: input.captchaKey } },
        schema: anyResponseSchema,
        withCredentials: true,
      });
    } catch (error) {
      if (!isApiError(error)) throw error;
      const failure = formSubmissionFailure(error.status, error.serverMessage, fieldErrorsOf(error.body));
      throw error.withPresentation(failure.message, undefined, failure.fieldErrors);
    }
  }

  /** Logs a site user in and keeps the returned anti-forgery token for later requests. */
  async login(input: LoginInput): Promise<string> {
    const response = await this.transport.request({
      method: 'POST',
      path: API_PATHS.siteUserSession,
      body: { json: { email: input.email, password: input.password, rememberMe: input.rememberMe ?? false } },
      schema: loginResponseSchema,
    });
    this.xsrfTokens.setXsrfToken(response.xsrfToken);
    return response.xsrfToken;
  }

  /** Logs the site user out, retrying once when the response has crumbFail (the failed answer renews the crumb cookie); forgets the token. Default cloneCart not sent. */
  async logout(options: { readonly cloneCart?: boolean } = {}): Promise<void> {
    const call: ApiCall<unknown> = { method: 'DELETE', path: API_PATHS.siteUserSession, query: { cloneCart: options.cloneCart }, schema: anyResponseSchema };
    try {
      await this.transport.request(call);
    } catch (error) {
      if (!isApiError(error) || error.code !== 'crumb-failure') throw error;
      try {
        await this.transport.request(call);
      } catch (retryError) {
        if (isApiError(retryError) && retryError.code === 'crumb-failure') {
          throw retryError.withPresentation({ key: this.cookiesEnabled() ? 'api.addItem.sessionExpired' : 'api.addItem.enableCookies' }, undefined);
        }
        throw retryError;
      }
    }
    this.xsrfTokens.setXsrfToken(undefined);
  }

  /** Signs a visitor up for a restock notice; errors carry the server's message (data.message). */
  async signUpForRestock(input: RestockSignUpInput): Promise<unknown> {
    return this.transport.request({
      method: this.restockSignUpEndpoint.method,
      path: this.restockSignUpEndpoint.path,
      body: { json: { productId: input.productId, variantId: input.variantId, siteVisitorEmail: input.siteVisitorEmail, isJoinMailingList: input.isJoinMailingList, captchaToken: input.captchaToken } },
      schema: anyResponseSchema,
    });
  }

  /** Creates a restock notification for the logged-in site user. */
  async createRestockNotification(payload: Readonly<Record<string, unknown>>): Promise<unknown> {
    return this.transport.request({ method: 'POST', path: API_PATHS.restockNotifications, body: { json: payload }, schema: anyResponseSchema });
  }

  /** One page of restock sign-up groups; the first page without a cursor. */
  async getRestockSignUpGroupsPage(cursor?: string): Promise<CursorPage<RestockSignUpGroup>> {
    const page = await this.transport.request({ method: 'GET', path: API_PATHS.restockSignUpGroups, query: { cursor }, schema: restockSignUpGroupsPageSchema });
    return { items: page.signUpGroups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  }

  /** Every restock sign-up group, paging by cursor until hasNextPage is false. */
  restockSignUpGroups(): AsyncGenerator<RestockSignUpGroup, void, undefined> {
    return paginate((cursor) => this.getRestockSignUpGroupsPage(cursor));
  }

  /** Collects every restock sign-up group into an array. */
  async getAllRestockSignUpGroups(): Promise<RestockSignUpGroup[]> {
    return collectAll(this.restockSignUpGroups());
  }

  /** One page of restock sign-ups of a variant (every variant when ids are undefined); the first page without a cursor. */
  async getRestockSignUpsPage(productId: string | undefined, variantId: string | undefined, cursor?: string): Promise<CursorPage<RestockSignUp>> {
    const page = await this.transport.request({ method: 'GET', path: API_PATHS.restockNotifications, query: { productId, variantId, cursor }, schema: restockSignUpsPageSchema });
    return { items: page.signUps, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
  }

  /** Every restock sign-up of a variant, paging by cursor until hasNextPage is false. */
  restockSignUps(productId?: string, variantId?: string): AsyncGenerator<RestockSignUp, void, undefined> {
    return paginate((cursor) => this.getRestockSignUpsPage(productId, variantId, cursor));
  }

  /** Collects every restock sign-up of a variant into an array. */
  async getAllRestockSignUps(productId?: string, variantId?: string): Promise<RestockSignUp[]> {
    return collectAll(this.restockSignUps(productId, variantId));
  }

  /** Sends the restock notices of one variant. */
  async sendRestockNotifications(request: RestockSendRequest): Promise<void> {
    await this.transport.request({ method: 'POST', path: API_PATHS.restockSend, body: { json: { productId: request.productId, variantId: request.variantId } }, schema: anyResponseSchema });
  }

  /** Sends the restock notices of several variants. */
  async sendAllRestockNotifications(sendRequests: readonly RestockSendRequest[]): Promise<void> {
    await this.transport.request({ method: 'POST', path: API_PATHS.restockSendAll, body: { json: { sendRequests } }, schema: anyResponseSchema });
  }

  /** Reports JavaScript error records (data sent as a JSON string, crumb header from the crumb cookie). */
  async recordJavascriptErrors(records: readonly JavascriptErrorRecord[]): Promise<void> {
    await this.transport.request({
      method: 'POST',
      path: API_PATHS.recordJavascriptErrors,
      body: { json: records.map((record) => ({ event: record.event, data: JSON.stringify(record.data), timestamp: record.timestamp })) },
      schema: anyResponseSchema,
    });
  }

  /** Records an analytics event, form-encoded with the crumb; never rejects. */
  recordEvent(event: string, data: Readonly<Record<string, unknown>>, extraFields: Readonly<Record<string, string | number | boolean>> = {}): Promise<TrackingResult> {
    return this.track({
      method: 'POST',
      path: API_PATHS.recordEvent,
      body: { form: { ...extraFields, crumb: this.transport.crumb() ?? '', event, data: JSON.stringify(data) } },
      schema: anyResponseSchema,
    });
  }

  /** Records a census page hit, form-encoded; never rejects. */
  recordCensusHit(event: string, data: Readonly<Record<string, unknown>>, visitorRecord?: string): Promise<TrackingResult> {
    return this.track({ method: 'POST', path: API_PATHS.censusHit, body: { form: { event, data: JSON.stringify(data), ss_cvr: visitorRecord } }, schema: anyResponseSchema });
  }

  /** Records a button click with the 2500 ms census timeout; never rejects. */
  recordButtonClick(input: CensusButtonInput): Promise<TrackingResult> {
    return this.track({ method: 'POST', path: API_PATHS.censusButtonClick, body: { json: input }, schema: anyResponseSchema, timeoutMs: this.censusTimeoutMs });
  }

  /** Records a button render with the 2500 ms census timeout; never rejects. */
  recordButtonRender(input: CensusButtonInput): Promise<TrackingResult> {
    return this.track({ method: 'POST', path: API_PATHS.censusButtonRender, body: { json: input }, schema: anyResponseSchema, timeoutMs: this.censusTimeoutMs });
  }

  /** Records a form render; never rejects. */
  recordFormRender(formId: string, visitorCookie: string, pageFields: CensusPageFields = {}): Promise<TrackingResult> {
    return this.track({ method: 'POST', path: API_PATHS.censusFormRender, body: { json: { ...pageFields, formId, visitorCookie } }, schema: anyResponseSchema, timeoutMs: this.censusTimeoutMs });
  }

  /** Records a popup overlay view; never rejects. */
  recordOverlay(visitorCookie: string, pageFields: CensusPageFields = {}): Promise<TrackingResult> {
    return this.track({ method: 'POST', path: API_PATHS.censusOverlay, body: { json: { ...pageFields, visitorCookie } }, schema: anyResponseSchema, timeoutMs: this.censusTimeoutMs });
  }

  /** Records a product quick view (no body); never rejects. */
  recordQuickView(itemId: string): Promise<TrackingResult> {
    return this.track({ method: 'POST', path: API_PATHS.censusQuickView(itemId), schema: anyResponseSchema, timeoutMs: this.censusTimeoutMs });
  }

  /** Reads the performance collector settings; rejects with code 'http-error'/'server-error' (unexpected status) or 'timeout'. */
  async getPerformanceSettings(timeoutMs: number): Promise<PerformanceSettings> {
    return this.transport.request({ method: 'GET', path: API_PATHS.performanceSettings, schema: performanceSettingsSchema, timeoutMs });
  }

  /** Sends a batch of performance events as a text/plain JSON array (the XHR fallback of the beacon). */
  async sendPerformanceRecords(events: readonly PerformanceEvent[]): Promise<void> {
    await this.transport.request({ method: 'POST', path: API_PATHS.performanceRecords, body: { text: JSON.stringify(events), contentType: 'text/plain' }, schema: anyResponseSchema });
  }

  private async addItemCall<T>(purpose: AddItemPurpose, call: ApiCall<T>): Promise<T> {
    try {
      return await this.transport.request(call);
    } catch (error) {
      throw isApiError(error) ? presentAddItemError(error, { purpose, cookiesEnabled: this.cookiesEnabled() }) : error;
    }
  }

  private async track(call: ApiCall<unknown>): Promise<TrackingResult> {
    try {
      await this.transport.request(call);
      return { ok: true };
    } catch (error) {
      return {
        ok: false,
        error: isApiError(error)
          ? error
          : new ApiError({ code: 'network', detail: String(error), userMessage: { key: 'api.error.network' }, endpoint: `${call.method} ${call.path}`, cause: error }),
      };
    }
  }
}

function stringifyFields(fields: unknown): string | undefined {
  if (fields === undefined || fields === null) return undefined;
  return typeof fields === 'string' ? fields : JSON.stringify(fields);
}
