/**
 * In-memory fakes of the dialog engine's ports (`LaundryPort`, `LedgerPort`, `SignInAttemptsPort`,
 * `CustomerNotesPort`) and `transcript`, which talks to an engine turn after turn: fast engine-level
 * tests with no network and no DynamoDB.
 *
 * The world of the fakes: one business, one customer (one address, one Visa card), one store, two
 * services (Wash & Fold with one modifier, Dry Cleaning), and delivery windows laid out from a fixed
 * clock for the store's own drivers and an on-demand courier. The laundry fake checks request bodies
 * with the client's own schemas (a body the client would refuse is refused the same way), returns
 * copies of the seed's response shapes, records every call, and can be told to make the next call of
 * a method fail with a `LaundryApiError` of a given kind.
 */

import type { z } from 'zod';
import { renderReplies } from '../../lib/channels/console/render';
import { createDialogEngine, type DialogEngine, type DialogOutcome } from '../../lib/dialog/engine';
import type { Registry } from '../../lib/dialog/registry';
import type { ChannelFacts } from '../../lib/dialog/step';
import type { DialogInput, DialogState, PromptReply, Reply, Session } from '../../lib/dialog/types';
import { REGISTRY } from '../../lib/flows';
import type {
  CustomerNotesPort,
  FlowDeps,
  LaundryPort,
  LedgerPort,
  SignInAttemptsPort,
} from '../../lib/flows/deps';
import { LaundryApiError, type LaundryErrorKind } from '../../lib/laundry/errors';
import * as s from '../../lib/laundry/schemas';
import { StoreError } from '../../lib/store/errors';
import type { LedgerRecord, ReadOptions, SettleOutcome } from '../../lib/store/order-ledger';
import type { SendAllowance } from '../../lib/store/sign-in-attempts';
import type { Language } from '../../lib/words';
import { businessGlossary } from '../../lib/words/glossary';

// ── The world ──────────────────────────────────────────────────────────────────────────────────────

/** Monday 2025-06-09, 9:00 in New York. */
export const FAKE_NOW = new Date('2025-06-09T13:00:00.000Z');
export const FAKE_TIME_ZONE = 'America/New_York';

export const FAKE = {
  businessId: 42,
  phone: '2125550101',
  otp: '123456',
  customerId: 7001,
  firstName: 'Dana',
  token: 'fake-token-7001',
  addressId: 301,
  googlePlacesId: 'ChIJ-fake-place-301',
  storeId: 11,
  storeName: 'Main Street Laundry',
  laundryServiceId: 201,
  modifierId: 501,
  dryCleaningServiceId: 202,
  paymentMethodId: 901,
  paymentToken: 'pm_visa_4242',
  courierName: 'Swift Courier',
  turnAroundInHours: 48,
  firstOrderId: 9001,
} as const;

const ADDRESS: s.Address = {
  id: FAKE.addressId,
  address1: '12 Main St',
  address2: 'Apt 4',
  city: 'Springfield',
  instructions: '',
  googlePlacesId: FAKE.googlePlacesId,
  countryCode: 'US',
  postalCode: '10001',
  lat: 40.75,
  lng: -73.99,
  leaveAtDoor: false,
  hasSubscriptions: false,
  hasServiceOrders: false,
};

const STORE: s.Store = { id: FAKE.storeId, name: FAKE.storeName, address: '1 Market Sq' };

const SERVICES: s.Service[] = [
  {
    id: FAKE.laundryServiceId,
    name: 'Wash & Fold',
    description: 'Washed, dried and folded',
    modifiers: [{ id: FAKE.modifierId, name: 'Hypoallergenic detergent' }],
  },
  {
    id: FAKE.dryCleaningServiceId,
    name: 'Dry Cleaning',
    description: 'Shirts, suits and dresses',
    modifiers: [],
  },
];

