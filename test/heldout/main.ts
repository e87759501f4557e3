/**
 * `npm run heldout -- screens`: writes test/heldout/screens/<language>.md (screens.ts), what a phrase
 * writer gets. `npm run heldout -- score [round]`: scores a round's held-out cases (the newest when no
 * round is named) on the bot as it is, and prints the detailed report (score.ts). Both on a DynamoDB
 * engine of their own unless one is given (TEST_DYNAMODB_ENDPOINT).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startLocalDynamo } from '../../infra/local/dynamodb';
import { LANGUAGES } from '../../lib/words/language';
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

async function main(): Promise<number> {
  const [command, round] = process.argv.slice(2);
  if (command !== 'screens' && command !== 'score')
    throw new Error('usage: npm run heldout -- screens | score [round]');
  const engine = process.env.TEST_DYNAMODB_ENDPOINT ? undefined : await startLocalDynamo({});
  if (engine) process.env.TEST_DYNAMODB_ENDPOINT = engine.endpoint;
  try {
    if (command === 'screens') await screens();
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
