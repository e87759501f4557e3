/**
 * A placed order named, and nothing said of what to do with it: by its number ("el 5002", "#5002 pls",
 * "the 5002 one"), or as the one before ("el pedido de la otra vez", "my last order", "the one from last
 * time", "la orden anterior"). Where the menu offers both a copy of that order ("Same as last time (order
 * #5002)") and the person's orders to see or change, the words alone say neither.
 *
 * @invariant past-order-named-asks-copy-or-see A reply that only names a placed order (articles, an order's
 *   noun or "the one", the number of the order the copy names, a time before, and courtesy; no verb, no
 *   word of sameness: "same", "again", "repeat", "mismo", "igual", "como", "like") is neither the copy
 *   nor the order to change: the menu asks between them. A word of sameness ("lo mismo que la otra vez",
 *   "repeat my last order") copies it; a verb of changing or seeing ("change 5002", "ver el 5002") is
 *   read by the request readers; another order's number alone (the copy names another) is that order.
 */
import { tokenize } from './normalize';
import { coveredBy, FILLERS, POLITE } from './phrase-match';
import { phraseAt, phraseTable } from './phrase-table';

/** The words of such a reply, by what each says. */
const PARTS = phraseTable({
  // Which one: "the", "my", "el", "ese"; "the one", "el de", as the order's own noun.
  article: ['the', 'my', 'our', 'that', 'this', 'el', 'la', 'mi', 'ese', 'esa', 'este', 'esta', 'aquel'],
  order: ['order', 'orders', 'pedido', 'orden', 'el de', 'la de'],
  // "the 5002 one"; "the last one" alone is the list's last option, a place read by the options.
  one: ['one', 'uno', 'una'],
  sign: ['#', 'no', 'number', 'numero', 'nro', 'num'],
  // A time before: "of the other time", "from last time", "anterior", "último".
  before: [
    'last',
    'previous',
    'prior',
    'earlier',
    'old',
    'last time',
    'from last time',
    'from the last time',
    'from before',
    'of last time',
    'from last week',
    'anterior',
    'ultimo',
    'ultima',
    'pasado',
    'pasada',
    'de antes',
    'de la otra vez',
    // "el de la otra vez": "el de" read as the one, the time after it as the time before.
    'la otra vez',
    'la vez pasada',
    'la ultima vez',
    'de la vez pasada',
    'de la ultima vez',
    'de la semana pasada',
    'del otro dia',
    'de la otra semana',
  ],
});

/**
 * What a reply names, when it only names a placed order: `number` for the copy's order by its number,
 * `before` for the one before; undefined when it says anything more (a verb, sameness, another number).
 *
 * @example readPastOrderNamed('el 5002', 5002) // 'number'
 * @example readPastOrderNamed('el pedido de la otra vez', 5002) // 'before'
 * @example readPastOrderNamed('lo mismo que la otra vez', 5002) // undefined
 */
export function readPastOrderNamed(text: string, copied: number): 'number' | 'before' | undefined {
  const tokens = tokenize(text.replace(/#/g, ' ')).filter((t) => t !== ',');
  const kinds = new Set<string>();
  const rest: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const word = tokens[i] as string;
    if (word === String(copied)) {
      kinds.add('number');
      i += 1;
      continue;
    }
    const part = phraseAt(PARTS, tokens, i);
    if (part) {
      kinds.add(part.kind);
      i += part.length;
      continue;
    }
    rest.push(word);
    i += 1;
  }
  // Courtesy only beside it ("porfa", "please", "lah"): anything else says more than the order.
  if (rest.length > 0 && !coveredBy(rest, [...POLITE, ...FILLERS])) return undefined;
  if (kinds.has('number')) return kinds.has('before') ? undefined : 'number';
  return kinds.has('order') && kinds.has('before') ? 'before' : undefined;
}
