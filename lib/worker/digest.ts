/**
 * The weekly digest, due: the week that ended, beside the one before, posted in the staff channel in
 * the business's own language (the first of LANGUAGES), once per business per week however often the
 * schedule's message arrives (invariant digest-sent-once: a claim of the week's marker first; a post
 * that fails gives it back, and the queue tries again).
 */
import { dayInZone } from '../calendar';
import { digestOfWeek, digestText, weekToReport } from '../stats/digest';
import { words } from '../words';
import type { HandlerContext } from './types';
import type { QueuedDigest } from './work';

/** Posts the week's digest to the staff channel, unless it was posted before. */
export async function handleDigest(ctx: HandlerContext, work: QueuedDigest): Promise<void> {
  const { deps, log } = ctx;
  const threads = deps.handoffs?.threads;
  const recorder = deps.stats;
  if (!threads || !recorder) {
    log({ level: 'warn', msg: 'digest skipped: no staff channel or no counts', messageId: work.messageId });
    return;
  }
  const { stats, timeZone } = recorder;
  const week = weekToReport(dayInZone(deps.bot.now(), timeZone), 'ended');
  if (!(await stats.claimDigest(week))) {
    log({ level: 'info', msg: 'digest skipped: sent before', messageId: work.messageId });
    return;
  }
  try {
    const digest = await digestOfWeek(stats, week, await words(deps.bot.languages?.[0] ?? 'en'));
    await threads.postToChannel(digestText(digest));
  } catch (error) {
    await stats.releaseDigest(week);
    throw error;
  }
}
