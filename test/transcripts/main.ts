/**
 * `npm run transcripts`: writes docs/transcripts/ afresh (test/transcripts/generate.ts), on a DynamoDB
 * engine of its own unless one is given (TEST_DYNAMODB_ENDPOINT).
 */
import { mkdir, readdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { startLocalDynamo } from '../../infra/local/dynamodb';
import { generateTranscripts, TRANSCRIPTS_DIR } from './generate';

async function main(): Promise<void> {
  const engine = process.env.TEST_DYNAMODB_ENDPOINT ? undefined : await startLocalDynamo({});
  if (engine) process.env.TEST_DYNAMODB_ENDPOINT = engine.endpoint;
  try {
    const started = performance.now();
    const files = await generateTranscripts();
    await rm(TRANSCRIPTS_DIR, { recursive: true, force: true });
    for (const [path, text] of files) {
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, text);
    }
    const written = (await readdir(TRANSCRIPTS_DIR, { recursive: true })).filter((f) => f.endsWith('.md'));
    process.stdout.write(
      `${written.length} files in ${join(TRANSCRIPTS_DIR, '/')} (${Math.round(performance.now() - started)} ms)\n`,
    );
  } finally {
    await engine?.stop();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exitCode = 1;
});
