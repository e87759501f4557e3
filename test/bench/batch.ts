/**
 * Staff's batch at its limit (issue 38): 200 of tomorrow's pickups, placed through the bot by customers
 * as they order (Slack and SMS, English and Spanish, some phones then opted out: the ledger written by
 * production's path, none by hand), moved by one staff request to the day after, same times, and run by
 * the worker at the production pace (BATCH_PACE_MS in lib/bot.ts: no override here), at 8 AM in New
 * York, when every notice is due. Measured: the time from staff's confirm to the tally "Batch done",
 * what the laundry sandbox, Twilio's and Slack's stand-ins received (each order PATCHed once, one text
 * per customer who may be texted, one Slack notice per Slack customer, the progress in one message),
 * and the peak request rates the batch put on them, beside the limits those stand-ins enforce.
 *
 * The worker runs with its deployed timeout (60 s): a batch longer than that goes on in a new record
 * (invariant batch-resumes), which the scheduler stand-in delivers as soon as it is due, as EventBridge
 * Scheduler would; the records it took are counted.
 *
 * Then, at 10 PM, staff move Wednesday's store-driver pickups on to Friday, all but ten dropped from
 * the list: the texts are held for decent hours, none sent, and each is sent once
 * when 8 AM comes (invariant notice-waits-for-decent-hours), while the Slack notices go at once.
 */
import { BATCH_LIMIT } from '../../lib/orders/batch';
import { day, skippingClock } from '../support/clock';
import { blocksText } from '../support/slack-stack';
import { type BenchStack, startBenchStack } from './bench-stack';
import { type SlackConversation, slackConversation } from './conversation';
import { type Channel, type Crowd, orderAtOnce, WORKER_CONCURRENCY } from './load';
import type { Row } from './report';

/** As many orders as one batch takes (invariant batch-bounded). */
export const BATCH_ORDERS = BATCH_LIMIT;
const STAFF = 'U0STAFF';

/**
 * The margin over the pace for the time to "Batch done": each order's own work (its ledger claim, the
 * PATCH, the customer's notice, its outcome recorded: 40 to 60 ms each on this shared 2-core machine,
 * so 8 to 12 s for 200), a second worker record when the first reaches its deadline, and the queue's
 * and the scheduler stand-in's hand-overs. 30 s holds that with room for a loaded machine, and is
 * short enough that a pace slept twice per order, or a second pass, misses it.
 */
export const BATCH_DONE_MARGIN_MS = 30_000;
/** Slack's Tier 3 (chat.update): about 50 calls a minute per workspace. */
export const SLACK_TIER3_PER_MINUTE = 50;
/** Waiting longer than this for the tally is a batch that never ends. */
const DONE_TIMEOUT_MS = 5 * 60_000;

/** Every second person orders by SMS; every other pair switches to Spanish; one SMS phone in five then opts out. */
const channelOf = (i: number): Channel => (i % 2 === 1 ? 'sms' : 'slack');
const spanish = (i: number) => Math.floor(i / 2) % 2 === 1;
const optsOut = (i: number) => i % 10 === 1;

const NOTICE = { en: 'Our support team changed your order', es: 'Nuestro equipo de soporte hizo cambios' };

export interface BatchResult {
  orders: number;
  slackCustomers: number;
  smsCustomers: number;
  spanishCustomers: number;
  optedOut: number;
  /** Placing the orders: every customer at once, signing up and ordering, then switching language or opting out. */
  placeMs: number;
  /** The production pace the worker ran with. */
  paceMs: number;
  /** In the list staff confirmed. */
  listed: number;
  /** Staff's confirm (the click sent) to the progress message saying "Batch done". */
  doneMs: number;
  /** Worker records the batch took: the first and each continuation. */
  records: number;
  /** PATCH requests the sandbox received, the orders they named, and orders named more than once. */
  patches: number;
  patchedOrders: number;
  patchedTwice: number;
  /** Orders the sandbox moved to the new day, once each. */
  moved: number;
  /** Texts Twilio accepted for the notice, the phones due one (SMS customers not opted out), and creates to opted-out phones. */
  texts: number;
  textsDue: number;
  textsToOptedOut: number;
  /** Slack customers told once, in their language, and the Slack customers. */
  slackNotices: number;
  slackDue: number;
  /** SMS and Slack notices in another language than the customer's. */
  wrongLanguage: number;
  /** Progress messages posted in staff's DM, chat.update calls on them, and the most in any 60 s. */
  progressPosts: number;
  progressUpdates: number;
  updatesPeakPerMinute: number;
  /** The night batch: its orders, the texts due to its SMS customers, those sent at night and at 8 AM, and its Slack notices. */
  night: {
    orders: number;
    textsDue: number;
    sentAtNight: number;
    sentAtEight: number;
    /** SMS customers of the night batch sent exactly one notice by 8 AM. */
    toldOnce: number;
    slackNotices: number;
    slackDue: number;
  };
  /** The most requests in any one second on the sandbox (all, and PATCHes), and Twilio creates. */
  sandboxPeakPerSecond: number;
  patchPeakPerSecond: number;
  twilioPeakPerSecond: number;
  sandboxRequests: number;
  failures: string[];
}

