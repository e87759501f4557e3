/**
 * Every Spanish sentence the bot can send, as a person reads it: each catalogue message with realistic
 * fillers, once for each branch of its selections and plurals, and the carrier keywords' answers as
 * written (what Twilio's Advanced Opt-Out is set to send, through the same GSM-7 conversion: docs/sms.md). For the tests of the Spanish register and of
 * the accents SMS drops.
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { CARRIER_ANSWERS } from '../../lib/channels/sms/render';
import type { MessageKey } from '../../lib/words';
import { es } from '../../lib/words/es';

export interface SpanishSentence {
  /** The catalogue key, or `carrier.<answer>` for a carrier keyword's answer. */
  key: string;
  text: string;
}

/** What an argument of that name holds when the bot says it, as the service or the person gave it. */
const FILLERS: Record<string, string> = {
  stuckOffer: ', pedido para hacer un pedido',
  known: 'Conozco: pedido (hacer un pedido).',
  words: 'pedido (hacer un pedido)',
  word: 'pedido',
  does: 'hacer un pedido',
  name: 'Dana',
  business: 'Spin City Laundry',
  help: 'opciones',
  orderId: '5001',
  phone: '(***) ***-0101',
  typed: 'el viernes',
  parts: 'Esa tarjeta',
  store: 'Spin City Laundry - Chelsea',
  service: 'Lavado y doblado',
  why: 'Su cuenta todavía no tiene una dirección de recogida, y yo no puedo agregarla.',
  contact: 'help@example-laundry.com',
  address: '210 W 21st St, Apt 4B, New York',
  storeAddress: '245 W 19th St, New York, NY 10011',
  card: 'Visa terminada en 4242',
  provider: 'DoorDash Drive',
  notes: 'tocar el timbre dos veces',
  tooLong: 'Son 600 caracteres; las notas pueden tener como máximo 500.',
  from: 'lunes 2 de jun',
  to: 'domingo 8 de jun',
  last: 'miércoles 11 de jun',
  day: 'martes 3 de jun',
  next: 'viernes 6 de jun',
  window: '8:00–10:00 a.m. EDT',
  other: '6:00–8:00 p.m. EDT con el chofer de la tienda',
  fee: 'cargo de $4.99',
  amount: '$4.99',
  times: '8:00–10:00 a.m. EDT',
  courier: 'DoorDash Drive',
  title: 'Notas del pedido',
  reference: 'ORD-7K2Q',
  a: 'Lavado y doblado',
  b: 'Tintorería - Camisa',
  code: 'FALL10',
  message: 'That window is no longer available',
  what: 'Lavado y doblado',
  field: 'Recogida',
  cancel: 'La recojo yo',
  delivery: 'viernes 6 de jun, 8:00–10:00 a.m. EDT',
  collect: 'Recoger en Spin City Laundry - Chelsea',
  maybeSent: 'Le envié un código al (***) ***-0101.',
  reason: 'Email already in use',
  value: 'Fría',
  preference: 'Temperatura del agua',
  chosen: 'Fría',
  phrase: 'cortinas',
  categories: 'Lavandería, Tintorería',
  named: 'Camisa, Traje',
  example: '$4.50',
  about: 'su pregunta',
  time: '8:00–10:00 a.m.',
  status: 'programado',
  payment: 'pendiente',
  brand: 'Visa',
  last4: '4242',
  current: 'Lavado y doblado',
  ways: '1-4',
  amounts: '$2, $3, $5',
  how: 'escríbanos directamente',
  yourself: 'Para pedir a su nombre, escríbanos directamente.',
  linkAgain: 'usar /laundry link de nuevo',
  relink: 'Vincúlelo de nuevo con /laundry link.',
  channel: '#oficina',
  some: 'Lavado y doblado',
  commands: 'atrás, resumen',
  range: '1-6',
};
/** A number argument's value, when it is no selection's. */
const NUMBER = 3;

type Ast = ReturnType<IntlMessageFormat['getAst']>;
const SELECT = 5;
const PLURAL = 6;

/** Each argument of the message and the values that pick each of its branches (none for a plain one). */
function argumentsOf(nodes: Ast, found = new Map<string, Set<string | number>>()) {
  for (const node of nodes as { type: number; value: string; options?: Record<string, { value: Ast }> }[]) {
    if (node.type === SELECT || node.type === PLURAL) {
      const values = found.get(node.value) ?? new Set();
      found.set(node.value, values);
      for (const [branch, option] of Object.entries(node.options ?? {})) {
        values.add(node.type === PLURAL ? pluralValue(branch) : branch);
        argumentsOf(option.value, found);
      }
    } else if ((node.type === 1 || node.type === 2) && !found.has(node.value))
      found.set(node.value, new Set());
  }
  return found;
}

function pluralValue(branch: string): number {
  if (branch.startsWith('=')) return Number(branch.slice(1));
  return branch === 'one' ? 1 : NUMBER;
}

/** A message's texts: every branch of every selection and plural once, the other arguments filled. */
function textsOf(text: string): string[] {
  const format = new IntlMessageFormat(text, 'es');
  const found = argumentsOf(format.getAst());
  const base: Record<string, string | number> = {};
  for (const [name, values] of found)
    base[name] = values.size ? ([...values][0] ?? '') : (FILLERS[name] ?? NUMBER);
  const variants = [
    base,
    ...[...found].flatMap(([name, values]) => [...values].map((v) => ({ ...base, [name]: v }))),
  ];
  return [...new Set(variants.map((values) => String(format.format(values))))];
}

/** Every Spanish sentence of the catalogue and the carrier answers, one entry per text. */
export function spanishSentences(): SpanishSentence[] {
  const catalogue = (Object.entries(es) as [MessageKey, string][]).flatMap(([key, text]) =>
    textsOf(text).map((said) => ({ key, text: said })),
  );
  const business = FILLERS.business ?? '';
  const carrier = CARRIER_ANSWERS.es;
  return [
    ...catalogue,
    { key: 'carrier.help', text: carrier.help(business, FILLERS.contact ?? '') },
    { key: 'carrier.optOut', text: carrier.optOut(business) },
    { key: 'carrier.optIn', text: carrier.optIn(business) },
  ];
}

/** Keys only Slack says (its slash commands, a channel linked to a company account, the Home tab, the staff's weekly digest and the replies it did not understand). */
const SLACK_ONLY = ['slack.', 'shared.', 'link.', 'home.', 'digest.', 'missed.'];

/** The Spanish sentences a phone can be sent: all but Slack's own. */
export function spanishSmsSentences(): SpanishSentence[] {
  return spanishSentences().filter(({ key }) => !SLACK_ONLY.some((prefix) => key.startsWith(prefix)));
}
