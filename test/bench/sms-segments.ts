/**
 * What a scripted SMS order costs the business at the carrier: the segments of every text the bot sent
 * the phone, from "hi" to the order placed (a seeded customer signing in with the texted code), and
 * whether every text stayed GSM-7 (one non-GSM character makes a text UCS-2: 70 a segment, not 160).
 * Packing by segments is lib/channels/sms/pack.ts.
 */
import { isGsm7, segmentInfo } from '../../lib/channels/sms/gsm7';
import { renderSms } from '../../lib/channels/sms/render';
import type { PromptReply } from '../../lib/dialog/types';
import { es } from '../../lib/words/es';
import { spanishSmsSentences } from '../support/spanish-sentences';
import { numberedOption } from '../transcripts/channels';
import { type Answer, answerTo, SPEECH } from '../transcripts/conversations';
import type { BenchStack } from './bench-stack';
import { placeSimpleOrder, smsConversation } from './conversation';
import type { Row } from './report';

/** The most segments one scripted SMS order may cost (measured 34 in 23 texts; 36 before packing by segments). */
export const SMS_ORDER_SEGMENTS_BUDGET = 35;

export interface SmsSegmentsResult {
  texts: number;
  segments: number;
  /** Texts that were not GSM-7. */
  ucs2: number;
  /** The characters that made them so, each once. */
  notGsm7: string[];
  longest: number;
}

export async function measureSmsSegments(stack: BenchStack): Promise<SmsSegmentsResult> {
  const businessNumber = '+15005550990';
  const conversation = smsConversation(stack, '2125550101', businessNumber);
  const before = stack.twilio.messages.length;
  await placeSimpleOrder(stack, conversation, { phone: '2125550101' });
  return segmentsOf(stack, before, '2125550101', businessNumber);
}

/** The segments of the texts the bot sent `phone` from `businessNumber` since the `before`th. */
function segmentsOf(
  stack: BenchStack,
  before: number,
  phone: string,
  businessNumber: string,
): SmsSegmentsResult {
  const bodies = stack.twilio.messages
    .slice(before)
    .filter((m) => m.to === `+1${phone}` && m.from === businessNumber && m.sid)
    .map((m) => m.body);
  const texts = bodies.map((body) => segmentInfo(body));
  return {
    texts: texts.length,
    segments: texts.reduce((sum, text) => sum + text.segments, 0),
    ucs2: texts.filter((text) => text.encoding === 'UCS-2').length,
    notGsm7: [...new Set([...bodies.join('')].filter((char) => !isGsm7(char)))],
    longest: Math.max(0, ...texts.map((text) => text.segments)),
  };
}

export function smsSegmentRows(result: SmsSegmentsResult): Row[] {
  return [
    {
      area: 'sms',
      measure: 'segments per scripted SMS order',
      measured: `${result.segments} in ${result.texts} texts`,
      budget: `≤ ${SMS_ORDER_SEGMENTS_BUDGET}, each text ≤ 2`,
      met: result.segments <= SMS_ORDER_SEGMENTS_BUDGET && result.longest <= 2,
      detail: 'a seeded customer: sign in with the texted code, then a simple order to placed',
    },
    {
      area: 'sms',
      measure: 'texts of a scripted SMS order not GSM-7',
      measured: String(result.ucs2),
      budget: '0',
      met: result.ucs2 === 0,
      ...(result.notGsm7.length ? { detail: `not in GSM-7: ${result.notGsm7.join(' ')}` } : {}),
    },
  ];
}

/**
 * The most segments the same order may cost in Spanish, as a multiple of the English order's in the
 * same run. Spanish says the same facts in some 15–30% more letters ("¿Cuántas bolsas?" for "How many
 * bags?", "Elija una opción" for "Pick one"), and a text that crosses 153 characters is one more
 * segment; what the service names (stores, services, windows' couriers) and the numbers stay as they
 * are. 1.5x leaves room for the longer words, not for a text turned UCS-2 (70 a segment: 2.3x), which
 * the next row forbids outright.
 */
export const SPANISH_SEGMENTS_RATIO_BUDGET = 1.5;

/** Its own business number: a conversation apart from the English one, signing in afresh. */
const SPANISH_BUSINESS_NUMBER = '+15005550991';

/**
 * The same scripted order in Spanish through the real flow: the seeded customer writes Spanish from
 * the first word ("hola, quiero que recojan mi ropa mañana") and answers each question as the Spanish
 * transcripts do (test/transcripts/conversations.ts): the number of the option it names where the
 * text lists one (the English label or the Spanish), else its Spanish words. From the first text to
 * the order placed, as the English row counts.
 */
