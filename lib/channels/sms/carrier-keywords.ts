/**
 * The words carriers reserve on SMS, as Twilio's opt-out handling reads them (Advanced Opt-Out on the
 * business's Messaging Service): a message that is one of them, alone, is a request about messages,
 * never an answer to the dialog. Twilio answers them itself (docs/sms.md, invariant
 * twilio-answers-carrier-keywords); the worker only records what they change.
 *
 * @invariant carrier-keywords-are-twilios The English lists are Twilio's current defaults: opt-out STOP, STOPALL, UNSUBSCRIBE, CANCEL, END,
 *   QUIT, REVOKE, OPTOUT; opt-in START, YES, UNSTOP; help HELP, INFO. A word Twilio acts on and the
 *   bot read as a dialog answer would run a turn for a phone Twilio just blocked.
 * @invariant spanish-keywords-set-in-twilio Twilio's defaults are English only: the Spanish words are custom keywords the business adds
 *   to Advanced Opt-Out (docs/sms.md, "Spanish keywords"), so they are read as keywords only where the
 *   business says its Messaging Service has them (TWILIO_SPANISH_KEYWORDS, default off): elsewhere
 *   "fin" or "baja" is an ordinary text the dialog reads, and opts no phone out unconfirmed.
 */
import type { Language } from '../../config/shapes';
import { OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION, smsHelpText } from './render';

/** One language's keywords, as Advanced Opt-Out lists them. */
export interface CarrierWords {
  optOut: readonly string[];
  optIn: readonly string[];
  help: readonly string[];
}

export const CARRIER_WORDS: Record<Language, CarrierWords> = {
  en: {
    optOut: ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'],
    optIn: ['START', 'YES', 'UNSTOP'],
    help: ['HELP', 'INFO'],
  },
  // Not "SI" (the dialog's yes) nor "EMPEZAR" (its "start over"): an opt-in word is never a dialog answer.
  es: {
    optOut: ['PARA', 'PARAR', 'DETENER', 'CANCELAR', 'FIN', 'BAJA'],
    optIn: ['COMENZAR', 'REANUDAR'],
    help: ['AYUDA'],
  },
};

export type CarrierKeyword = 'opt-out' | 'opt-in' | 'help';

/** The word a whole message is: case, surrounding spaces and trailing punctuation do not count. */
function wordOf(text: string): string {
  return text
    .trim()
    .replace(/[.!?]+$/, '')
    .toUpperCase();
}

/**
 * The languages whose keywords the Messaging Service has: English's always (Twilio's defaults), Spanish's
 * once the business added them (invariant spanish-keywords-set-in-twilio).
 * @example keywordLanguages(false) // ['en']
 */
export function keywordLanguages(spanishKeywords: boolean): Language[] {
  return spanishKeywords ? ['en', 'es'] : ['en'];
}

/**
 * The keyword a whole message is, in the languages whose keywords the Messaging Service has
 * (`keywordLanguages`; English's always: they are Twilio's defaults).
 * @example readCarrierKeyword(' Stop. ') // 'opt-out'
 * @example readCarrierKeyword('para', ['en', 'es']) // 'opt-out'
 * @example readCarrierKeyword('para', ['en']) // undefined (Twilio was not told it: a dialog answer)
 */
export function readCarrierKeyword(
  text: string,
  languages: readonly Language[] = ['en'],
): CarrierKeyword | undefined {
  const word = wordOf(text);
  const lists = [CARRIER_WORDS.en, ...languages.filter((l) => l !== 'en').map((l) => CARRIER_WORDS[l])];
  if (lists.some((words) => words.optOut.includes(word))) return 'opt-out';
  if (lists.some((words) => words.optIn.includes(word))) return 'opt-in';
  if (lists.some((words) => words.help.includes(word))) return 'help';
  return undefined;
}

/** YES opts back in only a phone that opted out; otherwise it is the dialog's yes. */
export function isOnlyOptInWhenOptedOut(text: string): boolean {
  return wordOf(text) === 'YES';
}

/** Advanced Opt-Out's answers to one language's keywords. */
export interface CarrierAnswers {
  optOut: string;
  optIn: string;
  help: string;
}

/**
 * What docs/sms.md says to set in the Messaging Service's Advanced Opt-Out: the answers to Twilio's
 * default (English) words, and for each other language of `languages` (`keywordLanguages`) its keywords,
 * added as custom keywords, with that language's answers (invariant spanish-keywords-set-in-twilio).
 * @example advancedOptOut('Spin City Laundry', 'help@spincity.example', ['en', 'es']).optOutLanguages[0].help // ['AYUDA']
 */
export function advancedOptOut(
  businessName: string,
  supportContact: string,
  languages: readonly Language[],
): { optOutReplies: CarrierAnswers; optOutLanguages: (CarrierWords & { replies: CarrierAnswers })[] } {
  const answers = (language: Language): CarrierAnswers => ({
    optOut: OPT_OUT_CONFIRMATION(businessName, language),
    optIn: OPT_IN_CONFIRMATION(businessName, language),
    help: smsHelpText(businessName, supportContact, language),
  });
  return {
    optOutReplies: answers('en'),
    optOutLanguages: languages
      .filter((language) => language !== 'en')
      .map((language) => ({ ...CARRIER_WORDS[language], replies: answers(language) })),
  };
}
