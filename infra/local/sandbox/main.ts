/**
 * `npm run sandbox [-- --port 4010]`: runs the laundry sandbox in the foreground, prints where it
 * listens and who can sign in, prints each OTP "SMS", and closes cleanly on Ctrl-C / SIGTERM.
 */

import { maskPhone } from '../../../lib/dialog/mask-phone';
import { sandboxCliConfig } from './cli-config';
import { SEED } from './seed-data';
import type { SandboxFaults } from './server';
import { startSandbox } from './server';

function faultsText(faults: Partial<SandboxFaults>): string {
  const set = Object.entries(faults).filter(([, value]) => value);
  return set.length ? set.map(([name, value]) => `${name}=${value}`).join(', ') : 'none';
}

async function main(): Promise<void> {
  const config = sandboxCliConfig(process.argv.slice(2), process.env);
  const sandbox = await startSandbox({
    port: config.port,
    faults: config.faults,
    tokenTtlMs: config.tokenTtlMs,
    fixedOtp: config.fixedOtp,
    timeZone: config.timeZone,
    onOtp: (phoneNumber, code) =>
      console.log(`\n  >>> SANDBOX SMS to ${maskPhone(phoneNumber)}: your code is ${code} <<<\n`),
    log: (line) => console.log(`[sandbox] ${line}`),
  });
  const lines = [
    `Laundry sandbox listening (business ${SEED.businessId}, ${SEED.businessName})`,
    `  base_url  ${sandbox.commonUrl}`,
    `  auth_url  ${sandbox.authUrl}`,
    'Seeded customers (sign in with POST /request-otp, then /verify-otp; the code is printed here):',
    ...SEED.customers.map(
      (c) =>
        `  ${c.phoneNumber}  ${c.firstName} ${c.lastName}${c.businessName ? ` (${c.businessName})` : ''}` +
        `  id ${c.serviceCustomerId}, ${c.addresses.length} address(es), ${c.paymentMethods.length} card(s)` +
        (c.addresses.some((a) => a.googlePlacesId === SEED.unservedGooglePlacesId)
          ? ', outside every store area'
          : ''),
    ),
    `Faults: ${faultsText(config.faults)}; token TTL: ${config.tokenTtlMs ? `${config.tokenTtlMs / 1000}s` : 'none'}`,
  ];
  console.log(lines.join('\n'));

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`\n[sandbox] ${signal}: closing`);
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  const code = (error as NodeJS.ErrnoException)?.code;
  console.error(code === 'EADDRINUSE' ? `[sandbox] port already in use: ${(error as Error).message}` : error);
  process.exitCode = 1;
});
