/**
 * The sandbox CLI's settings from arguments and environment variables, checked up front so a typo
 * fails at start with a clear message.
 */
import type { SandboxFaults } from './faults';
import { checkFaults } from './faults';

export const DEFAULT_PORT = 4010;

/** What the SANDBOX_* variables set; `npm run sandbox` and `npm start` read them alike. */
export interface SandboxEnvConfig {
  faults: Partial<SandboxFaults>;
  tokenTtlMs?: number;
  timeZone?: string;
  fixedOtp?: string;
  dispatchToken?: string;
}

export interface SandboxCliConfig extends SandboxEnvConfig {
  port: number;
}

/** The variable behind each fault, for messages that tell a person what to change. */
export const FAULT_VARIABLES: Record<keyof SandboxFaults, string> = {
  latencyMs: 'SANDBOX_LATENCY_MS',
  errorRate: 'SANDBOX_ERROR_RATE',
  dropRate: 'SANDBOX_DROP_RATE',
  malformedRate: 'SANDBOX_MALFORMED_RATE',
  methods: 'SANDBOX_FAULT_METHODS',
};

function envNumber(env: NodeJS.ProcessEnv, name: string): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw.trim() === '') return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) throw new RangeError(`${name} must be a number, got "${raw}"`);
  return value;
}

/** A comma-separated list, upper-cased (`patch, post` → ['PATCH', 'POST']); undefined when unset. */
function envList(env: NodeJS.ProcessEnv, name: string): string[] | undefined {
  const items = (env[name] ?? '')
    .split(',')
    .map((item) => item.trim().toUpperCase())
    .filter(Boolean);
  return items.length ? items : undefined;
}

function portFrom(raw: string | undefined, source: string): number | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535)
    throw new RangeError(`${source}: "${raw}" is not a port`);
  return port;
}

/**
 * `--port N` / `--port=N` (else SANDBOX_PORT, else 4010); SANDBOX_LATENCY_MS, SANDBOX_ERROR_RATE,
 * SANDBOX_DROP_RATE, SANDBOX_MALFORMED_RATE; SANDBOX_TOKEN_TTL_SECONDS; SANDBOX_TIME_ZONE; SANDBOX_OTP (a fixed
 * code for scripted runs).
 */
export function sandboxCliConfig(argv: string[], env: NodeJS.ProcessEnv): SandboxCliConfig {
  let argPort: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--port') argPort = argv[++i];
    else if (arg.startsWith('--port=')) argPort = arg.slice('--port='.length);
    else throw new Error(`Unknown argument "${arg}" (usage: npm run sandbox [-- --port 4010])`);
  }
  const port = portFrom(argPort, '--port') ?? portFrom(env.SANDBOX_PORT, 'SANDBOX_PORT') ?? DEFAULT_PORT;
  return { port, ...sandboxEnvConfig(env) };
}

/**
 * SANDBOX_LATENCY_MS, SANDBOX_ERROR_RATE, SANDBOX_DROP_RATE, SANDBOX_MALFORMED_RATE (applied to the methods
 * in SANDBOX_FAULT_METHODS, every one when unset); SANDBOX_TOKEN_TTL_SECONDS; SANDBOX_TIME_ZONE;
 * SANDBOX_OTP; SANDBOX_DISPATCH_TOKEN. Throws a RangeError
 * naming the bad variable.
 */
export function sandboxEnvConfig(env: NodeJS.ProcessEnv): SandboxEnvConfig {
  const faults: Partial<SandboxFaults> = {
    latencyMs: envNumber(env, FAULT_VARIABLES.latencyMs),
    errorRate: envNumber(env, FAULT_VARIABLES.errorRate),
    dropRate: envNumber(env, FAULT_VARIABLES.dropRate),
    malformedRate: envNumber(env, FAULT_VARIABLES.malformedRate),
    methods: envList(env, FAULT_VARIABLES.methods),
  };
  for (const key of Object.keys(FAULT_VARIABLES) as (keyof SandboxFaults)[]) {
    try {
      checkFaults({ [key]: faults[key] });
    } catch (error) {
      throw new RangeError(`${FAULT_VARIABLES[key]}: ${(error as Error).message}`);
    }
  }
  const ttlSeconds = envNumber(env, 'SANDBOX_TOKEN_TTL_SECONDS');
  if (ttlSeconds !== undefined && ttlSeconds <= 0)
    throw new RangeError('SANDBOX_TOKEN_TTL_SECONDS must be > 0');
  return {
    faults,
    tokenTtlMs: ttlSeconds === undefined ? undefined : ttlSeconds * 1000,
    timeZone: env.SANDBOX_TIME_ZONE?.trim() || undefined,
    fixedOtp: fixedOtpFrom(env.SANDBOX_OTP),
    dispatchToken: env.SANDBOX_DISPATCH_TOKEN?.trim() || undefined,
  };
}

function fixedOtpFrom(raw: string | undefined): string | undefined {
  if (raw === undefined || raw.trim() === '') return undefined;
  if (!/^\d{6}$/.test(raw.trim())) throw new RangeError(`SANDBOX_OTP must be 6 digits, got "${raw}"`);
  return raw.trim();
}
