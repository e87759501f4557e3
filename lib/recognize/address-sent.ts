/**
 * An address typed with the wish to pass it on, at the question that offers to send it to the laundry:
 * "send: 350 W 20th St, Apt 2", "enviar: 350 W 20th St", "yes pls, its 12 Main St", or the address alone:
 * typed at that question, it is there to be passed on.
 *
 * @invariant address-sent-whole An address alone, or with only words of sending it (or of saying "my address
 *   is", or yes) before it, that starts at its number and names a street ("St", "Ave", "20th"): anything
 *   else before the number ("I moved to 350 W 20th"), or a number without a street ("2 please"), is no wish to
 *   send it, and is read as typed.
 */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** Passing it on: "send", "send it to the laundry", "enviar", "mándenla", or handing it over: "here you go". */
const SEND = phrases(
  'send',
  'send it',
  'send this',
  'send address',
  'send my address',
  'pass it on',
  'pass this on',
  // "on" said "along": "pass it along: 350 W 20th St".
  'pass it along',
  'pass this along',
  'pass along',
  'forward',
  'forward it',
  'forward this',
  'add',
  'add this',
  'add it',
  'add my address',
  'my address is',
  'my address',
  'address',
  'here it is',
  // Handing it over: "here", "here you go", "aquí va", "acá está", "aquí tiene".
  'here',
  'heres',
  'here is',
  'here you go',
  'heres mine',
  'here is mine',
  'its',
  'it is',
  'enviar',
  'envien',
  'enviarla',
  'enviales',
  'envienla',
  'enviarsela',
  'enviensela',
  'envio',
  'mandar',
  'mandarla',
  'mandensela',
  'mandela',
  'pasarsela',
  'pasensela',
  'agregar',
  'agreguen',
  'mi direccion',
  'mi direccion es',
  'direccion',
  'aqui esta',
  'aqui va',
  'aqui',
  'aqui tiene',
  'aca',
  'aca esta',
  'aca va',
  'aca tiene',
  'es',
  // "It's", said short: "send, is 350 W 20th St …".
  'is',
);

/**
 * Sending it, in any person with its pronouns ("envíenla", "mándesela", vosotros' "enviadla", "mandadla"):
 * an imperative only, never the past ("mandé").
 */
const SEND_WITH_PRONOUN =
  /^(?:envi|mand|reenvi)(?:a|e|en|ad)(?:se)?(?:la|lo|las|los|le|les|sela|selo)$|^(?:enviad|mandad)$/;

/** Who it goes to, and words that add nothing: "to the laundry", "a la lavandería", "ok". */
const AROUND = phrases(
  'to the laundry',
  'to them',
  'to the store',
  'to staff',
  // The laundry's people named: "forward it to your staff", "to the team", "a su personal".
  ...['to', 'on to'].flatMap((to) =>
    ['your staff', 'the staff', 'your team', 'the team', 'you'].map((who) => `${to} ${who}`),
  ),
  'a su personal',
  'al personal',
  'a su equipo',
  'a la lavanderia',
  'a la tienda',
  'ok',
  'okay',
  'yes',
  'si',
  'sure',
  'claro',
  'pls',
  'plz',
  'porfa',
);

/**
 * The address typed after words of sending it, or undefined when the reply is not that wholly
 * (invariant address-sent-whole).
 *
 * @example readAddressSent('enviar: 350 W 20th St, Apt 2, New York, NY 10011') // '350 W 20th St, Apt 2, New York, NY 10011'
 * @example readAddressSent('send my address to the laundry') // undefined
 * @example readAddressSent('I moved to 350 W 20th St') // undefined
 */
export function readAddressSent(text: string): string | undefined {
  const at = text.search(/\b\d+[a-z]?\b/i);
  if (at < 0) return undefined;
  const before = tokenize(text.slice(0, at)).filter((t) => t !== ',');
  const address = text
    .slice(at)
    .trim()
    .replace(/[\s.!]+$/, '');
  // The address is a number, then a street: its kind ("St", "Avenue", "calle") or its ordinal ("20th").
  if (!/^\d+[a-z]?\s/i.test(address) || !STREET.test(address)) return undefined;
  // "is 350 W 20th St ok?": a question about the address, never it sent.
  if (address.endsWith('?')) return undefined;
  const said = before.map((t) => (SEND_WITH_PRONOUN.test(t) ? 'send' : t));
  return said.length === 0 || coveredBy(said, [...SEND, ...AROUND], POLITE) ? address : undefined;
}

/** A street's kind or ordinal, which make a number and words an address: "W 20th St", "Grand Ave", "calle 5". */
const STREET =
  /\b(?:st|street|ave|avenue|av|rd|road|blvd|boulevard|pl|place|way|dr|drive|ln|lane|ct|court|pkwy|parkway|ter|terrace|sq|square|broadway|calle|avenida|apt|apartment|fl|floor|suite|ste|unit|\d+(?:st|nd|rd|th))\b/i;
