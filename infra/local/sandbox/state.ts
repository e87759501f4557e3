/**
 * The sandbox's in-memory data: customers (copied from the seed), OTPs, tokens, preference selections,
 * notes and orders. Lives as long as one sandbox, unless its `snapshot()` is given to the next one
 * (`restore`): `npm start` keeps it under its data dir, so a restart keeps the customers, their sign-ins
 * and their orders. Codes in flight are not kept (they live 10 minutes).
 */
import { randomBytes, randomInt } from 'node:crypto';
import type { SeedAddress, SeedCustomer, SeedPaymentMethod } from './seed-data';
import { SEED } from './seed-data';
import type { DeliveryProvider } from './windows';

/** An order as created, for tests and demos to inspect. */
export interface RecordedOrder {
  id: number;
  serviceCustomerId: number;
  body: Record<string, unknown>;
  createdAt: string;
  status: string;
  paymentStatus: string;
  deliveryCancelled: boolean;
  transportationUpdates: unknown[];
}

export interface CustomerRecord extends SeedCustomer {
  notes: string;
  /** Preference id → the selected options, each with its selection id. */
  selections: Map<number, { optionId: number; selectionId: number }[]>;
}

/** One scheduled leg of an order (pickup or return delivery). */
export interface LegState {
  windowId: number;
  provider: DeliveryProvider;
  deliveryDay: string;
  startTime: string;
  feeInCents: number;
  subsidyInCents: number;
  courierTip: number;
  addressId: number;
  thirdPartyDeliveryId: string | number | null;
}

export interface StoredOrder {
  record: RecordedOrder;
  storeId: number;
  customerId: number;
  pickup: LegState | null;
  delivery: LegState | null;
  paymentToken: string | null;
  recurring: boolean;
}

/**
 * What a sandbox keeps across a restart, as JSON: customers (their selections as entries), orders,
 * tokens (a lifetime of `null`: never expires) and the next ids.
 */
export interface SandboxSnapshot {
  v: 1;
  customers: (Omit<CustomerRecord, 'selections'> & {
    selections: [number, { optionId: number; selectionId: number }[]][];
  })[];
  orders: StoredOrder[];
  tokens: [string, { customerId: number; expiresAtMs: number | null; expired: boolean }][];
  next: { customerId: number; addressId: number; orderId: number; selectionId: number };
}

export type OtpCheck = { ok: true } | { ok: false; error: string };
export type TokenCheck =
  | { status: 'valid'; customerId: number }
  | { status: 'unknown' }
  | { status: 'expired' };

/** OTP codes expire after 10 minutes and die after 5 wrong tries. */
export const OTP_TTL_MS = 10 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

interface OtpRecord {
  code: string;
  expiresAtMs: number;
  wrongAttempts: number;
}

interface TokenRecord {
  customerId: number;
  expiresAtMs: number;
  expired: boolean;
}

/** What customer creation supplies: a seeded customer less the ids and lists the sandbox assigns. */
export type NewCustomer = Omit<SeedCustomer, 'serviceCustomerId' | 'addresses' | 'paymentMethods'>;

export class SandboxState {
  readonly customers = new Map<number, CustomerRecord>();
  readonly orders: StoredOrder[] = [];
  /** The public view of `orders`, same order, same objects. */
  readonly recordedOrders: RecordedOrder[] = [];
  private readonly otps = new Map<string, OtpRecord>();
  private readonly lastCodes = new Map<string, string>();
  private readonly tokens = new Map<string, TokenRecord>();
  private nextCustomerId: number = SEED.firstNewCustomerId;
  private nextAddressId: number = SEED.firstNewAddressId;
  private nextOrderId: number = SEED.firstOrderId;

  /** Order ids from now on come after `orderId` (ids never go back). */
  continueOrderIdsAfter(orderId: number): void {
    this.nextOrderId = Math.max(this.nextOrderId, orderId + 1);
  }
  private nextSelectionId = 9001;

