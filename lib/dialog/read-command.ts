/**
 * The commands a person can type at any step, in the words people use for them.
 *
 * @invariant whole-message-command-wins A message that is wholly a command (these words, or a request for a language:
 *   lib/recognize/language-request.ts) or a flow's typed entry point ("talk to a person", "change 5001": `Opening.typed`) is that command at every step, free-text steps included: a note that says only "talk to a person" is not taken as the note. Where that entry point cannot be opened in this chat, the person is told so (`Opening.unavailable`) and the question stays; nothing is kept as the answer. A message that only contains the words ("ask the driver to talk to a person at the desk") is the answer.
 */
import { readLanguageRequest } from '../recognize/language-request';
import type { Command } from './types';

const COMMAND_WORDS: Record<string, Command> = {
  help: 'help',
  '?': 'help',
  'what can i say': 'help',
  // The help word by SMS, where the carrier answers HELP itself (lib/channels/sms/carrier-keywords.ts).
  options: 'help',
  back: 'back',
  'go back': 'back',
  undo: 'back',
  restart: 'restart',
  'start over': 'restart',
  summary: 'summary',
  'show summary': 'summary',
  // The cancel word. Not CANCEL, STOP, QUIT or END: on SMS those opt the phone out at the carrier.
  nevermind: 'nevermind',
  'never mind': 'nevermind',
  'forget it': 'nevermind',
  // The summary's button says "Drop this order": typed at any other question, it means the same.
  'drop this order': 'nevermind',
  'drop the order': 'nevermind',
  'sign out': 'sign-out',
  'sign me out': 'sign-out',
  signout: 'sign-out',
  'log out': 'sign-out',
  'log me out': 'sign-out',
  // Spanish, with accents or without. Not "cancelar" nor "para": on SMS those opt the phone out, as
  // CANCEL and STOP do. "ayuda" is the carrier's help word by SMS, as HELP is.
  ayuda: 'help',
  opciones: 'help',
  'qué puedo decir': 'help',
  'que puedo decir': 'help',
  atrás: 'back',
  atras: 'back',
  volver: 'back',
  'volver atrás': 'back',
  'volver atras': 'back',
  'empezar de nuevo': 'restart',
  'volver a empezar': 'restart',
  reiniciar: 'restart',
  resumen: 'summary',
  'ver resumen': 'summary',
  olvídalo: 'nevermind',
  olvidalo: 'nevermind',
  déjalo: 'nevermind',
  dejalo: 'nevermind',
  // Said as usted, as the bot speaks: "olvídelo", "déjelo".
  olvídelo: 'nevermind',
  olvidelo: 'nevermind',
  déjelo: 'nevermind',
  dejelo: 'nevermind',
  'olvida eso': 'nevermind',
  'cerrar sesión': 'sign-out',
  'cerrar sesion': 'sign-out',
};

/**
 * The command a text is: one phrase of the command vocabulary, or wholly a request for a language
 * ("english please", "en inglés": invariant language-request-whole; `freeText` when the question on
 * screen takes any text).
 * @example readCommand('atrás') // 'back'
 * @example readCommand('inglés por favor') // 'english'
 */
export function readCommand(text: string, freeText = false): Command | undefined {
  const phrase = text
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .replace(/[.!]+$/, '');
  // Own keys only: "constructor" or "__proto__" typed is text, not an object's property.
  if (Object.hasOwn(COMMAND_WORDS, phrase)) return COMMAND_WORDS[phrase];
  const language = readLanguageRequest(text, { freeText });
  return language && LANGUAGE_COMMANDS[language];
}

const LANGUAGE_COMMANDS = { en: 'english', es: 'spanish' } as const satisfies Record<string, Command>;