const CARD: s.PaymentMethod = {
  paymentMethodToken: FAKE.paymentToken,
  id: FAKE.paymentMethodId,
  isDefault: true,
  last4: '4242',
  brand: 'Visa',
  hasSubscriptions: false,
  hasServiceOrders: 0,
};

/** A window as local `HH:MM` start and end on the wall clock of the fake's zone. */
export type LocalWindow = readonly [start: string, end: string];

export const DEFAULT_OWN_WINDOWS: LocalWindow[] = [
  ['08:00', '10:00'],
  ['12:00', '14:00'],
  ['16:00', '18:00'],
];
export const DEFAULT_ON_DEMAND_WINDOWS: LocalWindow[] = [
  ['10:00', '11:00'],
  ['18:00', '19:00'],
];
const OWN_FEE_CENTS = 500;
const ON_DEMAND_FEE_CENTS = 799;

/** A mutable clock shared by the fakes and the engine. */
export interface FakeClock {
  now(): Date;
  set(instant: Date): void;
  advance(ms: number): void;
}

export function createClock(start: Date = FAKE_NOW): FakeClock {
  let current = start.getTime();
  return {
    now: () => new Date(current),
    set: (instant) => {
      current = instant.getTime();
    },
    advance: (ms) => {
      current += ms;
    },
  };
}

/** The instant of `HH:MM` on `day` on the wall clock of `timeZone` (ISO, UTC). */
export function zonedInstant(day: string, hhmm: string, timeZone: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  const [hour, minute] = hhmm.split(':').map(Number) as [number, number];
  const guess = Date.UTC(year, month - 1, date, hour, minute);
  const offset = (at: number) => {
    const parts = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
    }).formatToParts(new Date(at));
    const part = (type: string) => Number(parts.find((p) => p.type === type)?.value);
    return Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute')) - at;
  };
  const first = guess - offset(guess);
  return new Date(guess - offset(first)).toISOString();
}

