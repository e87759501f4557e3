/**
 * Delivery windows generated from the clock: nothing is stored, every list is recomputed per request,
 * and window ids are derived from (store, date, slot) so an id listed earlier can be ordered later.
 */
import type { SeedStore } from './seed-data';
import { SEED } from './seed-data';
import { dateOfDayNumber, dayNumber, dayOfWeek, localDate, zonedTimeToUtc } from './zoned-time';

export type DeliveryProvider = 'OWN_DRIVER' | 'ON_DEMAND';
export type WindowType = 'PICKUP' | 'RETURN';

export interface OnDemandWindow {
  id: number;
  dayIndex: number;
  deliveryFeeInCents: number;
  display: { displayDate: string; price: string };
  startTime: string;
  endTime: string;
}

export interface OwnWindow extends OnDemandWindow {
  maxStops: number | null;
  orderDeliveriesCount: number;
  recurringSubscriptionCount: number;
  serviceType: string;
}

export interface WindowLists {
  ownDelivery: OwnWindow[];
  onDemandDelivery: OnDemandWindow[];
}

export interface WindowClock {
  now: Date;
  timeZone: string;
}

/** How many orders (and recurring ones) already use a window; own-driver windows show these counts. */
export type WindowUsage = (windowId: number) => {
  orderDeliveriesCount: number;
  recurringSubscriptionCount: number;
};

/** Today plus the 13 following days. */
export const DAYS_OFFERED = 14;
/** RETURN windows start at least this long after now (the store needs time to process the order). */
export const RETURN_LEAD_MS = 24 * 3_600_000;

interface Slot {
  slot: number;
  startHour: number;
  endHour: number;
  feeInCents: number;
  maxStops: number | null;
}

// Own drivers: morning, lunch and evening runs; none on Sundays.
const OWN_SLOTS: Slot[] = [
  { slot: 1, startHour: 8, endHour: 10, feeInCents: 0, maxStops: 8 },
  { slot: 2, startHour: 12, endHour: 14, feeInCents: 499, maxStops: null },
  { slot: 3, startHour: 18, endHour: 20, feeInCents: 499, maxStops: 10 },
];

// On-demand courier: 2-hour windows from 09:00 to 19:00; slot numbers 11+ keep them apart from own ids.
const ON_DEMAND_STARTS = [9, 11, 13, 15, 17];

/**
 * A window id: unique across stores, days, slots and providers, and the same on every call.
 * storeId * 1e7 leaves room for 100,000 days (until year 2243) times 100 slots.
 */
export function windowId(storeId: number, date: string, slot: number): number {
  return storeId * 10_000_000 + dayNumber(date) * 100 + slot;
}

/** The clock in the store's own zone when its data names one, else in the sandbox's. */
export function storeClock(store: SeedStore, clock: WindowClock): WindowClock {
  return store.timeZone ? { now: clock.now, timeZone: store.timeZone } : clock;
}

/** The local calendar dates windows are offered for: today through 13 days ahead, in the clock's zone. */
export function offeredDates(clock: WindowClock): string[] {
  const today = dayNumber(localDate(clock.now, clock.timeZone));
  return Array.from({ length: DAYS_OFFERED }, (_, i) => dateOfDayNumber(today + i));
}

function isEmptyDay(store: SeedStore, date: string, clock: WindowClock): boolean {
  const today = dayNumber(localDate(clock.now, clock.timeZone));
  return store.id === SEED.emptyDay.storeId && dayNumber(date) === today + SEED.emptyDay.daysAhead;
}

function formatPrice(cents: number): string {
  return `$${(cents / 100).toFixed(2)}`;
}

const displayFormats = new Map<string, { day: Intl.DateTimeFormat; time: Intl.DateTimeFormat }>();

function displayDate(start: Date, end: Date, timeZone: string): string {
  // Formatters are costly to build and a windows list needs a dozen: keep one pair per zone.
  let formats = displayFormats.get(timeZone);
  if (!formats) {
    formats = {
      day: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short', month: 'short', day: 'numeric' }),
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
    };
    displayFormats.set(timeZone, formats);
  }
  return `${formats.day.format(start)}, ${formats.time.format(start)} – ${formats.time.format(end)}`;
}

