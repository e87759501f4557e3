/**
 * The laundry sandbox `npm start` runs: its options come from the SANDBOX_* variables, read by the same
 * parser as `npm run sandbox`, so a fault set in the environment is on in both.
 */
import { FAULT_VARIABLES, sandboxEnvConfig } from './sandbox/cli-config';
import type { SandboxFaults, SandboxOptions } from './sandbox/server';

/** The sandbox's code when stdin is not a terminal and SANDBOX_OTP is unset: a script cannot read the SMS. */
export const SCRIPTED_OTP = '123456';

/**
 * The sandbox's options for `npm start`: faults, token lifetime, time zone and fixed code from the
 * SANDBOX_* variables (a RangeError names a bad one); a scripted run gets SCRIPTED_OTP unless SANDBOX_OTP
 * says otherwise. The port is random: SANDBOX_PORT is `npm run sandbox`'s.
 * @example const sandbox = await startSandbox({ ...localSandboxOptions(process.env, { interactive }), onOtp });
 */
export function localSandboxOptions(
  env: NodeJS.ProcessEnv,
  context: { interactive: boolean },
): SandboxOptions {
  const settings = sandboxEnvConfig(env);
  const fixedOtp = settings.fixedOtp ?? (context.interactive ? undefined : SCRIPTED_OTP);
  return {
    faults: settings.faults,
    ...(settings.tokenTtlMs === undefined ? {} : { tokenTtlMs: settings.tokenTtlMs }),
    ...(settings.timeZone === undefined ? {} : { timeZone: settings.timeZone }),
    ...(fixedOtp === undefined ? {} : { fixedOtp }),
    ...(settings.dispatchToken === undefined ? {} : { dispatchToken: settings.dispatchToken }),
  };
}

/**
 * The banner's account of what the options change from a plain sandbox, e.g.
 * `faults SANDBOX_ERROR_RATE=1, SANDBOX_LATENCY_MS=200; tokens expire after 60 s`; 'no faults' when none.
 */
export function describeSandboxOptions(options: SandboxOptions): string {
  const faults = Object.entries(options.faults ?? {})
    .filter(([, value]) => value)
    .map(([name, value]) => `${FAULT_VARIABLES[name as keyof SandboxFaults]}=${value}`);
  const parts = [faults.length ? `faults ${faults.join(', ')}` : 'no faults'];
  if (options.tokenTtlMs !== undefined) parts.push(`tokens expire after ${options.tokenTtlMs / 1000} s`);
  if (options.timeZone !== undefined) parts.push(`stores in ${options.timeZone}`);
  if (options.dispatchToken !== undefined) parts.push('a dispatch credential is accepted');
  return parts.join('; ');
}
