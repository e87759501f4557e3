/**
 * The held-out rounds: `test/heldout/round-<N>/<language>.json`, written by phrase writers from the
 * screens alone (screens.ts), never tuned on. Round 0 is the scorer's own sample, not a held-out set.
 * A round is folded into the suite once the work it measured is done (`FOLDED_ROUNDS`): the suite
 * then fails on any reply it gets wrong.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as z from 'zod';
import { LANGUAGES, type Language } from '../../lib/words/language';

export const ROUNDS_DIR = 'test/heldout';

/** The rounds the suite plays (test/e2e/heldout.test.ts): folded once the work they measured is done. */
export const FOLDED_ROUNDS: readonly number[] = [];

const caseSchema = z.object({
  step: z.string().min(1),
  say: z.string().min(1),
  means: z.union([z.array(z.string().min(1)).min(1), z.literal('ask')]),
});
export type HeldoutCase = z.infer<typeof caseSchema>;

const roundFileSchema = z.object({
  round: z.number().int().nonnegative(),
  language: z.enum(LANGUAGES),
  writtenBy: z.string().min(1),
  cases: z.array(caseSchema).min(1),
});
export type RoundFile = z.infer<typeof roundFileSchema>;

const roundDir = (round: number) => join(ROUNDS_DIR, `round-${round}`);

/**
 * A round's cases in `language`; undefined when the round has none in it.
 * @example const file = await readRound(1, 'es');
 */
export async function readRound(round: number, language: Language): Promise<RoundFile | undefined> {
  const path = join(roundDir(round), `${language}.json`);
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = roundFileSchema.safeParse(JSON.parse(text));
  if (!parsed.success) throw new Error(`${path}: ${z.prettifyError(parsed.error)}`);
  if (parsed.data.round !== round || parsed.data.language !== language)
    throw new Error(`${path} says round ${parsed.data.round}, ${parsed.data.language}`);
  return parsed.data;
}

/** The highest round number with a folder of cases. */
export async function newestRound(): Promise<number> {
  const rounds = (await readdir(ROUNDS_DIR))
    .map((name) => /^round-(\d+)$/.exec(name)?.[1])
    .filter((n): n is string => n !== undefined)
    .map(Number);
  if (!rounds.length) throw new Error(`no round-<N> folder in ${ROUNDS_DIR}`);
  return Math.max(...rounds);
}
