/**
 * The words carriers reserve on SMS (CTIA, and Twilio's default opt-out handling): a message that is one
 * of them, alone, is a request about messages, never an answer to the dialog.
 */

const OPT_OUT = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT']);
const OPT_IN = new Set(['START', 'YES', 'UNSTOP']);
const HELP = new Set(['HELP', 'INFO']);

export type CarrierKeyword = 'opt-out' | 'opt-in' | 'help';

/**
 * The keyword a whole message is: case, surrounding spaces and trailing punctuation do not count.
 * @example readCarrierKeyword(' Stop. ') // 'opt-out'
 */
export function readCarrierKeyword(text: string): CarrierKeyword | undefined {
  const word = text
    .trim()
    .replace(/[.!?]+$/, '')
    .toUpperCase();
  if (OPT_OUT.has(word)) return 'opt-out';
  if (OPT_IN.has(word)) return 'opt-in';
  if (HELP.has(word)) return 'help';
  return undefined;
}

/** YES opts back in only a phone that opted out; otherwise it is the dialog's yes. */
export function isOnlyOptInWhenOptedOut(text: string): boolean {
  return (
    text
      .trim()
      .replace(/[.!?]+$/, '')
      .toUpperCase() === 'YES'
  );
}
