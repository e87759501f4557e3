/**
 * The weekly digest, due: the week that ended, beside the one before, posted in the staff channel in
 * the business's own language (the first of LANGUAGES), once per business per week however often the
 * schedule's message arrives (invariant digest-sent-once: a claim of the week's marker first; a post
 * that fails gives it back, and the queue tries again). In its thread, the week's replies not
 * understood, masked as kept, where the business keeps them.
 */
import { dayInZone } from '../calendar';
import { missedReport } from '../flows/missed-report';
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
  const { stats, timeZone, missedWeek } = recorder;
  const week = weekToReport(dayInZone(deps.bot.now(), timeZone), 'ended');
  if (!(await stats.claimDigest(week))) {
    log({ level: 'info', msg: 'digest skipped: sent before', messageId: work.messageId });
    return;
  }
  const staffWords = await words(deps.bot.languages?.[0] ?? 'en');
  let thread: Awaited<ReturnType<typeof threads.postToChannel>>;
  try {
    thread = await threads.postToChannel(digestText(await digestOfWeek(stats, week, staffWords)));
  } catch (error) {
    await stats.releaseDigest(week);
    throw error;
  }
  if (!missedWeek) return;
  // The digest is out and its claim kept: a list that fails is not worth a second digest; staff can ask
  // for it (`/laundry report missed`).
  try {
    await threads.post(thread, missedReport(await missedWeek(week), week, staffWords));
  } catch (error) {
    log({
      level: 'warn',
      msg: 'digest thread: the replies not understood were not posted',
      error: String(error),
    });
  }
}
