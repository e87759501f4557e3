/**
 * The functions' logs and metrics as an operator reads them: JSON lines on stdout, metrics in the
 * embedded metric format, no personal data.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { apiGatewayEvent } from '../../../../infra/local/http-gateway';
import { createSmsHandler } from '../../../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../../../lib/channels/sms/twilio-signature';
import { createObservability, METRIC_SERIES } from '../../../../lib/lambda/observability';
import { QueueError } from '../../../../lib/queue/queue';
import { captureOutput } from '../../../support/captured-output';
import { formEncode, inboundSms } from '../../../support/twilio-payloads';

type Emf = { _aws: { CloudWatchMetrics: { Dimensions: string[][]; Metrics: { Name: string }[] }[] } };
const metricNames = (records: Record<string, unknown>[]) =>
  records
    .filter((r) => '_aws' in r)
    .flatMap((r) => ((r as unknown as Emf)._aws.CloudWatchMetrics[0]?.Metrics ?? []).map((m) => m.Name));

const ACCOUNT_SID = `AC${'0'.repeat(32)}`;

const context = {
  functionName: 'laundry-bot-example-worker',
  functionVersion: '1',
  invokedFunctionArn: 'arn:aws:lambda:us-east-1:123456789012:function:laundry-bot-example-worker',
  memoryLimitInMB: '1024',
  awsRequestId: 'req-1',
  getRemainingTimeInMillis: () => 30_000,
} as unknown as Context;

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
    const out = captureOutput();
    try {
      const observability = createObservability();
      const handler = observability.instrument(async () => {
        observability.workerLine({
          level: 'info',
          msg: 'turn done',
          event: 'turn-done',
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
          credential: 'customer',
        });
        observability.onLaundryCall({
          operation: 'GET /stores/available',
          status: 503,
          ms: 5,
          attempt: 3,
          outcome: 'error',
          kind: 'unavailable',
          credential: 'customer',
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

  it("counts the funnel's conversations and orders started by their events alone, under the business", async () => {
    const out = captureOutput();
    try {
      const observability = createObservability({ business: 'example' });
      await observability.instrument(async () => {
        // The words alone: counted nothing.
        observability.workerLine({ level: 'info', msg: 'conversation started' });
        observability.workerLine({ level: 'info', msg: 'order started' });
        observability.workerLine({ level: 'info', msg: 'a first turn', event: 'conversation-started' });
        observability.workerLine({ level: 'info', msg: 'an order opened', event: 'order-started' });
        observability.workerLine({ level: 'info', msg: 'another order opened', event: 'order-started' });
        return 'ok';
      })({}, context);
    } finally {
      out.restore();
    }
    const emf = out.records().filter((r) => '_aws' in r);
    expect(emf).toHaveLength(1);
    // Each counted once: two in one invocation are two values of the one metric.
    expect(emf[0]).toMatchObject({ ConversationsStarted: 1, OrdersStarted: [1, 1], business: 'example' });
    expect(METRIC_SERIES).toEqual(
      expect.arrayContaining(['ConversationsStarted', 'OrdersStarted', 'OrdersPlaced']),
    );
  });

  it('counts a worker line by its event, never by its words, and leaves the event out of the log', async () => {
    const out = captureOutput();
    try {
      const observability = createObservability();
      await observability.instrument(async () => {
        // The words of a counted line, without its event: counted nothing.
        observability.workerLine({ level: 'info', msg: 'turn done', ms: 5 });
        observability.workerLine({ level: 'error', msg: 'turn failed on its last try' });
        observability.workerLine({
          level: 'info',
          msg: 'turn answered by its channel: staff command refused (not staff)',
        });
        // Events under other words: counted.
        observability.workerLine({
          level: 'info',
          msg: 'a staff member was turned away',
          event: 'staff-refused',
        });
        observability.workerLine({ level: 'warn', msg: 'skipped a record', event: 'record-dropped' });
        return 'ok';
      })({}, context);
    } finally {
      out.restore();
    }
    const records = out.records();
    const emf = records.filter((r) => '_aws' in r);
    expect(emf).toHaveLength(1);
    expect(emf[0]).toMatchObject({ StaffRefusals: 1, RecordsDropped: 1 });
    for (const metric of ['Turns', 'TurnMs', 'TurnsDeadLettered']) expect(emf[0]).not.toHaveProperty(metric);
    expect(records.filter((r) => 'event' in r)).toEqual([]);
    expect(records.find((r) => r.message === 'skipped a record')).toMatchObject({ level: 'WARN' });
  });

  it('an SMS whose enqueue fails is logged without personal data and counted in EnqueueFailures', async () => {
    const out = captureOutput();
    let response: unknown;
    try {
      const observability = createObservability();
      const authToken = 'observability-twilio-token-0123';
      const url = 'https://sms.example/sms/inbound';
      const params = inboundSms({
        from: '+12125550101',
        to: '+15005550006',
        body: 'my address is 12 Main St',
        accountSid: ACCOUNT_SID,
      });
      const handler = createSmsHandler({
        sms: {
          accountSid: ACCOUNT_SID,
          authToken,
          apiUrl: 'http://127.0.0.1:9',
          webhookUrl: url,
          supportContact: 'help@laundry.example',
          messagingServiceSid: undefined,
          spanishKeywords: false,
          statusCallbackUrl: undefined,
        },
        table: { send: async () => undefined },
        queue: { send: () => Promise.reject(new QueueError('the queue is down')) },
        // The conversation key's fingerprint: any function of the phone that does not spell it.
        fingerprint: (phone) => `fp${phone.length}`,
        onError: observability.onEnqueueFailed,
      });
      const body = formEncode(params);
      const signature = signTwilioRequest(authToken, url, params);
      response = await observability.instrument((event: APIGatewayProxyEventV2) => handler(event))(
        apiGatewayEvent('POST', '/sms/inbound', body, {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signature,
        }),
        context,
      );
    } finally {
      out.restore();
    }
    expect(response).toMatchObject({ statusCode: 500 });
    const records = out.records();
    expect(records.find((r) => r.message === 'enqueue failed')).toMatchObject({
      level: 'ERROR',
      error: 'QueueError (QUEUE_SEND_FAILED)',
    });
    expect(records.find((r) => '_aws' in r)).toMatchObject({ EnqueueFailures: 1 });
    expect(JSON.stringify(records)).not.toMatch(/2125550101|5005550006|Main St/);
  });

  it('puts the business dimension on every metric, single ones included, so two businesses never share one', async () => {
    process.env.BUSINESS_STAGE = 'spin-city';
    const out = captureOutput();
    try {
      const observability = createObservability();
      await observability.instrument(async () => {
        observability.workerLine({ level: 'info', msg: 'turn done', event: 'turn-done', ms: 12 });
        observability.onLaundryCall({
          operation: 'GET /stores',
          status: 503,
          ms: 7,
          attempt: 1,
          outcome: 'error',
          kind: 'unavailable',
          credential: 'none',
        });
        observability.onLaundryCall({
          operation: 'POST /service-order',
          status: 200,
          ms: 90,
          attempt: 1,
          outcome: 'ok',
          credential: 'customer',
        });
      })({}, context);
    } finally {
      out.restore();
    }
    const emf = out.records().filter((r) => '_aws' in r);
    expect(emf.length).toBeGreaterThanOrEqual(2);
    for (const record of emf) {
      expect(record).toMatchObject({ business: 'spin-city', service: 'laundry-bot' });
      for (const set of (record as unknown as Emf)._aws.CloudWatchMetrics[0]?.Dimensions ?? [])
        expect(set).toEqual(expect.arrayContaining(['service', 'business']));
    }
    expect(metricNames(emf)).toEqual(
      expect.arrayContaining(['Turns', 'LaundryApiErrors', 'OrdersPlaced', 'LaundryApiMs']),
    );
  });

  it("a sign-up refused for the business's daily cap is logged as such and counted in SignUpsCapped, the metric its alarm watches, with the business", async () => {
    process.env.BUSINESS_STAGE = 'spin-city';
    const out = captureOutput();
    try {
      const observability = createObservability();
      await observability.instrument(async () => observability.onSignUpsCapped())({}, context);
    } finally {
      out.restore();
    }
    const records = out.records();
    expect(records.find((r) => r.level === 'WARN')).toMatchObject({
      message: "sign-up refused: the business's sign-ups of the day are used up",
    });
    expect(records.find((r) => '_aws' in r)).toMatchObject({ SignUpsCapped: 1, business: 'spin-city' });
  });

  it('a Slack event the queue refuses is still refused, logged by its error alone and counted in EnqueueFailures', async () => {
    const out = captureOutput();
    let refused: unknown;
    try {
      const observability = createObservability();
      const queue = observability.countingEnqueueFailures({
        send: () => Promise.reject(new QueueError('the queue is down')),
      });
      await observability.instrument(async () => {
        refused = await queue
          .send({ groupId: 'slack:T1:U1', deduplicationId: 'Ev1', body: '{"text":"my address"}' })
          .catch((error: unknown) => error);
      })({}, context);
    } finally {
      out.restore();
    }
    expect(refused).toBeInstanceOf(QueueError);
    const records = out.records();
    expect(records.find((r) => r.message === 'enqueue failed')).toMatchObject({
      error: 'QueueError (QUEUE_SEND_FAILED)',
    });
    expect(records.find((r) => '_aws' in r)).toMatchObject({ EnqueueFailures: 1 });
    expect(JSON.stringify(records)).not.toMatch(/my address/);
  });

  it("counts texts sent, delivered and failed from Twilio's signed status callbacks", async () => {
    const out = captureOutput();
    try {
      const observability = createObservability();
      const authToken = 'observability-twilio-token-0123';
      const url = 'https://sms.example/sms/status';
      const handler = createSmsHandler({
        sms: {
          accountSid: ACCOUNT_SID,
          authToken,
          apiUrl: 'http://127.0.0.1:9',
          webhookUrl: undefined,
          supportContact: 'help@laundry.example',
          messagingServiceSid: undefined,
          spanishKeywords: false,
          statusCallbackUrl: url,
        },
        table: { send: async () => undefined },
        queue: { send: async () => undefined },
        fingerprint: (phone) => `fp${phone.length}`,
        onStatus: observability.onTextStatus,
      });
      const statuses = ['queued', 'sent', 'delivered', 'sent', 'undelivered', 'failed'];
      await observability.instrument(async () => {
        for (const [i, MessageStatus] of statuses.entries()) {
          const params = {
            AccountSid: ACCOUNT_SID,
            MessageSid: `SM${i}`,
            MessageStatus,
            To: '+12125550101',
            From: '+15005550006',
            ...(MessageStatus.endsWith('failed') || MessageStatus === 'undelivered'
              ? { ErrorCode: '30034' }
              : {}),
          };
          const answer = await handler(
            apiGatewayEvent('POST', '/sms/status', formEncode(params), {
              'content-type': 'application/x-www-form-urlencoded',
              'x-twilio-signature': signTwilioRequest(authToken, url, params),
            }),
          );
          expect(answer).toMatchObject({ statusCode: 204 });
        }
      })({}, context);
    } finally {
      out.restore();
    }
    const emf = out.records().find((r) => '_aws' in r);
    // Powertools keeps each value of a metric in one record; CloudWatch sums them.
    expect(emf).toMatchObject({ TextsSent: [1, 1], TextsDelivered: 1, TextsFailed: [1, 1] });
  });

  it('counts a laundry-service call once, by its last attempt, and a refused credential by whose it was', async () => {
    const out = captureOutput();
    try {
      const observability = createObservability();
      await observability.instrument(async () => {
        const call = { operation: 'GET /stores', ms: 3, attempt: 1 } as const;
        const unauthorized = { ...call, status: 401, outcome: 'error', kind: 'unauthorized' } as const;
        observability.onLaundryCall({
          ...call,
          status: 503,
          outcome: 'retry',
          kind: 'unavailable',
          credential: 'customer',
        });
        observability.onLaundryCall({
          ...call,
          status: 200,
          attempt: 2,
          outcome: 'ok',
          credential: 'customer',
        });
        for (const credential of ['customer', 'none', 'dispatch'] as const)
          observability.onLaundryCall({ ...unauthorized, credential });
      })({}, context);
    } finally {
      out.restore();
    }
    const kinds = out
      .records()
      .filter((r) => 'LaundryApiErrors' in r)
      .map((r) => r.ErrorKind);
    expect(kinds).toEqual(['customer_unauthorized', 'customer_unauthorized', 'dispatch_unauthorized']);
  });

  it('counts a refused webhook signature by its channel, and a failed text with the failures in a row to its phone', async () => {
    const out = captureOutput();
    try {
      const observability = createObservability();
      await observability.instrument(async () => {
        observability.onSignatureRefused('slack');
        observability.onSignatureRefused('sms');
        observability.onTextStatus('failed', 2);
        observability.onTextStatus('delivered');
      })({}, context);
    } finally {
      out.restore();
    }
    const records = out.records();
    expect(records.filter((r) => 'SignaturesRefused' in r).map((r) => r.Channel)).toEqual(['slack', 'sms']);
    expect(records.find((r) => r.message === 'webhook refused: its signature did not verify')).toMatchObject({
      level: 'WARN',
      channel: 'slack',
    });
    expect(records.find((r) => 'TextsFailed' in r)).toMatchObject({
      TextsFailed: 1,
      TextFailuresInARow: 2,
      TextsDelivered: 1,
    });
  });

  it('publishes only the series METRIC_SERIES lists, the custom metrics the bench prices', async () => {
    const out = captureOutput();
    try {
      const observability = createObservability();
      await observability.instrument(
        async () => {
          for (const event of [
            'turn-done',
            'conversation-started',
            'order-started',
            'turn-dead-lettered',
            'turn-failed',
            'reminder-done',
            'record-dropped',
            'staff-refused',
          ] as const)
            observability.workerLine({ level: 'info', msg: event, event, ms: 3 });
          for (const operation of ['POST /service-order', 'PATCH /service-order/1/transportation'])
            observability.onLaundryCall({
              operation,
              status: 200,
              ms: 5,
              attempt: 1,
              outcome: 'ok',
              credential: 'customer',
            });
          for (const kind of [
            'unavailable',
            'not_found',
            'invalid',
            'unexpected_response',
            'unauthorized',
          ] as const)
            for (const credential of ['customer', 'dispatch'] as const)
              observability.onLaundryCall({
                operation: 'GET /stores',
                status: undefined,
                ms: 5,
                attempt: 1,
                outcome: 'error',
                kind,
                credential,
              });
          observability.onEnqueueFailed(new QueueError('down'));
          for (const status of ['queued', 'sent', 'delivered', 'failed', 'undelivered'])
            observability.onTextStatus(status, 1);
          observability.onSignatureRefused('slack');
          observability.onSignatureRefused('sms');
          observability.onSignUpsCapped();
        },
        { ackMetric: 'AckMs' },
      )({}, context);
    } finally {
      out.restore();
    }
    const series = new Set(
      out
        .records()
        .filter((r) => '_aws' in r)
        .flatMap((r) => {
          const [directive] = (r as unknown as Emf)._aws.CloudWatchMetrics;
          const own = (directive?.Dimensions[0] ?? []).filter((d) => d !== 'service' && d !== 'business');
          return (directive?.Metrics ?? []).map((m) =>
            [m.Name, ...own.map((d) => `${d}=${String(r[d])}`)].join(' '),
          );
        }),
    );
    expect([...series].sort()).toEqual([...METRIC_SERIES].sort());
  });

  it('records the ack time of an HTTP handler, and publishes nothing when nothing was measured', async () => {
    const out = captureOutput();
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
