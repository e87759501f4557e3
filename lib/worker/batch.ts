/**
 * Runs staff's batch (lib/orders/batch.ts) from its record: each order not yet handled is changed once
 * (invariant batch-order-changed-once), paced, its outcome recorded, its customer told as of any staff
 * change (a question of their own conversation, notify.ts: in their language, on their channel, at
 * decent hours, never to an opted-out phone), and the progress said in one message updated in place.
 *
 * One worker runs a batch at a time (invariant batch-one-run-at-a-time, lib/store/batches.ts): a delivery
 * of it while another run holds it is queued again for when that run's lease ends.
 *
 * @invariant batch-resumes A batch run again (a redelivered record, a worker killed midway, its turn's deadline reached and the rest queued) goes on from its record: orders whose outcome is recorded are passed over, the others run as the first time would (the order's own record says whether it was claimed), so none is sent twice and none is left without an outcome said.
 * @invariant batch-customer-told-once Each customer of an order the batch changed is told once: the notice's message id is the order's change reference, so a notice said again (the batch resumed between telling and recording, or tried again after a failure) is the same message, which their conversation runs once.
 * @invariant batch-notice-never-fails-batch A customer's notice that fails never fails the batch (its record's retry would wait out the queue's visibility timeout, and its receives are every order's): a failure the channel may get past (Twilio's 429 or 5xx, a network error) is tried again here, up to TELL_TRIES times with a growing pause; one it refused for good (UndeliverableError: not reachable, opted out at the carrier) is not. A notice that never went is the order's outcome's `notTold`, in the tally, so staff call that customer.
 */
import { randomUUID } from 'node:crypto';
import type { Conversation } from '../conversation/conversation';
import { errorLabel, UndeliverableError } from '../conversation/errors';
import { conversationOfStoredKey } from '../conversation/stored-key';
import { maskPhonesIn } from '../dialog/mask-phone';
import { STAFF_CHANGED } from '../flows/reminder';
import {
  type Batch,
  type BatchItem,
  batchChangeId,
  type Outcome,
  runBatchItem,
  runs,
  tallyLines,
} from '../orders/batch';
import { bind } from './channels';
import { handleNotice } from './notify';
import type { BatchWork, HandlerContext, Received } from './types';
import type { QueuedBatch } from './work';

/** How often the progress message is updated, in orders: Slack's chat.update is rate limited (Tier 3). */
const PROGRESS_EVERY = 10;
/** Time kept back from the deadline for the last progress update and queueing the rest. */
const MARGIN_MS = 5_000;
/** How long a run without a deadline (no Lambda's context) holds its batch: Lambda's longest run. */
const LONGEST_RUN_MS = 15 * 60_000;
/** Tries of a customer's notice, and the pause before the second (doubled before each next one). */
const TELL_TRIES = 3;
const TELL_PAUSE_MS = 1_000;

const sleeping = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A queued batch: run to its end, or to the record's deadline with the rest queued (invariant batch-resumes). */
export async function handleBatch(ctx: HandlerContext, work: Received<QueuedBatch>): Promise<void> {
  const { deps, log } = ctx;
  const batches = deps.batches;
  if (!batches) {
    log({ level: 'warn', msg: 'batch dropped: no batches configured', event: 'record-dropped' });
    return;
  }
  const now = () => deps.bot.now().getTime();
  // invariant batch-one-run-at-a-time: held until this Lambda's time is up, then some.
  const runner = randomUUID();
  const until = (ctx.deadline ?? now() + LONGEST_RUN_MS) + MARGIN_MS;
  if (!(await batches.store.lease(work.batchId, runner, until, now()))) {
    const held = await batches.store.get(work.batchId);
    if (!held) {
      log({ level: 'warn', msg: 'batch dropped: no such batch', event: 'record-dropped' });
      return;
    }
    return lookAgain(ctx, work, held.leaseUntil ?? now());
  }
  try {
    await runBatch(ctx, batches, work);
  } finally {
    await batches.store.release(work.batchId, runner);
  }
}

