import { createHash, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SchedulerClient } from '@aws-sdk/client-scheduler';
import { smsKey } from '../../../../lib/conversation/key';
import { ReminderError, type ReminderSpec } from '../../../../lib/reminders/reminders';
import {
  atExpression,
  createSchedulerClient,
  createSchedulerReminders,
} from '../../../../lib/reminders/scheduler-reminders';
import { phoneFingerprint } from '../../../../lib/store/phone-fingerprint';
import { createTokenCipher } from '../../../../lib/store/token-cipher';
import { queuedReminderSchema } from '../../../../lib/worker/work';
import { type AwsAnswer, type AwsRequest, startFakeAwsEndpoint } from '../../../support/fake-aws-endpoint';
import { reminderSpec } from '../../../support/reminder-spec';

type Recorded = AwsRequest;
type Answer = AwsAnswer;

const REGION = 'us-east-1';
const ACCOUNT = '123456789012';
const GROUP = 'laundry-bot-test';
const QUEUE_ARN = `arn:aws:sqs:${REGION}:${ACCOUNT}:laundry-bot-test-turns.fifo`;
const ROLE_ARN = `arn:aws:iam::${ACCOUNT}:role/laundry-bot-test-reminders`;
const PHONE = '+12125550101';
/** An SMS conversation's key, as the webhook makes it: the phone by its fingerprint. */
const KEY = smsKey('+15005550006', PHONE, phoneFingerprint(createTokenCipher(randomBytes(32))));
const START = '2030-05-01T09:00:00Z';
const START_MS = Date.UTC(2030, 4, 1, 9, 0, 0);
const HOUR = 60 * 60 * 1000;
const NOW = START_MS - 3 * HOUR;

function spec(overrides: Partial<ReminderSpec> = {}): ReminderSpec {
  return reminderSpec(KEY, overrides);
}

/** An error as EventBridge Scheduler's REST-JSON protocol sends it: the type in a header, `Message` in the body. */
function serviceError(status: number, type: string, message: string): Answer {
  return {
    status,
    headers: { 'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.scheduler/` },
    body: JSON.stringify({ Message: message }),
  };
}

/**
 * What the real service does with Create, Update and Delete of one-off schedules, kept in memory by
 * group and name (the status codes are the Smithy model's, from the SDK's own operation schemas).
 */
function fakeScheduler(request: Recorded): Answer {
  const match = /^\/schedules\/([^/]+)$/.exec(request.path);
  if (match === null) return serviceError(404, 'UnknownOperationException', 'no such operation');
  const name = decodeURIComponent(match[1] ?? '');
  const group =
    (request.method === 'DELETE' ? request.query.get('groupName') : (request.body.GroupName as string)) ??
    'default';
  const id = `${group}/${name}`;
  const arn = `arn:aws:scheduler:${REGION}:${ACCOUNT}:schedule/${id}`;
  switch (request.method) {
    case 'POST':
      if (schedules.has(id))
        return serviceError(409, 'ConflictException', `Schedule ${name} already exists.`);
      schedules.set(id, request.body);
      return { status: 200, body: JSON.stringify({ ScheduleArn: arn }) };
    case 'PUT':
      if (!schedules.has(id))
        return serviceError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      schedules.set(id, request.body);
      return { status: 200, body: JSON.stringify({ ScheduleArn: arn }) };
    case 'DELETE':
      if (!schedules.delete(id)) {
        return serviceError(404, 'ResourceNotFoundException', `Schedule ${name} does not exist.`);
      }
      return { status: 200, body: '{}' };
    default:
      return serviceError(405, 'UnknownOperationException', 'no such method');
  }
}

let aws: Awaited<ReturnType<typeof startFakeAwsEndpoint>>;
let endpoint: string;
let requests: Recorded[];
let schedules: Map<string, Record<string, unknown>>;
/** Answers in the order given before the fake service's own; each is used once. */
let scripted: Answer[];
let client: SchedulerClient;

beforeAll(async () => {
  aws = await startFakeAwsEndpoint(
    'application/json',
    (request) => scripted.shift() ?? fakeScheduler(request),
  );
  ({ endpoint, requests } = aws);
  client = createSchedulerClient({
    region: REGION,
    endpoint,
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    maxAttempts: 1,
  });
});

afterAll(async () => {
  client.destroy();
  await aws.close();
});

beforeEach(() => {
  aws.reset();
  schedules = new Map();
  scripted = [];
});

function reminders(
  options: { leadMinutes?: number; now?: number; with?: SchedulerClient; deadLetterArn?: string } = {},
) {
  const now = options.now ?? NOW;
  return createSchedulerReminders({
    client: options.with ?? client,
    groupName: GROUP,
    queueArn: QUEUE_ARN,
    roleArn: ROLE_ARN,
    deadLetterArn: options.deadLetterArn,
    leadMinutes: options.leadMinutes ?? 60,
    now: () => now,
  });
}

async function failure(run: () => Promise<void>, code: string): Promise<ReminderError> {
  const error: unknown = await run().then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ReminderError);
  const reminderError = error as ReminderError;
  expect(reminderError.name).toBe('ReminderError');
  expect(reminderError.code).toBe(code);
  expect(reminderError.message).not.toContain(KEY);
  expect(reminderError.message).not.toContain('5550101');
  return reminderError;
}

