/**
 * The list prices `npm run bench` turns an order's requests into dollars with (order-cost.ts), in one
 * place: each with its unit, its region and the date it was written.
 *
 * These are the public list prices as of `PRICES_WRITTEN`, written from the providers' pricing pages as
 * last seen, without reaching them (this machine has no internet): RE-CHECK EACH ONE before quoting a
 * figure, and update the date. Free tiers are left out (an order at scale pays the listed rate, and a
 * business shares the account's free tier with whatever else runs there). The costs of a business by the
 * month, whatever its orders, are `FIXED_PRICES`; left out of both: Lambda's SQS poller's empty long polls,
 * the table's storage and backups (cents at a laundry's size), KMS and SSM requests (the secrets are read
 * once per cold start; standard parameters are free), and Twilio's one-time registration fees.
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
  /** AT&T and T-Mobile charge for a text received too; Verizon does not. */
  smsCarrierFeeInbound: {
    usd: 0.003,
    per: 1,
    unit: 'US carrier fee per SMS segment received, registered 10DLC (about)',
    source:
      'twilio.com/en-us/sms/pricing/us: carrier fees; AT&T and T-Mobile about $0.003, Verizon none; $0.003 taken',
  },
  logIngestionGb: {
    usd: 0.5,
    per: 1,
    unit: 'CloudWatch Logs GB ingested (standard class)',
    source: 'aws.amazon.com/cloudwatch/pricing: Logs, Collect (data ingestion), standard',
  },
} as const satisfies Record<string, Price>;

/** What one business's stack costs by the month whatever its orders, each per unit a month. */
export const FIXED_PRICES = {
  customMetric: {
    usd: 0.3,
    per: 1,
    unit: 'custom metric a month (each name and dimension values)',
    source:
      'aws.amazon.com/cloudwatch/pricing: Metrics, first 10,000 a month; billed by the hour it is published',
  },
  alarmMetric: {
    usd: 0.1,
    per: 1,
    unit: 'standard-resolution alarm metric a month (a metric-math alarm pays for each metric it reads)',
    source: 'aws.amazon.com/cloudwatch/pricing: Alarms, standard resolution (60 s)',
  },
  dashboard: {
    usd: 3.0,
    per: 1,
    unit: 'CloudWatch dashboard a month',
    source: "aws.amazon.com/cloudwatch/pricing: Dashboards, past the account's 3 free",
  },
  kmsKey: {
    usd: 1.0,
    per: 1,
    unit: "KMS customer managed key a month (the alarm topic's)",
    source: 'aws.amazon.com/kms/pricing: each customer managed key',
  },
  twilioNumber: {
    usd: 1.15,
    per: 1,
    unit: 'Twilio US local number a month',
    source: 'twilio.com/en-us/sms/pricing/us: phone numbers, local',
  },
  a2pCampaign: {
    usd: 1.5,
    per: 1,
    unit: 'A2P 10DLC campaign a month, low-volume mixed (a standard campaign is $10)',
    source: 'twilio.com/en-us/sms/pricing/us: A2P 10DLC campaign vetting and monthly fees',
  },
} as const satisfies Record<string, Price>;

export type FixedPriceName = keyof typeof FIXED_PRICES;

export type PriceName = keyof typeof PRICES;

/** The dollars `quantity` units of `price` cost. */
export function dollars(price: Price, quantity: number): number {
  return (price.usd / price.per) * quantity;
}
