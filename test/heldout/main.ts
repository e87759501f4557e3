/**
 * `npm run heldout -- screens`: writes test/heldout/screens/<language>.md (screens.ts), what a phrase
 * writer gets. `npm run heldout -- score [round]`: scores a round's held-out cases (the newest when no
 * round is named) on the bot as it is, and prints the detailed report (score.ts). `npm run heldout --
 * trace <language> <step> <reply…>`: plays the script of one step with the replies typed there (each next
 * one at the next question), and prints every screen from that step on: what a case did, turn by turn.
 * All on a DynamoDB engine of their own unless one is given (TEST_DYNAMODB_ENDPOINT).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startLocalDynamo } from '../../infra/local/dynamodb';
import { LANGUAGES, type Language } from '../../lib/words/language';
import { scriptOfStep } from './flows';
import { playScript } from './play';
import { newestRound, readRound } from './rounds';
import { formatReport, type RoundScore, scoreRound } from './score';
import { SCREENS_DIR, screensOf } from './screens';

async function screens(): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  for (const language of LANGUAGES) {
    const path = join(SCREENS_DIR, `${language}.md`);
    await writeFile(path, await screensOf(language));
    process.stdout.write(`${path}\n`);
  }
}

async function score(round: string | undefined): Promise<void> {
  const number = round === undefined ? await newestRound() : Number(round);
  if (!Number.isInteger(number)) throw new Error(`no round ${round}: name it by its number`);
  const scored: RoundScore[] = [];
  for (const language of LANGUAGES) {
    const file = await readRound(number, language);
    if (file) scored.push(await scoreRound(file, (line) => process.stderr.write(`${line}\n`)));
  }
  if (!scored.length) throw new Error(`round ${number} has no cases`);
  process.stdout.write(scored.map(formatReport).join('\n'));
}

async function trace(language: string | undefined, step: string | undefined, replies: string[]) {
  const found = LANGUAGES.find((l) => l === language) && scriptOfStep(language as Language, step ?? '');
  if (!found || !replies.length) throw new Error(`no step ${step} in ${language}, or no reply: ${USAGE}`);
  const run = await playScript(found.script, { index: found.index, answers: replies });
  for (const turn of run.turns.slice(Math.max(0, run.before.length - 1)))
    process.stdout.write(`\n---- ${turn.question}\n${turn.screen}\n>>> ${turn.typed}\n`);
  process.stdout.write(`\n${JSON.stringify(run.outcome ?? run.failure, null, 1)}\n`);
}

const USAGE = 'npm run heldout -- screens | score [round] | trace <language> <step> <reply…>';

async function main(): Promise<number> {
  const [command, round, ...more] = process.argv.slice(2);
  if (command !== 'screens' && command !== 'score' && command !== 'trace') throw new Error(`usage: ${USAGE}`);
  const engine = process.env.TEST_DYNAMODB_ENDPOINT ? undefined : await startLocalDynamo({});
  if (engine) process.env.TEST_DYNAMODB_ENDPOINT = engine.endpoint;
  try {
    if (command === 'screens') await screens();
    else if (command === 'trace') await trace(round, more[0], more.slice(1));
    else await score(round);
    return 0;
  } finally {
    await engine?.stop();
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
