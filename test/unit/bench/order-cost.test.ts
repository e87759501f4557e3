import { METRIC_SERIES } from '../../../lib/lambda/observability';
import { type LogBytes, measureLogBytes } from '../../bench/log-bytes';
import {
  awsOf,
  COST_BUDGETS_PER_1000,
  costRows,
  fixedMonthly,
  MEMORY_MB,
  orderCosts,
  orderUsage,
  perOrderAt,
  priceOrder,
  STATUS_CALLBACKS_PER_TEXT,
  volumeRows,
} from '../../bench/order-cost';
import { dollars, FIXED_PRICES, PRICES } from '../../bench/prices';
import type { TurnSample } from '../../bench/turns';

function turn(overrides: Partial<TurnSample>): TurnSample {
  return {
    channel: 'sms',
    newCustomer: false,
    input: 'x',
    kind: 'ordinary',
    workerMs: 10,
    latencyMs: 20,
    ackMs: 4,
    reads: 1,
    writes: 1,
    readUnits: 0,
    writeUnits: 0,
    segmentsIn: 0,
    textsOut: 0,
    segmentsOut: 0,
    slackPosts: 0,
    remindersScheduled: 0,
    dynamo: [],
    laundry: [],
    repeatedGets: [],
    redelivery: { reads: 1, writes: 0, laundry: 0, repliesSent: 0 },
    ...overrides,
  };
}

/** Logs of no size, for the tests of other parts. */
const NO_LOGS: LogBytes = { workerTurn: () => 0, handlerRequest: 0, accessLogLine: 0 };

const usageOf = (channel: 'slack' | 'sms', samples: TurnSample[], orders = 1, logs = NO_LOGS) =>
  orderUsage(channel, samples, orders, logs);

