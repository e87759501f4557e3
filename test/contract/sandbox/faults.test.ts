import { sandboxFetch } from '../../../infra/local/sandbox/sandbox-fetch';
import { commonHeaders, signInOverHttp } from '../../../infra/local/sandbox/sandbox-sign-in';
import type { Sandbox } from '../../../infra/local/sandbox/server';
import { startSandbox } from '../../../infra/local/sandbox/server';

describe('sandbox fault injection', () => {
  let sandbox: Sandbox;
  let headers: Record<string, string>;
  const services = () => sandboxFetch(`${sandbox.commonUrl}/stores/101/services`, { headers });
  const settings = () => sandboxFetch(`${sandbox.commonUrl}/stores/101/delivery-settings`, { headers });

  beforeEach(async () => {
    sandbox = await startSandbox({ onOtp: () => {} });
    headers = (await signInOverHttp(sandbox, '2125550101')).headers;
  });
  afterEach(() => sandbox.close());

  it('failNext error answers 503 {"error":"Service unavailable"} once, then normally', async () => {
    sandbox.failNext({ kind: 'error' });
    const failed = await services();
    expect([failed.status, failed.json]).toEqual([503, { error: 'Service unavailable' }]);
    expect((await services()).status).toBe(200);
  });

  it('failNext drop destroys the socket without an answer', async () => {
    sandbox.failNext({ kind: 'drop' });
    await expect(services()).rejects.toThrow();
    expect((await services()).status).toBe(200);
  });

  it('failNext malformed answers 200 with a body that is not JSON', async () => {
    sandbox.failNext({ kind: 'malformed' });
    const res = await services();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(() => JSON.parse(res.text)).toThrow(SyntaxError);
  });

  it('failNext latency delays one answer by latencyMs', async () => {
    sandbox.failNext({ kind: 'latency', latencyMs: 250 });
    const started = Date.now();
    const slow = await services();
    expect(slow.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(240);
    const fastStart = Date.now();
    await services();
    expect(Date.now() - fastStart).toBeLessThan(200);
  });

  it('failNext matches pathPrefix and method, and counts', async () => {
    sandbox.failNext({ kind: 'error', pathPrefix: '/stores/101/services', method: 'get', count: 2 });
    expect((await settings()).status).toBe(200);
    expect((await services()).status).toBe(503);
    expect((await services()).status).toBe(503);
    expect((await services()).status).toBe(200);
    sandbox.failNext({ kind: 'error', method: 'POST' });
    expect((await services()).status).toBe(200);
  });

  it('a faulted request is not processed', async () => {
    sandbox.failNext({ kind: 'error', pathPrefix: '/request-otp' });
    const res = await sandboxFetch(`${sandbox.commonUrl}/request-otp`, {
      method: 'POST',
      headers: commonHeaders(),
      body: { phoneNumber: '2125550102' },
    });
    expect(res.status).toBe(503);
    expect(sandbox.lastOtp('2125550102')).toBeUndefined();
    expect(sandbox.requests.at(-1)?.path).toBe('/api/v1/common/request-otp');
  });

  it('rates: errorRate, dropRate, malformedRate at 1 hit every request; at 0 none', async () => {
    sandbox.setFaults({ errorRate: 1 });
    expect((await services()).status).toBe(503);
    expect((await settings()).status).toBe(503);
    sandbox.setFaults({ errorRate: 0, dropRate: 1 });
    await expect(services()).rejects.toThrow();
    sandbox.setFaults({ dropRate: 0, malformedRate: 1 });
    const malformed = await services();
    expect(() => JSON.parse(malformed.text)).toThrow(SyntaxError);
    sandbox.setFaults({ malformedRate: 0 });
    expect((await services()).status).toBe(200);
  });

  it('latencyMs is added to every response', async () => {
    sandbox.setFaults({ latencyMs: 120 });
    for (let i = 0; i < 2; i++) {
      const started = Date.now();
      expect((await services()).status).toBe(200);
      expect(Date.now() - started).toBeGreaterThanOrEqual(110);
    }
  });

  it('methods limit the latency and the rates to those methods (a PATCH answered late, the rest at once)', async () => {
    sandbox.setFaults({ latencyMs: 300, errorRate: 1, methods: ['PATCH'] });
    const started = Date.now();
    expect((await services()).status).toBe(200);
    expect(Date.now() - started).toBeLessThan(300);
    const patch = await sandboxFetch(`${sandbox.commonUrl}/service-order/999999/transportation`, {
      method: 'PATCH',
      headers,
      body: '{}',
    });
    expect(patch.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('PUT /__sandbox/faults changes a running sandbox’s faults, is not recorded, and refuses what it cannot set', async () => {
    const put = (body: string, method = 'PUT') =>
      sandboxFetch(`http://127.0.0.1:${sandbox.port}/__sandbox/faults`, {
        method,
        headers: { 'content-type': 'application/json' },
        body,
      });
    const before = sandbox.requests.length;
    expect((await put('{"errorRate":1}')).status).toBe(200);
    expect((await services()).status).toBe(503);
    expect((await put('{"errorRate":0}')).status).toBe(200);
    expect((await services()).status).toBe(200);
    expect((await put('{"errorRate":2}')).status).toBe(400);
    expect((await put('{"speed":1}')).json).toEqual({ error: 'Unknown fault settings: speed' });
    expect((await put('not json')).status).toBe(400);
    expect((await put('{}', 'POST')).status).toBe(405);
    expect(sandbox.requests.length).toBe(before + 2);
  });

  it('rejects rates outside 0..1 and negative latency', () => {
    expect(() => sandbox.setFaults({ errorRate: 1.5 })).toThrow(RangeError);
    expect(() => sandbox.setFaults({ latencyMs: -1 })).toThrow(RangeError);
    expect(() => sandbox.setFaults({ methods: ['patch'] })).toThrow(RangeError);
    expect(() => sandbox.failNext({ kind: 'error', count: 0 })).toThrow(RangeError);
  });

  it('close() does not wait for a delayed request', async () => {
    sandbox.failNext({ kind: 'latency', latencyMs: 10_000 });
    const pending = services();
    pending.catch(() => {}); // Awaited below; keeps Node from flagging it unhandled meanwhile.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const started = Date.now();
    await sandbox.close();
    expect(Date.now() - started).toBeLessThan(1000);
    await expect(pending).rejects.toThrow();
  });
});

describe('sandbox options', () => {
  it('takes faults at start and logs method, path, status and time without tokens, codes or phones', async () => {
    const lines: string[] = [];
    const codes: string[] = [];
    const sandbox = await startSandbox({
      faults: { errorRate: 0 },
      log: (line) => lines.push(line),
      onOtp: (_phone, code) => codes.push(code),
    });
    try {
      const { token } = await signInOverHttp(sandbox, '2125550101');
      await sandboxFetch(`${sandbox.commonUrl}/stores/101/services`, { headers: commonHeaders(token) });
      expect(lines).toEqual([
        expect.stringMatching(/^POST \/api\/v1\/common\/request-otp 200 \d+ms$/),
        expect.stringMatching(/^POST \/api\/v1\/common\/verify-otp 200 \d+ms$/),
        expect.stringMatching(/^GET \/api\/v1\/common\/stores\/101\/services 200 \d+ms$/),
      ]);
      const all = lines.join('\n');
      for (const secret of [token, '2125550101', ...codes]) expect(all).not.toContain(secret);
    } finally {
      await sandbox.close();
    }
  });

  it('starts with faults given as an option', async () => {
    const sandbox = await startSandbox({ faults: { errorRate: 1 }, onOtp: () => {} });
    try {
      const res = await sandboxFetch(`${sandbox.authUrl}/customers`, { method: 'POST', body: {} });
      expect(res.status).toBe(503);
    } finally {
      await sandbox.close();
    }
  });
});
