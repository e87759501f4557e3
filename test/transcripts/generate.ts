/**
 * The reviewed transcripts (docs/transcripts/<channel>/<conversation>.md, and in Spanish
 * docs/transcripts/<channel>/es/<conversation>.md): every canonical conversation in every channel and
 * each language, generated on the stacks the end-to-end tests use, on one clock (a
 * fixed Monday, 8:00 AM in New York) and one code the sandbox texts, so a file changes only when what
 * the customer reads changes. `npm run transcripts` writes them; test/e2e/transcripts.test.ts fails
 * when a committed one differs.
 */
import { LANGUAGES, type Language } from '../../lib/words/language';
import { mondayMorning, TIME_ZONE } from '../support/clock';
import { CHANNELS, type Channel, CODE } from './channels';
import { CONVERSATIONS, type Conversation, SPEECH } from './conversations';
import { STAFF_BATCH, staffBatchTranscript } from './staff-batch';
import { WEEKLY_DIGEST, weeklyDigestTranscript } from './weekly-digest';

/** The clock's first day: Monday, June 2, 2036, 8:00 AM in New York (in the machine's future, as TTLs need). */
const CLOCK_AFTER = Date.parse('2036-06-01T00:00:00Z');

export const TRANSCRIPTS_DIR = 'docs/transcripts';

/** The files, by path from the repository's root, and their text. */
export async function generateTranscripts(): Promise<Map<string, string>> {
  const channels = Object.keys(CHANNELS) as Channel[];
  // The channels side by side (each conversation has a stack of its own): the wait is mostly I/O.
  const [written, batch, digest] = await Promise.all([
    Promise.all(channels.map(channelTranscripts)),
    staffBatchTranscript(mondayMorning(CLOCK_AFTER), CODE),
    weeklyDigestTranscript(mondayMorning(CLOCK_AFTER), CODE),
  ]);
  const files = new Map(written.flat());
  const index = channels.flatMap((channel) => [
    '',
    `## ${CHANNEL_TITLES[channel]}`,
    '',
    ...CONVERSATIONS.map((c) => `- [${c.title}](${pathOf(channel, 'en', c.name)})`),
    '',
    `${LANGUAGE_TITLES.es}:`,
    '',
    ...CONVERSATIONS.map((c) => `- [${c.title}](${pathOf(channel, 'es', c.name)})`),
  ]);
  files.set(
    `${TRANSCRIPTS_DIR}/${STAFF_BATCH.name}.md`,
    page(
      STAFF_BATCH.title,
      'Staff in Slack, a customer in Slack (English) and one by SMS (Spanish), each as their channel shows it.',
      masked(batch),
    ),
  );
  files.set(
    `${TRANSCRIPTS_DIR}/${WEEKLY_DIGEST.name}.md`,
    page(
      WEEKLY_DIGEST.title,
      "A week of texts, and what the laundry's staff channel in Slack shows the Monday after.",
      masked(digest),
    ),
  );
  index.push(
    '',
    '## Staff',
    '',
    `- [${STAFF_BATCH.title}](${STAFF_BATCH.name}.md)`,
    `- [${WEEKLY_DIGEST.title}](${WEEKLY_DIGEST.name}.md)`,
  );
  files.set(`${TRANSCRIPTS_DIR}/README.md`, `${README}${index.join('\n')}\n`);
  return files;
}

/** A transcript's path from docs/transcripts/: English beside the channel's folder's other languages. */
function pathOf(channel: Channel, language: Language, name: string): string {
  return language === 'en' ? `${channel}/${name}.md` : `${channel}/${language}/${name}.md`;
}

const LANGUAGE_TITLES: Record<Language, string> = {
  en: 'In English',
  es: 'In Spanish, from the first word (en español)',
};

/** One channel's conversations in each language, one after the other. */
async function channelTranscripts(channel: Channel): Promise<[string, string][]> {
  const files: [string, string][] = [];
  for (const language of LANGUAGES)
    for (const conversation of CONVERSATIONS) files.push(await transcript(channel, language, conversation));
  return files;
}

/** One conversation in one channel and language, on a stack of its own: its file's path and text. */
async function transcript(
  channel: Channel,
  language: Language,
  conversation: Conversation,
): Promise<[string, string]> {
  const path = pathOf(channel, language, conversation.name);
  const customer = await CHANNELS[channel]({
    now: mondayMorning(CLOCK_AFTER),
    language,
    ...(conversation.timeoutMs ? { timeoutMs: conversation.timeoutMs } : {}),
  });
  try {
    const started = performance.now();
    await conversation.run(customer, SPEECH[language]);
    if (process.env.TRANSCRIPTS_TIMING)
      process.stderr.write(`${path}: ${Math.round(performance.now() - started)} ms\n`);
    return [
      `${TRANSCRIPTS_DIR}/${path}`,
      page(
        conversation.title,
        `${CHANNEL_TITLES[channel]}${language === 'en' ? '' : `. ${LANGUAGE_TITLES[language]}`}.`,
        masked(customer.transcript()),
      ),
    ];
  } catch (error) {
    throw new Error(`${path}: ${error instanceof Error ? error.message : String(error)}`);
  } finally {
    await customer.close();
  }
}

const CHANNEL_TITLES: Record<Channel, string> = {
  terminal: 'Terminal (`npm start`)',
  sms: 'SMS, each text whole as the phone shows it',
  slack: 'Slack, the DM as the person sees it (text, fields, button labels)',
};

const README = `# Reviewed transcripts

What a customer reads in each canonical conversation, in each channel. Generated by
\`npm run transcripts\` (test/transcripts/) on the end-to-end tests' stack: the laundry sandbox and its
seed over HTTP, the DynamoDB engine, Bolt's receiver with real signatures, Twilio's signature scheme.
The clock is a fixed Monday, 8:00 AM in ${TIME_ZONE}; every one-time code is the same.

\`npm test\` fails when a file here differs from what the bot says now: a change of wording shows in the
diff and is reviewed like code. Run \`npm run transcripts\` and commit the files with the change.
Do not edit them by hand.
`;

/** A transcript's page: its title, what it shows, and the transcript as the reader sees it. */
function page(title: string, about: string, transcript: string): string {
  return [
    `# ${title}`,
    '',
    `${about} Generated by \`npm run transcripts\`; do not edit.`,
    '',
    '```text',
    transcript.trimEnd(),
    '```',
    '',
  ].join('\n');
}

/**
 * What varies from run to run though nothing the customer reads changed: the order's chat reference,
 * 8 hex digits, found by the words before it. Not by its look alone: one reference in 40 is all digits.
 */
export function masked(transcript: string): string {
  const references = new Map<string, string>();
  return transcript.replace(
    /(?<=\b(?:reference|reference is|ref|ref\.|order|referencia|referencia es|pedido) )[0-9A-F]{8}\b/gi,
    (reference) => {
      if (!references.has(reference))
        references.set(reference, `REF${String(references.size + 1).padStart(5, '0')}`);
      return references.get(reference) ?? reference;
    },
  );
}