/** Every window of a store on a date, before the "already started" and RETURN lead filters. */
function allWindowsOfDay(
  store: SeedStore,
  date: string,
  clock: WindowClock,
  usage?: WindowUsage,
): WindowLists {
  const lists: WindowLists = { ownDelivery: [], onDemandDelivery: [] };
  if (isEmptyDay(store, date, clock)) return lists;
  const dow = dayOfWeek(date);
  const day = dayNumber(date);
  const base = (slot: number, startHour: number, endHour: number, feeInCents: number): OnDemandWindow => {
    const start = zonedTimeToUtc(date, startHour, 0, clock.timeZone);
    const end = zonedTimeToUtc(date, endHour, 0, clock.timeZone);
    return {
      id: windowId(store.id, date, slot),
      dayIndex: dow,
      deliveryFeeInCents: feeInCents,
      display: { displayDate: displayDate(start, end, clock.timeZone), price: formatPrice(feeInCents) },
      startTime: start.toISOString(),
      endTime: end.toISOString(),
    };
  };
  if (store.ownDeliveryEnabled && dow !== 0) {
    for (const s of OWN_SLOTS) {
      const window = base(s.slot, s.startHour, s.endHour, s.feeInCents);
      const counts = usage?.(window.id) ?? { orderDeliveriesCount: 0, recurringSubscriptionCount: 0 };
      lists.ownDelivery.push({ ...window, maxStops: s.maxStops, ...counts, serviceType: 'ALL' });
    }
  }
  if (store.onDemandEnabled) {
    ON_DEMAND_STARTS.forEach((startHour, i) => {
      const slot = 11 + i;
      // "Except a few": a deterministic ~1 in 7 of the on-demand windows is unavailable.
      if ((day + slot + store.id) % 7 === 0) return;
      // The fee follows the weekday, not the calendar date, so every week reads the same (a date's
      // number would make the fees of one weekday alternate from week to week).
      const fee = 799 + ((dow * 3 + slot + store.id) % 6) * 100;
      lists.onDemandDelivery.push(base(slot, startHour, startHour + 2, fee));
    });
  }
  return lists;
}

/**
 * The windows a store offers on a calendar date for PICKUP or RETURN, laid out in the store's zone:
 * windows already started are not offered, RETURN windows start at least 24 h from now, and a date
 * outside the 14 offered days is empty.
 */
export function windowsForDay(
  store: SeedStore,
  date: string,
  type: WindowType,
  sandboxClock: WindowClock,
  usage?: WindowUsage,
): WindowLists {
  const clock = storeClock(store, sandboxClock);
  if (!offeredDates(clock).includes(date)) return { ownDelivery: [], onDemandDelivery: [] };
  const earliest = clock.now.getTime() + (type === 'RETURN' ? RETURN_LEAD_MS : 0);
  const open = (w: OnDemandWindow) => Date.parse(w.startTime) > earliest;
  const all = allWindowsOfDay(store, date, clock, usage);
  return { ownDelivery: all.ownDelivery.filter(open), onDemandDelivery: all.onDemandDelivery.filter(open) };
}

export interface FoundWindow {
  provider: DeliveryProvider;
  date: string;
  window: OnDemandWindow;
}

/**
 * Looks up an id among the windows a store currently offers (any of the 14 days, not yet started).
 * Ids encode their date, so only that day is generated.
 */
export function findWindow(store: SeedStore, id: number, clock: WindowClock): FoundWindow | undefined {
  if (!Number.isInteger(id) || Math.floor(id / 10_000_000) !== store.id) return undefined;
  const date = dateOfDayNumber(Math.floor((id % 10_000_000) / 100));
  const lists = windowsForDay(store, date, 'PICKUP', clock);
  const own = lists.ownDelivery.find((w) => w.id === id);
  if (own) return { provider: 'OWN_DRIVER', date, window: own };
  const onDemand = lists.onDemandDelivery.find((w) => w.id === id);
  if (onDemand) return { provider: 'ON_DEMAND', date, window: onDemand };
  return undefined;
}