export async function measureSpanishSegments(stack: BenchStack): Promise<SmsSegmentsResult> {
  const phone = '2125550101';
  const conversation = smsConversation(stack, phone, SPANISH_BUSINESS_NUMBER);
  const before = stack.twilio.messages.length;
  const ordersBefore = stack.sandbox.orders.length;
  const spanish = SPEECH.es;
  const answers: [RegExp, Answer][] = [
    [/Shall I text a code|le env[ií]o un c[oó]digo/i, { typed: 'sí' }],
    ...spanish.order('collect'),
  ];
  let signedIn = false;
  await conversation.type('hola, quiero que recojan mi ropa mañana');
  for (let turn = 0; turn < 40; turn++) {
    const said = conversation.question();
    if (spanish.summary.test(said)) {
      await conversation.type(textedAnswer(said, spanish.placeOrder));
      if (stack.sandbox.orders.length === ordersBefore)
        throw new Error(`no order placed:\n${conversation.transcript()}`);
      if (!signedIn) throw new Error(`not signed in with a texted code:\n${conversation.transcript()}`);
      return segmentsOf(stack, before, phone, SPANISH_BUSINESS_NUMBER);
    }
    const code = /What's the code|cu[aá]l es el c[oó]digo/i.test(said) && stack.sandbox.lastOtp(phone);
    signedIn ||= Boolean(code);
    const found = answerTo(said, answers);
    if (!code && !found) throw new Error(`no answer for:\n${said}\n\nso far:\n${conversation.transcript()}`);
    await conversation.type(code || textedAnswer(said, found ?? { typed: '' }));
  }
  throw new Error(`no order after 40 turns:\n${conversation.transcript()}`);
}

/** What the person texts: the number of the listed option the answer names, else its words. */
function textedAnswer(said: string, answer: Answer): string {
  return ('pick' in answer && numberedOption([said], answer.pick)?.number) || answer.typed;
}

export function spanishSegmentRows(english: SmsSegmentsResult, spanish: SmsSegmentsResult): Row[] {
  const budget = Math.floor(english.segments * SPANISH_SEGMENTS_RATIO_BUDGET);
  return [
    {
      area: 'sms',
      measure: 'segments per scripted SMS order in Spanish',
      measured: `${spanish.segments} in ${spanish.texts} texts (${(spanish.segments / english.segments).toFixed(2)}x English)`,
      budget: `≤ ${SPANISH_SEGMENTS_RATIO_BUDGET}x English (${budget}), each text ≤ 2`,
      met: spanish.segments <= budget && spanish.longest <= 2,
      detail:
        'the same order through the real flow, in Spanish from "hola": á í ó ú sent as a i o u, é ñ ¿ ¡ kept (GSM-7)',
    },
    {
      area: 'sms',
      measure: 'texts of a scripted SMS order in Spanish not GSM-7',
      measured: String(spanish.ucs2),
      budget: `≤ ${SPANISH_UCS2_TEXTS_BUDGET} (the hang-dry question's "Sí")`,
      met: spanish.ucs2 <= SPANISH_UCS2_TEXTS_BUDGET,
      ...(spanish.notGsm7.length ? { detail: `not in GSM-7: ${spanish.notGsm7.join(' ')}` } : {}),
    },
  ];
}

/**
 * The texts of the Spanish order that may be UCS-2: its one yes/no question (hang-dry), whose "Sí"
 * keeps its accent, since "si" is "if" (lib/channels/sms/accent-words.ts).
 */
export const SPANISH_UCS2_TEXTS_BUDGET = 1;

/** The catalogue's Spanish messages that may keep their accents by SMS: the yes/no prompts' five. */
export const SPANISH_ACCENTED_MESSAGES_BUDGET = 5;

/**
 * What keeping an accent costs, decided per sentence: every Spanish sentence a phone can be sent
 * (test/support/spanish-sentences.ts), as the SMS path sends it alone; those that keep their accents
 * (UCS-2) and the segments that costs over the same text without them. No stack: the catalogue alone.
 */
export function spanishAccentRows(): Row[] {
  const sentences = spanishSmsSentences().map(({ key, text }) => ({
    key,
    sent: renderSms([{ type: 'text', text }], { language: 'es' }).messages.join('\n'),
  }));
  const kept = sentences.filter(({ sent }) => !isGsm7(sent));
  const plain = (text: string) =>
    text
      .normalize('NFD')
      .replace(/\u0301/g, '')
      .normalize('NFC');
  const segments = (text: string) => segmentInfo(text).segments;
  const extra = kept.reduce((sum, { sent }) => sum + segments(sent) - segments(plain(sent)), 0);
  const keys = [...new Set(kept.map(({ key }) => key))];
  // What a yes/no question costs whole, with its "Sí": the hang-dry one, as the order asks it.
  const question = renderSms([YES_NO_QUESTION], { language: 'es' }).messages.join('\n');
  const all = new Set(sentences.map(({ key }) => key)).size;
  return [
    {
      area: 'sms',
      measure: 'Spanish messages that keep their accents by SMS (UCS-2)',
      measured: `${keys.length} of ${all}, ${kept.length} texts: +${extra} segments over the same texts without accents`,
      budget: `≤ ${SPANISH_ACCENTED_MESSAGES_BUDGET} messages`,
      met: keys.length <= SPANISH_ACCENTED_MESSAGES_BUDGET,
      detail: `${keys.join(', ')}; the hang-dry question whole: ${segments(question)} segments (${segments(plain(question))} without accents)`,
    },
  ];
}

/** The order's yes/no question as the Spanish catalogue words it (lib/flows/order/steps-extras.ts, step-helpers.ts `yesNo`). */
const YES_NO_QUESTION: PromptReply = {
  type: 'prompt',
  promptId: 'hang-dry',
  kind: 'single',
  text: es['order.hangDry'],
  hint: es['order.hangDryHint'],
  options: [
    { value: 'yes', label: es['dialog.yes'], role: 'choice' },
    { value: 'no', label: es['dialog.no'], role: 'choice' },
  ],
};
