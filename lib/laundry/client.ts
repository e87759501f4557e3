/**
 * The client of the Laundry Order Placement Service: one typed function per endpoint of the seed.
 * How a call is sent (headers, timeouts, retries, errors) is the transport's (transport.ts).
 *
 * @invariant endpoint-described-once Every endpoint is described once here: method, base, path, template, token, query, and the
 *    schemas its body is built through and its response is parsed by (`schemas/`).
 * @invariant path-ids-uri-encoded Ids in a path are URI-encoded.
 */
import type { LaundryClientConfig } from '../config';
import { windowsQueryDate } from './query-string';
import * as s from './schemas';
import { createTransport, type LaundryClientDeps } from './transport';

export type { LaundryClientDeps } from './transport';

/**
 * Creates a client for one deployment's service.
 * @example
 * const laundry = createLaundryClient(config.laundry);
 * const store = await laundry.findStore(token, address.googlePlacesId);
 */
export function createLaundryClient(config: LaundryClientConfig, deps: LaundryClientDeps = {}) {
  const { call, body, close } = createTransport(config, deps);

  const seg = (value: number) => encodeURIComponent(String(value));
  const paymentMethodsOf = (token: string): Promise<s.PaymentMethod[]> =>
    call({
      method: 'GET',
      base: 'common',
      path: '/customers/payment-methods',
      template: '/customers/payment-methods',
      token,
      response: s.paymentMethodsResponseSchema,
    });

  return {
    /** POST {auth_url}/customers — creates a customer; the service then texts them an OTP. */
    async createCustomer(customer: s.CustomerCreationRequest): Promise<void> {
      await call({
        method: 'POST',
        base: 'auth',
        path: '/customers',
        template: '/customers',
        body: body(s.customerCreationRequestSchema, customer, 'POST /customers'),
        response: s.customerCreationResponseSchema,
        anyBody: true,
      });
    },

    /** POST /request-otp — texts a one-time code to a known customer's phone. */
    async requestOtp(otpRequest: s.RequestOtpRequest): Promise<void> {
      await call({
        method: 'POST',
        base: 'common',
        path: '/request-otp',
        template: '/request-otp',
        body: body(s.requestOtpRequestSchema, otpRequest, 'POST /request-otp'),
        response: s.requestOtpResponseSchema,
        anyBody: true,
      });
    },

    /** POST /verify-otp — exchanges the code for a bearer token and the customer's id. */
    verifyOtp(verification: s.VerifyOtpRequest): Promise<s.VerifyOtpResponse> {
      return call({
        method: 'POST',
        base: 'common',
        path: '/verify-otp',
        template: '/verify-otp',
        body: body(s.verifyOtpRequestSchema, verification, 'POST /verify-otp'),
        response: s.verifyOtpResponseSchema,
      });
    },

    /** GET /stores/available — the store nearest to an address's place id. */
    findStore(token: string, googlePlacesId: string): Promise<s.Store> {
      return call({
        method: 'GET',
        base: 'common',
        path: '/stores/available',
        template: '/stores/available',
        token,
        query: { googlePlacesId },
        response: s.storeSchema,
      });
    },

    /**
     * GET /stores/{storeId}/services — services with modifiers.
     * GAP: query parameters are not shown; the seed says "for a store and address", so the
     * address's `googlePlacesId` is sent.
     */
    listServices(token: string, storeId: number, googlePlacesId: string): Promise<s.Service[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/services`,
        template: '/stores/:storeId/services',
        token,
        query: { googlePlacesId },
        response: s.servicesResponseSchema,
      });
    },

    /**
     * GET /stores/{storeId}/delivery-windows — pickup or return windows of one calendar day.
     * GAP: how several `servicesIds` are written is not shown; they are indexed like `categories`.
     */
    listDeliveryWindows(
      token: string,
      storeId: number,
      query: s.DeliveryWindowsQuery,
    ): Promise<s.DeliveryWindows> {
      const q = body(s.deliveryWindowsQuerySchema, query, 'GET /stores/:storeId/delivery-windows');
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/delivery-windows`,
        template: '/stores/:storeId/delivery-windows',
        token,
        query: {
          date: windowsQueryDate(q.date),
          type: q.type,
          googlePlacesId: q.googlePlacesId,
          categories: q.categories,
          servicesIds: q.servicesIds,
        },
        response: s.deliveryWindowsResponseSchema,
      });
    },

    /** GET /stores/{storeId}/delivery-settings — the store's delivery settings (shape: see schemas). */
    getDeliverySettings(token: string, storeId: number): Promise<s.DeliverySettings> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/delivery-settings`,
        template: '/stores/:storeId/delivery-settings',
        token,
        response: s.deliverySettingsResponseSchema,
      });
    },

    /** GET /stores/{storeId}/products — the store's inventory products. GAP: no query is sent. */
    listProducts(token: string, storeId: number): Promise<s.InventoryProduct[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/stores/${seg(storeId)}/products`,
        template: '/stores/:storeId/products',
        token,
        response: s.productsResponseSchema,
      });
    },

    /**
     * GET /customers/payment-methods — the token's customer's payment methods, their payment tokens
     * included: read only to place or change an order.
     */
    listPaymentMethods(token: string): Promise<s.PaymentMethod[]> {
      return paymentMethodsOf(token);
    },

    /**
     * GET /customers/payment-methods — the same cards as the bot shows them, without their payment
     * tokens (and nothing else the service may add): safe to keep in a conversation's state.
     */
    async listCards(token: string): Promise<s.Card[]> {
      const methods = await paymentMethodsOf(token);
      return methods.map(({ id, isDefault, last4, brand }) => ({ id, isDefault, last4, brand }));
    },

    /** GET /customers/{serviceCustomerId}/addresses — the customer's addresses. */
    async listAddresses(token: string, serviceCustomerId: number): Promise<s.Address[]> {
      const result = await call({
        method: 'GET',
        base: 'common',
        path: `/customers/${seg(serviceCustomerId)}/addresses`,
        template: '/customers/:serviceCustomerId/addresses',
        token,
        response: s.addressesResponseSchema,
      });
      return result.addresses;
    },

    /** POST /service-order — creates the order and returns its id. Never retried. */
    createOrder(token: string, order: s.CreateOrderRequest): Promise<number> {
      return call({
        method: 'POST',
        base: 'common',
        path: '/service-order',
        template: '/service-order',
        token,
        body: body(s.createOrderRequestSchema, order, 'POST /service-order'),
        response: s.createOrderResponseSchema,
      });
    },

    /** PATCH /service-order/{id}/transportation — reschedules; `delivery: null` cancels the delivery. Never retried. */
    async updateTransportation(
      token: string,
      serviceOrderId: number,
      update: s.TransportationUpdateRequest,
    ): Promise<s.OrderSummary> {
      const result = await call({
        method: 'PATCH',
        base: 'common',
        path: `/service-order/${seg(serviceOrderId)}/transportation`,
        template: '/service-order/:serviceOrderId/transportation',
        token,
        body: body(
          s.transportationUpdateRequestSchema,
          update,
          'PATCH /service-order/:serviceOrderId/transportation',
        ),
        response: s.transportationUpdateResponseSchema,
      });
      return result.order;
    },

    /** POST /customers/{id}/preferences/update — replaces the customer's chosen preference options. */
    async updatePreferences(
      token: string,
      serviceCustomerId: number,
      update: s.PreferencesUpdateRequest,
    ): Promise<void> {
      await call({
        method: 'POST',
        base: 'common',
        path: `/customers/${seg(serviceCustomerId)}/preferences/update`,
        template: '/customers/:serviceCustomerId/preferences/update',
        token,
        body: body(
          s.preferencesUpdateRequestSchema,
          update,
          'POST /customers/:serviceCustomerId/preferences/update',
        ),
        response: s.successResponseSchema,
      });
    },

    /** PATCH /customers/{id}/notes — sets the customer's notes. */
    async updateNotes(token: string, serviceCustomerId: number, update: s.NotesUpdateRequest): Promise<void> {
      await call({
        method: 'PATCH',
        base: 'common',
        path: `/customers/${seg(serviceCustomerId)}/notes`,
        template: '/customers/:serviceCustomerId/notes',
        token,
        body: body(s.notesUpdateRequestSchema, update, 'PATCH /customers/:serviceCustomerId/notes'),
        response: s.successResponseSchema,
      });
    },

    /** GET /business/{businessId}/preferences-choices — the business's preferences and the customer's picks. */
    listPreferenceChoices(token: string, businessId: number): Promise<s.PreferenceChoice[]> {
      return call({
        method: 'GET',
        base: 'common',
        path: `/business/${seg(businessId)}/preferences-choices`,
        template: '/business/:businessId/preferences-choices',
        token,
        response: s.preferenceChoicesResponseSchema,
      });
    },

    /** Closes the keep-alive connections (tests and the local stack's shutdown). */
    close,
  };
}

export type LaundryClient = ReturnType<typeof createLaundryClient>;
