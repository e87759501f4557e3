/**
 * zod schemas for every request and response of the Laundry Order Placement Service
 * (../shared/seed/laundry-order-api.md), with the seed's field names exactly.
 *
 * Rules:
 * - Requests the seed closes ("permits no properties other than those listed") are `strictObject`s;
 *   the client builds every request body through these schemas, so a typo fails before it is sent.
 * - Responses are `looseObject`s: unknown extra fields are kept, a missing required field is an error.
 *
 * Where the seed says "not shown", the reading chosen is decided here, once, in a comment that starts
 * with `GAP:` — the sandbox (infra/local/sandbox) accepts every reasonable reading of the same gap.
 */
import { z } from 'zod';

/** Identifiers are JSON numbers (the order-creation schema types every number as floating point). */
const id = z.number();

// ── Shared value types ─────────────────────────────────────────────────────────────────────────────

/** `YYYY-MM-DD`: the leg's `deliveryDay`, date-only ISO. */
export const deliveryDaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'deliveryDay must be YYYY-MM-DD');

/** The seed's only stated phone rule: exactly 10 digits. */
export const phoneNumberSchema = z.string().regex(/^\d{10}$/, 'phone number must have 10 digits');

export const deliveryProviderSchema = z.enum(['OWN_DRIVER', 'ON_DEMAND']);
export type DeliveryProvider = z.infer<typeof deliveryProviderSchema>;

export const returnMethodSchema = z.enum(['IN_STORE_PICKUP', 'DELIVERY']).nullable();
export type ReturnMethod = z.infer<typeof returnMethodSchema>;

export const serviceCategorySchema = z.enum(['LAUNDRY', 'DRY_CLEANING']);
export type ServiceCategory = z.infer<typeof serviceCategorySchema>;

export const windowTypeSchema = z.enum(['PICKUP', 'RETURN']);
export type WindowType = z.infer<typeof windowTypeSchema>;

/** Subscription intervals in weeks: 1, 2 or 4 (the seed's stated constraint). */
export const subscriptionIntervalSchema = z.union([z.literal(1), z.literal(2), z.literal(4)]);
export type SubscriptionInterval = z.infer<typeof subscriptionIntervalSchema>;

// ── Authentication and customers ───────────────────────────────────────────────────────────────────

export const customerCreationSchema = z.strictObject({
  firstName: z.string().min(1),
  lastName: z.string().min(1),
  phoneNumber: phoneNumberSchema,
  optOutMarketingSms: z.boolean(),
  email: z.string(),
  businessId: id,
  isCommercial: z.boolean(),
  isInvoicingEnabled: z.boolean(),
  /** Required when `isCommercial` and `isInvoicingEnabled` are both true (refined below). */
  businessName: z.string().optional(),
});
export const customerCreationRequestSchema = customerCreationSchema.refine(
  (body) => !(body.isCommercial && body.isInvoicingEnabled) || Boolean(body.businessName?.trim()),
  { message: 'businessName is required for a commercial customer with invoicing', path: ['businessName'] },
);
export type CustomerCreationRequest = z.infer<typeof customerCreationRequestSchema>;

/**
 * GAP: the request-otp body is not shown. Reading: `{ phoneNumber, businessId }` — the phone in the
 * same 10-digit form as customer creation, and the business the customer belongs to (the service
 * is multi-business, as `businessId` in customer creation shows).
 */
export const requestOtpRequestSchema = z.strictObject({ phoneNumber: phoneNumberSchema, businessId: id });
export type RequestOtpRequest = z.infer<typeof requestOtpRequestSchema>;

/** GAP: the request-otp response is not shown. Reading: any JSON body on 2xx means "sent"; it is not read. */
export const requestOtpResponseSchema = z.unknown();

/** GAP: the verify-otp body is not shown. Reading: `{ phoneNumber, otp }`. */
export const verifyOtpRequestSchema = z.strictObject({
  phoneNumber: phoneNumberSchema,
  otp: z.string().min(1),
});
export type VerifyOtpRequest = z.infer<typeof verifyOtpRequestSchema>;

/**
 * The seed shows only `token`. GAP: where the customer id comes from after sign-in is not shown.
 * Reading: the verify-otp response also names the customer, as `serviceCustomerId` (the seed's name
 * for it everywhere else) or, failing that, as `customer.id`; a response with neither is a schema
 * error (kind `unexpected_response`), never a guess.
 *
 * GAP: the seed shows no customer record and no name after sign-in, yet the bot greets the account's
 * first name so that someone signed in to an account not theirs notices at once. Reading: the first
 * name is `customer.firstName`, or failing that `firstName`, when the response carries one (a value
 * that is not a string counts as absent, never as an error). Without it the greeting uses the first
 * name given at sign-up in the same conversation, else it is neutral and names the masked phone number
 * ("You're signed in to the account of (***) ***-0101."). The sandbox answers with `customer`, and can
 * leave it out (`verifyOtpNames: false`) so the reading without it is exercised too.
 */
