/**
 * One customer's trouble, followed (issue 36 §8): the log lines of one text's turn, from the SMS
 * webhook's accept to the worker's last line, as the functions write them (Powertools' logger, JSON on
 * stdout), each carry the turn's message id and its conversation's redacted key, and none a phone
 * number or a secret. The webhook is signed as Twilio signs, the queue and worker are the stack's.
 */
import type { Context } from 'aws-lambda';
import { apiGatewayEvent } from '../../infra/local/http-gateway';
import { createSmsHandler } from '../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../lib/channels/sms/twilio-signature';
import { requireSms } from '../../lib/config';
import { redactKey } from '../../lib/conversation/key';
import { createObservability } from '../../lib/lambda/observability';
import { createHttpItemTable } from '../../lib/store/http-item-table';
import { phoneFingerprintOf } from '../../lib/store/phone-fingerprint';
import { captureOutput } from '../support/captured-output';
import { mondayMorning } from '../support/clock';
import { ACCOUNT_SID, AUTH_TOKEN, BUSINESS_NUMBER, startSmsStack, WEBHOOK_URL } from '../support/sms-stack';
import { formEncode, inboundSms } from '../support/twilio-payloads';

const DANA = '+12125550101';
const SID = `SM${'7'.repeat(32)}`;

const context = (functionName: string) =>
  ({
    functionName,
    functionVersion: '1',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:123456789012:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: `${functionName}-req-1`,
    getRemainingTimeInMillis: () => 30_000,
  }) as unknown as Context;

describe('the log lines of one turn', () => {
  const env = { ...process.env };
  afterEach(() => {
    process.env = { ...env };
  });

  it('each carry its message id and its conversation’s redacted key, from the webhook’s accept to the reply, and no phone or secret', async () => {
    process.env.POWERTOOLS_SERVICE_NAME = 'laundry-bot';
    process.env.POWERTOOLS_METRICS_NAMESPACE = 'LaundryBot';
    process.env.POWERTOOLS_DEV = 'false';
    const stack = await startSmsStack({ now: mondayMorning() });
    const out = captureOutput();
    try {
      // The SMS function as functions/sms.ts builds it, and the worker's lines as functions/worker.ts logs them.
      const webhook = createObservability({ business: 'example' });
      const worker = createObservability({ business: 'example' });
      const handler = webhook.instrument(
        createSmsHandler({
          sms: requireSms(stack.config),
          queue: webhook.acceptingWork(stack.queue),
          fingerprint: phoneFingerprintOf(stack.bot.config),
          table: createHttpItemTable(stack.config.dynamo),
          now: () => stack.bot.now().getTime(),
        }),
      );
      const params = inboundSms({
        from: DANA,
        to: BUSINESS_NUMBER,
        body: 'hi',
        accountSid: ACCOUNT_SID,
        messageSid: SID,
      });
      const answer = await handler(
        apiGatewayEvent('POST', '/sms/inbound', formEncode(params), {
          'content-type': 'application/x-www-form-urlencoded',
          'x-twilio-signature': signTwilioRequest(AUTH_TOKEN, WEBHOOK_URL, params),
        }),
        context('laundry-bot-example-sms'),
      );
      expect(answer).toMatchObject({ statusCode: 200 });
      await stack.queue.drain();
      await worker.instrument(async () => {
        for (const line of stack.workerLog) worker.workerLine(line);
      })({}, context('laundry-bot-example-worker'));
      // The turn ran and answered: the reply is at Twilio.
      expect(stack.twilio.messages.filter((m) => m.to === DANA)).not.toEqual([]);
    } finally {
      out.restore();
      await stack.close();
    }
    const written = out.text();
    const lines = out.records().filter((line) => !('_aws' in line));
    const key = redactKey(stack.keyOf(DANA));
    expect(lines.map((line) => [line.function_name, line.message])).toEqual(
      expect.arrayContaining([
        ['laundry-bot-example-sms', 'turn accepted'],
        ['laundry-bot-example-worker', 'turn done'],
      ]),
    );
    for (const line of lines) expect(line).toMatchObject({ correlation_id: `sms:${SID}`, key });
    expect(written).not.toContain('2125550101');
    expect(written).not.toContain(AUTH_TOKEN);
  }, 60_000);
});