export async function runBatch(orders = BATCH_ORDERS): Promise<BatchResult> {
  const clock = skippingClock();
  const stack = await startBenchStack({
    now: clock,
    concurrency: WORKER_CONCURRENCY,
    env: { STAFF_SLACK_USER_IDS: STAFF },
  });
  try {
    return await measure(stack, clock, orders);
  } finally {
    await stack.close();
  }
}

type Clock = ReturnType<typeof skippingClock>;
type Person = Crowd['people'][number] & {
  i: number;
  channel: Channel;
  language: 'en' | 'es';
  optedOut: boolean;
};

async function measure(stack: BenchStack, clock: Clock, orders: number): Promise<BatchResult> {
  const failures: string[] = [];
  const placing = performance.now();
  const crowd = await orderAtOnce(stack, orders, 'BATCH', channelOf);
  failures.push(...crowd.failures.slice(0, 5));
  const people: Person[] = crowd.people.map((person, i) => ({
    ...person,
    i,
    channel: channelOf(i),
    language: spanish(i) ? ('es' as const) : ('en' as const),
    optedOut: channelOf(i) === 'sms' && optsOut(i),
  }));
  await Promise.all(
    people.map(async (person) => {
      if (person.language === 'es') await person.conversation.type('español');
      if (person.optedOut) await person.conversation.type('STOP');
    }),
  );
  const placeMs = performance.now() - placing;

  const staff = slackConversation(stack, STAFF, { staff: true });
  const records = countBatchRecords(stack);
  // The clock starts on a Monday: tomorrow is Tuesday, and the day after Wednesday.
  const { listed, marks, confirmAt, doneAt } = await staffBatch(
    stack,
    staff,
    "staff move tomorrow's pickups to Wednesday, same times",
  );
  records.stop();
  if (listed !== orders) failures.push(`staff were listed ${listed} orders, not ${orders}`);
  if (doneAt === undefined) failures.push(`no "Batch done" after ${DONE_TIMEOUT_MS / 1000} s`);
  const doneMs = (doneAt ?? Date.now()) - confirmAt;
  const within = <T extends { at: number }>(list: readonly T[]) =>
    list.filter((one) => one.at >= confirmAt && one.at <= (doneAt ?? Date.now()));

  // The laundry service: one PATCH per order, none twice; each order moved to the new day.
  const ids = people.flatMap((p) => (p.orderId === undefined ? [] : [p.orderId]));
  const sandboxRequests = stack.sandbox.requests.slice(marks.sandbox);
  const patches = sandboxRequests.filter((r) => r.method === 'PATCH');
  const patchesOf = (id: number) => patches.filter((r) => r.path.includes(`/${id}/`)).length;
  const newDay = day(clock, 2);
  const moved = ids.filter(
    (id) =>
      patchesOf(id) === 1 &&
      stack.sandbox.orders.find((o) => o.id === id)?.transportationUpdates.length === 1 &&
      stack.sandbox.scheduledLegs(id)?.pickup?.deliveryDay === newDay,
  ).length;

  // Twilio: one notice to each SMS customer not opted out, in their language; nothing to the others.
  const texts = stack.twilio.messages.slice(marks.twilio);
  const sms = people.filter((p) => p.channel === 'sms');
  const optedOutPhones = new Set(sms.filter((p) => p.optedOut).map((p) => `+1${p.customer.phone}`));
  const textsToOptedOut = texts.filter((m) => optedOutPhones.has(m.to)).length;
  let wrongLanguage = 0;
  const toldOnce = (bodies: string[], language: 'en' | 'es') => {
    const notices = bodies.filter((b) => b.includes(NOTICE.en) || b.includes(NOTICE.es));
    if (notices.some((b) => !b.includes(NOTICE[language]))) wrongLanguage++;
    return notices.length === 1 && bodies.length === 1;
  };
  const smsDue = sms.filter((p) => !p.optedOut);
  const textsTold = smsDue.filter((p) =>
    toldOnce(
      texts.filter((m) => m.to === `+1${p.customer.phone}` && m.sid).map((m) => m.body),
      p.language,
    ),
  ).length;

  // Slack: one notice to each Slack customer in their DM; the progress in one message in staff's.
  const calls = stack.slackApi.calls.slice(marks.slack);
  const posts = calls.filter((c) => c.method === 'chat.postMessage');
  const slack = people.filter((p) => p.channel === 'slack');
  const slackTold = slack.filter((p) => {
    const dm = `D0BATCH${String(p.i).padStart(4, '0')}`;
    const bodies = posts
      .filter((c) => c.args.channel === dm)
      .map(
        (c) =>
          `${String(c.args.text ?? '')}\n${blocksText((c.args.blocks ?? []) as Parameters<typeof blocksText>[0])}`,
      );
    return toldOnce(bodies, p.language);
  }).length;
  const progress = posts.filter(
    (c) => c.args.channel === `D${STAFF.slice(1)}` && /^Batch (running|done)/.test(String(c.args.text)),
  );
  const progressTs = new Set(progress.map((c) => c.ts));
  const updates = calls.filter((c) => c.method === 'chat.update' && progressTs.has(String(c.args.ts)));
  const night = await nightBatch(stack, clock, staff, people, failures);

  return {
    orders,
    slackCustomers: slack.length,
    smsCustomers: sms.length,
    spanishCustomers: people.filter((p) => p.language === 'es').length,
    optedOut: optedOutPhones.size,
    placeMs,
    paceMs: stack.bot.batches.paceMs,
    listed,
    doneMs,
    records: records.count,
    patches: patches.length,
    patchedOrders: ids.filter((id) => patchesOf(id) > 0).length,
    patchedTwice: ids.filter((id) => patchesOf(id) > 1).length,
    moved,
    texts: textsTold,
    textsDue: smsDue.length,
    textsToOptedOut,
    slackNotices: slackTold,
    slackDue: slack.length,
    wrongLanguage,
    night,
    progressPosts: progress.length,
    progressUpdates: updates.length,
    updatesPeakPerMinute: peakWithin(updates, 60_000),
    sandboxPeakPerSecond: peakWithin(within(sandboxRequests), 1000),
    patchPeakPerSecond: peakWithin(within(patches), 1000),
    twilioPeakPerSecond: peakWithin(within(texts), 1000),
    sandboxRequests: within(sandboxRequests).length,
    failures,
  };
}