const firstNameSchema = z.string().optional().catch(undefined);
export const verifyOtpResponseSchema = z
  .looseObject({
    token: z.string().min(1),
    serviceCustomerId: id.optional(),
    firstName: firstNameSchema,
    customer: z.looseObject({ id, firstName: firstNameSchema }).optional(),
  })
  .transform((body, ctx) => {
    const serviceCustomerId = body.serviceCustomerId ?? body.customer?.id;
    if (serviceCustomerId === undefined) {
      ctx.addIssue({ code: 'custom', message: 'missing serviceCustomerId', path: ['serviceCustomerId'] });
      return z.NEVER;
    }
    return { ...body, serviceCustomerId, firstName: body.customer?.firstName ?? body.firstName };
  });
export type VerifyOtpResponse = z.infer<typeof verifyOtpResponseSchema>;

/** GAP: the customer-creation response is "OTP code sent", shape not shown. Reading: any JSON on 2xx. */
export const customerCreationResponseSchema = z.unknown();

// ── Stores, services, windows ──────────────────────────────────────────────────────────────────────

/**
 * GAP: the seed shows no store fields beyond `id`, `name` and `address`, so whether the store data
 * carries its time zone is not shown (defect 17: window times use the store's zone when the service
 * gives one, else TIME_ZONE). Reading, loosely: `timeZone`, `timezone` or `time_zone` (first usable
 * one wins), a string `Intl.DateTimeFormat` accepts, exposed canonical as `timeZone`
 * (`america/new_york` → `America/New_York`). Anything else there — a number, an unknown zone — is
 * ignored, never an error: the caller falls back to TIME_ZONE. `timeZone` on the parsed store is only
 * ever a valid zone; `timezone` and `time_zone` are kept as they came, like any unknown field.
 */
const STORE_TIME_ZONE_FIELDS = ['timeZone', 'timezone', 'time_zone'] as const;

/** The canonical IANA name of `value` when it is a zone `Intl` knows; otherwise undefined. */
export function readTimeZone(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: value.trim() }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

export const storeSchema = z
  .looseObject({ id, name: z.string(), address: z.string() })
  .transform((store): typeof store & { timeZone?: string } => {
    const { timeZone: _raw, ...rest } = store;
    for (const field of STORE_TIME_ZONE_FIELDS) {
      const timeZone = readTimeZone(store[field]);
      if (timeZone !== undefined) return { ...rest, timeZone };
    }
    return rest;
  });
export type Store = z.infer<typeof storeSchema>;

export const modifierSchema = z.looseObject({ id, name: z.string() });
export type Modifier = z.infer<typeof modifierSchema>;

export const serviceSchema = z.looseObject({
  id,
  name: z.string(),
  description: z.string(),
  modifiers: z.array(modifierSchema),
});
export type Service = z.infer<typeof serviceSchema>;
export const servicesResponseSchema = z.array(serviceSchema);

export const onDemandWindowSchema = z.looseObject({
  id,
  dayIndex: z.number(),
  deliveryFeeInCents: z.number(),
  display: z.looseObject({ displayDate: z.string(), price: z.string() }),
  startTime: z.string(),
  endTime: z.string(),
});
export type OnDemandWindow = z.infer<typeof onDemandWindowSchema>;

export const ownWindowSchema = onDemandWindowSchema.extend({
  maxStops: z.number().nullable(),
  orderDeliveriesCount: z.number(),
  recurringSubscriptionCount: z.number(),
  serviceType: z.string(),
});
export type OwnWindow = z.infer<typeof ownWindowSchema>;

export const deliveryWindowsResponseSchema = z.looseObject({
  onDemandDelivery: z.array(onDemandWindowSchema),
  ownDelivery: z.array(ownWindowSchema),
  onDemandProviderDetails: z.looseObject({ name: z.string() }),
});
export type DeliveryWindows = z.infer<typeof deliveryWindowsResponseSchema>;

export const deliveryWindowsQuerySchema = z.strictObject({
  /** The day to list, sent as `YYYY-MM-DDTHH:mm:ss` (midnight of that calendar day). */
  date: deliveryDaySchema,
  type: windowTypeSchema,
  googlePlacesId: z.string().min(1),
  categories: z.array(serviceCategorySchema).min(1),
  servicesIds: z.array(id),
});
export type DeliveryWindowsQuery = z.infer<typeof deliveryWindowsQuerySchema>;