  constructor(
    private readonly now: () => Date,
    private readonly tokenTtlMs: number | undefined,
    /** Every code is this one (scripted local runs); random when undefined. */
    private readonly fixedOtp: string | undefined = undefined,
    /** An earlier sandbox's data (`snapshot()`), instead of the seed's. */
    restore?: SandboxSnapshot,
  ) {
    if (restore) {
      this.restore(restore);
      return;
    }
    for (const customer of structuredClone(SEED.customers) as SeedCustomer[]) {
      this.customers.set(customer.serviceCustomerId, { ...customer, notes: '', selections: new Map() });
    }
  }

  /** The data to start the next sandbox with (`restore`), as JSON can hold it. */
  snapshot(): SandboxSnapshot {
    return structuredClone({
      v: 1,
      customers: [...this.customers.values()].map((customer) => ({
        ...customer,
        selections: [...customer.selections],
      })),
      orders: this.orders,
      tokens: [...this.tokens].map(([token, record]) => [
        token,
        { ...record, expiresAtMs: Number.isFinite(record.expiresAtMs) ? record.expiresAtMs : null },
      ]),
      next: {
        customerId: this.nextCustomerId,
        addressId: this.nextAddressId,
        orderId: this.nextOrderId,
        selectionId: this.nextSelectionId,
      },
    });
  }

  private restore(snapshot: SandboxSnapshot): void {
    const kept = structuredClone(snapshot);
    for (const customer of kept.customers)
      this.customers.set(customer.serviceCustomerId, {
        ...customer,
        selections: new Map(customer.selections),
      });
    for (const order of kept.orders) {
      this.orders.push(order);
      this.recordedOrders.push(order.record);
    }
    for (const [token, record] of kept.tokens)
      this.tokens.set(token, { ...record, expiresAtMs: record.expiresAtMs ?? Infinity });
    this.nextCustomerId = kept.next.customerId;
    this.nextAddressId = kept.next.addressId;
    this.nextOrderId = kept.next.orderId;
    this.nextSelectionId = kept.next.selectionId;
  }

  customerByPhone(phoneNumber: string): CustomerRecord | undefined {
    for (const customer of this.customers.values()) if (customer.phoneNumber === phoneNumber) return customer;
    return undefined;
  }

  createCustomer(input: NewCustomer): CustomerRecord {
    const customer: CustomerRecord = {
      serviceCustomerId: this.nextCustomerId++,
      ...input,
      addresses: [],
      paymentMethods: [],
      notes: '',
      selections: new Map(),
    };
    this.customers.set(customer.serviceCustomerId, customer);
    return customer;
  }

  /** Adds an address with sandbox defaults for every field not given (it reaches the first store). */
  addAddress(serviceCustomerId: number, address: Partial<SeedAddress>): SeedAddress {
    const customer = this.customers.get(serviceCustomerId);
    if (!customer) throw new Error(`No customer ${serviceCustomerId} in the sandbox`);
    const firstStore = SEED.stores[0];
    const full: SeedAddress = {
      address1: '200 W 20th St',
      address2: '',
      city: 'New York',
      instructions: '',
      googlePlacesId: firstStore?.googlePlacesIds[0] ?? '',
      countryCode: 'US',
      postalCode: '10011',
      lat: 40.7425,
      lng: -73.9972,
      leaveAtDoor: false,
      hasSubscriptions: false,
      hasServiceOrders: false,
      ...address,
      id: address.id ?? this.nextAddressId++,
    };
    customer.addresses.push(full);
    return { ...full };
  }

  /** A fresh random 6-digit code for a phone, replacing any earlier one. */
  issueOtp(phoneNumber: string): string {
    const code = this.fixedOtp ?? String(randomInt(0, 1_000_000)).padStart(6, '0');
    this.otps.set(phoneNumber, { code, expiresAtMs: this.now().getTime() + OTP_TTL_MS, wrongAttempts: 0 });
    this.lastCodes.set(phoneNumber, code);
    return code;
  }

  lastOtp(phoneNumber: string): string | undefined {
    return this.lastCodes.get(phoneNumber);
  }