/** The calendar day of an instant in a zone, `YYYY-MM-DD`. */
function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T12:00:00Z`) - Date.parse(`${from}T12:00:00Z`)) / 86_400_000);

/** The id the fake gives the `index`th window of a provider on `day` (stable across calls). */
export function fakeWindowId(day: string, provider: s.DeliveryProvider, index: number): number {
  return Number(`${day.replaceAll('-', '')}${provider === 'OWN_DRIVER' ? 1 : 2}${index}`);
}

// ── Laundry ────────────────────────────────────────────────────────────────────────────────────────

export type LaundryMethod = keyof LaundryPort;

export interface LaundryCall {
  method: LaundryMethod;
  /** The arguments as passed (deep copies). */
  args: unknown[];
}

export interface FailureOptions {
  /** The service's message; a default naming the method otherwise. */
  serviceMessage?: string;
  /** The request may have been applied (a timeout on a POST). */
  outcomeUnknown?: boolean;
  status?: number;
}

export interface FakeLaundryOptions {
  clock?: FakeClock;
  timeZone?: string;
  ownWindows?: LocalWindow[];
  onDemandWindows?: LocalWindow[];
  /** The store's own zone, as its data would name it. */
  storeTimeZone?: string;
}

const OPERATIONS: Record<LaundryMethod, string> = {
  createCustomer: 'POST /customers',
  requestOtp: 'POST /request-otp',
  verifyOtp: 'POST /verify-otp',
  findStore: 'GET /stores/available',
  listServices: 'GET /stores/:storeId/services',
  listDeliveryWindows: 'GET /stores/:storeId/delivery-windows',
  getDeliverySettings: 'GET /stores/:storeId/delivery-settings',
  listPaymentMethods: 'GET /customers/payment-methods',
  listCards: 'GET /customers/payment-methods',
  listAddresses: 'GET /customers/:serviceCustomerId/addresses',
  createOrder: 'POST /service-order',
  updateTransportation: 'PATCH /service-order/:serviceOrderId/transportation',
  listPreferenceChoices: 'GET /business/:businessId/preferences-choices',
  updatePreferences: 'POST /customers/:serviceCustomerId/preferences/update',
  updateNotes: 'PATCH /customers/:serviceCustomerId/notes',
  listProducts: 'GET /stores/:storeId/products',
};

const STATUS_OF_KIND: Record<LaundryErrorKind, number> = {
  not_found: 404,
  unauthorized: 401,
  invalid: 400,
  unavailable: 503,
  unexpected_response: 200,
};

export class FakeLaundry implements LaundryPort {
  /** Every call, in order (failed ones included: they were sent). */
  readonly calls: LaundryCall[] = [];
  /** Orders created: id and body as received. */
  readonly orders: { id: number; body: s.CreateOrderRequest }[] = [];
  private readonly failures = new Map<LaundryMethod, LaundryApiError[]>();
  private nextOrderId: number = FAKE.firstOrderId;
  private readonly clock: FakeClock;
  private readonly timeZone: string;
  private readonly ownWindows: LocalWindow[];
  private readonly onDemandWindows: LocalWindow[];
  private readonly storeTimeZone: string | undefined;

  constructor(options: FakeLaundryOptions = {}) {
    this.clock = options.clock ?? createClock();
    this.timeZone = options.timeZone ?? FAKE_TIME_ZONE;
    this.ownWindows = options.ownWindows ?? DEFAULT_OWN_WINDOWS;
    this.onDemandWindows = options.onDemandWindows ?? DEFAULT_ON_DEMAND_WINDOWS;
    this.storeTimeZone = options.storeTimeZone;
  }

  /** Makes the next call of `method` throw a LaundryApiError of `kind` (queued: one per call). */
  failNext(method: LaundryMethod, kind: LaundryErrorKind, options: FailureOptions = {}): void {
    const error = new LaundryApiError({
      kind,
      operation: OPERATIONS[method],
      status: options.status ?? STATUS_OF_KIND[kind],
      serviceMessage: options.serviceMessage ?? `fake ${kind} failure of ${method}`,
      ...(options.outcomeUnknown ? { outcomeUnknown: true } : {}),
    });
    this.failures.set(method, [...(this.failures.get(method) ?? []), error]);
  }

  /** The calls of one method, in order. */
  callsOf(method: LaundryMethod): LaundryCall[] {
    return this.calls.filter((call) => call.method === method);
  }

  /** The bodies of every createOrder call (sent, whether or not it succeeded). */
  createOrderBodies(): s.CreateOrderRequest[] {
    return this.callsOf('createOrder').map((call) => call.args[1] as s.CreateOrderRequest);
  }

  /** Records the call, then throws the failure queued for it, if any. */
  private enter(method: LaundryMethod, args: unknown[]): void {
    this.calls.push({ method, args: structuredClone(args) });
    const queued = this.failures.get(method);
    const failure = queued?.shift();
    if (failure) throw failure;
  }

  private fail(method: LaundryMethod, kind: LaundryErrorKind, serviceMessage: string): never {
    throw new LaundryApiError({
      kind,
      operation: OPERATIONS[method],
      status: STATUS_OF_KIND[kind],
      serviceMessage,
    });
  }

  /** A body the real client refuses before sending it ("not sent"), refused alike. */
  private check(method: LaundryMethod, schema: z.ZodType, value: unknown): void {
    const parsed = schema.safeParse(value);
    if (!parsed.success) {
      const path = parsed.error.issues[0]?.path.map(String).join('.') || '(body)';
      this.fail(method, 'invalid', `request field ${path}: invalid (not sent)`);
    }
  }

  private authorize(method: LaundryMethod, token: string): void {
    if (token !== FAKE.token) this.fail(method, 'unauthorized', 'Unauthorized');
  }

  async createCustomer(customer: s.CustomerCreationRequest): Promise<void> {
    this.enter('createCustomer', [customer]);
    this.check('createCustomer', s.customerCreationRequestSchema, customer);
    if (customer.phoneNumber === FAKE.phone)
      this.fail('createCustomer', 'invalid', 'Customer already exists');
  }

  async requestOtp(request: s.RequestOtpRequest): Promise<void> {
    this.enter('requestOtp', [request]);
    this.check('requestOtp', s.requestOtpRequestSchema, request);
    if (request.phoneNumber !== FAKE.phone || request.businessId !== FAKE.businessId) {
      this.fail('requestOtp', 'not_found', 'Customer is not found');
    }
  }

  async verifyOtp(verification: s.VerifyOtpRequest): Promise<s.VerifyOtpResponse> {
    this.enter('verifyOtp', [verification]);
    this.check('verifyOtp', s.verifyOtpRequestSchema, verification);
    if (verification.phoneNumber !== FAKE.phone) this.fail('verifyOtp', 'not_found', 'Customer is not found');
    if (verification.otp !== FAKE.otp) this.fail('verifyOtp', 'invalid', 'Invalid OTP');
    return { token: FAKE.token, serviceCustomerId: FAKE.customerId, firstName: FAKE.firstName };
  }

  async findStore(token: string, googlePlacesId: string): Promise<s.Store> {
    this.enter('findStore', [token, googlePlacesId]);
    this.authorize('findStore', token);
    if (googlePlacesId !== FAKE.googlePlacesId) this.fail('findStore', 'not_found', 'Store is not found');
    return structuredClone({ ...STORE, ...(this.storeTimeZone ? { timeZone: this.storeTimeZone } : {}) });
  }

  async listServices(token: string, storeId: number, googlePlacesId: string): Promise<s.Service[]> {
    this.enter('listServices', [token, storeId, googlePlacesId]);
    this.authorize('listServices', token);
    if (storeId !== FAKE.storeId) this.fail('listServices', 'not_found', 'Store is not found');
    return structuredClone(SERVICES);
  }

  async listDeliveryWindows(
    token: string,
    storeId: number,
    query: s.DeliveryWindowsQuery,
  ): Promise<s.DeliveryWindows> {
    this.enter('listDeliveryWindows', [token, storeId, query]);
    this.check('listDeliveryWindows', s.deliveryWindowsQuerySchema, query);
    this.authorize('listDeliveryWindows', token);
    if (storeId !== FAKE.storeId) this.fail('listDeliveryWindows', 'not_found', 'Store is not found');
    const day = query.date;
    const dayIndex = daysBetween(dayOf(this.clock.now(), this.timeZone), day);
    const window =
      (provider: s.DeliveryProvider, fee: number) =>
      ([start, end]: LocalWindow, index: number) => ({
        id: fakeWindowId(day, provider, index),
        dayIndex,
        deliveryFeeInCents: fee,
        display: { displayDate: day, price: `$${(fee / 100).toFixed(2)}` },
        startTime: zonedInstant(day, start, this.timeZone),
        endTime: zonedInstant(day, end, this.timeZone),
      });
    return {
      ownDelivery: this.ownWindows.map(window('OWN_DRIVER', OWN_FEE_CENTS)).map((w) => ({
        ...w,
        maxStops: null,
        orderDeliveriesCount: 0,
        recurringSubscriptionCount: 0,
        serviceType: 'ALL',
      })),
      onDemandDelivery: this.onDemandWindows.map(window('ON_DEMAND', ON_DEMAND_FEE_CENTS)),
      onDemandProviderDetails: { name: FAKE.courierName },
    };
  }

  async getDeliverySettings(token: string, storeId: number): Promise<s.DeliverySettings> {
    this.enter('getDeliverySettings', [token, storeId]);
    this.authorize('getDeliverySettings', token);
    if (storeId !== FAKE.storeId) this.fail('getDeliverySettings', 'not_found', 'Store is not found');
    return { turnAroundInHours: FAKE.turnAroundInHours };
  }

  async listPaymentMethods(token: string): Promise<s.PaymentMethod[]> {
    this.enter('listPaymentMethods', [token]);
    this.authorize('listPaymentMethods', token);
    return structuredClone([CARD]);
  }

  async listCards(token: string): Promise<s.Card[]> {
    this.enter('listCards', [token]);
    this.authorize('listCards', token);
    return [CARD].map(({ id, isDefault, last4, brand }) => ({ id, isDefault, last4, brand }));
  }

  async listAddresses(token: string, serviceCustomerId: number): Promise<s.Address[]> {
    this.enter('listAddresses', [token, serviceCustomerId]);
    this.authorize('listAddresses', token);
    if (serviceCustomerId !== FAKE.customerId)
      this.fail('listAddresses', 'not_found', 'Customer is not found');
    return structuredClone([ADDRESS]);
  }

  async createOrder(token: string, order: s.CreateOrderRequest): Promise<number> {
    this.enter('createOrder', [token, order]);
    this.check('createOrder', s.createOrderRequestSchema, order);
    this.authorize('createOrder', token);
    const id = this.nextOrderId++;
    this.orders.push({ id, body: structuredClone(order) });
    return id;
  }

  async updateTransportation(
    token: string,
    serviceOrderId: number,
    update: s.TransportationUpdateRequest,
  ): Promise<s.OrderSummary> {
    this.enter('updateTransportation', [token, serviceOrderId, update]);
    this.check('updateTransportation', s.transportationUpdateRequestSchema, update);
    this.authorize('updateTransportation', token);
    if (!this.orders.some((o) => o.id === serviceOrderId))
      this.fail('updateTransportation', 'not_found', 'Service order is not found');
    return {
      id: serviceOrderId,
      status: 'SCHEDULED',
      orderTotal: 0,
      netOrderTotal: 0,
      paymentStatus: 'PENDING',
      pickupDeliveryFee: 0,
      returnDeliveryFee: 0,
    };
  }

  async listPreferenceChoices(token: string, businessId: number): Promise<s.PreferenceChoice[]> {
    this.enter('listPreferenceChoices', [token, businessId]);
    this.authorize('listPreferenceChoices', token);
    return [];
  }

  async updatePreferences(
    token: string,
    serviceCustomerId: number,
    update: s.PreferencesUpdateRequest,
  ): Promise<void> {
    this.enter('updatePreferences', [token, serviceCustomerId, update]);
    this.authorize('updatePreferences', token);
  }

  async updateNotes(token: string, serviceCustomerId: number, update: s.NotesUpdateRequest): Promise<void> {
    this.enter('updateNotes', [token, serviceCustomerId, update]);
    this.authorize('updateNotes', token);
  }

  async listProducts(token: string, storeId: number): Promise<s.InventoryProduct[]> {
    this.enter('listProducts', [token, storeId]);
    this.authorize('listProducts', token);
    return [];
  }
}

// ── Ledger ─────────────────────────────────────────────────────────────────────────────────────────

/** The order ledger in a Map: conditional claim, settle with the DynamoDB ledger's rules, newest first. */
export class FakeLedger implements LedgerPort {
  readonly records = new Map<string, LedgerRecord<unknown>>();

  constructor(private readonly clock: FakeClock = createClock()) {}

  private key(serviceCustomerId: number, confirmationId: string): string {
    return `${serviceCustomerId}#${confirmationId}`;
  }

  async claim<E>(
    serviceCustomerId: number,
    confirmationId: string,
    entry: E,
  ): Promise<{ claimed: true } | { claimed: false; existing: LedgerRecord<E> }> {
    const key = this.key(serviceCustomerId, confirmationId);
    const existing = this.records.get(key);
    if (existing) return { claimed: false, existing: structuredClone(existing) as LedgerRecord<E> };
    const at = this.clock.now().toISOString();
    this.records.set(key, {
      confirmationId,
      serviceCustomerId,
      status: 'PENDING',
      entry: structuredClone(entry),
      createdAt: at,
      updatedAt: at,
    });
    return { claimed: true };
  }

  /** Makes the next settle fail as the table would (throttled), recording nothing. */
  failNextSettle = false;

  async settle(serviceCustomerId: number, confirmationId: string, outcome: SettleOutcome): Promise<void> {
    if (this.failNextSettle) {
      this.failNextSettle = false;
      throw Object.assign(new Error('Rate of requests exceeds the allowed throughput.'), {
        name: 'ProvisionedThroughputExceededException',
      });
    }
    const record = this.records.get(this.key(serviceCustomerId, confirmationId));
    if (!record)
      throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} was never claimed`);
    const samePlaced = outcome.status === 'PLACED' && record.orderId === outcome.orderId;
    if (record.status === 'PLACED' && !samePlaced) {
      throw new StoreError('LEDGER_ALREADY_PLACED', `confirmation ${confirmationId} is already PLACED`);
    }
    record.status = outcome.status;
    if (outcome.status === 'PLACED') record.orderId = outcome.orderId;
    record.updatedAt = this.clock.now().toISOString();
  }

  async get<E>(
    serviceCustomerId: number,
    confirmationId: string,
    options: ReadOptions<E> = {},
  ): Promise<LedgerRecord<E> | undefined> {
    return this.read(this.records.get(this.key(serviceCustomerId, confirmationId)), options);
  }

  async getByOrderId<E>(orderId: number, options: ReadOptions<E> = {}): Promise<LedgerRecord<E> | undefined> {
    const record = [...this.records.values()].find((r) => r.status === 'PLACED' && r.orderId === orderId);
    return this.read(record, options);
  }

  async listPlaced<E>(limit: number, options: ReadOptions<E> = {}): Promise<LedgerRecord<E>[]> {
    const placed = [...this.records.values()].filter((r) => r.status === 'PLACED').slice(0, limit);
    return placed.map((r) => this.read(r, options) as LedgerRecord<E>);
  }

  private read<E>(
    record: LedgerRecord<unknown> | undefined,
    options: ReadOptions<E>,
  ): LedgerRecord<E> | undefined {
    if (!record) return undefined;
    const parse = options.parse;
    const entry = structuredClone(record.entry);
    return {
      ...structuredClone(record),
      entry: (parse ? (typeof parse === 'function' ? parse(entry) : parse.parse(entry)) : entry) as E,
    };
  }

  async amend<E>(
    serviceCustomerId: number,
    confirmationId: string,
    entry: E,
    expectedUpdatedAt: string,
  ): Promise<LedgerRecord<E>> {
    const record = this.records.get(this.key(serviceCustomerId, confirmationId));
    if (record?.status !== 'PLACED')
      throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} is not a placed order`);
    if (record.updatedAt !== expectedUpdatedAt)
      throw new StoreError('LEDGER_CHANGED', `confirmation ${confirmationId} was changed meanwhile`);
    record.entry = structuredClone(entry);
    record.updatedAt = this.clock.now().toISOString();
    return structuredClone(record) as LedgerRecord<E>;
  }

  async markReminded(serviceCustomerId: number, confirmationId: string, messageId: string): Promise<void> {
    const record = this.records.get(this.key(serviceCustomerId, confirmationId));
    if (!record)
      throw new StoreError('LEDGER_NOT_CLAIMED', `confirmation ${confirmationId} was never claimed`);
    record.reminded = [...new Set([...(record.reminded ?? []), messageId])];
  }

  async listByCustomer<E>(
    serviceCustomerId: number,
    limit: number,
    options: ReadOptions<E> = {},
  ): Promise<LedgerRecord<E>[]> {
    if (!Number.isSafeInteger(limit) || limit < 1) throw new RangeError('limit must be a positive integer');
    const parse = options.parse;
    const read = (raw: unknown): E => {
      if (!parse) return raw as E;
      return typeof parse === 'function' ? parse(raw) : parse.parse(raw);
    };
    // As the table sorts them: by confirmation id (time-sortable), descending.
    return [...this.records.values()]
      .filter((record) => record.serviceCustomerId === serviceCustomerId)
      .sort((a, b) =>
        a.confirmationId < b.confirmationId ? 1 : a.confirmationId > b.confirmationId ? -1 : 0,
      )
      .slice(0, limit)
      .map((record) => ({ ...structuredClone(record), entry: read(structuredClone(record.entry)) }));
  }
}