/**
 * GAP: delivery-settings' query and response are not shown. Reading: no query; the response is an
 * object whose fields are kept as they come. The one the bot reads is `turnAroundInHours`, when
 * present (order creation requires it and nothing else in the seed supplies it).
 */
export const deliverySettingsResponseSchema = z.looseObject({ turnAroundInHours: z.number().optional() });
export type DeliverySettings = z.infer<typeof deliverySettingsResponseSchema>;

export const inventoryProductSchema = z.looseObject({
  productId: id,
  storeId: id,
  description: z.string(),
  price: z.number(),
  lineItemName: z.string(),
  inventoryImage: z.string(),
  inventoryCategory: z.string(),
  lineItemType: z.string(),
  isTaxable: z.boolean(),
  isArchived: z.boolean(),
  quantity: z.number(),
});
export type InventoryProduct = z.infer<typeof inventoryProductSchema>;
export const productsResponseSchema = z.array(inventoryProductSchema);

// ── Customer data ──────────────────────────────────────────────────────────────────────────────────

export const addressSchema = z.looseObject({
  id,
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  instructions: z.string(),
  googlePlacesId: z.string(),
  countryCode: z.string(),
  postalCode: z.string(),
  lat: z.number(),
  lng: z.number(),
  leaveAtDoor: z.boolean(),
  hasSubscriptions: z.boolean(),
  hasServiceOrders: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;
export const addressesResponseSchema = z.looseObject({ addresses: z.array(addressSchema) });

export const paymentMethodSchema = z.looseObject({
  paymentMethodToken: z.string(),
  id,
  isDefault: z.boolean(),
  last4: z.string(),
  brand: z.string(),
  hasSubscriptions: z.boolean(),
  /** A number in the seed's response shape, described as a boolean: either is accepted. */
  hasServiceOrders: z.union([z.number(), z.boolean()]),
});
export type PaymentMethod = z.infer<typeof paymentMethodSchema>;
export const paymentMethodsResponseSchema = z.array(paymentMethodSchema);

export const preferenceOptionSchema = z.looseObject({
  id,
  value: z.string(),
  isDefault: z.boolean(),
  selected: z.boolean(),
  selectionId: id.optional(),
});
export const preferenceChoiceSchema = z.looseObject({
  id,
  fieldName: z.string(),
  options: z.array(preferenceOptionSchema),
});
export type PreferenceChoice = z.infer<typeof preferenceChoiceSchema>;
export const preferenceChoicesResponseSchema = z.array(preferenceChoiceSchema);

export const preferencesUpdateRequestSchema = z.strictObject({
  businessId: id,
  /** Keys are preference ids as strings; values are arrays of option ids. */
  preferenceOptions: z.record(z.string().regex(/^\d+$/), z.array(id)),
});
export type PreferencesUpdateRequest = z.infer<typeof preferencesUpdateRequestSchema>;

export const notesUpdateRequestSchema = z.strictObject({ businessId: id, notes: z.string() });
export type NotesUpdateRequest = z.infer<typeof notesUpdateRequestSchema>;

export const successResponseSchema = z.looseObject({ success: z.boolean() });

// ── Orders ─────────────────────────────────────────────────────────────────────────────────────────

/**
 * A delivery leg (`orderDelivery.pickup` / `.delivery`).
 *
 * GAP: the schema lists `deliveryWindow` and `timingsId` as required but does not declare them, and
 * the samples omit them; which leg fields the service enforces is not shown. Reading: the bot sends
 * exactly the declared properties, always including `courierTip` and `subsidyInCents` (required by
 * the schema; 0 when none), so the body passes both the declared-properties rule and the samples.
 *
 * GAP: units of `totalDeliveryCost` and `courierTip` are not shown. Reading: dollars, because the
 * fields measured in cents say so in their names (`subsidyInCents`, `…CostInCents`).
 *
 * GAP: an on-demand window has no `thirdPartyDeliveryId` field. Reading: for ON_DEMAND legs the
 * on-demand window's own `id` is the provider's window id; own-driver legs send null.
 */
export const deliveryLegSchema = z.strictObject({
  deliveryDay: deliveryDaySchema,
  deliveryProvider: deliveryProviderSchema,
  windowId: id,
  totalDeliveryCost: z.number(),
  courierTip: z.number(),
  subsidyInCents: z.number(),
  thirdPartyDeliveryId: z.union([z.string(), z.number()]).nullable(),
  thirdPartyDeliveryCostInCents: z.number(),
});
export type DeliveryLeg = z.infer<typeof deliveryLegSchema>;

export const orderServiceItemSchema = z.strictObject({
  servicePriceId: id,
  serviceModifierIds: z.array(id).optional(),
  serviceNotes: z.string().nullable().optional(),
});
export type OrderServiceItem = z.infer<typeof orderServiceItemSchema>;

/**
 * The body of POST /service-order; no other properties are permitted.
 *
 * GAP: the schema marks `serviceCustomerId`, `hangDryInstructions` and `orderNotes` required, the
 * samples omit them. Reading: the bot always sends them (empty strings when the customer gave none).
 *
 * GAP: `paymentToken` "is left empty" when no card is on file. Reading: sent as the empty string.
 */
export const createOrderRequestSchema = z.strictObject({
  customerAddressId: id,
  orderDelivery: z.strictObject({
    pickup: deliveryLegSchema.optional(),
    delivery: deliveryLegSchema.optional(),
  }),
  returnMethod: returnMethodSchema,
  bagCount: z.number().int().positive(),
  storeId: id,
  serviceCustomerId: id,
  orderServices: z.array(orderServiceItemSchema).optional(),
  hasDryCleaning: z.boolean(),
  isHangDrySelected: z.boolean(),
  subscription: z.strictObject({ interval: subscriptionIntervalSchema }).optional(),
  turnAroundInHours: z.number(),
  paymentToken: z.string().optional(),
  tipAmount: z.number().optional(),
  tipOption: z.string().optional(),
  promoCode: z.string().optional(),
  hangDryInstructions: z.string(),
  orderNotes: z.string(),
});
export type CreateOrderRequest = z.infer<typeof createOrderRequestSchema>;

/** Response 200 of POST /service-order: a single number, the new order id. */
export const createOrderResponseSchema = z.number();

/**
 * `delivery` of the transportation update, as the seed declares it.
 *
 * GAP: the meaning of `deliveryWindow` (array of number) and `timingsId` is not shown. Reading:
 * `timingsId` is the chosen window's `id` from the delivery-windows endpoint, and `deliveryWindow`
 * is that window's `[startTime, endTime]` in epoch milliseconds.
 */
export const transportationLegSchema = z.strictObject({
  deliveryWindow: z.array(z.number()).optional(),
  courierTip: z.number().optional(),
  serviceCustomerAddressId: id.optional(),
  timingsId: id.optional(),
  thirdPartyDeliveryId: z.string().optional(),
});
export type TransportationLeg = z.infer<typeof transportationLegSchema>;

/**
 * GAP: the fields of `pickup` in the transportation update are not shown. Reading: the same shape as
 * `delivery` (the seed says the update changes "pickup and delivery (window, address, provider, tip)"
 * alike, and `delivery` is the only shape it gives).
 */
export const transportationUpdateRequestSchema = z.strictObject({
  pickup: transportationLegSchema.optional(),
  /** null cancels a scheduled delivery; omitted leaves it unchanged. */
  delivery: transportationLegSchema.nullable().optional(),
  paymentMethodToken: z.string().optional(),
});
export type TransportationUpdateRequest = z.infer<typeof transportationUpdateRequestSchema>;

/**
 * GAP: the units of `orderTotal`, `netOrderTotal`, `pickupDeliveryFee` and `returnDeliveryFee` are not
 * shown. Reading: dollars (52.4 is $52.40), like `totalDeliveryCost`, the tips and a product's
 * `price`: the seed names every amount it keeps in cents with `InCents` (`deliveryFeeInCents`,
 * `subsidyInCents`, `thirdPartyDeliveryCostInCents`), and these have no such suffix. They are kept as
 * the service sent them and turned into cents only to be shown, by `centsOfDollars`.
 */
/** Cents of an amount the service gives in dollars (see the GAPs above: no `InCents` in its name). */
export function centsOfDollars(dollars: number): number {
  return Math.round(dollars * 100);
}

export const orderSummarySchema = z.looseObject({
  id,
  status: z.string(),
  orderTotal: z.number(),
  netOrderTotal: z.number(),
  paymentStatus: z.string(),
  pickupDeliveryFee: z.number(),
  returnDeliveryFee: z.number(),
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;
export const transportationUpdateResponseSchema = z.looseObject({ order: orderSummarySchema });

// ── Errors ─────────────────────────────────────────────────────────────────────────────────────────

/** The seed's two error shapes: `{ "error": "…" }` and a bare JSON string such as `"Customer is required"`. */
export const errorBodySchema = z.union([z.looseObject({ error: z.string() }), z.string()]);
