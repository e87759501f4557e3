/**
 * The laundry service as the dialog sees it: every endpoint of the client, each declared here as
 * changing the world or only reading it (see ../ports.ts). Calls that change the world are made at
 * most once per turn (turn/once-per-turn.ts `oncePerTurn`); reads are made afresh.
 */
import type { Classified } from '../ports';
import type { LaundryClient } from './client';

/** Endpoints that create or change something at the service, or text a code. */
export const LAUNDRY_MUTATING = [
  'createCustomer',
  'requestOtp',
  'verifyOtp',
  'createOrder',
  'updateTransportation',
  'updatePreferences',
  'updateNotes',
] as const satisfies readonly (keyof LaundryClient)[];

/** Endpoints that only read. */
export const LAUNDRY_READING = [
  'findStore',
  'listServices',
  'listDeliveryWindows',
  'getDeliverySettings',
  'listPaymentMethods',
  'listCards',
  'listAddresses',
  'listPreferenceChoices',
  'listProducts',
] as const satisfies readonly Exclude<keyof LaundryClient, (typeof LAUNDRY_MUTATING)[number]>[];

/** Every endpoint of the client (its `close` is the process's, not the dialog's), each sorted once. */
export type LaundryEndpoint = Classified<
  Exclude<keyof LaundryClient, 'close'>,
  typeof LAUNDRY_MUTATING,
  typeof LAUNDRY_READING
>;

/** The laundry client's endpoints the dialog calls (the client itself satisfies it). */
export type LaundryPort = Pick<LaundryClient, LaundryEndpoint>;
