/**
 * What a route handler returns, and the request context it gets. Handlers stay free of node:http so
 * the server alone deals with sockets, headers and faults.
 */
import type { SandboxState } from './state';
import type { WindowClock } from './windows';

export interface Reply {
  status: number;
  /** Serialized as JSON; a string becomes a bare JSON string, a number a bare JSON number. */
  body: unknown;
  headers?: Record<string, string>;
}

/** Parsed request body: none sent, valid JSON, or bytes that are not JSON. */
export type RequestBody =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  | { kind: 'invalid'; text: string };

export interface RouteContext {
  params: Record<string, string>;
  query: URLSearchParams;
  body: RequestBody;
  /** The token's customer on bearer-authenticated routes. */
  customerId: number;
}

/** What handlers share: the data, the clock, and the "SMS" channel. */
export interface SandboxEnv {
  state: SandboxState;
  clock(): WindowClock;
  sendOtp(phoneNumber: string, code: string): void;
  /** verify-otp names the customer (`customer` with `firstName`…); false: only `token` and `serviceCustomerId`. */
  verifyOtpNames: boolean;
}

export type RouteHandler = (ctx: RouteContext, env: SandboxEnv) => Reply;

/** 2xx with a JSON body. */
export function ok(body: unknown, status = 200): Reply {
  return { status, body };
}

/** An error as the seed's `{ "error": "<message>" }` object. */
export function errorReply(status: number, message: string): Reply {
  return { status, body: { error: message } };
}

/** An error as a bare JSON string, the seed's shape for customer, business and store errors. */
export function plainError(status: number, message: string): Reply {
  return { status, body: message };
}

/** Tells a Reply from a looked-up record, for lookups that return either. */
export function isReply(value: unknown): value is Reply {
  return typeof value === 'object' && value !== null && 'status' in value && 'body' in value;
}

/** A path segment that is a whole number, or undefined ("abc", "", "1.5", "-1" are not ids). */
export function parseId(segment: string | undefined): number | undefined {
  if (segment === undefined || !/^\d{1,15}$/.test(segment)) return undefined;
  return Number(segment);
}

/** The JSON body when it is an object, else undefined (missing, array, scalar). */
export function objectBody(body: RequestBody): Record<string, unknown> | undefined {
  if (body.kind !== 'json') return undefined;
  const value = body.value;
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : undefined;
}

/**
 * Every value of a list query parameter however it is encoded: `name=a&name=b`, `name[]=a`,
 * `name[0]=a&name[1]=b`, or `name=a,b`.
 */
export function queryList(query: URLSearchParams, name: string): string[] {
  const values: string[] = [];
  for (const [key, value] of query) {
    if (key === name || key === `${name}[]` || new RegExp(`^${name}\\[\\d+\\]$`).test(key)) {
      values.push(...value.split(',').map((part) => part.trim()));
    }
  }
  return values.filter((value) => value !== '');
}
