/**
 * Defect 14: `npm start` ignored the SANDBOX_* variables .env.example says it reads. start.ts builds its
 * sandbox from localSandboxOptions(env) exactly as below, with the same parser as `npm run sandbox`.
 */
import { describeSandboxOptions, localSandboxOptions } from '../../../../infra/local/local-sandbox';
import { type Sandbox, startSandbox } from '../../../../infra/local/sandbox/server';

const scripted = { interactive: false };
const atTerminal = { interactive: true };

let sandbox: Sandbox | undefined;
afterEach(async () => {
  await sandbox?.close();
  sandbox = undefined;
});

/** Starts the sandbox the way start.ts does. */
async function startAsNpmStart(env: NodeJS.ProcessEnv, context = scripted): Promise<Sandbox> {
  sandbox = await startSandbox({ ...localSandboxOptions(env, context), onOtp: () => {} });
  return sandbox;
}

function requestOtp(on: Sandbox, phoneNumber = '2125550101'): Promise<Response> {
  return fetch(`${on.commonUrl}/request-otp`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', fwdorigin: 'DISPATCH_API' },
    body: JSON.stringify({ phoneNumber }),
  });
}

describe('npm start applies SANDBOX_ fault variables', () => {
  it('SANDBOX_ERROR_RATE=1 answers every request 503', async () => {
    const on = await startAsNpmStart({ SANDBOX_ERROR_RATE: '1' });
    for (let i = 0; i < 3; i++) {
      const response = await requestOtp(on);
      expect(response.status).toBe(503);
      expect(await response.json()).toEqual({ error: 'Service unavailable' });
    }
  });

  it('SANDBOX_LATENCY_MS delays every answer', async () => {
    const on = await startAsNpmStart({ SANDBOX_LATENCY_MS: '300' });
    const started = performance.now();
    const response = await requestOtp(on);
    expect(response.status).toBe(200);
    expect(performance.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('reads the token lifetime, the time zone and the code as npm run sandbox does', () => {
    expect(
      localSandboxOptions(
        {
          SANDBOX_DROP_RATE: '0.5',
          SANDBOX_MALFORMED_RATE: '0.25',
          SANDBOX_TOKEN_TTL_SECONDS: '60',
          SANDBOX_TIME_ZONE: 'America/Chicago',
          SANDBOX_OTP: '654321',
        },
        atTerminal,
      ),
    ).toEqual({
      faults: { dropRate: 0.5, malformedRate: 0.25 },
      tokenTtlMs: 60_000,
      timeZone: 'America/Chicago',
      fixedOtp: '654321',
    });
  });

  it('a scripted run gets code 123456, a terminal a texted one, and SANDBOX_OTP wins over both', async () => {
    expect(localSandboxOptions({}, scripted).fixedOtp).toBe('123456');
    expect(localSandboxOptions({}, atTerminal).fixedOtp).toBeUndefined();
    const on = await startAsNpmStart({ SANDBOX_OTP: '654321' });
    expect((await requestOtp(on)).status).toBe(200);
    expect(on.lastOtp('2125550101')).toBe('654321');
  });

  it('refuses a bad variable before anything starts', () => {
    expect(() => localSandboxOptions({ SANDBOX_ERROR_RATE: '2' }, scripted)).toThrow(/SANDBOX_ERROR_RATE/);
    expect(() => localSandboxOptions({ SANDBOX_LATENCY_MS: 'slow' }, scripted)).toThrow(/SANDBOX_LATENCY_MS/);
    expect(() => localSandboxOptions({ SANDBOX_OTP: '12' }, scripted)).toThrow(/SANDBOX_OTP/);
  });

  it('the banner says which faults are on, by their variables', () => {
    expect(describeSandboxOptions(localSandboxOptions({}, scripted))).toBe('no faults');
    expect(
      describeSandboxOptions(
        localSandboxOptions(
          { SANDBOX_ERROR_RATE: '1', SANDBOX_LATENCY_MS: '200', SANDBOX_TOKEN_TTL_SECONDS: '60' },
          scripted,
        ),
      ),
    ).toBe('faults SANDBOX_LATENCY_MS=200, SANDBOX_ERROR_RATE=1; tokens expire after 60 s');
    expect(
      describeSandboxOptions(
        localSandboxOptions({ SANDBOX_LATENCY_MS: '5000', SANDBOX_FAULT_METHODS: 'patch' }, scripted),
      ),
    ).toBe('faults SANDBOX_LATENCY_MS=5000, SANDBOX_FAULT_METHODS=PATCH');
  });
});
