/**
 * The laundry sandbox: a local implementation of the Laundry Order Placement Service over node:http,
 * seeded with one business (see seed-data.ts). This file owns the socket side: routing, the header
 * and token checks, request recording, logging and fault injection.
 *
 * Outside the service's two base paths, `PUT /__sandbox/faults` with a JSON body such as
 * `{"latencyMs":0}` changes the fault rates of a running sandbox (as `setFaults` does in tests), so a
 * person trying `npm start` can make the service recover without losing its orders. It is neither
 * recorded nor faulted: it is the sandbox's own, not the service's.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { maskPhone } from '../../../lib/dialog/mask-phone';
import type { FailNextRule, FaultKind, SandboxFaults } from './faults';
import { FaultPlan } from './faults';
import type { Reply, RequestBody, SandboxEnv } from './http-reply';
import { errorReply } from './http-reply';
import type { BaseName } from './route-table';
import { AUTH_BASE, COMMON_BASE, matchRoute, splitBase } from './route-table';
import type { SeedAddress } from './seed-data';
import type { CustomerRecord, LegState, RecordedOrder, SandboxSnapshot } from './state';
import { SandboxState } from './state';
import { assertTimeZone } from './zoned-time';

export type { FaultKind, SandboxFaults } from './faults';
export type { SeedAddress } from './seed-data';
export type { RecordedOrder, SandboxSnapshot } from './state';

export interface SandboxOptions {
  /** Default 0 (random); the host is always 127.0.0.1. */
  port?: number;
  /** Clock for windows, OTP expiry and token lifetime; default () => new Date(). */
  now?: () => Date;
  /** IANA zone the stores' windows are laid out in; default 'America/New_York'. */
  timeZone?: string;
  faults?: Partial<SandboxFaults>;
  /** The "SMS"; default prints a clearly marked line to stderr. */
  onOtp?: (phoneNumber: string, code: string) => void;
  /**
   * A business's dispatch credential (the bot's reading of a seed gap, config STAFF_DISPATCH_TOKEN):
   * accepted for the customer a path names (`:serviceCustomerId`, or the order of `:serviceOrderId`);
   * where the path names none, the request has no customer ("Customer is required").
   */
  dispatchToken?: string;
  /** Request log (method, path, status, ms): never tokens, OTPs or phone numbers. Default: no log. */
  log?: (line: string) => void;
  /**
   * verify-otp answers with the customer's record (`customer`: id, names, phone, e-mail), as the bot's
   * reading of that gap relies on for its greeting. False answers only `token` and `serviceCustomerId`,
   * the other reading, which a real service may give. Default true.
   */
  verifyOtpNames?: boolean;
  /** Tokens expire this long after sign-in; default: never. */
  tokenTtlMs?: number;
  /**
   * Every one-time code is this one instead of a random one, so a scripted conversation
   * (`npm start < script.txt`) can sign in. Off by default; never a thing the real service does.
   */
  fixedOtp?: string;
  /** Starts with an earlier sandbox's data (its `snapshot()`) instead of the seed's. */
  restore?: SandboxSnapshot;
}

export interface SandboxRequest {
  method: string;
  /** The whole path, query excluded. */
  path: string;
  /** The raw query string without `?`. */
  query: string;
  headers: Record<string, string | undefined>;
  /** Parsed JSON; the raw text when it is not JSON; undefined when no body was sent. */
  body: unknown;
  rawBody: string;
  /** When it arrived (epoch ms, the machine's clock): the rate a client puts on the service. */
  at: number;
}

export interface Sandbox {
  readonly port: number;
  /** http://127.0.0.1:PORT/api/v1/common */
  readonly commonUrl: string;
  /** http://127.0.0.1:PORT/api/v1/auth */
  readonly authUrl: string;
  /** Every order created, in order. */
  readonly orders: ReadonlyArray<RecordedOrder>;
  close(): Promise<void>;
  setFaults(faults: Partial<SandboxFaults>): void;
  /**
   * Deterministic faults for tests: the next `count` requests whose path (after the base path) starts
   * with `pathPrefix` (any path when omitted), and whose decoded query contains `query` when given, get
   * this fault. latency uses `latencyMs` (default 1000).
   */
  failNext(fault: {
    kind: FaultKind;
    count?: number;
    pathPrefix?: string;
    query?: string;
    method?: string;
    latencyMs?: number;
  }): void;
  /** Every token issued so far now answers 401 {"error":"Token expired"}. */
  expireTokens(): void;
  /** The last OTP sent to a 10-digit phone. */
  lastOtp(phoneNumber: string): string | undefined;
  /** Stands in for the business adding an address in its back office. */
  addAddress(serviceCustomerId: number, address: Partial<SeedAddress>): SeedAddress;
  /** Every request received, for tests that check exact bytes and headers. */
  requests: ReadonlyArray<SandboxRequest>;
  /** The legs an order has now (after every transportation update), for tests; undefined: no such order. */
  scheduledLegs(orderId: number): { pickup: LegState | null; delivery: LegState | null } | undefined;
  /**
   * Order ids from now on come after `orderId`: `npm start`'s table outlives the sandbox, so a sandbox
   * started anew continues after the orders the table has seen instead of reusing their ids.
   */
  continueOrderIdsAfter(orderId: number): void;
  /** A customer as the service holds it now (notes, preference selections), for tests. */
  customer(serviceCustomerId: number): CustomerRecord | undefined;
  /** The customer with this 10-digit phone, for tests (a customer created by sign-up has a new id). */
  customerByPhone(phoneNumber: string): CustomerRecord | undefined;
  /** Its data now, to start a later sandbox with (`restore`): `npm start` keeps it across restarts. */
  snapshot(): SandboxSnapshot;
}