// ── Sign-in attempts ───────────────────────────────────────────────────────────────────────────────

export const FAKE_MAX_FAILURES = 5;
export const FAKE_COOL_DOWN_MS = 10 * 60 * 1000;

/** Wrong codes per phone in a Map, with the DynamoDB store's rules: 5 failures lock for 10 minutes. */
export class FakeSignInAttempts implements SignInAttemptsPort {
  /** Per phone: failures in the current window and when the window (or the lock) ends, epoch ms. */
  readonly byPhone = new Map<string, { failures: number; endsAt: number }>();

  constructor(private readonly clock: FakeClock = createClock()) {}

  private statusAt(phoneNumber: string, at: number): { failures: number; lockedUntil?: string } {
    const item = this.byPhone.get(phoneNumber);
    if (!item || item.endsAt <= at) return { failures: 0 };
    return item.failures >= FAKE_MAX_FAILURES
      ? { failures: item.failures, lockedUntil: new Date(item.endsAt).toISOString() }
      : { failures: item.failures };
  }

  async status(phoneNumber: string) {
    return this.statusAt(phoneNumber, this.clock.now().getTime());
  }

  async recordFailure(phoneNumber: string) {
    const at = this.clock.now().getTime();
    const current = this.statusAt(phoneNumber, at);
    if (current.lockedUntil) return current;
    this.byPhone.set(phoneNumber, { failures: current.failures + 1, endsAt: at + FAKE_COOL_DOWN_MS });
    return this.statusAt(phoneNumber, at);
  }

