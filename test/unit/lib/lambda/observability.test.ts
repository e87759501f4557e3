/**
 * The functions' logs and metrics as an operator reads them: JSON lines on stdout, metrics in the
 * embedded metric format, no personal data.
 */
import type { Context } from 'aws-lambda';
import { createObservability } from '../../../../lib/lambda/observability';

const context = {
  functionName: 'laundry-bot-example-worker',
  functionVersion: '1',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:laundry-bot-example-worker',
  memoryLimitInMB: '1024',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

function captureStdout() {
  const lines: string[] = [];
  const spy = jest.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  });
  return {
    records: () =>
      lines
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Record<string, unknown>),
    restore: () => spy.mockRestore(),
  };
}

describe('observability', () => {
  const env = { ...process.env };
  beforeEach(() => {
    process.env.POWERTOOLS_SERVICE_NAME = 'laundry-bot';
    process.env.POWERTOOLS_METRICS_NAMESPACE = 'LaundryBot';
    process.env.POWERTOOLS_DEV = 'false';
  });
  afterEach(() => {
    process.env = { ...env };
  });

  it('logs worker lines as JSON with the turn as correlation id, and counts turns, orders and API errors', async () => {
    const out = captureStdout();
    try {
      const observability = createObservability();
      const handler = observability.instrument(async () => {
        observability.workerLine({
          level: 'info',
          msg: 'turn done',
          key: 'sms:***01:***01',
          messageId: 'sms:SM123',
          receiveCount: 1,
          ms: 42,
        });
        observability.onLaundryCall({
          operation: 'POST /service-order',
          status: 200,
          ms: 80,
          attempt: 1,
          outcome: 'ok',
        });
        observability.onLaundryCall({
          operation: 'GET /stores/available',
          status: 503,
          ms: 5,
          attempt: 3,
          outcome: 'error',
        });
        return 'ok';
      });
      await expect(handler({}, context)).resolves.toBe('ok');
    } finally {
      out.restore();
    }
    const records = out.records();
    const log = records.find((r) => r.message === 'turn done');
    expect(log).toMatchObject({
      level: 'INFO',
      service: 'laundry-bot',
      correlation_id: 'sms:SM123',
      key: 'sms:***01:***01',
      function_request_id: 'req-1',
    });
    const emf = records.filter((r) => '_aws' in r);
    const names = emf.flatMap((r) =>
      (
        (r._aws as { CloudWatchMetrics: { Metrics: { Name: string }[] }[] }).CloudWatchMetrics[0]?.Metrics ??
        []
      ).map((m) => m.Name),
    );
    expect(names).toEqual(expect.arrayContaining(['Turns', 'TurnMs', 'OrdersPlaced', 'LaundryApiErrors']));
    expect(emf.find((r) => 'LaundryApiErrors' in r)).toMatchObject({ ErrorKind: 'unavailable' });
    expect(JSON.stringify(records)).not.toMatch(/\+1\d{10}|2125550101/);
  });

  it('records the ack time of an HTTP handler, and publishes nothing when nothing was measured', async () => {
    const out = captureStdout();
    let ticks = 0;
    try {
      const observability = createObservability({ now: () => (ticks += 7) });
      await observability.instrument(async () => ({ statusCode: 200 }), { ackMetric: 'AckMs' })({}, context);
      await observability.instrument(async () => 'quiet')({}, context);
    } finally {
      out.restore();
    }
    const emf = out.records().filter((r) => '_aws' in r);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ AckMs: 7 });
  });
});
