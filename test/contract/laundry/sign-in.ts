/**
 * Support for the laundry client's contract tests: a fresh in-process sandbox per test, the real
 * client pointed at it over HTTP, and the sign-in every test starts from (request-otp → the code the
 * sandbox "texted" → verify-otp), all through the client under test.
 */
import { SEED, type SeedCustomer } from '../../../infra/local/sandbox/seed-data';
import {
  type Sandbox,
  type SandboxOptions,
  type SandboxRequest,
  startSandbox,
} from '../../../infra/local/sandbox/server';
import type { LaundryClientConfig } from '../../../lib/config';
import { createLaundryClient, type LaundryClient, type LaundryClientDeps } from '../../../lib/laundry/client';

export const TIME_ZONE = 'America/New_York';

/**
 * A Monday, 8 AM in New York, held still and injected into the sandbox: windows are the same every run.
 * Nothing here reads the machine's clock against it (no table, no turn deadline), so a fixed instant
 * cannot expire; the bot's stacks use the running clock of test/support/clock.ts instead.
 */
export const MONDAY_MORNING = new Date('2026-11-23T13:00:00Z');
export const TODAY = '2026-11-23';
export const TUESDAY = '2026-11-24';
export const WEDNESDAY = '2026-11-25';

/** Per-call timeout of the clients built here (with 2 GET retries and a 1 ms backoff base, so retries cost nothing). */
export const CLIENT_TIMEOUT_MS = 400;

function seedCustomer(serviceCustomerId: number): SeedCustomer {
  const customer = SEED.customers.find((c) => c.serviceCustomerId === serviceCustomerId);
  if (!customer) throw new Error(`seed has no customer ${serviceCustomerId}`);
  return customer;
}

/** Two cards, two addresses (Chelsea → store 101, Williamsburg → store 102). */
export const DANA = seedCustomer(1001);
/** No payment methods, one Chelsea address. */
export const SAM = seedCustomer(1002);

export interface ContractEnv {
  sandbox: Sandbox;
  client: LaundryClient;
  /** Every OTP the sandbox "texted", in order. */
  texts: { phoneNumber: string; code: string }[];
  close(): Promise<void>;
}

export interface ContractOptions {
  sandbox?: SandboxOptions;
  client?: Partial<LaundryClientConfig>;
  deps?: LaundryClientDeps;
}

/** A fresh sandbox on a random port with the fixed clock, and the real client against it. */
export async function startContract(options: ContractOptions = {}): Promise<ContractEnv> {
  const texts: { phoneNumber: string; code: string }[] = [];
  const sandbox = await startSandbox({
    port: 0,
    now: () => MONDAY_MORNING,
    timeZone: TIME_ZONE,
    onOtp: (phoneNumber, code) => texts.push({ phoneNumber, code }),
    ...options.sandbox,
  });
  const client = createLaundryClient(
    {
      apiUrl: sandbox.commonUrl,
      authUrl: sandbox.authUrl,
      timeoutMs: CLIENT_TIMEOUT_MS,
      getRetries: 2,
      ...options.client,
    },
    { retryBaseMs: 1, ...options.deps },
  );
  return {
    sandbox,
    client,
    texts,
    async close() {
      await client.close();
      await sandbox.close();
    },
  };
}

export interface Session {
  token: string;
  serviceCustomerId: number;
  /** `sandbox.requests.length` right after sign-in: what a test sends starts here. */
  mark: number;
}

/** Signs a customer in through the client: requestOtp → sandbox.lastOtp → verifyOtp. */
export async function signIn(env: ContractEnv, phoneNumber: string = DANA.phoneNumber): Promise<Session> {
  await env.client.requestOtp({ phoneNumber, businessId: SEED.businessId });
  const otp = env.sandbox.lastOtp(phoneNumber);
  if (!otp) throw new Error(`the sandbox sent no OTP to ${phoneNumber}`);
  const { token, serviceCustomerId } = await env.client.verifyOtp({ phoneNumber, otp });
  return { token, serviceCustomerId, mark: env.sandbox.requests.length };
}

/** The requests the sandbox received since `mark` (a session's, or any `requests.length`). */
export function requestsSince(sandbox: Sandbox, mark: number | Session): SandboxRequest[] {
  return sandbox.requests.slice(typeof mark === 'number' ? mark : mark.mark);
}

/** The one request received since `mark`; fails the test when there were none or several. */
export function onlyRequestSince(sandbox: Sandbox, mark: number | Session): SandboxRequest {
  const sent = requestsSince(sandbox, mark);
  expect(sent.map((r) => `${r.method} ${r.path}`)).toHaveLength(1);
  return sent[0] as SandboxRequest;
}
