import fc from 'fast-check';
import {
  checkLeadMinutes,
  MIN_AHEAD_MS,
  parseStartTime,
  ReminderError,
  type ReminderSpec,
  reminderMessage,
  reminderMessageId,
  reminderName,
  reminderTime,
} from '../../../../lib/reminders/reminders';
import { queuedReminderSchema, queuedWorkSchema } from '../../../../lib/worker/work';
import { reminderSpec } from '../../../support/reminder-spec';

const KEY = 'sms:+15550100123';
const START = '2030-05-01T09:00:00Z';
const START_MS = Date.UTC(2030, 4, 1, 9, 0, 0);
const HOUR = 60 * 60 * 1000;

function spec(overrides: Partial<ReminderSpec> = {}): ReminderSpec {
  return reminderSpec(KEY, overrides);
}

function invalid(run: () => unknown): ReminderError {
  let caught: unknown;
  try {
    run();
  } catch (error) {
    caught = error;
  }
  expect(caught).toBeInstanceOf(ReminderError);
  const error = caught as ReminderError;
  expect(error.name).toBe('ReminderError');
  expect(error.code).toBe('REMINDER_INVALID');
  expect(error.message).not.toContain(KEY);
  expect(error.message).not.toContain('5550100123');
  return error;
}

describe('parseStartTime', () => {
  it('reads UTC, offsets, seconds, fractions, and a time without a zone as UTC (the seed says UTC)', () => {
    expect(parseStartTime('2030-05-01T09:00:00Z')).toBe(START_MS);
    expect(parseStartTime('2030-05-01T09:00:00.000Z')).toBe(START_MS);
    expect(parseStartTime('2030-05-01T09:00Z')).toBe(START_MS);
    expect(parseStartTime('2030-05-01T09:00:00')).toBe(START_MS);
    expect(parseStartTime('2030-05-01T11:00:00+02:00')).toBe(START_MS);
    expect(parseStartTime('2030-05-01T04:30:00-0430')).toBe(START_MS);
    expect(parseStartTime('2030-05-01T09:00:01.5Z')).toBe(START_MS + 1500);
    expect(parseStartTime('2030-05-01T09:00:01.123456Z')).toBe(START_MS + 1123);
  });

  it('agrees with Date.parse on every UTC ISO string', () => {
    fc.assert(
      fc.property(
        fc.date({
          min: new Date('2000-01-01T00:00:00Z'),
          max: new Date('2099-12-31T23:59:59Z'),
          noInvalidDate: true,
        }),
        (date) => parseStartTime(date.toISOString()) === date.getTime(),
      ),
    );
  });

  it.each([
    'tomorrow',
    '',
    '2030-05-01',
    '2030-05-01 09:00:00Z',
    'May 1, 2030 09:00',
    '2030-02-30T09:00:00Z',
    '2030-13-01T09:00:00Z',
    '2030-05-01T24:00:00Z',
    '2030-05-01T09:60:00Z',
    '2030-05-01T09:00:60Z',
    '2030-05-01T09:00:00+25:00',
    '2030-05-01T09:00:00Zjunk',
  ])('refuses %j with REMINDER_INVALID', (text) => {
    invalid(() => parseStartTime(text));
  });
});

describe('reminderTime', () => {
  it('is the start minus the lead time', () => {
    const now = START_MS - 3 * HOUR;
    expect(reminderTime(spec(), 60, now)).toBe(START_MS - HOUR);
    expect(reminderTime(spec(), 30, now)).toBe(START_MS - 0.5 * HOUR);
    expect(reminderTime(spec(), 0, now)).toBe(START_MS);
    expect(reminderTime(spec({ startTime: '2030-05-01T11:00:00+02:00' }), 60, now)).toBe(START_MS - HOUR);
  });

  it('a reminder due at 22:30 store time goes out at 8:00 the next day, or at 20:30 when 8:00 would be too late', () => {
    const zone = { timeZone: 'America/New_York' };
    // A window at 9:30 on 2 May (EDT): due 8:30, decent.
    expect(reminderTime(spec({ ...zone, startTime: '2030-05-02T13:30:00Z' }), 60, START_MS)).toBe(
      Date.parse('2030-05-02T12:30:00Z'),
    );
    // Due at 22:30 on 1 May for a window at 8:30 the next morning: deferred to 8:00.
    expect(reminderTime(spec({ ...zone, startTime: '2030-05-02T12:30:00Z' }), 600, START_MS)).toBe(
      Date.parse('2030-05-02T12:00:00Z'),
    );
    // Due at 22:30 for a window at 23:30: 8:00 would be after it, so 20:30 that evening.
    expect(reminderTime(spec({ ...zone, startTime: '2030-05-02T03:30:00Z' }), 60, START_MS)).toBe(
      Date.parse('2030-05-02T00:30:00Z'),
    );
  });

  it('is in whole seconds, the precision of a schedule expression', () => {
    const due = reminderTime(spec({ startTime: '2030-05-01T09:00:00.999Z' }), 60, START_MS - 3 * HOUR);
    expect(due).toBe(START_MS - HOUR);
  });

  it('is undefined for a reminder due in the past or less than a minute ahead, and defined from a minute on', () => {
    const due = START_MS - HOUR;
    expect(reminderTime(spec(), 60, due + 1)).toBeUndefined();
    expect(reminderTime(spec(), 60, START_MS + HOUR)).toBeUndefined();
    expect(reminderTime(spec(), 60, due)).toBeUndefined();
    expect(reminderTime(spec(), 60, due - MIN_AHEAD_MS + 1)).toBeUndefined();
    expect(reminderTime(spec(), 60, due - MIN_AHEAD_MS)).toBe(due);
  });

  it('refuses a spec that cannot be scheduled, without the conversation key', () => {
    const now = START_MS - 3 * HOUR;
    invalid(() => reminderTime(spec({ orderId: 0 }), 60, now));
    invalid(() => reminderTime(spec({ timeZone: 'Mars/Olympus' }), 60, now));
    invalid(() => reminderTime(spec({ orderId: 1.5 }), 60, now));
    invalid(() => reminderTime(spec({ serviceCustomerId: Number.NaN }), 60, now));
    invalid(() => reminderTime(spec({ leg: 'return' as 'pickup' }), 60, now));
    invalid(() => reminderTime(spec({ key: '' }), 60, now));
    invalid(() => reminderTime(spec({ startTime: 'soon' }), 60, now));
    invalid(() => reminderTime(spec(), -1, now));
  });
});