const MAX_BODY_BYTES = 1024 * 1024;
/** The sandbox's own route that changes its fault rates (see the file's comment). */
export const FAULTS_PATH = '/__sandbox/faults';
const FAULT_SETTINGS: string[] = [
  'latencyMs',
  'errorRate',
  'dropRate',
  'malformedRate',
  'methods',
] satisfies (keyof SandboxFaults)[];
const MALFORMED_BODY = '{"status":"ok","data":[{"id":';

function defaultOtpPrinter(phoneNumber: string, code: string): void {
  process.stderr.write(
    `\n*** [laundry sandbox SMS] to ${maskPhone(phoneNumber)}: your code is ${code} ***\n\n`,
  );
}

async function readBody(req: IncomingMessage): Promise<{ text: string; tooLarge: boolean }> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size <= MAX_BODY_BYTES) chunks.push(chunk as Buffer);
  }
  return { text: Buffer.concat(chunks).toString('utf8'), tooLarge: size > MAX_BODY_BYTES };
}

function parseBody(text: string): RequestBody {
  if (text.trim() === '') return { kind: 'none' };
  try {
    return { kind: 'json', value: JSON.parse(text) };
  } catch {
    return { kind: 'invalid', text };
  }
}

function flattenHeaders(req: IncomingMessage): Record<string, string | undefined> {
  const headers: Record<string, string | undefined> = {};
  for (const [name, value] of Object.entries(req.headers)) {
    headers[name] = Array.isArray(value) ? value.join(', ') : value;
  }
  return headers;
}

function bearerToken(header: string | undefined): string | undefined {
  return header ? /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1] : undefined;
}

function send(res: ServerResponse, reply: Reply): void {
  const text = JSON.stringify(reply.body ?? null);
  res.writeHead(reply.status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
    ...reply.headers,
  });
  res.end(text);
}