  async reset(phoneNumber: string) {
    this.byPhone.delete(phoneNumber);
  }

  /** Codes texted and sign-ups are not limited here: the DynamoDB store's limits have their own tests. */
  async recordSend(): Promise<SendAllowance> {
    return { allowed: true };
  }

  async recordSignUp(): Promise<SendAllowance> {
    return { allowed: true };
  }
}

// ── Customer notes ─────────────────────────────────────────────────────────────────────────────────

/** The notes the bot last saved, per customer, in a Map. */
export class FakeCustomerNotes implements CustomerNotesPort {
  readonly byCustomer = new Map<number, { notes: string; updatedAt: string }>();

  constructor(private readonly clock: FakeClock = createClock()) {}

  async get(serviceCustomerId: number) {
    const stored = this.byCustomer.get(serviceCustomerId);
    return stored ? { ...stored } : undefined;
  }

  async set(serviceCustomerId: number, notes: string) {
    this.byCustomer.set(serviceCustomerId, { notes, updatedAt: this.clock.now().toISOString() });
  }
}

// ── The engine over the fakes ──────────────────────────────────────────────────────────────────────

export interface FakeWorld {
  clock: FakeClock;
  laundry: FakeLaundry;
  ledger: FakeLedger;
  signInAttempts: FakeSignInAttempts;
  customerNotes: FakeCustomerNotes;
  deps: FlowDeps;
  engine: DialogEngine;
  /** What the engine reported through onError (failures it turned into "something went wrong"). */
  errors: unknown[];
}