const target = (body: Record<string, unknown> | undefined) => body?.Target as Record<string, unknown>;
const SIGNED =
  /^AWS4-HMAC-SHA256 Credential=test\/\d{8}\/us-east-1\/scheduler\/aws4_request, SignedHeaders=[^,]+, Signature=[0-9a-f]{64}$/;

describe('createSchedulerReminders', () => {
  it('an SMS conversation’s reminder names it by fingerprint: no phone number in the Scheduler request', async () => {
    await reminders().schedule(spec());
    const sent = JSON.stringify(
      requests.map((request) => [request.path, request.query.toString(), request.body]),
    );
    for (const spelling of [PHONE, PHONE.slice(1), PHONE.slice(2)]) expect(sent).not.toContain(spelling);
    expect(JSON.parse(String(target(requests[0]?.body).Input)).key).toBe(KEY);
  });

  it('creates one signed one-off schedule that sends the QueuedReminder to the queue at its time', async () => {
    await reminders().schedule(spec());

    expect(requests).toHaveLength(1);
    const [request] = requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/schedules/reminder-42-pickup');
    expect(request?.headers.authorization).toMatch(SIGNED);
    expect(request?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      GroupName: GROUP,
      ScheduleExpression: 'at(2030-05-01T08:00:00)',
      ScheduleExpressionTimezone: 'UTC',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      ClientToken: expect.stringMatching(/^[0-9a-f-]{36}$/),
      Target: {
        Arn: QUEUE_ARN,
        RoleArn: ROLE_ARN,
        Input: expect.any(String),
        SqsParameters: { MessageGroupId: KEY },
        RetryPolicy: { MaximumEventAgeInSeconds: 900, MaximumRetryAttempts: 10 },
      },
    });
    const input = queuedReminderSchema.parse(JSON.parse(String(target(request?.body).Input)));
    expect(input).toEqual({
      v: 1,
      kind: 'reminder',
      key: KEY,
      messageId: `r:42:pickup:${START_MS / 1000}`,
      serviceCustomerId: 7,
      orderId: 42,
      leg: 'pickup',
      startTime: START,
      receivedAt: START_MS - HOUR,
    });
    expect(schedules.has(`${GROUP}/reminder-42-pickup`)).toBe(true);
  });

  it('delivers a deferred message by a one-off schedule named by a digest, once however often it is asked', async () => {
    const body = JSON.stringify({ v: 1, kind: 'notice', key: KEY });
    const message = { groupId: KEY, deduplicationId: 'n:SM1:n0@1903856400000', body };
    await reminders().deliverAt(message, START_MS);
    await reminders().deliverAt(message, START_MS);

    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST']);
    expect(requests[0]?.path).toMatch(/^\/schedules\/later-[0-9a-f]{40}$/);
    expect(requests[0]?.path).not.toContain('SM1');
    expect(requests[0]?.body).toMatchObject({
      GroupName: GROUP,
      ScheduleExpression: 'at(2030-05-01T09:00:00)',
      ActionAfterCompletion: 'DELETE',
      Target: { Arn: QUEUE_ARN, RoleArn: ROLE_ARN, Input: body, SqsParameters: { MessageGroupId: KEY } },
    });
    expect(schedules.size).toBe(1);
  });

  it('gives the same body for the same reminder scheduled at another moment, so a replayed fire is a duplicate', async () => {
    await reminders({ now: NOW }).schedule(spec());
    await reminders({ now: NOW + HOUR }).schedule(spec());
    // Create, then create (conflict) and update: three bodies, one Input.
    const inputs = requests.map((request) => target(request.body).Input);
    expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'PUT']);
    expect(new Set(inputs).size).toBe(1);
  });

  it('keeps pickup and delivery of one order as two schedules', async () => {
    const subject = reminders();
    await subject.schedule(spec());
    await subject.schedule(spec({ leg: 'delivery', startTime: '2030-05-02T15:30:00Z' }));

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /schedules/reminder-42-pickup',
      'POST /schedules/reminder-42-delivery',
    ]);
    expect(requests[1]?.body.ScheduleExpression).toBe('at(2030-05-02T14:30:00)');
    expect([...schedules.keys()]).toEqual([`${GROUP}/reminder-42-pickup`, `${GROUP}/reminder-42-delivery`]);
  });

  it('replaces the schedule of a moved window with an update of the same fields', async () => {
    const subject = reminders();
    await subject.schedule(spec());
    await subject.schedule(spec({ startTime: '2030-05-01T11:00:00Z' }));

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /schedules/reminder-42-pickup',
      'POST /schedules/reminder-42-pickup',
      'PUT /schedules/reminder-42-pickup',
    ]);
    const [, conflicted, update] = requests;
    const { ClientToken: _created, ...created } = conflicted?.body ?? {};
    const { ClientToken: _updated, ...updated } = update?.body ?? {};
    expect(updated).toEqual(created);
    expect(update?.headers.authorization).toMatch(SIGNED);
    expect(update?.body.ScheduleExpression).toBe('at(2030-05-01T10:00:00)');
    expect(update?.body.ActionAfterCompletion).toBe('DELETE');

    const stored = schedules.get(`${GROUP}/reminder-42-pickup`);
    expect(stored?.ScheduleExpression).toBe('at(2030-05-01T10:00:00)');
    const input = queuedReminderSchema.parse(JSON.parse(String(target(stored).Input)));
    expect(input.messageId).toBe(`r:42:pickup:${(START_MS + 2 * HOUR) / 1000}`);
    expect(input.startTime).toBe('2030-05-01T11:00:00Z');
  });

  it('creates it after all when the old schedule fired and deleted itself between create and update', async () => {
    scripted = [
      serviceError(409, 'ConflictException', 'Schedule reminder-42-pickup already exists.'),
      serviceError(404, 'ResourceNotFoundException', 'Schedule reminder-42-pickup does not exist.'),
    ];
    await reminders().schedule(spec());

    expect(requests.map((request) => request.method)).toEqual(['POST', 'PUT', 'POST']);
    expect(schedules.get(`${GROUP}/reminder-42-pickup`)?.ScheduleExpression).toBe('at(2030-05-01T08:00:00)');
  });

  it('deletes the old schedule instead when the moved window is too close to remind of', async () => {
    await reminders().schedule(spec({ startTime: '2030-05-01T12:00:00Z' }));
    await reminders({ now: START_MS - HOUR - 30 * 1000 }).schedule(spec());

    expect(requests.map((request) => `${request.method} ${request.path}`)).toEqual([
      'POST /schedules/reminder-42-pickup',
      'DELETE /schedules/reminder-42-pickup',
    ]);
    expect(requests[1]?.query.get('groupName')).toBe(GROUP);
    expect(schedules.size).toBe(0);
  });

  it('makes no schedule for a window in the past, and takes that there is none to delete', async () => {
    await reminders({ now: START_MS + HOUR }).schedule(spec());

    expect(requests.map((request) => request.method)).toEqual(['DELETE']);
    expect(schedules.size).toBe(0);
  });

  it('hashes a conversation key SQS would refuse as a group id, the way the SQS adapter does', async () => {
    const key = 'sms:+1 555 0100 ✓';
    await reminders().schedule(spec({ key }));

    const groupId = (target(requests[0]?.body).SqsParameters as Record<string, unknown>).MessageGroupId;
    expect(groupId).toBe(`h-${createHash('sha256').update(key, 'utf8').digest('hex')}`);
    expect(JSON.parse(String(target(requests[0]?.body).Input)).key).toBe(key);
  });

  it('retries for no longer than a short lead time, so no reminder arrives after its window starts', async () => {
    await reminders({ leadMinutes: 5 }).schedule(spec());
    await reminders({ leadMinutes: 0 }).schedule(spec({ orderId: 43 }));

    expect(requests[0]?.body.ScheduleExpression).toBe('at(2030-05-01T08:55:00)');
    expect(target(requests[0]?.body).RetryPolicy).toEqual({
      MaximumEventAgeInSeconds: 300,
      MaximumRetryAttempts: 10,
    });
    expect(target(requests[1]?.body).RetryPolicy).toMatchObject({ MaximumEventAgeInSeconds: 60 });
  });

  it('names the dead-letter queue on every schedule, so a reminder Scheduler gives up on is kept, not dropped', async () => {
    const deadLetterArn = 'arn:aws:sqs:eu-west-1:123456789012:laundry-bot-test-reminders-dead';
    await reminders({ deadLetterArn }).schedule(spec());
    await reminders().schedule(spec({ orderId: 43 }));

    expect(target(requests[0]?.body).DeadLetterConfig).toEqual({ Arn: deadLetterArn });
    expect(target(requests[1]?.body)).not.toHaveProperty('DeadLetterConfig');
  });

  it('cancels with a signed delete of the schedule in its group', async () => {
    const subject = reminders();
    await subject.schedule(spec());
    await subject.cancel(42, 'pickup');

    const request = requests[1];
    expect(request?.method).toBe('DELETE');
    expect(request?.path).toBe('/schedules/reminder-42-pickup');
    expect(request?.query.get('groupName')).toBe(GROUP);
    expect(request?.headers.authorization).toMatch(SIGNED);
    expect(schedules.size).toBe(0);
  });

  it('takes the cancel of a schedule that is not there (fired, or never made)', async () => {
    await expect(reminders().cancel(42, 'delivery')).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
  });

  it('turns a server error on create into a ReminderError without the conversation key', async () => {
    scripted = [serviceError(500, 'InternalServerException', `failed for ${KEY}`)];
    const error = await failure(() => reminders().schedule(spec()), 'REMINDER_SCHEDULE_FAILED');

    expect(requests).toHaveLength(1);
    expect(error.message).toContain('CreateSchedule');
    expect(error.message).toContain('InternalServerException');
    expect(error.message).toContain('order 42 pickup');
    expect(error.cause).toMatchObject({
      name: 'InternalServerException',
      $metadata: { httpStatusCode: 500 },
    });
  });

  it('turns a failed update into a ReminderError naming the update', async () => {
    scripted = [
      serviceError(409, 'ConflictException', 'exists'),
      serviceError(400, 'ValidationException', `Input ${KEY} is invalid`),
    ];
    const error = await failure(() => reminders().schedule(spec()), 'REMINDER_SCHEDULE_FAILED');

    expect(error.message).toContain('UpdateSchedule');
    expect(error.message).toContain('ValidationException');
  });

  it('turns a server error on delete into a ReminderError', async () => {
    scripted = [serviceError(500, 'InternalServerException', 'oops')];
    const error = await failure(() => reminders().cancel(42, 'pickup'), 'REMINDER_CANCEL_FAILED');

    expect(error.message).toContain('DeleteSchedule');
    expect(error.message).toContain('InternalServerException');
  });

  it("retries a server error with the SDK's default attempts before giving up", async () => {
    scripted = [0, 1, 2].map(() => serviceError(500, 'InternalServerException', 'oops'));
    const retrying = createSchedulerClient({
      region: REGION,
      endpoint,
      credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
    });
    try {
      await failure(() => reminders({ with: retrying }).schedule(spec()), 'REMINDER_SCHEDULE_FAILED');
      expect(requests).toHaveLength(3);
      expect(requests.map((request) => request.method)).toEqual(['POST', 'POST', 'POST']);
    } finally {
      retrying.destroy();
    }
  });

  it('refuses an invalid spec before any request', async () => {
    await failure(
      () => reminders().schedule(spec({ startTime: '2030-02-30T09:00:00Z' })),
      'REMINDER_INVALID',
    );
    await failure(() => reminders().cancel(-1, 'pickup'), 'REMINDER_INVALID');
    expect(requests).toHaveLength(0);
  });

  it('turns an unreachable endpoint into a ReminderError', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const unreachable = createSchedulerClient({
      region: REGION,
      endpoint: `http://127.0.0.1:${port}`,
      maxAttempts: 1,
    });
    try {
      await failure(() => reminders({ with: unreachable }).schedule(spec()), 'REMINDER_SCHEDULE_FAILED');
    } finally {
      unreachable.destroy();
    }
  });
});

describe('createSchedulerClient', () => {
  it('signs with dummy credentials when given only a local endpoint', async () => {
    const local = createSchedulerClient({ region: 'eu-west-1', endpoint, maxAttempts: 1 });
    try {
      await reminders({ with: local }).cancel(42, 'pickup');
      expect(requests[0]?.headers.authorization).toMatch(
        /^AWS4-HMAC-SHA256 Credential=local\/\d{8}\/eu-west-1\/scheduler\//,
      );
    } finally {
      local.destroy();
    }
  });
});

describe('atExpression', () => {
  it('is at() in UTC to the second', () => {
    expect(atExpression(Date.UTC(2030, 0, 2, 3, 4, 5, 678))).toBe('at(2030-01-02T03:04:05)');
  });
});
