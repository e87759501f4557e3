/**
 * Scores a round of held-out cases on the bot as it is. For each case, the script its step belongs to
 * (flows.ts) is played to the step, the case's reply typed there, and the run carried on to its outcome
 * (play.ts); beside it, the canonical run: the same script with what the reply means typed instead
 * (cached: cases sharing a meaning share it). classify.ts gives the verdict.
 *
 * A case whose meaning does not play (a step no script has, a meaning the bot does not take there
 * either) cannot be scored: it is listed apart, and counts in no figure.
 */
import type { Language } from '../../lib/words/language';
import { type Classified, classify, type Verdict } from './classify';
import { type FlowName, OTHER_QUESTIONS, questionOfLine, SCRIPTS, type Script, scriptOfStep } from './flows';
import { playScript, type Run, ScriptError } from './play';
import type { HeldoutCase, RoundFile } from './rounds';

/** Cases played at once, each on a world of its own (a bot, its table and its sandbox). */
export const HELDOUT_CONCURRENCY = 3;

export interface CaseResult extends Classified {
  case: HeldoutCase;
  flow: FlowName;
}

export interface RoundScore {
  round: number;
  language: Language;
  writtenBy: string;
  results: CaseResult[];
  /** Cases that cannot be scored, and why. */
  unscorable: { case: HeldoutCase; why: string }[];
  ms: number;
}

/** The counts of a set of results. */
export interface Tally {
  total: number;
  understood: number;
  asked: number;
  wrong: number;
  /** Of the wrong: an order, a change or a customer placed otherwise than meant. */
  placed: number;
  stuck: number;
  acted: number;
  /** understood / total. */
  score: number;
}

/** Canonical runs by script, line and answers, for the process's life: the bot is the same throughout. */
const canonicalRuns = new Map<string, Promise<Run>>();

function canonicalRun(script: Script, index: number, answers: string[]): Promise<Run> {
  const key = JSON.stringify([script.language, script.id, index, answers]);
  let run = canonicalRuns.get(key);
  if (!run) {
    run = playScript(script, { index, answers, meaning: true });
    canonicalRuns.set(key, run);
  }
  return run;
}

/** The questions the bot is known to ask: every script's lines', in any language, and the others it asks. */
const KNOWN_QUESTIONS = new Set([
  ...Object.values(SCRIPTS).flatMap((scripts) =>
    scripts.flatMap((s) => s.lines.flatMap((line) => questionOfLine(line) ?? [])),
  ),
  ...OTHER_QUESTIONS,
]);

/**
 * Scores every case of `file` (or the first `only` of `pick(file.cases)`), `HELDOUT_CONCURRENCY` at a time.
 * @example const score = await scoreRound(await readRound(1, 'en'));
 */
export async function scoreRound(
  file: RoundFile,
  progress: (line: string) => void = () => {},
  cases: readonly HeldoutCase[] = file.cases,
): Promise<RoundScore> {
  const started = performance.now();
  const scored: (CaseResult | { case: HeldoutCase; why: string })[] = new Array(cases.length);
  let next = 0;
  let done = 0;
  const worker = async () => {
    for (let i = next++; i < cases.length; i = next++) {
      const heldout = cases[i] as HeldoutCase;
      scored[i] = await scoreCase(file.language, heldout).catch((error: unknown) => {
        // A meaning whose answers the story cannot carry on from is the case's fault, not the round's.
        if (!(error instanceof ScriptError)) throw error;
        return { case: heldout, why: `its meaning does not play: ${error.message}` };
      });
      done++;
      if (done % 25 === 0 || done === cases.length)
        progress(`held-out round ${file.round} ${file.language}: ${done} of ${cases.length} cases`);
    }
  };
  await Promise.all(Array.from({ length: HELDOUT_CONCURRENCY }, worker));
  return {
    round: file.round,
    language: file.language,
    writtenBy: file.writtenBy,
    results: scored.filter((r): r is CaseResult => 'verdict' in r),
    unscorable: scored.filter((r): r is { case: HeldoutCase; why: string } => !('verdict' in r)),
    ms: performance.now() - started,
  };
}