  /** Checks a code; a right code is consumed (single use), a wrong one counts toward the attempt limit. */
  verifyOtp(phoneNumber: string, code: string): OtpCheck {
    const otp = this.otps.get(phoneNumber);
    if (!otp) return { ok: false, error: 'Invalid code' };
    if (otp.wrongAttempts >= OTP_MAX_ATTEMPTS) return { ok: false, error: 'Too many attempts' };
    if (this.now().getTime() > otp.expiresAtMs) {
      this.otps.delete(phoneNumber);
      return { ok: false, error: 'Code expired' };
    }
    if (otp.code !== code) {
      otp.wrongAttempts += 1;
      return { ok: false, error: 'Invalid code' };
    }
    this.otps.delete(phoneNumber);
    return { ok: true };
  }

  issueToken(customerId: number): string {
    const token = `sbx_${randomBytes(24).toString('base64url')}`;
    const expiresAtMs = this.tokenTtlMs === undefined ? Infinity : this.now().getTime() + this.tokenTtlMs;
    this.tokens.set(token, { customerId, expiresAtMs, expired: false });
    return token;
  }

  checkToken(token: string): TokenCheck {
    const record = this.tokens.get(token);
    if (!record) return { status: 'unknown' };
    if (record.expired || this.now().getTime() >= record.expiresAtMs) return { status: 'expired' };
    return { status: 'valid', customerId: record.customerId };
  }

  /** Every token issued so far is expired; tokens issued later are not. */
  expireTokens(): void {
    for (const record of this.tokens.values()) record.expired = true;
  }

  addOrder(order: Omit<StoredOrder, 'record'> & { body: Record<string, unknown> }): StoredOrder {
    const { body, ...rest } = order;
    const record: RecordedOrder = {
      id: this.nextOrderId++,
      serviceCustomerId: order.customerId,
      body,
      createdAt: this.now().toISOString(),
      status: 'SCHEDULED',
      paymentStatus: 'PENDING',
      deliveryCancelled: false,
      transportationUpdates: [],
    };
    const stored: StoredOrder = { record, ...rest };
    this.orders.push(stored);
    this.recordedOrders.push(record);
    return stored;
  }

  orderById(id: number): StoredOrder | undefined {
    return this.orders.find((order) => order.record.id === id);
  }

  /** Own-driver windows show how many scheduled legs (and recurring orders) use them. */
  windowUsage(windowId: number): { orderDeliveriesCount: number; recurringSubscriptionCount: number } {
    let orderDeliveriesCount = 0;
    let recurringSubscriptionCount = 0;
    for (const order of this.orders) {
      for (const leg of [order.pickup, order.delivery]) {
        if (leg?.windowId !== windowId) continue;
        orderDeliveriesCount += 1;
        if (order.recurring) recurringSubscriptionCount += 1;
      }
    }
    return { orderDeliveriesCount, recurringSubscriptionCount };
  }

  /** The customer's addresses, with the order flags computed from the orders placed so far. */
  addressesOf(customer: CustomerRecord): SeedAddress[] {
    return customer.addresses.map((address) => {
      const used = this.orders.filter(
        (o) => o.customerId === customer.serviceCustomerId && this.orderUsesAddress(o, address.id),
      );
      return {
        ...address,
        hasServiceOrders: address.hasServiceOrders || used.length > 0,
        hasSubscriptions: address.hasSubscriptions || used.some((o) => o.recurring),
      };
    });
  }

  /** The customer's payment methods; `hasServiceOrders` is 1 when an order uses the token, else 0. */
  paymentMethodsOf(customer: CustomerRecord): SeedPaymentMethod[] {
    return customer.paymentMethods.map((method) => {
      const used = this.orders.filter(
        (o) => o.customerId === customer.serviceCustomerId && o.paymentToken === method.paymentMethodToken,
      );
      return {
        ...method,
        hasServiceOrders: method.hasServiceOrders > 0 || used.length > 0 ? 1 : 0,
        hasSubscriptions: method.hasSubscriptions || used.some((o) => o.recurring),
      };
    });
  }

  nextSelection(): number {
    return this.nextSelectionId++;
  }

  private orderUsesAddress(order: StoredOrder, addressId: number): boolean {
    const body = order.record.body;
    return (
      body.customerAddressId === addressId ||
      order.pickup?.addressId === addressId ||
      order.delivery?.addressId === addressId
    );
  }
}
