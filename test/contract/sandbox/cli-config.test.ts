import { sandboxCliConfig } from '../../../infra/local/sandbox/cli-config';

describe('sandbox CLI settings', () => {
  it('defaults to port 4010 and no faults', () => {
    expect(sandboxCliConfig([], {})).toEqual({
      port: 4010,
      faults: { latencyMs: undefined, errorRate: undefined, dropRate: undefined, malformedRate: undefined },
      tokenTtlMs: undefined,
      timeZone: undefined,
    });
  });

  it('takes --port over SANDBOX_PORT, and reads the fault and token variables', () => {
    const env = {
      SANDBOX_PORT: '5000',
      SANDBOX_LATENCY_MS: '150',
      SANDBOX_ERROR_RATE: '0.1',
      SANDBOX_DROP_RATE: '0.05',
      SANDBOX_MALFORMED_RATE: '0',
      SANDBOX_TOKEN_TTL_SECONDS: '30',
      SANDBOX_TIME_ZONE: 'America/Chicago',
    };
    expect(sandboxCliConfig(['--port', '4999'], env)).toEqual({
      port: 4999,
      faults: { latencyMs: 150, errorRate: 0.1, dropRate: 0.05, malformedRate: 0 },
      tokenTtlMs: 30_000,
      timeZone: 'America/Chicago',
    });
    expect(sandboxCliConfig(['--port=4998'], env).port).toBe(4998);
    expect(sandboxCliConfig([], env).port).toBe(5000);
  });

  it('fails fast on bad values', () => {
    expect(() => sandboxCliConfig(['--port', 'abc'], {})).toThrow(/port/);
    expect(() => sandboxCliConfig(['--verbose'], {})).toThrow(/Unknown argument/);
    expect(() => sandboxCliConfig([], { SANDBOX_ERROR_RATE: '2' })).toThrow(RangeError);
    expect(() => sandboxCliConfig([], { SANDBOX_LATENCY_MS: 'slow' })).toThrow(RangeError);
    expect(() => sandboxCliConfig([], { SANDBOX_TOKEN_TTL_SECONDS: '0' })).toThrow(RangeError);
  });
});
