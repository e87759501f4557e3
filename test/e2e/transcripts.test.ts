/**
 * The reviewed transcripts (docs/transcripts/, the Spanish ones in <channel>/es/) are what the bot says now: they are generated again in
 * memory, on the same stack as every end-to-end test, and compared with the committed files. A change
 * of wording fails here until `npm run transcripts` writes the files, so the wording is reviewed in
 * the diff like code. Each is also reviewed for sentences untrue where they are read
 * (test/transcripts/review.ts): those fail here whether committed or not.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generateTranscripts, TRANSCRIPTS_DIR } from '../transcripts/generate';
import { lineDiff } from '../transcripts/line-diff';
import { untrueSentences } from '../transcripts/review';

const ROOT = join(__dirname, '../..');

it('the committed transcripts are what the bot says now in each channel, in English and in Spanish (else run `npm run transcripts`), and say nothing untrue', async () => {
  const generated = await generateTranscripts();
  const committed = (await readdir(join(ROOT, TRANSCRIPTS_DIR), { recursive: true }).catch(() => []))
    .filter((file) => file.endsWith('.md'))
    .map((file) => `${TRANSCRIPTS_DIR}/${file}`);
  const problems: string[] = [];
  for (const path of committed)
    if (!generated.has(path)) problems.push(`${path}: no conversation writes it any more`);
  for (const [path, text] of generated) {
    const before = await readFile(join(ROOT, path), 'utf8').catch(() => undefined);
    if (before === undefined) problems.push(`${path}: not committed`);
    else if (before !== text) problems.push(`${path}:\n${lineDiff(before, text)}`);
    for (const untrue of untrueSentences(text))
      problems.push(`${path}:${untrue.line}: untrue, ${untrue.why}: ${untrue.text}`);
  }
  if (problems.length)
    throw new Error(
      `The transcripts differ from what the bot says now. If the change is meant, run \`npm run transcripts\` and commit docs/transcripts/.\n\n${problems.join('\n\n')}`,
    );
}, 600_000);
