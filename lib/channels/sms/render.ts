/**
 * The dialog's replies as text messages for a phone.
 *
 * @invariant sms-turn-one-message-when-fits A turn is one message (pack.ts) when it fits two segments (GSM-7: 306 characters,
 *   an extension character counting 2; UCS-2: 134 UTF-16 code units); otherwise it goes in messages
 *   of at most two segments, cut between lines, a reply kept whole in one message when it fits one. A
 *   line longer than that is cut between words; a word longer than that is a message of its own, and
 *   only a word longer than 1,600 characters (the most one message carries) is cut.
 * @invariant sms-lines-gsm7-only Every line passes `stripControls` and `toGsm7`: no decorative emoji, no curly quotes; only what
 *   has no GSM form (a customer's name in another script) makes a message UCS-2. Blank lines are
 *   dropped: every character costs on a phone.
 * @invariant sms-text-plain Text (any tone, asides too) is plain text; `closed` is nothing (the person's own text is on their
 *   screen); a summary is its title, then `Label: value` lines.
 * @invariant sms-prompt-numbered A prompt is its question, numbered choices (`1 Wash & Fold`), a line saying what to reply, and
 *   its hint when short. The numbers are the recognizer's positions: choices without the commands,
 *   in order, so "3" typed back is the third line (asked back naming it first when 3 is also another
 *   line's date: invariant bare-number-position-or-named). Windows show the time in their own zone with the
 *   zone's short name. Commands are named by their labels on the reply line, never numbered.
 * @invariant sms-choice-shown-once A choice named by the title of a summary in the same turn (My orders' "Order #5001") is listed
 *   by its name alone: its detail would say again what the summary just said, and every character costs.
 * @invariant sms-amounts-by-label Amount options (a tip) are listed by their labels, not numbered: a bare number there is an
 *   amount ("3" is $3), so a number on screen would not mean what it says.
 * @invariant sms-long-prompt-paged When a prompt alone would take more than two messages, its choices are paged: each page fits two
 *   messages and ends with "Reply MORE for more choices"; numbers stay global. Pages depend on the
 *   prompt only, so the caller can show page 2 from the prompt it kept, without the turn's texts.
 */

import type { Language } from '../../config/shapes';
import { stripControls } from '../../dialog/clean-text';
import type { PromptReply, Reply, ReplyOption } from '../../dialog/types';
import { ENGLISH, type Words } from '../../words';
import { optionText, summaryValueText } from '../format';
import { fitGsm7, toGsm7 } from './gsm7';
import { pack } from './pack';

export interface SmsRendering {
  /** The messages to send, in order: usually one. */
  messages: string[];
  /** When the choices did not fit: the next page number to show on "MORE" (the caller keeps it). */
  morePage?: number;
  /** With `morePage`: the prompt as paged, to keep for "MORE" (its pages are the prompt's alone). */
  morePrompt?: PromptReply;
}

/** A prompt's own rendering beyond this many messages is paged. */
const PAGE_MESSAGES = 2;
/** Details and hints longer than these are left out: the question and the choices matter more. */
const DETAIL_MAX = 60;
const HINT_MAX = 120;

/** Words that ask for the next page of choices, in either language ("SIGUIENTE" is what the Spanish line asks for: "MAS" without its accent reads "but"). */
export const MORE_WORDS: readonly string[] = ['more', 'next', 'm', 'mas', 'más', 'siguiente'];

/**
 * True when a text asks for more choices: a word of `MORE_WORDS`, any case, trailing punctuation aside.
 * @example isMoreRequest(' More! ') // true
 */
export function isMoreRequest(text: string): boolean {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[.!?]+$/, '');
  return MORE_WORDS.includes(word);
}

/**
 * The turn's replies as the messages to send; with `page` above 1, only that page of the last
 * prompt's choices (the question, the choices, the reply line). What the channel says of its own
 * ("Reply 1-3", "Now:") is in `words`' language (English without them), and the lines are kept GSM-7
 * by that language's rules (`language`, when no words are given: the replies' own words alone).
 * @example
 * renderSms([{ type: 'text', text: 'Hi!' }, phonePrompt], {}).messages
 * // ["Hi!\nTo order, let's sign you in. What's your mobile number?\n10 digits, like 212 555 0101.\n1 I'm new here, sign me up"]
 */