/**
 * Staff ask for a batch with `request`, drop the orders `drop` names, and confirm; returns how many
 * orders the list then held, where the stand-ins' records stood at the confirm, and when (machine
 * clock) the tally said "Batch done".
 */
async function staffBatch(stack: BenchStack, staff: SlackConversation, request: string, drop: number[] = []) {
  await staff.slash(request);
  if (drop.length) await staff.type(`drop ${drop.join(' ')}`);
  const listed = Number(/: (\d+) orders?\./.exec(staff.question())?.[1] ?? 0);
  const marks = {
    sandbox: stack.sandbox.requests.length,
    twilio: stack.twilio.messages.length,
    slack: stack.slackApi.calls.length,
    messages: stack.slackApi.messages.length,
  };
  const confirmAt = Date.now();
  await staff.click(listed === 1 ? 'Move this order' : `Move these ${listed} orders`);
  const doneAt = await untilDone(stack, confirmAt, marks.messages);
  await stack.queue.drain();
  return { listed, marks, confirmAt, doneAt };
}

/** Lets what the scheduler stand-in holds come due as it does, until staff's progress says "Batch done"; when it did. */
async function untilDone(stack: BenchStack, since: number, messages: number): Promise<number | undefined> {
  const now = () => stack.bot.now().getTime();
  while (Date.now() - since < DONE_TIMEOUT_MS) {
    if (tallyDone(stack, messages)) return Date.now();
    await stack.reminders.comeDue(now() + 1000);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

/**
 * The progress message this batch posted in staff's DM (after the `messages`th) says "Batch done"; it
 * is updated in place, so it need not be the newest.
 */
function tallyDone(stack: BenchStack, messages: number): boolean {
  return stack.slackApi.messages
    .slice(messages)
    .some((m) => m.channel === `D${STAFF.slice(1)}` && m.text.startsWith('Batch done'));
}

const HOUR_MS = 3600_000;
/** The night batch keeps the first ten customers' orders (Slack and SMS, English and Spanish, one phone opted out). */
const NIGHT_ORDERS = 10;

/**
 * At 10 PM on the first day, staff move Wednesday's store-driver pickups to Friday, dropping all but
 * the first ten customers' orders: the SMS customers' notices are held (none sent), the Slack ones
 * sent; at 8 AM the next morning each held one is sent once.
 */
async function nightBatch(
  stack: BenchStack,
  clock: Clock,
  staff: SlackConversation,
  people: Person[],
  failures: string[],
): Promise<BatchResult['night']> {
  clock.skip(clock.startedAt + 14 * HOUR_MS - clock().getTime());
  // Every order is on Wednesday's store-driver run since the first batch. Thursday is the sandbox's
  // empty day (test/support/clock.ts): Friday has the same windows.
  const inBatch = people.slice(0, NIGHT_ORDERS);
  const drop = people.slice(NIGHT_ORDERS).flatMap((p) => (p.orderId === undefined ? [] : [p.orderId]));
  const { listed, marks, doneAt } = await staffBatch(
    stack,
    staff,
    "staff move Wednesday's store-driver pickups to Friday, same times",
    drop,
  );
  if (doneAt === undefined)
    failures.push(`the night batch: no "Batch done" after ${DONE_TIMEOUT_MS / 1000} s`);
  if (listed !== NIGHT_ORDERS) failures.push(`the night batch: ${listed} orders listed, not ${NIGHT_ORDERS}`);
  const due = inBatch.filter((p) => p.channel === 'sms' && !p.optedOut);
  const notices = () =>
    stack.twilio.messages
      .slice(marks.twilio)
      .filter((m) => m.sid && (m.body.includes(NOTICE.en) || m.body.includes(NOTICE.es)));
  const sentAtNight = notices().length;
  const slackPosts = stack.slackApi.calls.slice(marks.slack).filter((c) => c.method === 'chat.postMessage');
  const slack = inBatch.filter((p) => p.channel === 'slack');
  const slackNotices = slack.filter(
    (p) => slackPosts.filter((c) => c.args.channel === `D0BATCH${String(p.i).padStart(4, '0')}`).length === 1,
  ).length;

  // 8 AM the next morning: what was held comes due, once.
  clock.skip(clock.startedAt + 24 * HOUR_MS + 60_000 - clock().getTime());
  await stack.reminders.comeDue(clock().getTime());
  await stack.queue.drain();
  const morning = notices();
  return {
    orders: listed,
    textsDue: due.length,
    sentAtNight,
    sentAtEight: morning.length,
    toldOnce: due.filter((p) => morning.filter((m) => m.to === `+1${p.customer.phone}`).length === 1).length,
    slackNotices,
    slackDue: slack.length,
  };
}

/** Counts the records the queue hands the worker for a batch (`kind: 'batch'`), until stopped. */
function countBatchRecords(stack: BenchStack) {
  const counted = { count: 0, stop: () => {} };
  counted.stop = stack.onBatch((records) => {
    counted.count += records.filter((r) => r.body.includes('"kind":"batch"')).length;
  });
  return counted;
}

/** The most of `events` in any span of `spanMs`. */
export function peakWithin(events: readonly { at: number }[], spanMs: number): number {
  const times = events.map((e) => e.at).sort((a, b) => a - b);
  let peak = 0;
  let first = 0;
  for (let last = 0; last < times.length; last++) {
    while ((times[last] as number) - (times[first] as number) >= spanMs) first++;
    peak = Math.max(peak, last - first + 1);
  }
  return peak;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** The batch's rows; each with a budget fails the run when missed. */
export function batchRows(r: BatchResult): Row[] {
  const doneBudgetMs = r.orders * r.paceMs + BATCH_DONE_MARGIN_MS;
  const area = 'batch';
  return [
    {
      area,
      measure: `orders placed through the bot for tomorrow (${r.orders} customers at once)`,
      measured: `${r.listed} listed to staff, in ${seconds(r.placeMs)}`,
      budget: `${r.orders}, no failure`,
      met: r.listed === r.orders && r.failures.length === 0,
      detail: `${r.slackCustomers} Slack, ${r.smsCustomers} SMS; ${r.spanishCustomers} in Spanish; ${r.optedOut} phones opted out after ordering${r.failures.length ? `; ${r.failures.join('; ')}` : ''}`,
    },
    {
      area,
      measure: 'time from confirm to "Batch done"',
      measured: seconds(r.doneMs),
      budget: `≤ ${seconds(doneBudgetMs)} (${r.orders} x ${r.paceMs} ms pace + ${seconds(BATCH_DONE_MARGIN_MS)})`,
      met: r.doneMs <= doneBudgetMs,
      detail: `the production pace, BATCH_PACE_MS; ${r.records} worker record${r.records === 1 ? '' : 's'} (the worker's 60 s timeout; the rest queued, invariant batch-resumes)`,
    },
    {
      area,
      measure: 'PATCHes the service received (orders moved)',
      measured: `${r.patches} for ${r.patchedOrders} orders, ${r.patchedTwice} twice; ${r.moved} moved`,
      budget: `${r.orders}, each once, each moved`,
      met: r.patches === r.orders && r.patchedOrders === r.orders && r.moved === r.orders,
    },
    {
      area,
      measure: 'texts sent: one notice per SMS customer not opted out',
      measured: `${r.texts} of ${r.textsDue}; ${r.textsToOptedOut} to opted-out phones`,
      budget: `${r.textsDue}, none to opted out`,
      met: r.texts === r.textsDue && r.textsToOptedOut === 0 && r.wrongLanguage === 0,
      detail: `8 AM in New York: every notice due now, none held; each in its customer's language (${r.wrongLanguage} not)`,
    },
    {
      area,
      measure: 'Slack notices: one per Slack customer',
      measured: `${r.slackNotices} of ${r.slackDue}`,
      budget: `${r.slackDue}`,
      met: r.slackNotices === r.slackDue && r.wrongLanguage === 0,
    },
    {
      area,
      measure: 'at 10 PM: texts held, then sent once at 8 AM',
      measured: `${r.night.orders} orders: ${r.night.sentAtNight} texts sent at night, ${r.night.sentAtEight} of ${r.night.textsDue} at 8 AM; Slack ${r.night.slackNotices} of ${r.night.slackDue} at once`,
      budget: `0 at night, ${r.night.textsDue} at 8 AM, Slack ${r.night.slackDue}; at least one text due`,
      met:
        r.night.textsDue > 0 &&
        r.night.sentAtNight === 0 &&
        r.night.sentAtEight === r.night.textsDue &&
        r.night.toldOnce === r.night.textsDue &&
        r.night.slackNotices === r.night.slackDue,
      detail:
        "Wednesday's store-driver pickups moved to Friday at 10 PM in New York, all but ten dropped (invariant notice-waits-for-decent-hours)",
    },
    {
      area,
      measure: 'progress messages posted; chat.update calls, most in 60 s',
      measured: `${r.progressPosts}; ${r.progressUpdates}, ${r.updatesPeakPerMinute}/min`,
      budget: `1; ≤ ${SLACK_TIER3_PER_MINUTE}/min (Slack Tier 3)`,
      met: r.progressPosts === 1 && r.updatesPeakPerMinute <= SLACK_TIER3_PER_MINUTE,
    },
    {
      area,
      measure: 'peak requests per second on the laundry sandbox (PATCHes)',
      measured: `${r.sandboxPeakPerSecond}/s (${r.patchPeakPerSecond}/s)`,
      budget: 'no limit to meet: the sandbox has no rate model',
      detail: `${r.sandboxRequests} requests during the batch; the contract shows no rate limit (seed "Limits")`,
    },
    {
      area,
      measure: "peak creates per second on Twilio's Messages API",
      measured: `${r.twilioPeakPerSecond}/s`,
      budget: 'no limit to meet: the stand-in has no rate model',
      detail:
        'Twilio sends 1 text a second per long code and queues the rest (up to 4 hours of them); its 429 (20429) is for too many concurrent requests, and the batch sends one at a time',
    },
  ];
}
