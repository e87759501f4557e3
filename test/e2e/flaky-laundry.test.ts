/**
 * A flaky laundry service, through the real parts (signed Slack requests, the queue, the worker with
 * its deadline, the sandbox over HTTP with faults aimed at one request, DynamoDB Local): the reads of
 * a turn are retried within its deadline, and a lookup made only in case never fails the turn.
 * Assertions are on what the sandbox received and what the person was told.
 */
import { day, dayLabel, mondayMorning, type TestClock } from '../support/clock';
import {
  blocksText,
  type SlackPerson,
  type SlackStack,
  signInOnSlack,
  startSlackStack,
} from '../support/slack-stack';

const DANA = '2125550101';
const WINDOWS = '/stores/101/delivery-windows';

let clock: TestClock;
let stack: SlackStack;
beforeEach(async () => {
  clock = mondayMorning();
  stack = await startSlackStack({ now: clock });
});
afterEach(() => stack.close());

/**
 * Signs Dana in and answers the order's questions up to the pickup day; `beforeDays` runs just before
 * the answer that brings the day question, which looks up the week it lists.
 */
async function atPickupDay(person: SlackPerson, beforeDays: () => void = () => {}): Promise<void> {
  await signInOnSlack(stack, person, DANA);
  await person.type('new order');
  if (/Where/.test(blocksText(person.openMenu().blocks))) await person.type('1');
  for (const answer of ['wash and fold', 'none', 'skip']) await person.type(answer);
  beforeDays();
  await person.type('1');
  expect(blocksText(person.openMenu().blocks)).toContain('Which day should we pick up?');
}

/** The dates of the delivery-window GETs the sandbox received from request `from` on. */
function windowDates(from: number): string[] {
  return stack.sandbox.requests
    .slice(from)
    .filter((r) => r.method === 'GET' && r.path.endsWith('/delivery-windows'))
    .map((r) => new URLSearchParams(r.query).get('date')?.slice(0, 10) ?? '?');
}

const words = (person: SlackPerson, from: number) =>
  person
    .messages()
    .slice(from)
    .map((m) => blocksText(m.blocks) || m.text)
    .join('\n');

it('a read answered 503 five times in a row is retried within the turn: the person sees the windows, never an apology', async () => {
  const person = stack.person('U0FLAKY1');
  let mark = 0;
  let seen = 0;
  await atPickupDay(person, () => {
    mark = stack.sandbox.requests.length;
    seen = person.messages().length;
    stack.sandbox.failNext({ kind: 'error', count: 5, pathPrefix: WINDOWS, query: `date=${day(clock, 1)}` });
  });

  await person.type('tomorrow');

  expect(words(person, seen)).not.toMatch(/isn't answering/);
  expect(blocksText(person.openMenu().blocks)).toContain(`Pickup windows on ${dayLabel(clock, 1)}`);
  // Five 503s, then the sixth attempt (the fifth retry, LAUNDRY_GET_RETRIES' default) answers.
  expect(windowDates(mark).filter((date) => date === day(clock, 1))).toHaveLength(6);
});

it('the pickup day question looks up the week it lists once, and the day then chosen costs no more delivery-window GETs', async () => {
  const person = stack.person('U0FLAKY2');
  let mark = 0;
  await atPickupDay(person, () => {
    mark = stack.sandbox.requests.length;
  });

  await person.type('tomorrow');

  expect(blocksText(person.openMenu().blocks)).toContain(`Pickup windows on ${dayLabel(clock, 1)}`);
  expect(windowDates(mark).sort()).toEqual([0, 1, 2, 3, 4, 5, 6].map((n) => day(clock, n)));
});

/**
 * At the pickup day, types day `chosen` (an offset from Monday) while every attempt of the windows of
 * day `failing` is answered 503; returns what the person was told.
 */
async function chooseDayWhileOneFails(user: string, chosen: number, failing: number): Promise<string> {
  const person = stack.person(user);
  await atPickupDay(person);
  const seen = person.messages().length;
  stack.sandbox.failNext({
    kind: 'error',
    count: 6,
    pathPrefix: WINDOWS,
    query: `date=${day(clock, failing)}`,
  });
  await person.type(dayLabel(clock, chosen));
  return words(person, seen);
}

it('an empty day still names the next day with windows when a day after that one is not answering', async () => {
  // Thursday (the sandbox's empty day) → Friday has windows; Saturday, looked up beside it, fails.
  const told = await chooseDayWhileOneFails('U0FLAKY3', 3, 5);

  expect(told).not.toMatch(/isn't answering/);
  expect(told).toContain(`The next day with windows is ${dayLabel(clock, 4)}`);
  // Named, not taken: a day without windows is asked again (never swapped for the next one).
  expect(told).not.toContain(`Pickup windows on ${dayLabel(clock, 4)}`);
});

it("a Sunday's courier windows are shown when the look-up of the next store-driver day is not answering", async () => {
  const told = await chooseDayWhileOneFails('U0FLAKY4', 6, 7);

  expect(told).not.toMatch(/isn't answering/);
  expect(told).toContain(`Pickup windows on ${dayLabel(clock, 6)}`);
  expect(told).toMatch(/Only the .* courier runs this day/);
});