export function renderSms(
  replies: Reply[],
  options: { page?: number; words?: Words; language?: Language } = {},
): SmsRendering {
  const said = options.words ?? ENGLISH;
  const last = replies.findLastIndex((reply) => reply.type === 'prompt');
  const shown = replies[last];
  // A choice a summary of this turn just showed is named alone (invariant sms-choice-shown-once).
  const titles = new Set(replies.flatMap((reply) => (reply.type === 'summary' ? [reply.title] : [])));
  const prompt: Reply | undefined =
    shown?.type === 'prompt' && titles.size > 0
      ? {
          ...shown,
          options: shown.options.map(({ detail, ...option }) =>
            titles.has(option.label) || detail === undefined ? option : { ...option, detail },
          ),
        }
      : shown;
  const pages = prompt?.type === 'prompt' ? choicePages(prompt, said) : [];
  const requested = Number.isFinite(options.page) ? Math.floor(options.page ?? 1) : 1;
  // A page past the end is the last one; a prompt of one page asked for page 2 is shown alone, whole.
  const page = Math.min(Math.max(requested, 1), Math.max(pages.length, 1));
  const blocks =
    prompt?.type === 'prompt' && requested > 1
      ? [pageLines(prompt, pages, page, said)]
      : replies.map((reply, index) =>
          index === last && prompt?.type === 'prompt'
            ? pageLines(prompt, pages, page, said)
            : replyLines(reply, said),
        );
  // Each line kept GSM-7 where the language allows it, before the lines are packed by their segments.
  const language = options.words?.language ?? options.language ?? 'en';
  // A person's name keeps its accents (invariant name-kept-whole).
  const names = replies.flatMap((reply) => (reply.type === 'text' ? (reply.names ?? []) : []));
  const messages = pack(blocks.map((block) => block.map((line) => fitGsm7(line, language, names))));
  return page < pages.length && prompt?.type === 'prompt'
    ? { messages, morePage: page + 1, morePrompt: prompt }
    : { messages };
}

/**
 * What HELP or INFO (AYUDA) answers, with what carriers require (CTIA): the business, what the number
 * is for, a support contact, the message frequency, that rates may apply, and how to stop.
 * @example smsHelpText('Spin City Laundry', 'help@spincity.example') // 'Spin City Laundry: laundry pickup orders by text. ...'
 */
export function smsHelpText(businessName: string, supportContact: string, language: Language = 'en'): string {
  return gsm(CARRIER_ANSWERS[language].help(businessName, supportContact), language);
}

/**
 * The one text sent after STOP (PARA…), carrier wording.
 * @example OPT_OUT_CONFIRMATION('Spin City Laundry') // "You're unsubscribed from Spin City Laundry texts. ..."
 */
export const OPT_OUT_CONFIRMATION = (businessName: string, language: Language = 'en'): string =>
  gsm(CARRIER_ANSWERS[language].optOut(businessName), language);

/**
 * The text sent after START (COMENZAR…).
 * @example OPT_IN_CONFIRMATION('Spin City Laundry') // "You're resubscribed to Spin City Laundry texts. ..."
 */
export const OPT_IN_CONFIRMATION = (businessName: string, language: Language = 'en'): string =>
  gsm(CARRIER_ANSWERS[language].optIn(businessName), language);

/**
 * The carrier keywords' answers in each language, as written (sent through `toGsm7`; GAP, issue 28:
 * until the catalogues of lib/words hold them). The Spanish ones name the Spanish keywords
 * (carrier-keywords.ts) and the commands of the Spanish dialog ("opciones", "olvídalo"), and say usted
 * as the bot does.
 */
export const CARRIER_ANSWERS: Record<
  Language,
  {
    help: (businessName: string, supportContact: string) => string;
    optOut: (businessName: string) => string;
    optIn: (businessName: string) => string;
  }
> = {
  en: {
    help: (businessName, supportContact) =>
      `${businessName}: laundry pickup orders and order updates by text. Help: ${supportContact}. ` +
      'Msg frequency varies. Msg&data rates may apply. Reply STOP to opt out, START to opt back in. ' +
      'Reply with the number of a choice; say options for what to say, nevermind to drop an order.',
    optOut: (businessName) =>
      `You're unsubscribed from ${businessName} texts. No more messages will be sent. Reply START to resubscribe.`,
    optIn: (businessName) =>
      `You're resubscribed to ${businessName} texts. Reply HELP for help, STOP to stop.`,
  },
  es: {
    help: (businessName, supportContact) =>
      `${businessName}: pedidos de lavandería por texto. Ayuda: ${supportContact}. ` +
      'Frecuencia de mensajes variable. Pueden aplicar tarifas de mensajes y datos. ' +
      'PARA para darse de baja, COMENZAR para volver. ' +
      'Responda el número de una opción, opciones para saber qué decir u olvídalo para dejar un pedido.',
    optOut: (businessName) =>
      `Se dio de baja de los mensajes de ${businessName}: no recibirá otros. Responda COMENZAR para volver a recibirlos.`,
    optIn: (businessName) =>
      `Vuelve a recibir los mensajes de ${businessName}. Responda AYUDA para obtener ayuda o PARA para dejar de recibirlos.`,
  },
};

const gsm = (text: string, language: Language = 'en') => toGsm7(stripControls(text), language);