/** Fresh fakes sharing one clock, and an engine over them with deterministic, time-sortable ids. */
export function createFakeWorld(
  options: Omit<FakeLaundryOptions, 'clock'> & {
    clock?: FakeClock;
    /** The flows the engine runs; the app's by default. */
    registry?: Registry;
    /** Whether someone can take a conversation (a staff channel); yes by default. */
    canHandOff?: boolean;
    /** The business's contact (SUPPORT_CONTACT); none by default. */
    supportContact?: string;
  } = {},
): FakeWorld {
  const clock = options.clock ?? createClock();
  const laundry = new FakeLaundry({ ...options, clock });
  const ledger = new FakeLedger(clock);
  const signInAttempts = new FakeSignInAttempts(clock);
  const customerNotes = new FakeCustomerNotes(clock);
  let ids = 0;
  const deps: FlowDeps = {
    laundry,
    ledger,
    signInAttempts,
    customerNotes,
    businessId: FAKE.businessId,
    glossary: businessGlossary(),
    canHandOff: options.canHandOff ?? true,
    ...(options.supportContact ? { supportContact: options.supportContact } : {}),
    timeZone: options.timeZone ?? FAKE_TIME_ZONE,
    defaultTurnAroundHours: 24,
    now: () => clock.now(),
    newId: () => `cid${(++ids).toString(36).padStart(9, '0')}`,
  };
  const errors: unknown[] = [];
  const engine = createDialogEngine(options.registry ?? REGISTRY, deps, (error) => errors.push(error));
  return { clock, laundry, ledger, signInAttempts, customerNotes, deps, engine, errors };
}

