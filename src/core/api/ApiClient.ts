import type { ApiConnectionOptions } from './ApiConnection';
import { ApiConnection } from './ApiConnection';
import { cartCalls, type AddCartEntryInput, type AddCartEntryOptions, type CartCalls, type CartChangeCallOptions, type GetCartQuery, type SubscriptionCartInput, type UpdateAdditionalFieldsInput } from './cartCalls';
import { formCalls, type FormCalls, type FormSubmissionInput } from './formCalls';
import { restockCalls, type RestockCalls, type RestockSendRequest, type RestockSignUpInput } from './restockCalls';
import { sessionCalls, type LoginInput, type SessionCalls } from './sessionCalls';
import { telemetryCalls, type JavascriptErrorRecord, type PerformanceEvent, type TelemetryCalls } from './telemetryCalls';
import { trackingCalls, type CensusButtonInput, type CensusPageFields, type TrackingCalls } from './trackingCalls';

export type { AddCartEntryInput, AddCartEntryOptions, CartChangeCallOptions, GetCartQuery, SubscriptionCartInput, UpdateAdditionalFieldsInput } from './cartCalls';
export type { FormSubmissionInput, FormValidationResult } from './formCalls';
export type { RestockSendRequest, RestockSignUpInput } from './restockCalls';
export type { LoginInput } from './sessionCalls';
export type { JavascriptErrorRecord, PerformanceEvent } from './telemetryCalls';
export type { CensusButtonInput, CensusPageFields, TrackingResult } from './trackingCalls';

/** Options of ApiClient. */
export type ApiClientOptions = ApiConnectionOptions;

/** The typed client of every storefront HTTP call (spec §7): a connection with the calls of every feature. Responses are parsed by zod; failures reject with ApiError. */
export class ApiClient extends ApiConnection {
  readonly #cart: CartCalls = cartCalls(this);
  readonly #form: FormCalls = formCalls(this);
  readonly #session: SessionCalls = sessionCalls(this);
  readonly #restock: RestockCalls = restockCalls(this);
  readonly #tracking: TrackingCalls = trackingCalls(this);
  readonly #telemetry: TelemetryCalls = telemetryCalls(this);

  /** Adds an item to the cart (express and gift card add ?isExpress=true); failures carry the add-item message and alert title. */
  addCartEntry(input: AddCartEntryInput, options: AddCartEntryOptions = {}): ReturnType<CartCalls['addCartEntry']> {
    return this.#cart.addCartEntry(input, options);
  }

  /** Updates the additional fields of a cart entry. */
  updateEntryAdditionalFields(entryId: string, input: UpdateAdditionalFieldsInput, options: CartChangeCallOptions = {}): ReturnType<CartCalls['updateEntryAdditionalFields']> {
    return this.#cart.updateEntryAdditionalFields(entryId, input, options);
  }

  /** Sets the quantity of a cart entry (extension: PUT …/entries/{entryId} with `{ quantity }`); answers the whole cart; failures carry the add-item messages. */
  updateCartEntryQuantity(entryId: string, quantity: number, options: CartChangeCallOptions = {}): ReturnType<CartCalls['updateCartEntryQuantity']> {
    return this.#cart.updateCartEntryQuantity(entryId, quantity, options);
  }

  /** Removes a cart entry (extension: DELETE …/entries/{entryId}); answers the whole cart; failures carry the add-item messages. */
  removeCartEntry(entryId: string, options: CartChangeCallOptions = {}): ReturnType<CartCalls['removeCartEntry']> {
    return this.#cart.removeCartEntry(entryId, options);
  }

  /** Reads the visitor's cart. */
  getCart(query: GetCartQuery = {}): ReturnType<CartCalls['getCart']> {
    return this.#cart.getCart(query);
  }

  /** Starts a subscription checkout and returns its cart token. */
  createSubscriptionCart(input: SubscriptionCartInput): ReturnType<CartCalls['createSubscriptionCart']> {
    return this.#cart.createSubscriptionCart(input);
  }

  /** Reads the stock of every variant of a product. */
  getInventoryStock(itemId: string): ReturnType<CartCalls['getInventoryStock']> {
    return this.#cart.getInventoryStock(itemId);
  }

  /** Reads the template schema of a form block type. */
  getFormTemplateSchema(type: string | number): ReturnType<FormCalls['getFormTemplateSchema']> {
    return this.#form.getFormTemplateSchema(type);
  }

  /** Validates form values on the server; a 400 with an errors map becomes `{ valid: false, errors }`. */
  validateForm(formId: string, values: Readonly<Record<string, unknown>>): ReturnType<FormCalls['validateForm']> {
    return this.#form.validateForm(formId, values);
  }

  /** Requests a form submission key; failures carry 'Could not get a form submission key, please try again later.'. */
  getFormSubmissionKey(): ReturnType<FormCalls['getFormSubmissionKey']> {
    return this.#form.getFormSubmissionKey();
  }

  /** Saves a form submission (sent with credentials); failures carry the spec's by-status message and per-field errors in `fieldErrors`. */
  saveFormSubmission(input: FormSubmissionInput): ReturnType<FormCalls['saveFormSubmission']> {
    return this.#form.saveFormSubmission(input);
  }

  /** Logs a site user in and keeps the returned anti-forgery token for later requests. */
  login(input: LoginInput): ReturnType<SessionCalls['login']> {
    return this.#session.login(input);
  }

  /** Logs the site user out, retrying once when the response has crumbFail (the failed answer renews the crumb cookie); forgets the token. Default cloneCart not sent. */
  logout(options: { readonly cloneCart?: boolean } = {}): ReturnType<SessionCalls['logout']> {
    return this.#session.logout(options);
  }