/** A text as the lines a message shows: cleaned, mapped to GSM, no blank lines. */
function lines(text: string): string[] {
  return gsm(text)
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

function replyLines(reply: Reply, said: Words): string[] {
  switch (reply.type) {
    case 'text':
      return lines(reply.text);
    case 'prompt':
      return promptLines(reply, numbered(reply), true, said);
    case 'summary':
      return [
        ...lines(reply.title),
        ...reply.lines.flatMap(({ label, value }) => lines(`${label}: ${summaryValueText(value, said)}`)),
      ];
    case 'closed':
      return [];
  }
}

/** A choice with the number the recognizer reads for it. */
interface Numbered {
  number: number;
  option: ReplyOption;
}

/** The choices a number picks: every option but the commands, counted from 1. */
function numbered(prompt: PromptReply): Numbered[] {
  return prompt.options
    .filter((option) => option.role !== 'command')
    .map((option, index) => ({ number: index + 1, option }));
}

const hasAmounts = (prompt: PromptReply) => prompt.options.some((o) => o.amountCents !== undefined);

/**
 * The prompt's choices cut into pages that each fit `PAGE_MESSAGES` messages; one page when the
 * whole prompt does. Amount options are one line, never paged.
 */
function choicePages(prompt: PromptReply, said: Words): Numbered[][] {
  const all = numbered(prompt);
  // Measured as sent: each line kept GSM-7 where the language allows it ("Estándar" goes as "Estandar").
  const fits = (from: number, to: number) =>
    pack([
      promptLines(prompt, all.slice(from, to), to === all.length, said).map((line) =>
        fitGsm7(line, said.language),
      ),
    ]).length <= PAGE_MESSAGES;
  if (hasAmounts(prompt) || fits(0, all.length)) return [all];
  const pages: Numbered[][] = [];
  for (let from = 0; from < all.length; ) {
    // At least one choice a page, even one too long for two messages.
    let to = from + 1;
    while (to < all.length && fits(from, to + 1)) to += 1;
    pages.push(all.slice(from, to));
    from = to;
  }
  return pages;
}

function pageLines(prompt: PromptReply, pages: Numbered[][], page: number, said: Words): string[] {
  return promptLines(prompt, pages[page - 1] ?? [], page >= pages.length, said);
}

/**
 * Question, current answer, choices, reply line and hint; a typed question puts its hint before its
 * shortcuts, which answer it in place of typing.
 */
function promptLines(prompt: PromptReply, shown: Numbered[], lastPage: boolean, said: Words): string[] {
  const current = prompt.current ? lines(said.t('channel.now', { current: prompt.current })) : [];
  const head = [...lines(prompt.text), ...current];
  const choices = hasAmounts(prompt)
    ? []
    : shown.flatMap(({ number, option }) => lines(choiceText(number, option, said)));
  const reply = replyLine(prompt, said);
  // A date's hint names the typed forms the reply line already names; a yes/no question's "Yes or no."
  // says again what its reply line does ("Reply 1 or 2"): one instruction, not two.
  const restates = prompt.kind === 'date' || prompt.hint === said.t('dialog.yesOrNo');
  const hint = !restates && prompt.hint.length <= HINT_MAX ? lines(prompt.hint) : [];
  const more = lastPage ? [] : [said.t('sms.more')];
  return prompt.kind === 'text'
    ? [...head, ...hint, ...choices, ...reply, ...more]
    : [...head, ...choices, ...reply, ...hint, ...more];
}

function choiceText(number: number, option: ReplyOption, said: Words): string {
  const detail = option.detail && option.detail.length <= DETAIL_MAX ? `: ${option.detail}` : '';
  const label = optionText(option, said);
  // A label that starts with its own number ("1 bag" as choice 1) is not numbered twice ("1 1 bag").
  return label.startsWith(`${number} `) ? `${label}${detail}` : `${number} ${label}${detail}`;
}

/** What to reply, by the prompt's kind; commands by their labels. None for a typed question without commands. */
function replyLine(prompt: PromptReply, said: Words): string[] {
  const count = numbered(prompt).length;
  const commands = prompt.options.filter((o) => o.role === 'command').map((o) => o.label.toLowerCase());
  const way = hasAmounts(prompt) ? amountWay(prompt, said) : numberWay(prompt.kind, count, said);
  const [first, ...more] = commands;
  // A command is a word to type: "o escriba cerrar sesion", never "Responda …, o cerrar sesion".
  const typed = more.map((command) => said.t('sms.orTyped', { way: command })).join('');
  if (way)
    return lines(
      `${said.t('sms.reply', { ways: way })}${first ? said.t('sms.orTyped', { way: first }) : ''}${typed}`,
    );
  return first ? lines(`${said.t('sms.replyTyped', { way: first })}${typed}`) : [];
}

function numberWay(kind: PromptReply['kind'], count: number, said: Words): string | undefined {
  const range =
    count === 1 ? '1' : count === 2 ? said.t('sms.oneOrTwo') : count > 2 ? `1-${count}` : undefined;
  switch (kind) {
    case 'multi':
      return count > 1 ? said.t('sms.manyNumbers', { last: String(Math.min(count, 3)) }) : range;
    case 'date':
      return said.t('sms.day', { range: range ?? 'none' });
    case 'text':
      return undefined;
    case 'single':
    case 'confirm':
      return range;
  }
}

/** `no tip, $2, $3, $5 or another amount`: the labels, which the recognizer reads as those amounts. */
function amountWay(prompt: PromptReply, said: Words): string {
  const labels = prompt.options.filter((o) => o.role !== 'command').map((o) => o.label.toLowerCase());
  return said.t('sms.anotherAmount', { amounts: labels.join(', ') });
}
