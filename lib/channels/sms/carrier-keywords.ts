/**
 * The words carriers reserve on SMS, as Twilio's default opt-out handling reads them (Advanced Opt-Out
 * on a stock Messaging Service): a message that is one of them, alone, is a request about messages,
 * never an answer to the dialog. Twilio answers them itself (docs/sms.md, invariant
 * twilio-answers-carrier-keywords); the worker only records what they change.
 *
 * @invariant carrier-keywords-are-twilios The lists are Twilio's current defaults: opt-out STOP, STOPALL, UNSUBSCRIBE, CANCEL, END,
 *   QUIT, REVOKE, OPTOUT; opt-in START, YES, UNSTOP; help HELP, INFO. A word Twilio acts on and the
 *   bot read as a dialog answer would run a turn for a phone Twilio just blocked.
 */

export const OPT_OUT_WORDS: readonly string[] = [
  'STOP',
  'STOPALL',
  'UNSUBSCRIBE',
  'CANCEL',
  'END',
  'QUIT',
  'REVOKE',
  'OPTOUT',
];
export const OPT_IN_WORDS: readonly string[] = ['START', 'YES', 'UNSTOP'];
export const HELP_WORDS: readonly string[] = ['HELP', 'INFO'];

export type CarrierKeyword = 'opt-out' | 'opt-in' | 'help';

/** The word a whole message is: case, surrounding spaces and trailing punctuation do not count. */
function wordOf(text: string): string {
  return text
    .trim()
    .replace(/[.!?]+$/, '')
    .toUpperCase();
}

/**
 * The keyword a whole message is.
 * @example readCarrierKeyword(' Stop. ') // 'opt-out'
 * @example readCarrierKeyword('revoke') // 'opt-out'
 */
export function readCarrierKeyword(text: string): CarrierKeyword | undefined {
  const word = wordOf(text);
  if (OPT_OUT_WORDS.includes(word)) return 'opt-out';
  if (OPT_IN_WORDS.includes(word)) return 'opt-in';
  if (HELP_WORDS.includes(word)) return 'help';
  return undefined;
}

/** YES opts back in only a phone that opted out; otherwise it is the dialog's yes. */
export function isOnlyOptInWhenOptedOut(text: string): boolean {
  return wordOf(text) === 'YES';
}