describe('checkLeadMinutes', () => {
  it('takes zero or more minutes and refuses the rest', () => {
    expect(checkLeadMinutes(0)).toBe(0);
    expect(checkLeadMinutes(60)).toBe(60);
    invalid(() => checkLeadMinutes(-1));
    invalid(() => checkLeadMinutes(Number.NaN));
    invalid(() => checkLeadMinutes(Number.POSITIVE_INFINITY));
  });
});

describe('reminderMessageId', () => {
  it('is r:<orderId>:<leg>:<start in epoch seconds>, the same for the same window', () => {
    expect(reminderMessageId(spec())).toBe(`r:42:pickup:${START_MS / 1000}`);
    expect(reminderMessageId(spec({ startTime: '2030-05-01T11:00:00+02:00' }))).toBe(
      reminderMessageId(spec()),
    );
  });

  it('changes with the order, the leg and a moved window', () => {
    const ids = new Set([
      reminderMessageId(spec()),
      reminderMessageId(spec({ orderId: 43 })),
      reminderMessageId(spec({ leg: 'delivery' })),
      reminderMessageId(spec({ startTime: '2030-05-01T10:00:00Z' })),
    ]);
    expect(ids.size).toBe(4);
  });
});

describe('reminderMessage', () => {
  it('is a QueuedReminder in the conversation group, deduplicated by its message id', () => {
    const now = START_MS - HOUR;
    const message = reminderMessage(spec({ leg: 'delivery' }), now);

    expect(message.groupId).toBe(KEY);
    expect(message.deduplicationId).toBe(`r:42:delivery:${START_MS / 1000}`);
    const body = queuedReminderSchema.parse(JSON.parse(message.body));
    expect(body).toEqual({
      v: 1,
      kind: 'reminder',
      key: KEY,
      messageId: message.deduplicationId,
      serviceCustomerId: 7,
      orderId: 42,
      leg: 'delivery',
      startTime: START,
      receivedAt: now,
    });
    expect(queuedWorkSchema.parse(JSON.parse(message.body)).kind).toBe('reminder');
  });

  it('keeps the start time as the ledger has it, for the worker to compare', () => {
    const message = reminderMessage(spec({ startTime: '2030-05-01T11:00:00+02:00' }), 0);
    expect(JSON.parse(message.body).startTime).toBe('2030-05-01T11:00:00+02:00');
  });

  it('is the same body for the same spec and time, so a replayed fire is a duplicate', () => {
    expect(reminderMessage(spec(), 1).body).toBe(reminderMessage(spec(), 1).body);
  });

  it('refuses an invalid spec', () => {
    invalid(() => reminderMessage(spec({ startTime: '2030-02-30T09:00:00Z' }), 0));
  });
});

describe('reminderName', () => {
  const SCHEDULE_NAME = /^[0-9a-zA-Z\-_.]{1,64}$/;

  it('names one schedule per order and leg, valid for EventBridge Scheduler', () => {
    expect(reminderName(42, 'pickup')).toBe('reminder-42-pickup');
    expect(reminderName(42, 'delivery')).toBe('reminder-42-delivery');
    expect(reminderName(Number.MAX_SAFE_INTEGER, 'delivery')).toMatch(SCHEDULE_NAME);
  });

  it('is valid and distinct for every order id and leg', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }),
        (a, b) => {
          expect(reminderName(a, 'pickup')).toMatch(SCHEDULE_NAME);
          expect(reminderName(a, 'delivery')).toMatch(SCHEDULE_NAME);
          expect(reminderName(a, 'pickup')).not.toBe(reminderName(a, 'delivery'));
          if (a !== b) expect(reminderName(a, 'pickup')).not.toBe(reminderName(b, 'pickup'));
        },
      ),
    );
  });

  it('refuses an order id that is not a positive integer and an unknown leg', () => {
    invalid(() => reminderName(0, 'pickup'));
    invalid(() => reminderName(-3, 'pickup'));
    invalid(() => reminderName(2 ** 60, 'pickup'));
    invalid(() => reminderName(42, 'return' as 'pickup'));
  });
});
