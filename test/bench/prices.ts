/**
 * The list prices `npm run bench` turns an order's requests into dollars with (order-cost.ts), in one
 * place: each with its unit, its region and the date it was written.
 *
 * These are the public list prices as of `PRICES_WRITTEN`, written from the providers' pricing pages as
 * last seen, without reaching them (this machine has no internet): RE-CHECK EACH ONE before quoting a
 * figure, and update the date. Free tiers are left out (an order at scale pays the listed rate), as are
 * the fixed monthly costs that do not grow with orders (a phone number, a 10DLC campaign, Lambda's SQS
 * poller's empty long polls, custom metrics, the table's storage and backups).
 */

/** When these prices were written down (not re-read from the pages: see above). */
export const PRICES_WRITTEN = '2026-11-27';
export const PRICES_REGION = 'us-east-1';

export interface Price {
  /** Dollars per `per` units. */
  usd: number;
  per: number;
  unit: string;
  /** Where it is listed, and the tier or note that applies. */
  source: string;
}

export const PRICES = {
  lambdaRequest: {
    usd: 0.2,
    per: 1_000_000,
    unit: 'Lambda request (invocation)',
    source: 'aws.amazon.com/lambda/pricing: Requests, any architecture',
  },
  /** serverless.yml deploys `architecture: arm64`. */
  lambdaArmGbSecond: {
    usd: 0.0000133334,
    per: 1,
    unit: 'Lambda GB-second, arm64',
    source: 'aws.amazon.com/lambda/pricing: Duration, Arm, first 7.5 billion GB-seconds a month',
  },
  httpApiRequest: {
    usd: 1.0,
    per: 1_000_000,
    unit: 'API Gateway HTTP API request (each 512 KB)',
    source: 'aws.amazon.com/api-gateway/pricing: HTTP APIs, first 300 million a month',
  },
  sqsFifoRequest: {
    usd: 0.5,
    per: 1_000_000,
    unit: 'SQS FIFO request (each 64 KB chunk)',
    source: 'aws.amazon.com/sqs/pricing: FIFO queues, first 100 billion a month',
  },
  dynamoWriteUnit: {
    usd: 0.625,
    per: 1_000_000,
    unit: 'DynamoDB on-demand write request unit',
    source: 'aws.amazon.com/dynamodb/pricing/on-demand: Standard table class (since the cut of Nov 2024)',
  },
  dynamoReadUnit: {
    usd: 0.125,
    per: 1_000_000,
    unit: 'DynamoDB on-demand read request unit',
    source: 'aws.amazon.com/dynamodb/pricing/on-demand: Standard table class (since the cut of Nov 2024)',
  },
  schedulerInvocation: {
    usd: 1.0,
    per: 1_000_000,
    unit: 'EventBridge Scheduler invocation',
    source: 'aws.amazon.com/eventbridge/pricing: Scheduler, after 14 million free a month',
  },
  smsOutboundSegment: {
    usd: 0.0083,
    per: 1,
    unit: 'Twilio SMS segment sent, US',
    source: 'twilio.com/en-us/sms/pricing/us: outbound SMS, local or toll-free number, first volume tier',
  },
  smsInboundSegment: {
    usd: 0.0083,
    per: 1,
    unit: 'Twilio SMS segment received, US',
    source: 'twilio.com/en-us/sms/pricing/us: inbound SMS, local or toll-free number',
  },
  /** Passed through by Twilio; the figure varies by carrier and registration (AT&T, T-Mobile, Verizon…). */
  smsCarrierFeeOutbound: {
    usd: 0.003,
    per: 1,
    unit: 'US carrier fee per SMS segment sent, registered 10DLC (about)',
    source: 'twilio.com/en-us/sms/pricing/us: carrier fees; about $0.002–0.004 by carrier, $0.003 taken',
  },
} as const satisfies Record<string, Price>;

export type PriceName = keyof typeof PRICES;

/** The dollars `quantity` units of `price` cost. */
export function dollars(price: Price, quantity: number): number {
  return (price.usd / price.per) * quantity;
}
