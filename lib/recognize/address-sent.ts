/**
 * An address typed with the wish to pass it on, at the question that offers to send it to the laundry:
 * "send: 350 W 20th St, Apt 2", "enviar: 350 W 20th St", "my address is 12 Main St, please send it".
 *
 * @invariant address-sent-whole Only words of sending (or of saying "my address is") before the address, and
 *   an address that starts at its number: anything else before the number ("I moved to 350 W 20th") is no
 *   wish to send it, and is read as typed.
 */
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';

/** Passing it on: "send", "send it to the laundry", "enviar", "mándenla". */
const SEND = phrases(
  'send',
  'send it',
  'send this',
  'send address',
  'send my address',
  'pass it on',
  'pass this on',
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
  'its',
  'it is',
  'enviar',
  'envien',
  'enviarla',
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
  'es',
);

/** Who it goes to, and words that add nothing: "to the laundry", "a la lavandería", "ok". */
const AROUND = phrases(
  'to the laundry',
  'to them',
  'to the store',
  'to staff',
  'a la lavanderia',
  'a la tienda',
  'ok',
  'okay',
  'yes',
  'si',
  'sure',
  'claro',
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
  if (at <= 0) return undefined;
  const before = tokenize(text.slice(0, at));
  const address = text
    .slice(at)
    .trim()
    .replace(/[\s.!]+$/, '');
  // The address is a number and the street's words after it.
  if (!/^\d+[a-z]?\s+\S*[a-z]/i.test(address)) return undefined;
  return coveredBy(before, SEND, [...AROUND, ...POLITE]) ? address : undefined;
}