/** The batch's orders not handled yet, each run once, its customer told and its outcome recorded; the progress shown. */
async function runBatch(ctx: HandlerContext, batches: BatchWork, work: QueuedBatch): Promise<void> {
  const { deps } = ctx;
  const found = await batches.store.get(work.batchId);
  if (!found) return;
  const { batch, outcomes } = found;
  let shown = found.shown;
  const staff = conversationOfStoredKey(batch.staffKey);
  const at = staff && bind(deps.channels, staff);
  const show = async (done: boolean) => {
    const text = tallyLines(batch, outcomes, done).join('\n');
    const where = await at?.progress(text, shown);
    if (where !== undefined && JSON.stringify(where) !== JSON.stringify(shown)) {
      shown = where;
      await batches.store.shown(batch.id, where);
    }
  };
  const todo = batch.items.filter((item) => runs(item) && !outcomes.has(item.orderId));
  const audit = (step: string, action: string) =>
    batches.audit.record({
      at: deps.bot.now(),
      staff: batch.staff,
      action: `batch ${batch.id}: ${action}`,
      id: `${batch.id}:${step}`,
    });
  if (shown === undefined)
    await audit('started', `started: ${todo.length} order${todo.length === 1 ? '' : 's'}`);
  await show(false);
  const now = () => deps.bot.now().getTime();
  for (const [i, item] of todo.entries()) {
    if (ctx.deadline !== undefined && now() > ctx.deadline - MARGIN_MS)
      return queueRest(ctx, work, outcomes.size);
    if (i > 0) await (batches.sleep ?? sleeping)(batches.paceMs);
    let outcome = await runBatchItem(batches.deps, batch, item);
    if (outcome.kind === 'moved') {
      const notTold = await tellCustomer(ctx, batch, item);
      if (notTold) outcome = { ...outcome, notTold };
    }
    await audit(`#${item.orderId}`, `#${item.orderId} ${outcomeWords(outcome)}`);
    await batches.store.record(batch.id, item.orderId, outcome);
    outcomes.set(item.orderId, outcome);
    if ((i + 1) % PROGRESS_EVERY === 0) await show(false);
  }
  await show(true);
  // Said once: a batch run again with nothing left to do (a redelivered record) finished before.
  if (todo.length) await audit('finished', `finished: ${tallyLines(batch, outcomes, true)[0]}`);
}

/** An order's outcome on the audit trail. */
function outcomeWords(outcome: Outcome): string {
  if (outcome.kind === 'moved') return 'changed';
  // invariant audit-without-secrets: a phone a service's message might hold is masked.
  return outcome.kind === 'refused'
    ? `refused: ${maskPhonesIn(outcome.reason)}`
    : 'unknown: its answer never came';
}

/**
 * The customer of a changed order asked about it, as of any staff change (invariants
 * batch-customer-told-once and batch-notice-never-fails-batch); why they could not be told, if not.
 */
async function tellCustomer(ctx: HandlerContext, batch: Batch, item: BatchItem): Promise<string | undefined> {
  const conversation: Conversation | undefined = conversationOfStoredKey(item.customerKey);
  // A conversation no channel of this stack reaches (the terminal's, a workspace since uninstalled) is not told.
  if (!conversation || !bind(ctx.deps.channels, conversation)) return 'no channel of the bot reaches them';
  for (let tries = 1; ; tries++) {
    try {
      await handleNotice(ctx, {
        v: 1,
        kind: 'notice',
        key: item.customerKey,
        conversation,
        messageId: `${batchChangeId(batch.id, item.orderId)}:told`,
        opens: { word: STAFF_CHANGED, by: batch.staff, orderId: item.orderId },
        timeZone: item.timeZone,
        receivedAt: ctx.deps.bot.now().getTime(),
      });
      return undefined;
    } catch (error) {
      const refused = error instanceof UndeliverableError;
      ctx.log({ level: 'warn', msg: `batch notice failed (try ${tries})`, error: errorLabel(error) });
      if (refused) return 'their channel refused the message';
      if (tries >= TELL_TRIES) return `the message failed ${tries} times`;
      await (ctx.deps.batches?.sleep ?? sleeping)(TELL_PAUSE_MS * 2 ** (tries - 1));
    }
  }
}

/** A batch another run holds, queued again for when its lease ends (invariant batch-one-run-at-a-time). */
async function lookAgain(ctx: HandlerContext, work: QueuedBatch, at: number): Promise<void> {
  const decent = ctx.deps.decentHours;
  if (!decent) throw new Error('batch run elsewhere with no way to look again');
  const messageId = `${work.batchId}:after-lease-${at}`;
  const body = JSON.stringify({ ...work, messageId });
  await decent.deliverAt({ groupId: work.key, deduplicationId: messageId, body }, at);
  ctx.log({ level: 'info', msg: 'batch run elsewhere: looked at again when its lease ends', messageId });
}

/** The rest of a batch, queued as a new record when this one's time is up (invariant batch-resumes). */
async function queueRest(ctx: HandlerContext, work: QueuedBatch, handled: number): Promise<void> {
  const decent = ctx.deps.decentHours;
  if (!decent) throw new Error('batch out of time with no way to queue the rest');
  const messageId = `${work.batchId}:after-${handled}`;
  const body = JSON.stringify({ ...work, messageId });
  await decent.deliverAt(
    { groupId: work.key, deduplicationId: messageId, body },
    ctx.deps.bot.now().getTime(),
  );
  ctx.log({ level: 'info', msg: 'batch continues in a new record', messageId });
}