/** Starts a sandbox on 127.0.0.1 and resolves once it listens. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const timeZone = options.timeZone ?? 'America/New_York';
  assertTimeZone(timeZone);
  const now = options.now ?? (() => new Date());
  const state = new SandboxState(now, options.tokenTtlMs, options.fixedOtp, options.restore);
  const faults = new FaultPlan(options.faults);
  const log = options.log;
  const requests: SandboxRequest[] = [];
  const env: SandboxEnv = {
    state,
    clock: () => ({ now: now(), timeZone }),
    sendOtp: options.onOtp ?? defaultOtpPrinter,
    verifyOtpNames: options.verifyOtpNames ?? true,
  };
  // Sleeping (latency-delayed) requests, woken early on close so close() never waits for them.
  const sleepers = new Set<() => void>();
  let closed = false;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        sleepers.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      sleepers.add(wake);
    });

  /** Route, headers, body: the answer to a request that no fault intercepted. */
  const dispatch = (
    req: IncomingMessage,
    base: BaseName | undefined,
    subPath: string,
    url: URL,
    body: RequestBody,
  ) => {
    const method = req.method ?? 'GET';
    const match = matchRoute(method, base, subPath);
    if (match.kind === 'none') return errorReply(404, 'Not found');
    if (match.kind === 'wrong-method') {
      return { ...errorReply(405, 'Method not allowed'), headers: { allow: match.allowed.join(', ') } };
    }
    const { route, params } = match;
    let customerId = 0;
    if (route.credentials === 'bearer') {
      const token = bearerToken(req.headers.authorization);
      const check =
        token && token === options.dispatchToken
          ? { status: 'valid' as const, customerId: customerNamedBy(params) }
          : token
            ? state.checkToken(token)
            : { status: 'unknown' as const };
      if (check.status === 'unknown') return errorReply(401, 'Unauthorized');
      if (check.status === 'expired') return errorReply(401, 'Token expired');
      customerId = check.customerId;
    }
    if (route.credentials !== 'none' && req.headers.fwdorigin !== 'DISPATCH_API') {
      return errorReply(400, 'fwdorigin must be DISPATCH_API');
    }
    if (body.kind === 'invalid') return errorReply(400, 'Invalid JSON');
    return route.handler({ params, query: url.searchParams, body, customerId }, env);
  };

  /** `PUT /__sandbox/faults`: the new rates merged into the current ones, or why not. */
  const setFaultsOver = (method: string, body: ReturnType<typeof parseBody>): Reply => {
    if (method !== 'PUT') return errorReply(405, 'Use PUT with a JSON object of fault settings');
    if (
      body.kind !== 'json' ||
      typeof body.value !== 'object' ||
      body.value === null ||
      Array.isArray(body.value)
    )
      return errorReply(400, 'The body must be a JSON object, like {"latencyMs":0}');
    const unknown = Object.keys(body.value).filter((key) => !FAULT_SETTINGS.includes(key));
    if (unknown.length) return errorReply(400, `Unknown fault settings: ${unknown.join(', ')}`);
    try {
      faults.set(body.value as Partial<SandboxFaults>);
      return { status: 200, body: { success: true } };
    } catch (error) {
      return errorReply(400, (error as Error).message);
    }
  };

  /** The customer a path names, for the dispatch credential; 0 (none) where it names none. */
  const customerNamedBy = (params: Record<string, string>): number => {
    if (params.serviceCustomerId) return Number(params.serviceCustomerId) || 0;
    if (params.serviceOrderId) return state.orderById(Number(params.serviceOrderId))?.customerId ?? 0;
    return 0;
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const started = performance.now();
    const method = req.method ?? 'GET';
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const path = url.pathname;
    const finish = (status: number | string) => {
      log?.(`${method} ${path} ${status} ${Math.round(performance.now() - started)}ms`);
    };
    const { text, tooLarge } = await readBody(req);
    const body = parseBody(text);
    if (path === FAULTS_PATH) {
      const reply = setFaultsOver(method, body);
      send(res, reply);
      finish(reply.status);
      return;
    }
    requests.push({
      method,
      path,
      query: url.search.slice(1),
      headers: flattenHeaders(req),
      body: body.kind === 'json' ? body.value : body.kind === 'invalid' ? body.text : undefined,
      rawBody: text,
      at: Date.now(),
    });
    const { base, subPath } = splitBase(path);
    const decision = faults.decide(
      method,
      subPath,
      [...url.searchParams].map(([key, value]) => `${key}=${value}`).join('&'),
    );
    if (decision.delayMs > 0) await sleep(decision.delayMs);
    if (closed) {
      res.destroy();
      return;
    }
    if (decision.fault === 'drop') {
      req.socket.destroy();
      finish('dropped');
      return;
    }
    if (decision.fault === 'malformed') {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(MALFORMED_BODY);
      finish('200 (malformed)');
      return;
    }
    let reply: Reply;
    if (decision.fault === 'error') reply = errorReply(503, 'Service unavailable');
    else if (tooLarge) reply = errorReply(413, 'Request body too large');
    else reply = dispatch(req, base, subPath, url, body);
    send(res, reply);
    finish(reply.status);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      // A bug in the sandbox, not a client error: say so loudly and answer 500.
      process.stderr.write(`[laundry sandbox] internal error: ${(error as Error)?.stack ?? String(error)}\n`);
      if (!res.headersSent && !res.destroyed) send(res, errorReply(500, 'Internal sandbox error'));
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.address() as AddressInfo).port;
  const origin = `http://127.0.0.1:${port}`;

  return {
    port,
    commonUrl: `${origin}${COMMON_BASE}`,
    authUrl: `${origin}${AUTH_BASE}`,
    orders: state.recordedOrders,
    requests,
    continueOrderIdsAfter: (orderId) => state.continueOrderIdsAfter(orderId),
    scheduledLegs(orderId) {
      const order = state.orderById(orderId);
      return order && structuredClone({ pickup: order.pickup, delivery: order.delivery });
    },
    customer: (serviceCustomerId) => state.customers.get(serviceCustomerId),
    customerByPhone: (phoneNumber) => state.customerByPhone(phoneNumber),
    snapshot: () => state.snapshot(),
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (closed) {
          resolve();
          return;
        }
        closed = true;
        for (const wake of [...sleepers]) wake();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
    setFaults: (next) => faults.set(next),
    failNext: (rule: FailNextRule) => faults.failNext(rule),
    expireTokens: () => state.expireTokens(),
    lastOtp: (phoneNumber) => state.lastOtp(phoneNumber),
    addAddress: (serviceCustomerId, address) => state.addAddress(serviceCustomerId, address),
  };
}
