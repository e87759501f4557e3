/**
 * The 15 endpoints of the seed, with the base path each lives under and the credentials it needs.
 */
import type { RouteHandler } from './http-reply';
import {
  addresses,
  paymentMethods,
  preferenceChoices,
  updateNotes,
  updatePreferences,
} from './routes-customers';
import { createOrder, updateTransportation } from './routes-orders';
import { createCustomer, requestOtp, verifyOtp } from './routes-sign-in';
import {
  availableStore,
  deliverySettings,
  deliveryWindows,
  storeProducts,
  storeServices,
} from './routes-stores';

export const COMMON_BASE = '/api/v1/common';
export const AUTH_BASE = '/api/v1/auth';

export type BaseName = 'common' | 'auth';
/** bearer: token + fwdorigin; origin: fwdorigin only (no token exists before sign-in); none: no headers. */
export type Credentials = 'bearer' | 'origin' | 'none';

export interface Route {
  method: string;
  base: BaseName;
  path: string;
  credentials: Credentials;
  handler: RouteHandler;
  pattern: RegExp;
  keys: string[];
}

function route(
  method: string,
  base: BaseName,
  path: string,
  credentials: Credentials,
  handler: RouteHandler,
): Route {
  const keys: string[] = [];
  // A parameter matches any segment, even an empty or non-numeric one, so handlers answer the seed's errors.
  const source = path.replace(/:(\w+)/g, (_, key: string) => {
    keys.push(key);
    return '([^/]*)';
  });
  return { method, base, path, credentials, handler, pattern: new RegExp(`^${source}$`), keys };
}

export const ROUTES: Route[] = [
  route('POST', 'auth', '/customers', 'none', createCustomer),
  route('POST', 'common', '/request-otp', 'origin', requestOtp),
  route('POST', 'common', '/verify-otp', 'origin', verifyOtp),
  route('GET', 'common', '/stores/available', 'bearer', availableStore),
  route('GET', 'common', '/stores/:storeId/services', 'bearer', storeServices),
  route('GET', 'common', '/stores/:storeId/delivery-windows', 'bearer', deliveryWindows),
  route('GET', 'common', '/stores/:storeId/delivery-settings', 'bearer', deliverySettings),
  route('GET', 'common', '/stores/:storeId/products', 'bearer', storeProducts),
  route('GET', 'common', '/customers/payment-methods', 'bearer', paymentMethods),
  route('GET', 'common', '/customers/:serviceCustomerId/addresses', 'bearer', addresses),
  route('POST', 'common', '/service-order', 'bearer', createOrder),
  route('PATCH', 'common', '/service-order/:serviceOrderId/transportation', 'bearer', updateTransportation),
  route('POST', 'common', '/customers/:serviceCustomerId/preferences/update', 'bearer', updatePreferences),
  route('PATCH', 'common', '/customers/:serviceCustomerId/notes', 'bearer', updateNotes),
  route('GET', 'common', '/business/:businessId/preferences-choices', 'bearer', preferenceChoices),
];

/** Splits a request path into its base and the path after it (the whole path when under neither base). */
export function splitBase(path: string): { base?: BaseName; subPath: string } {
  for (const [base, prefix] of [
    ['common', COMMON_BASE],
    ['auth', AUTH_BASE],
  ] as const) {
    if (path === prefix || path.startsWith(`${prefix}/`))
      return { base, subPath: path.slice(prefix.length) || '/' };
  }
  return { subPath: path };
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment; // A malformed escape stays as is and fails the id checks like any other bad id.
  }
}

export type RouteMatch =
  | { kind: 'found'; route: Route; params: Record<string, string> }
  | { kind: 'wrong-method'; allowed: string[] }
  | { kind: 'none' };

/** Finds the route for a method and path; a trailing slash is ignored. */
export function matchRoute(method: string, base: BaseName | undefined, subPath: string): RouteMatch {
  if (!base) return { kind: 'none' };
  const path = subPath.length > 1 ? subPath.replace(/\/+$/, '') : subPath;
  const candidates = ROUTES.filter((r) => r.base === base && r.pattern.test(path));
  if (candidates.length === 0) return { kind: 'none' };
  const found = candidates.find((r) => r.method === method);
  if (!found) return { kind: 'wrong-method', allowed: candidates.map((r) => r.method) };
  const values = found.pattern.exec(path)?.slice(1) ?? [];
  const params: Record<string, string> = {};
  found.keys.forEach((key, i) => {
    params[key] = safeDecode(values[i] ?? '');
  });
  return { kind: 'found', route: found, params };
}