/** One case: its verdict, or why it cannot be scored. */
export async function scoreCase(
  language: Language,
  heldout: HeldoutCase,
): Promise<CaseResult | { case: HeldoutCase; why: string }> {
  const found = scriptOfStep(language, heldout.step);
  if (!found) return { case: heldout, why: `no script of ${language} has the step ${heldout.step}` };
  const { script, index } = found;
  const line = script.lines[index] as { say: string };
  // An unclear reply is compared with the script as written.
  const meant = await canonicalRun(script, index, heldout.means === 'ask' ? [line.say] : heldout.means);
  if (!meant.outcome || !meant.replaced || meant.next === undefined)
    return { case: heldout, why: `its meaning does not play: ${meant.failure ?? 'no outcome'}` };
  if (meant.replaced.reaction.missed)
    return { case: heldout, why: `the bot does not take its meaning there: ${meant.replaced.reaction.said}` };
  const run = await playScript(script, {
    index,
    answers: [heldout.say],
    // Asked again, the person says what they meant; unless the meaning itself stays at the question.
    ...(meant.replaced.reaction.stayed
      ? {}
      : { again: heldout.means === 'ask' ? line.say : (heldout.means[0] as string) }),
    given: new Map(meant.answeredNext),
    meantNext: meant.replaced.reaction.question,
    meantAfter: meant.next,
  });
  if (!run.replaced)
    return { case: heldout, flow: script.flow, verdict: 'stuck', why: run.failure ?? 'not played' };
  const known = new Set([...KNOWN_QUESTIONS, ...meant.met]);
  const classified = classify({
    means: heldout.means,
    said: heldout.say,
    question: run.replaced.question,
    reaction: run.replaced.reaction,
    ...(run.outcome ? { outcome: run.outcome } : {}),
    ...(run.failure ? { failure: run.failure } : {}),
    before: run.before,
    flow: script.flow,
    canonical: {
      met: meant.met,
      reaction: meant.replaced.reaction,
      answered: meant.answeredNext.map(([question]) => question),
      next: meant.next,
      outcome: meant.outcome,
    },
    known,
  });
  return { case: heldout, flow: script.flow, ...classified };
}

/** The counts of `results`. */
export function tally(results: readonly CaseResult[]): Tally {
  const count = (verdict: Verdict) => results.filter((r) => r.verdict === verdict).length;
  const understood = count('understood');
  return {
    total: results.length,
    understood,
    asked: count('asked'),
    wrong: count('wrong'),
    placed: results.filter((r) => r.verdict === 'wrong' && r.placed).length,
    stuck: count('stuck'),
    acted: count('acted'),
    score: results.length ? understood / results.length : 0,
  };
}

const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Spanish' };

const percent = (share: number) => `${(share * 100).toFixed(1)}%`;

/** A tally in one line. */
export function tallyLine(t: Tally): string {
  return `${t.total} cases: ${t.understood} understood (${percent(t.score)}), ${t.asked} asked back, ${t.wrong} WRONG (${t.placed} placed), ${t.stuck} stuck, ${t.acted} acted on unclear replies`;
}

const meansText = (means: HeldoutCase['means']) => (means === 'ask' ? 'ask' : means.join(' + '));

const caseLine = (r: { case: HeldoutCase; why: string }) =>
  `${r.case.step} "${r.case.say}" (means ${meansText(r.case.means)}): ${r.why}`;

/** The detailed report of a round in one language: the tally, wrong cases first and loudly, per flow, the misses. */
export function formatReport(score: RoundScore): string {
  const { results } = score;
  const total = tally(results);
  const wrong = results.filter((r) => r.verdict === 'wrong');
  const missed = results.filter((r) => r.verdict !== 'understood' && r.verdict !== 'wrong');
  const flows = [...new Set(results.map((r) => r.flow))];
  const lines = [
    `Held-out round ${score.round}, ${LANGUAGE_NAMES[score.language]} (written by ${score.writtenBy}), ${(score.ms / 1000).toFixed(0)} s`,
    `  ${tallyLine(total)}`,
    '',
    wrong.length
      ? `  !!! ${wrong.length} WRONG WITHOUT A QUESTION (${total.placed} placed an order, a change or an account otherwise than meant):`
      : '  no reply read wrong without a question',
    ...wrong.map((r) => `  !!! ${r.placed ? 'PLACED ' : ''}${caseLine(r)}`),
    '',
    '  By flow:',
    ...flows.map(
      (flow) => `    ${flow.padEnd(12)} ${tallyLine(tally(results.filter((r) => r.flow === flow)))}`,
    ),
    '',
    missed.length ? `  Not understood (${missed.length}):` : '  Every other reply understood.',
    ...missed.map((r) => `    [${r.verdict}] ${caseLine(r)}`),
    ...(score.unscorable.length
      ? ['', `  Not scored (${score.unscorable.length}): the case's meaning does not play`]
      : []),
    ...score.unscorable.map((r) => `    ${caseLine(r)}`),
  ];
  return `${lines.join('\n')}\n`;
}