describe('the price of an order', () => {
  it('prices a unit at its list price over its unit count (per million requests, per segment)', () => {
    expect(dollars(PRICES.httpApiRequest, 1_000_000)).toBeCloseTo(1.0, 10);
    expect(dollars(PRICES.dynamoWriteUnit, 2_000_000)).toBeCloseTo(1.25, 10);
    expect(dollars(PRICES.smsOutboundSegment, 35)).toBeCloseTo(0.2905, 10);
  });

  it('gives dollars per 1,000 orders, each priced unit and their sum', () => {
    const usage = priceOrder({
      ...usageOf('sms', []),
      httpApiRequest: 20,
      smsOutboundSegment: 2,
      lambdaArmGbSecond: 1,
    });
    expect(usage.per1000.httpApiRequest).toBeCloseTo(0.02, 10);
    expect(usage.per1000.smsOutboundSegment).toBeCloseTo(16.6, 10);
    expect(usage.per1000.lambdaArmGbSecond).toBeCloseTo(0.0133334, 10);
    expect(usage.total).toBeCloseTo(0.02 + 16.6 + 0.0133334, 10);
  });

  it("bills each invocation's duration rounded up to the millisecond, at the function's deployed memory", () => {
    const usage = usageOf('slack', [turn({ channel: 'slack', workerMs: 10.2, ackMs: 4.1 })]);
    // The worker 11 ms at 1 GB, the Slack function 5 ms at 0.5 GB.
    expect(MEMORY_MB).toEqual({ slack: 512, sms: 512, worker: 1024 });
    expect(usage.lambdaArmGbSecond).toBeCloseTo(0.011 + 0.0025, 12);
    expect(usage.lambdaRequest).toBe(2);
    expect(usage.httpApiRequest).toBe(1);
    expect(usage.sqsFifoRequest).toBe(3);
  });

  it("counts the events Slack sends back for the bot's own posts as requests to the Slack function", () => {
    const usage = usageOf('slack', [turn({ channel: 'slack', slackPosts: 2, ackMs: 1, workerMs: 1 })]);
    expect(usage.httpApiRequest).toBe(3);
    expect(usage.lambdaRequest).toBe(4);
    expect(usage.lambdaArmGbSecond).toBeCloseTo(3 * 0.0005 + 0.001, 12);
  });

  it("counts a text's status callbacks, the MessageSid and delivered writes, and both ways' segments", () => {
    const usage = usageOf('sms', [
      turn({ segmentsIn: 1, textsOut: 2, segmentsOut: 3, readUnits: 1, writeUnits: 8 }),
    ]);
    expect(usage.httpApiRequest).toBe(1 + 2 * STATUS_CALLBACKS_PER_TEXT);
    // The worker's 8, the inbound MessageSid's 1, one DeleteItem per delivered text.
    expect(usage.dynamoWriteUnit).toBe(8 + 1 + 2);
    expect(usage.dynamoReadUnit).toBe(1);
    expect(usage.smsOutboundSegment).toBe(3);
    expect(usage.smsCarrierFeeOutbound).toBe(3);
    expect(usage.smsInboundSegment).toBe(1);
  });

  it("prices a reminder's turn as a Scheduler invocation and a queued turn, with no HTTP request or text in", () => {
    const samples = [
      turn({ kind: 'placed', workerMs: 60, writeUnits: 25, readUnits: 3, segmentsIn: 1 }),
      turn({
        kind: 'reminder',
        workerMs: 20,
        ackMs: 0,
        writeUnits: 8,
        readUnits: 2,
        textsOut: 1,
        segmentsOut: 1,
      }),
    ];
    const usage = usageOf('sms', samples);
    expect(usage.schedulerInvocation).toBe(1);
    expect(usage.sqsFifoRequest).toBe(2 * 3);
    // The placing turn's text in, and the reminder's text out with its callbacks.
    expect(usage.httpApiRequest).toBe(1 + STATUS_CALLBACKS_PER_TEXT);
    expect(usage.lambdaRequest).toBe(1 + STATUS_CALLBACKS_PER_TEXT + 2);
    // The worker's 25 + 8, the MessageSid of the one text in, the DeleteItem of the one delivered.
    expect(usage.dynamoWriteUnit).toBe(25 + 8 + 1 + 1);
    expect(usage.dynamoReadUnit).toBe(3 + 2);
    expect(usage.smsOutboundSegment).toBe(1);
    expect(usage.smsInboundSegment).toBe(1);
    expect(usage.lambdaArmGbSecond).toBeCloseTo(0.06 + 0.02 + (1 + STATUS_CALLBACKS_PER_TEXT) * 0.002, 12);
  });

  it("gives one order's mean over the orders measured, a seeded customer's only, per channel", () => {
    const samples = [
      turn({ channel: 'slack', slackPosts: 1 }),
      turn({ channel: 'slack', slackPosts: 3 }),
      turn({ channel: 'slack', kind: 'reminder', slackPosts: 2 }),
      turn({ channel: 'slack', newCustomer: true, slackPosts: 50 }),
    ];
    const [slack, ...others] = orderCosts(samples, 2, NO_LOGS);
    expect(others).toEqual([]);
    expect(slack?.turns).toBe(1);
    expect(slack?.reminders).toBe(0.5);
    expect(slack?.usage.httpApiRequest).toBe((2 + 6) / 2);
  });

  it("tells the AWS part apart from Twilio's and the carriers'", () => {
    const { per1000 } = priceOrder({
      ...usageOf('sms', []),
      httpApiRequest: 1000,
      smsOutboundSegment: 1,
      smsInboundSegment: 1,
      smsCarrierFeeOutbound: 1,
    });
    expect(awsOf({ per1000 })).toBeCloseTo(1, 10);
  });

  it('fails the run when an order costs more than its budget per 1,000 orders', () => {
    const [cheap, dear] = costRows([
      {
        channel: 'sms',
        orders: 1,
        turns: 1,
        reminders: 0,
        usage: usageOf('sms', []),
        ...priceOrder(usageOf('sms', [])),
      },
      {
        channel: 'slack',
        orders: 1,
        turns: 1,
        reminders: 0,
        usage: usageOf('slack', []),
        per1000: priceOrder(usageOf('slack', [])).per1000,
        total: COST_BUDGETS_PER_1000.slack + 0.01,
      },
    ]);
    expect(cheap).toMatchObject({ area: 'cost', measure: '$ per 1,000 orders, SMS', met: true });
    expect(dear).toMatchObject({ measure: '$ per 1,000 orders, Slack', met: false });
  });

  it("counts the log bytes of each HTTP request (its ack and access-log line) and of each turn by its laundry calls, and the carriers' fee on each segment in", () => {
    const logs: LogBytes = {
      workerTurn: (calls) => 1000 + 100 * calls,
      handlerRequest: 600,
      accessLogLine: 300,
    };
    const usage = usageOf(
      'sms',
      [
        turn({ segmentsIn: 2, textsOut: 1, laundry: ['GET stores', 'GET windows'] }),
        turn({ kind: 'reminder', ackMs: 0 }),
      ],
      1,
      logs,
    );
    // One text in and the three callbacks of the text out: 4 requests; the turns' 1,200 and 1,000.
    expect(usage.logIngestionGb * 1024 ** 3).toBeCloseTo(4 * 900 + 1200 + 1000, 6);
    expect(usage.smsCarrierFeeInbound).toBe(2);
  });

  it('measures what the functions write per invocation: a turn more with each laundry call, an ack less than a turn', async () => {
    const logs = await measureLogBytes();
    expect(logs.workerTurn(3)).toBeGreaterThan(logs.workerTurn(0));
    expect(logs.workerTurn(0)).toBeGreaterThan(logs.handlerRequest);
    // Lambda's START, END and REPORT lines alone are some 250 bytes.
    expect(logs.handlerRequest).toBeGreaterThan(250);
    expect(logs.accessLogLine).toBeGreaterThan(200);
  });

  it("counts the business's fixed monthly part from the stack's files: metric series, alarm metrics, dashboard, key; by SMS the number and campaign", () => {
    const slack = fixedMonthly('slack');
    expect(slack.quantities).toEqual({
      customMetric: METRIC_SERIES.length,
      // 21 alarms, three of them metric math over two metrics each.
      alarmMetric: 24,
      dashboard: 1,
      kmsKey: 1,
      twilioNumber: 0,
      a2pCampaign: 0,
    });
    expect(slack.usd).toBeCloseTo(METRIC_SERIES.length * 0.3 + 24 * 0.1 + 3 + 1, 10);
    expect(fixedMonthly('sms').usd).toBeCloseTo(
      slack.usd + FIXED_PRICES.twilioNumber.usd + FIXED_PRICES.a2pCampaign.usd,
      10,
    );
  });

  it('gives the cost per order at 100, 1,000 and 10,000 orders a month, the fixed part shared among them', () => {
    const at = perOrderAt({ total: 2 }, { usd: 10 }, 100);
    expect(at.variable).toBeCloseTo(0.002, 12);
    expect(at.fixedShare).toBeCloseTo(0.1, 12);
    expect(at.total).toBeCloseTo(0.102, 12);
    const cost = {
      channel: 'slack' as const,
      orders: 1,
      turns: 1,
      reminders: 0,
      usage: usageOf('slack', []),
      ...priceOrder(usageOf('slack', [])),
    };
    expect(volumeRows([cost]).map((row) => row.measure)).toEqual([
      '$ per order at 100 orders a month, Slack',
      '$ per order at 1,000 orders a month, Slack',
      '$ per order at 10,000 orders a month, Slack',
    ]);
  });
});