// ── Transcripts ────────────────────────────────────────────────────────────────────────────────────

/** One turn's input: typed text, or any DialogInput (a click, a command, resume). */
export type Line = string | DialogInput;

export interface TranscriptStart {
  state?: DialogState;
  session?: Session;
  conversationKey?: string;
  /** For the first turn only: the stored conversation had expired. */
  expired?: boolean;
  /** What the channel knows; plain where absent. */
  channel?: Partial<ChannelFacts>;
  /** The person's language, every turn (the conversation keeps it beside the state); English where absent. */
  language?: Language;
}

export interface Transcript {
  /** `› input` lines followed by the rendered replies, as a terminal shows them (no colour). */
  text: string;
  state: DialogState;
  session: Session | undefined;
  /** Each turn's outcome, in order. */
  outcomes: DialogOutcome[];
  /** The last turn's replies. */
  replies: Reply[];
}

export const FAKE_CONVERSATION_KEY = 'console:fake';

function shown(line: DialogInput): string {
  if (line.type !== 'text') return JSON.stringify(line);
  return line.text.length > 60 ? `${line.text.slice(0, 57)}...` : line.text;
}

/**
 * Runs `engine.step` for each line, carrying the state and the session from turn to turn as
 * `runTurn` does (`outcome.session`: undefined = unchanged, null = signed out, a session = signed
 * in). Returns the rendered transcript and where the conversation ended.
 */
