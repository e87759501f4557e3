/**
 * What the bot writes in its order ledger for each order it places: the request as sent plus the
 * names it showed, so "my orders", "same as last time" and later rescheduling need no extra calls.
 */
import type { CreateOrderRequest } from '../laundry/schemas';
import type { ServiceChoice, WindowChoice } from './types';

export interface LedgerEntry {
  request: CreateOrderRequest;
  store: { id: number; name: string; address: string };
  addressLabel: string;
  googlePlacesId: string;
  categories: Array<'LAUNDRY' | 'DRY_CLEANING'>;
  services: ServiceChoice[];
  pickup: WindowChoice;
  delivery?: WindowChoice;
  paymentLabel: string;
  /** The conversation that placed it (channel-qualified key). */
  placedBy: string;
  placedAt: string;
}
