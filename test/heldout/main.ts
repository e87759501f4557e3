/**
 * `npm run heldout -- screens`: writes test/heldout/screens/<language>.md (screens.ts), what a phrase
 * writer gets. On a DynamoDB engine of its own unless one is given (TEST_DYNAMODB_ENDPOINT).
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { startLocalDynamo } from '../../infra/local/dynamodb';
import { LANGUAGES } from '../../lib/words/language';
import { SCREENS_DIR, screensOf } from './screens';

async function screens(): Promise<void> {
  await mkdir(SCREENS_DIR, { recursive: true });
  for (const language of LANGUAGES) {
    const path = join(SCREENS_DIR, `${language}.md`);
    await writeFile(path, await screensOf(language));
    process.stdout.write(`${path}\n`);
  }
}

async function main(): Promise<number> {
  const [command] = process.argv.slice(2);
  if (command !== 'screens') throw new Error('usage: npm run heldout -- screens');
  const engine = process.env.TEST_DYNAMODB_ENDPOINT ? undefined : await startLocalDynamo({});
  if (engine) process.env.TEST_DYNAMODB_ENDPOINT = engine.endpoint;
  try {
    await screens();
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
