import type { ApiConnection } from './ApiConnection';
import { RESTOCK_API_PATHS } from './restockApiPaths';
import { collectAll, paginate, type CursorPage } from './paginate';
import { restockSignUpGroupsPageSchema, restockSignUpsPageSchema, type RestockSignUp, type RestockSignUpGroup } from './restockResponseSchemas';
import { anyResponseSchema } from './responseSchemas';

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

/** The restock calls of a connection. */
export type RestockCalls = ReturnType<typeof restockCalls>;

/** The restock calls (sign-up, notifications, sign-up listings, sending) of a connection. */
export function restockCalls(connection: ApiConnection) {
  const restockSignUpEndpoint = connection.options.restockSignUpEndpoint ?? { method: 'POST', path: '/api/commerce/restock-notifications' };
  const calls = {
    /** Signs a visitor up for a restock notice; errors carry the server's message (data.message). */
    async signUpForRestock(input: RestockSignUpInput): Promise<unknown> {
      return connection.transport.request({
        method: restockSignUpEndpoint.method,
        path: restockSignUpEndpoint.path,
        body: { json: { productId: input.productId, variantId: input.variantId, siteVisitorEmail: input.siteVisitorEmail, isJoinMailingList: input.isJoinMailingList, captchaToken: input.captchaToken } },
        schema: anyResponseSchema,
      });
    },
    /** Creates a restock notification for the logged-in site user. */
    async createRestockNotification(payload: Readonly<Record<string, unknown>>): Promise<unknown> {
      return connection.transport.request({ method: 'POST', path: RESTOCK_API_PATHS.restockNotifications, body: { json: payload }, schema: anyResponseSchema });
    },
    /** One page of restock sign-up groups; the first page without a cursor. */
    async getRestockSignUpGroupsPage(cursor?: string): Promise<CursorPage<RestockSignUpGroup>> {
      const page = await connection.transport.request({ method: 'GET', path: RESTOCK_API_PATHS.restockSignUpGroups, query: { cursor }, schema: restockSignUpGroupsPageSchema });
      return { items: page.signUpGroups, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
    /** Every restock sign-up group, paging by cursor until hasNextPage is false. */
    restockSignUpGroups(): AsyncGenerator<RestockSignUpGroup, void, undefined> {
      return paginate((cursor) => calls.getRestockSignUpGroupsPage(cursor));
    },
    /** Collects every restock sign-up group into an array. */
    async getAllRestockSignUpGroups(): Promise<RestockSignUpGroup[]> {
      return collectAll(calls.restockSignUpGroups());
    },
    /** One page of restock sign-ups of a variant (every variant when ids are undefined); the first page without a cursor. */
    async getRestockSignUpsPage(productId: string | undefined, variantId: string | undefined, cursor?: string): Promise<CursorPage<RestockSignUp>> {
      const page = await connection.transport.request({ method: 'GET', path: RESTOCK_API_PATHS.restockNotifications, query: { productId, variantId, cursor }, schema: restockSignUpsPageSchema });
      return { items: page.signUps, hasNextPage: page.hasNextPage, nextPageCursor: page.nextPageCursor };
    },
    /** Every restock sign-up of a variant, paging by cursor until hasNextPage is false. */
    restockSignUps(productId?: string, variantId?: string): AsyncGenerator<RestockSignUp, void, undefined> {
      return paginate((cursor) => calls.getRestockSignUpsPage(productId, variantId, cursor));
    },
    /** Collects every restock sign-up of a variant into an array. */
    async getAllRestockSignUps(productId?: string, variantId?: string): Promise<RestockSignUp[]> {
      return collectAll(calls.restockSignUps(productId, variantId));
    },
    /** Sends the restock notices of one variant. */
    async sendRestockNotifications(request: RestockSendRequest): Promise<void> {
      await connection.transport.request({ method: 'POST', path: RESTOCK_API_PATHS.restockSend, body: { json: { productId: request.productId, variantId: request.variantId } }, schema: anyResponseSchema });
    },
    /** Sends the restock notices of several variants. */
    async sendAllRestockNotifications(sendRequests: readonly RestockSendRequest[]): Promise<void> {
      await connection.transport.request({ method: 'POST', path: RESTOCK_API_PATHS.restockSendAll, body: { json: { sendRequests } }, schema: anyResponseSchema });
    },
  };
  return calls;
}
