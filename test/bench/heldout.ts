/**
 * The held-out measurement (test/heldout): the newest round's replies, written by someone who never read
 * the code, every case in each language, scored on the bot as it is. `npm run heldout -- score` prints
 * the same round's detailed report.
 */
import { LANGUAGES, type Language } from '../../lib/words/language';
import { newestRound, readRound } from '../heldout/rounds';
import { type CaseResult, scoreRound, type Tally, tally } from '../heldout/score';

export interface HeldoutResult {
  round: number;
  languages: {
    language: Language;
    tally: Tally;
    /** Per flow: its tally. */
    flows: Record<string, Tally>;
    wrong: Pick<CaseResult, 'case' | 'why' | 'placed'>[];
    unscorable: number;
    ms: number;
  }[];
}

export async function measureHeldout(progress: (line: string) => void): Promise<HeldoutResult> {
  const round = await newestRound();
  const languages: HeldoutResult['languages'] = [];
  for (const language of LANGUAGES) {
    const file = await readRound(round, language);
    if (!file) continue;
    const score = await scoreRound(file, progress);
    const flows = [...new Set(score.results.map((r) => r.flow))];
    languages.push({
      language,
      tally: tally(score.results),
      flows: Object.fromEntries(flows.map((f) => [f, tally(score.results.filter((r) => r.flow === f))])),
      wrong: score.results
        .filter((r) => r.verdict === 'wrong')
        .map((r) => ({ case: r.case, why: r.why, ...(r.placed ? { placed: true } : {}) })),
      unscorable: score.unscorable.length,
      ms: score.ms,
    });
  }
  return { round, languages };
}
