/**
 * The held-out measurement (test/heldout) on the whole bot: the scorer's own sample round gets the
 * verdicts its cases were written to get, from what the sandbox recorded; a run forked from the world
 * a script was in at one of its questions comes to what the script played whole does; and each folded round
 * (`FOLDED_ROUNDS`) is understood: no reply read wrong without a question, and at least
 * `FOLDED_MIN_SCORE` of a deterministic share of its cases understood (the bench scores them all).
 */
import { LANGUAGES, type Language } from '../../lib/words/language';
import type { Verdict } from '../heldout/classify';
import { scriptOfStep } from '../heldout/flows';
import { playScript } from '../heldout/play';
import { FOLDED_ROUNDS, type HeldoutCase, readRound } from '../heldout/rounds';
import { formatReport, scoreRound, tally } from '../heldout/score';

/** The share of a folded round's cases understood, at least. */
const FOLDED_MIN_SCORE = 0.95;
/** The cases of a folded round played, per language: every n-th, spread over its steps. */
const FOLDED_CASES_PER_LANGUAGE = 20;

/** Round 0's cases, by what they say, and the verdict each is written to get on today's bot. */
const SAMPLE: Record<Language, Record<string, Verdict | 'not scored'>> = {
  en: {
    'every second week': 'wrong',
    'every two weeks': 'understood',
    'every now and then': 'understood',
    'a couple': 'understood',
    'the one I used last time': 'asked',
    'no notes for either one': 'asked',
    'what do you sell?': 'stuck',
    'mmm yes': 'acted',
    idk: 'wrong',
    'my code is 424242': 'understood',
    // The meaning stays at the question (a code sent again): scored by what the service was asked.
    "didn't get it, send another": 'understood',
    'two days later': 'wrong',
    'the one with the suit': 'asked',
    'every 3 weeks': 'not scored',
  },
  es: {
    'una semana sí y una no': 'wrong',
    'cada dos semanas': 'understood',
    'de vez en cuando': 'understood',
    'dos bolsas': 'understood',
    'la que usé la última vez': 'asked',
    'ninguna nota para ningún servicio': 'asked',
    '¿qué venden?': 'stuck',
    'mmm sí': 'acted',
    'no sé': 'wrong',
    'mi código es 424242': 'understood',
    'el del traje': 'asked',
    'cada 3 semanas': 'not scored',
  },
};

async function round(number: number, language: Language) {
  const file = await readRound(number, language);
  if (!file) throw new Error(`round ${number} has no ${language} cases`);
  return file;
}

describe('the held-out scorer, on its sample round', () => {
  it.each(LANGUAGES)(
    '%s: every case gets the verdict it was written to get',
    async (language) => {
      const score = await scoreRound(await round(0, language));
      const verdicts = Object.fromEntries([
        ...score.results.map((r) => [r.case.say, r.verdict]),
        ...score.unscorable.map((r) => [r.case.say, 'not scored']),
      ]);
      expect(verdicts).toEqual(SAMPLE[language]);
      // "every second week" became a weekly subscription: the order the sandbox got says so.
      const everySecondWeek = score.results.find(
        (r) => r.case.step === 'order/frequency' && r.verdict === 'wrong',
      );
      expect(everySecondWeek).toMatchObject({
        placed: true,
        why: 'POST /service-order: subscription.interval 1, not 2',
      });
      // "idk" as the hang-dry instructions: an order placed otherwise than the script's, without a question.
      const unclear = score.results.find((r) => r.case.step === 'order/hang-dry-instructions');
      expect(unclear).toMatchObject({ verdict: 'wrong', placed: true });
      expect(unclear?.why).toContain('hangDryInstructions');
    },
    240_000,
  );
});

describe("a held-out run forked at one of a script's questions", () => {
  // One per kind of world: from the start, a setup behind it (a fork a few turns in: its message ids
  // must not be the kept run's), a code in flight (played from the start).
  const FORKS: [Language, string][] = [
    ['en', 'order/summary:place'],
    ['es', 'change/menu:change-order'],
    ['en', 'sign-in/otp'],
  ];

  it.each(FORKS)(
    "%s %s, answered as the script does, comes to the script's own outcome",
    async (language, step) => {
      const found = scriptOfStep(language, step);
      if (!found) throw new Error(`no step ${step}`);
      const { script, index } = found;
      const line = script.lines[index] as { say: string };
      const straight = await playScript(script);
      const forked = await playScript(script, { index, answers: [line.say] });
      expect(forked.outcome).toEqual(straight.outcome);
      // What the service recorded: the order, the change, the sign-in.
      expect(straight.outcome?.writes.at(-1)).toMatch(
        /^POST \/(?:service-order|verify-otp) |^PATCH \/service-order\/5001\//,
      );
    },
    120_000,
  );
});

/** Every n-th case, so the share played spreads over the round's steps as the round does. */
function spread(cases: readonly HeldoutCase[], count: number): HeldoutCase[] {
  const every = Math.max(1, Math.floor(cases.length / count));
  return cases.filter((_, i) => i % every === 0).slice(0, count);
}

for (const number of FOLDED_ROUNDS)
  describe(`folded held-out round ${number}`, () => {
    it.each(LANGUAGES)(
      '%s: nothing read wrong without a question, and the cases understood',
      async (language) => {
        const file = await round(number, language);
        const score = await scoreRound(file, undefined, spread(file.cases, FOLDED_CASES_PER_LANGUAGE));
        const counts = tally(score.results);
        if (counts.wrong || counts.score < FOLDED_MIN_SCORE) throw new Error(formatReport(score));
        expect(score.unscorable).toEqual([]);
      },
      240_000,
    );
  });