export async function transcript(
  engine: DialogEngine,
  lines: Line[],
  start: TranscriptStart = {},
): Promise<Transcript> {
  let state = start.state;
  let session = start.session;
  const outcomes: DialogOutcome[] = [];
  const out: string[] = [];
  for (const [index, line] of lines.entries()) {
    const input: DialogInput = typeof line === 'string' ? { type: 'text', text: line } : line;
    const outcome = await engine.step({
      conversationKey: start.conversationKey ?? FAKE_CONVERSATION_KEY,
      state,
      expired: index === 0 && (start.expired ?? false),
      session,
      input,
      ...(start.channel ? { channel: start.channel } : {}),
      ...(start.language ? { language: start.language } : {}),
    });
    outcomes.push(outcome);
    state = outcome.state;
    if (outcome.session === null) session = undefined;
    else if (outcome.session !== undefined) session = outcome.session;
    out.push(`› ${shown(input)}`, renderReplies(outcome.replies, { color: false }));
  }
  const last = outcomes[outcomes.length - 1];
  if (!state || !last) throw new Error('transcript needs at least one line, or a start state');
  return { text: out.join('\n'), state, session, outcomes, replies: last.replies };
}

/** The last prompt among `replies`, if any. */
export function lastPrompt(replies: Reply[]): PromptReply | undefined {
  return [...replies].reverse().find((reply): reply is PromptReply => reply.type === 'prompt');
}