  /** Signs a visitor up for a restock notice; errors carry the server's message (data.message). */
  signUpForRestock(input: RestockSignUpInput): ReturnType<RestockCalls['signUpForRestock']> {
    return this.#restock.signUpForRestock(input);
  }

  /** Creates a restock notification for the logged-in site user. */
  createRestockNotification(payload: Readonly<Record<string, unknown>>): ReturnType<RestockCalls['createRestockNotification']> {
    return this.#restock.createRestockNotification(payload);
  }

  /** One page of restock sign-up groups; the first page without a cursor. */
  getRestockSignUpGroupsPage(cursor?: string): ReturnType<RestockCalls['getRestockSignUpGroupsPage']> {
    return this.#restock.getRestockSignUpGroupsPage(cursor);
  }

  /** Every restock sign-up group, paging by cursor until hasNextPage is false. */
  restockSignUpGroups(): ReturnType<RestockCalls['restockSignUpGroups']> {
    return this.#restock.restockSignUpGroups();
  }

  /** Collects every restock sign-up group into an array. */
  getAllRestockSignUpGroups(): ReturnType<RestockCalls['getAllRestockSignUpGroups']> {
    return this.#restock.getAllRestockSignUpGroups();
  }

  /** One page of restock sign-ups of a variant (every variant when ids are undefined); the first page without a cursor. */
  getRestockSignUpsPage(productId: string | undefined, variantId: string | undefined, cursor?: string): ReturnType<RestockCalls['getRestockSignUpsPage']> {
    return this.#restock.getRestockSignUpsPage(productId, variantId, cursor);
  }

  /** Every restock sign-up of a variant, paging by cursor until hasNextPage is false. */
  restockSignUps(productId?: string, variantId?: string): ReturnType<RestockCalls['restockSignUps']> {
    return this.#restock.restockSignUps(productId, variantId);
  }

  /** Collects every restock sign-up of a variant into an array. */
  getAllRestockSignUps(productId?: string, variantId?: string): ReturnType<RestockCalls['getAllRestockSignUps']> {
    return this.#restock.getAllRestockSignUps(productId, variantId);
  }

  /** Sends the restock notices of one variant. */
  sendRestockNotifications(request: RestockSendRequest): ReturnType<RestockCalls['sendRestockNotifications']> {
    return this.#restock.sendRestockNotifications(request);
  }

  /** Sends the restock notices of several variants. */
  sendAllRestockNotifications(sendRequests: readonly RestockSendRequest[]): ReturnType<RestockCalls['sendAllRestockNotifications']> {
    return this.#restock.sendAllRestockNotifications(sendRequests);
  }

  /** Records an analytics event, form-encoded with the crumb; never rejects. */
  recordEvent(event: string, data: Readonly<Record<string, unknown>>, extraFields: Readonly<Record<string, string | number | boolean>> = {}): ReturnType<TrackingCalls['recordEvent']> {
    return this.#tracking.recordEvent(event, data, extraFields);
  }

  /** Records a census page hit, form-encoded; never rejects. */
  recordCensusHit(event: string, data: Readonly<Record<string, unknown>>, visitorRecord?: string): ReturnType<TrackingCalls['recordCensusHit']> {
    return this.#tracking.recordCensusHit(event, data, visitorRecord);
  }

  /** Records a button click with the 2500 ms census timeout; never rejects. */
  recordButtonClick(input: CensusButtonInput): ReturnType<TrackingCalls['recordButtonClick']> {
    return this.#tracking.recordButtonClick(input);
  }

  /** Records a button render with the 2500 ms census timeout; never rejects. */
  recordButtonRender(input: CensusButtonInput): ReturnType<TrackingCalls['recordButtonRender']> {
    return this.#tracking.recordButtonRender(input);
  }

  /** Records a form render; never rejects. */
  recordFormRender(formId: string, visitorCookie: string, pageFields: CensusPageFields = {}): ReturnType<TrackingCalls['recordFormRender']> {
    return this.#tracking.recordFormRender(formId, visitorCookie, pageFields);
  }

  /** Records a popup overlay view; never rejects. */
  recordOverlay(visitorCookie: string, pageFields: CensusPageFields = {}): ReturnType<TrackingCalls['recordOverlay']> {
    return this.#tracking.recordOverlay(visitorCookie, pageFields);
  }

  /** Records a product quick view (no body); never rejects. */
  recordQuickView(itemId: string): ReturnType<TrackingCalls['recordQuickView']> {
    return this.#tracking.recordQuickView(itemId);
  }

  /** Reports JavaScript error records (data sent as a JSON string, crumb header from the crumb cookie). */
  recordJavascriptErrors(records: readonly JavascriptErrorRecord[]): ReturnType<TelemetryCalls['recordJavascriptErrors']> {
    return this.#telemetry.recordJavascriptErrors(records);
  }

  /** Reads the performance collector settings; rejects with code 'http-error'/'server-error' (unexpected status) or 'timeout'. */
  getPerformanceSettings(timeoutMs: number): ReturnType<TelemetryCalls['getPerformanceSettings']> {
    return this.#telemetry.getPerformanceSettings(timeoutMs);
  }

  /** Sends a batch of performance events as a text/plain JSON array (the XHR fallback of the beacon). */
  sendPerformanceRecords(events: readonly PerformanceEvent[]): ReturnType<TelemetryCalls['sendPerformanceRecords']> {
    return this.#telemetry.sendPerformanceRecords(events);
  }
}
