/**
 * A leg of the laundry's wished by its verb, who does it and what of it ("when they come get it", "have it
 * dropped back to me", "que pasen por mi ropa a brooklyn", "no I don't come, you bring"): read where an
 * order's legs are chosen, at what to change and at how it comes back (invariant wish-read-by-its-parts).
 */

import { tokenize } from '../recognize/normalize';
import { readPartNamed } from '../recognize/order-request';
import { asksPrice } from '../recognize/price-asked';
import { namesADay } from './slot';

/**
 * A leg wished by its verb: the laundry's pickup, the laundry bringing it back, a visit of either, or money
 * given to the one who comes (the courier's tip).
 */
export type WishVerb = 'pickup' | 'delivery' | 'visit' | 'tip';

/**
 * English verbs of the laundry's legs, as said after who does them: "come get it", "pick it up", "bring it
 * back", "drop it off", "deliver it". `visit` is coming alone ("y'all come later"), which either leg is.
 */
const EN_VERBS: Record<string, WishVerb> = {
  pick: 'pickup',
  picking: 'pickup',
  grab: 'pickup',
  fetch: 'pickup',
  collect: 'pickup',
  collecting: 'pickup',
  bring: 'delivery',
  bringing: 'delivery',
  brought: 'delivery',
  deliver: 'delivery',
  delivered: 'delivery',
  delivering: 'delivery',
  drop: 'delivery',
  dropped: 'delivery',
  dropping: 'delivery',
  send: 'delivery',
  sent: 'delivery',
  return: 'delivery',
  returned: 'delivery',
  come: 'visit',
  comes: 'visit',
  coming: 'visit',
  swing: 'visit',
};
/** "come get it", "come for it", "coming to collect": coming, then the taking, is the pickup. */
const EN_TAKING = new Set(['get', 'grab', 'for', 'collect', 'pick', 'fetch', 'take']);
/** Who does an English verb when it is the laundry: "they", "you", "y'all", "your driver", "someone". */
const EN_LAUNDRY = new Set([
  'they',
  'them',
  'your',
  'ur',
  'guy',
  'theyre',
  'theyll',
  'you',
  'u',
  'youre',
  'youll',
  'yall',
  'ya',
  // "you" as Ireland and Newfoundland say it: "where ye comes to get it", "yous".
  'ye',
  'yous',
  'youse',
  'driver',
  'courier',
  'someone',
  'somebody',
]);
/** Who does an English verb when it is the person: "I", "we", "myself", "mom". */
const EN_PERSON = new Set([
  'i',
  'im',
  'ill',
  'id',
  'ive',
  'we',
  'were',
  'well',
  'myself',
  'me',
  'my',
  'mom',
  'mum',
  'husband',
  'wife',
]);
/** Words that may stand before an English verb said to the laundry with no subject: "could you just", "the when". */
const EN_LEAD = new Set([
  'please',
  'pls',
  'plz',
  'just',
  'can',
  'could',
  'would',
  'will',
  'the',
  'when',
  'where',
  'and',
  'so',
  'then',
  'ok',
  'okay',
  'instead',
  'rather',
  'kindly',
  'have',
  'time',
  'day',
  'date',
  'of',
  'get',
  'it',
  'change',
  'a',
  'little',
  'bit',
  'to',
  'be',
]);

/**
 * Spanish verbs of the laundry's legs said in the third person plural (who does them: the laundry), by the
 * stem they begin with, enclitics and all ("tráiganmelo", "recojan", "que pasen por la ropa").
 */
const ES_VERBS: [string, WishVerb][] = [
  ['recojan', 'pickup'],
  ['recogen', 'pickup'],
  ['busquen', 'pickup'],
  ['buscan', 'pickup'],
  ['traigan', 'delivery'],
  ['traen', 'delivery'],
  ['devuelvan', 'delivery'],
  ['devuelven', 'delivery'],
  // "cuándo me la regresan": returned, as Mexico says it.
  ['regresan', 'delivery'],
  ['regresen', 'delivery'],
  ['lleven', 'delivery'],
  ['llevan', 'delivery'],
  ['envien', 'delivery'],
  ['manden', 'delivery'],
  ['entreguen', 'delivery'],
  ['entregan', 'delivery'],
  ['pasen', 'visit'],
  ['pasan', 'visit'],
  ['vengan', 'visit'],
  ['vienen', 'visit'],
  ['vayan', 'visit'],
  // The laundry said "vos" or "tú": "el día que venís a recogerlo", "cuando vienes por ella".
  ['venis', 'visit'],
  ['vienes', 'visit'],
];
/** A verb of `ES_VERBS`, with its pronouns after it or not ("tráiganmelo"), never another form ("buscando"). */
const esVerb = (word: string) =>
  ES_VERBS.find(
    ([stem]) =>
      word.startsWith(stem) && /^(?:me|te|se|nos|le|les|lo|la|los|las)*$/.test(word.slice(stem.length)),
  );
/** "que pasen por la ropa": passing by for what is named after "por" is coming for it. */
const ES_OBJECT = new Set(['la', 'mi', 'mis', 'las', 'los', 'el', 'lo', 'ella', 'ello', 'eso', 'su', 'sus']);
/** The person's own going or collecting, in the first person: "voy", "paso yo", "lo recojo", "yo". */
const ES_PERSON = new Set([
  'yo',
  'voy',
  'paso',
  'recojo',
  'busco',
  'retiro',
  'llego',
  'alcanzo',
  'puedo',
  'vamos',
  'pasamos',
]);
/** The person's going or collecting, in English, after "I": "I go", "I'll come", "I can't make it". */
const EN_GOING = new Set([
  'go',
  'going',
  'come',
  'coming',
  'pick',
  'picking',
  'collect',
  'get',
  'grab',
  'swing',
  'stop',
  'take',
  'make',
  'drop',
  'run',
  'head',
  'be',
]);
const NEGATIONS = new Set([
  'no',
  'not',
  'dont',
  'doesnt',
  'didnt',
  'never',
  'cant',
  'cannot',
  'wont',
  'nunca',
  'ni',
  'without',
  'sin',
]);
/** When: the time of the leg ("when", "another day", "later", "otro día"). */
const WHEN = new Set([
  'when',
  'cuando',
  'later',
  'earlier',
  'sooner',
  'tarde',
  'temprano',
  'time',
  'hora',
  'day',
  'dia',
  'week',
  'semana',
]);
/** The time named as a noun: "the time of", "el día que". */
const TIME_NOUNS = new Set(['time', 'day', 'date', 'hora', 'dia', 'fecha']);
/** Where: its place ("where", "another place", "otra casa", "otro lado"). */
const WHERE = new Set([
  'where',
  'donde',
  'adonde',
  'place',
  'address',
  'addy',
  'direccion',
  'casa',
  'lado',
  'sitio',
  'lugar',
  'location',
  'house',
  'apartment',
  'apt',
  'oficina',
  'office',
]);
/** Someone away or busy: a day said with it is refused, never the new one. */
const REFUSING = new Set(['busy', 'away', 'out', 'ocupado', 'ocupada', 'fuera']);
/** "another", "different", "otro": the place or the time said to be other than it is. */
const OTHER = new Set(['another', 'different', 'other', 'otro', 'otra', 'new', 'nueva', 'nuevo', 'mas']);

/** Giving, in either language: "give yer man a fiver", "darle 5 al de doordash", "lo que le doy al chofer". */
const GIVE = /^(?:give|giving|leave|dar|darle|darles|dale|dele|denle|doy|damos|dejarle|dejale|dejo)$/;
/** The one who comes, given the money: "the driver", "yer man", "al de doordash", "al que trae". */
const COMES = new Set([
  'driver',
  'dasher',
  'courier',
  'guy',
  'delivery',
  'doordash',
  'uber',
  'repartidor',
  'mensajero',
  'chofer',
  'muchacho',
  'motorizado',
]);
/** "yer man", "the man", "al que trae": the one who comes, called by who they are to the person or what they do. */
const COMES_AFTER = new Set(['yer', 'your', 'the', 'que', 'delivery']);
const COMES_CALLED = new Set(['man', 'fella', 'lad', 'trae', 'reparte', 'viene']);
/** An amount said to give: "5", "$5.00", "a fiver", "cinco". */
const AMOUNT_SAID =
  /^(?:\$?\d{1,3}(?:\.\d{1,2})?|fiver|tenner|one|two|three|four|five|six|seven|eight|nine|ten|uno|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/;
/** Money in its unit: "ten bucks", "5 dólares". */
const MONEY_UNITS = new Set(['dollars', 'dollar', 'bucks', 'dolares', 'dolar', 'pesos']);
/** Money given, its amount unsaid: "more", "algo más", "a bit extra", "cash". */
const MONEY_MORE = new Set([
  'more',
  'less',
  'extra',
  'mas',
  'ma',
  'menos',
  'money',
  'cash',
  'something',
  'algo',
]);
/** What else is given: "more time", "the key", "leave it at the door". */
const NOT_MONEY = new Set(
  'time day days minutes mins hour hours notice instructions key code call note number it them clothes bag bags tiempo dia dias minutos hora horas instrucciones llave codigo llamada nota numero ropa bolsa'.split(
    ' ',
  ),
);
/** "instead of 3", "en vez de 3": the amount it is now, no new one. */
const WAS_LEADS = new Set(['of', 'de', 'than']);

/**
 * Money given to the one who comes, said after a verb of giving at `at` ("give yer man a fiver instead of
 * 3", "darle algo más al de doordash"): the new amount as said (`amount`), the one it was left out; none when
 * no one who comes is given it ("give me my orders").
 */
function givenToTheCourier(words: string[], at: number): { amount?: string } | undefined {
  const after = words.slice(at + 1);
  const comes = after.some(
    (w, k) => COMES.has(w) || (COMES_CALLED.has(w) && COMES_AFTER.has(after[k - 1] ?? '')),
  );
  // "give the driver more time", "leave it at the door for the driver": something other than money given.
  if (!comes || after.some((w) => NOT_MONEY.has(w))) return undefined;
  const at2 = after.findIndex((w, k) => AMOUNT_SAID.test(w) && !WAS_LEADS.has(after[k - 1] ?? ''));
  // "a fiver", "a tenner": the note by its name is its amount.
  const amount = after[at2] === 'fiver' ? '$5' : after[at2] === 'tenner' ? '$10' : after[at2];
  if (amount !== undefined)
    return { amount: MONEY_UNITS.has(after[at2 + 1] ?? '') ? `${amount} ${after[at2 + 1]}` : amount };
  // "give the dasher more", "lo que le doy al de doordash": money, its amount unsaid.
  return after.some((w) => MONEY_MORE.has(w)) || words.slice(0, at).includes('que') ? {} : undefined;
}

/** One clause's wish: the verb's leg, and where in the clause it was said. */
type ClauseWish = { verb: WishVerb; at: number; taking: boolean; amount?: string };

/** The laundry's leg a clause wishes for by its verb and who does it; 'person' when the person does it. */
function clauseWish(words: string[]): ClauseWish | 'person' | 'negated' | 'two' | undefined {
  const found: ClauseWish[] = [];
  for (let at = 0; at < words.length; at++) {
    const word = words[at] ?? '';
    const before = words.slice(0, at);
    // "darle 5 al de doordash": money given to the one who comes, whoever gives it, is the tip.
    const given = GIVE.test(word) ? givenToTheCourier(words, at) : undefined;
    if (given) {
      if (before.some((w) => NEGATIONS.has(w))) return 'negated';
      found.push({ verb: 'tip', at, taking: false, ...given });
      continue;
    }
    const es = esVerb(word);
    const en = Object.hasOwn(EN_VERBS, word) ? EN_VERBS[word] : undefined;
    if (!es && !en) continue;
    const negated = before.some((w) => NEGATIONS.has(w));
    if (es) {
      if (before.some((w) => ES_PERSON.has(w))) {
        if (negated) continue;
        return 'person';
      }
      // "ya no me la lleven": the leg refused, never wished.
      if (negated) return 'negated';
      // "que pasen por la ropa", "que vengan a recogerla": coming for it, or to take it.
      const taking = words
        .slice(at + 1)
        .some(
          (w, k, after) =>
            /^(?:recog|busc|retir)/.test(w) || (w === 'por' && ES_OBJECT.has(after[k + 1] ?? '')),
        );
      found.push({ verb: es[1], at, taking });
      continue;
    }
    // "I'll pick it up", "mom will come get it": the person's own going; "I can't come": a reason.
    const who = before.findLast((w) => EN_LAUNDRY.has(w) || EN_PERSON.has(w));
    if (who !== undefined && EN_PERSON.has(who)) {
      if (negated) continue;
      return 'person';
    }
    // "they don't need to bring": the leg refused, never wished.
    if (negated) return 'negated';
    // No one named: said to the laundry ("bring it back saturday", "the when bring back", "have it
    // dropped off") only when nothing but a lead stands before it.
    if (who === undefined && !before.every((w) => EN_LEAD.has(w))) continue;
    const next = words.slice(at + 1, at + 4);
    // "drop" and "send" are the delivery only back, off or to the person; "pick" only up.
    if (/^(?:drop|send|sent)/.test(word) && !next.some((w) => ['back', 'off', 'me', 'home'].includes(w)))
      continue;
    if (word.startsWith('pick') && !next.includes('up')) continue;
    found.push({
      verb: en ?? 'visit',
      at,
      taking: words.slice(at + 1, at + 3).some((w) => EN_TAKING.has(w)),
    });
  }
  // "pick it up and bring it back": two legs, neither taken, whoever is said to do the second.
  const legs = new Set(found.map((f) => (f.verb === 'visit' && f.taking ? 'pickup' : f.verb)));
  for (const [k, w] of words.entries()) {
    const verb = esVerb(w)?.[1] ?? (Object.hasOwn(EN_VERBS, w) ? EN_VERBS[w] : undefined);
    const up = !w.startsWith('pick') || words.slice(k + 1, k + 4).includes('up');
    if (found.length && verb && verb !== 'visit' && up) legs.add(verb);
  }
  if (legs.size > 1) return 'two';
  return found[0];
}

/**
 * The laundry's leg a reply wishes for, said as a verb with who does it rather than the option's noun
 * ("when they come get it", "where they pick it up", "have it dropped back to me", "que pasen por mi ropa
 * a brooklyn", "cuándo me lo traen"), and what is wished of it: its time ("when", "otro día", a day said:
 * `words`) or its place ("where", "otra casa"). Undefined when no clause says so, when the person's own
 * going or collecting is said not refused ("I'll come get it", "paso yo"), when it is refused ("no me lo
 * traigan"), or when both time and place are said.
 *
 * @invariant wish-read-by-its-parts At what to change, a leg said as a wish (the verb's meaning, who does it,
 *   what is wished of it) is read by those parts: the laundry coming for it ("they", "you", "que pasen",
 *   "recojan") is the pickup, bringing it back ("bring", "drop back", "traigan", "devuelvan") the delivery,
 *   "when" or a day its time, "where" or another place the address. The laundry's verb is never read as the
 *   person collecting, nor the person's ("I", "yo", "paso yo") as the laundry's; refused, or with both time
 *   and place, or with its price asked ("que me la lleven... bueno, ¿cuánto cuesta?": wished only if
 *   cheap enough), it is left to be asked back; after a part named first by its own words ("la dirección,
 *   mándenlo a la 20") it is that part's value, never a wish of its own.
 * @example legWish('where they pick it up') // { leg: 'pickup', about: 'place' }
 * @example legWish('cuándo me lo traen') // { leg: 'delivery', about: 'time' }
 * @example legWish("I'll come get it") // undefined
 */
export function legWish(
  text: string,
): { leg: WishVerb; about?: 'time' | 'place'; words?: string } | undefined {
  if (asksPrice(text)) return undefined;
  // "la dirección, mándenlo a la 20": the part named first by its own words is the part; what follows is its value.
  const [head, ...rest] = text.split(/[,;:.—–]/);
  const part = rest.length > 0 && head !== undefined ? readPartNamed(head) : undefined;
  if (part?.change && part.words === undefined && !part.bring && head && !legWish(head)) return undefined;
  const raw = text.split(/[,;!?()¿¡]+|(?<!\d)\.(?!\d)|\s[-—–]\s/).filter((c) => tokenize(c).length > 0);
  const clauses = raw.map((c) => tokenize(c));
  let wish: { clause: number; found: ClauseWish } | undefined;
  for (const [i, words] of clauses.entries()) {
    // "instead of me going down to the shop", "no alcanzo a ir": the person's going refused, a reason for it.
    // "pick up myself instead": the person named after the verb is the person's own going too.
    const person = words.findIndex(
      (w, k) => (EN_PERSON.has(w) && EN_GOING.has(words[k + 1] ?? '')) || ES_PERSON.has(w) || w === 'myself',
    );
    const refused =
      words.slice(0, person + 2).some((w) => NEGATIONS.has(w)) || words.slice(0, person).includes('instead');
    if (person >= 0 && !refused) return undefined;
    const found = clauseWish(words);
    if (found === 'person' || found === 'negated' || found === 'two') return undefined;
    if (!found) continue;
    if (wish) return undefined;
    wish = { clause: i, found };
  }
  if (!wish) return undefined;
  const all = clauses.flat();
  const said = (set: Set<string>) => all.some((w) => set.has(w));
  // "another place", "la oficina nueva", "más tarde": the place or time said to be other than it is.
  const other = (set: Set<string>) =>
    all.some(
      (w, k) => (OTHER.has(w) && set.has(all[k + 1] ?? '')) || (set.has(w) && OTHER.has(all[k + 1] ?? '')),
    );
  const dayNamed = namesADay(text);
  // "the time of bringing back", "el día que pasan": the time named before the verb is its time.
  const named = clauses[wish.clause]?.slice(0, wish.found.at).some((w) => TIME_NOUNS.has(w)) ?? false;
  const time =
    said(new Set(['when', 'cuando', 'later', 'earlier', 'sooner'])) || other(WHEN) || dayNamed || named;
  const place = said(new Set(['where', 'donde', 'adonde', 'somewhere', 'elsewhere'])) || other(WHERE);
  if (time && place) return undefined;
  const { verb, taking, amount } = wish.found;
  if (verb === 'tip') return { leg: 'tip', ...(amount ? { words: amount } : {}) };
  // "que pasen por la ropa", "come get it": the visit to take it is the pickup.
  const leg = verb === 'visit' && taking ? 'pickup' : verb;
  const about = time ? 'time' : place ? 'place' : undefined;
  // "when they come friday, I won't be home": a day said beside a refusal is never carried as the new one.
  const refusing = all.some((w) => NEGATIONS.has(w) || REFUSING.has(w));
  const words = dayNamed && !refusing ? { words: afterVerb(text, raw, wish) } : {};
  return { leg, ...(about ? { about } : {}), ...words };
}

/** What bringing or taking it leaves as the day's words ("it back", "me lo"): no part of when. */
const OBJECT_LEAD = /^[\s,-]*(?:(?:it|back|off|up|me|lo|la|los|las)(?![\p{L}])[\s,-]*)*/iu;

/**
 * What a reply says after the verb of its wish, as typed ("Can y'all bring it Saturday instead, 8 to 10":
 * "Saturday instead, 8 to 10"), for the time's question to read: the whole reply when the verb is not found.
 */
function afterVerb(text: string, raw: string[], wish: { clause: number; found: ClauseWish }): string {
  const clause = raw[wish.clause] ?? '';
  const verb = tokenize(clause)[wish.found.at] ?? '';
  // Marks stripped one letter for one ("tráiganmelo"), so a place in the clause is a place in the reply.
  const plain = clause.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  const at = new RegExp(`(?<![\\p{L}])${verb}`, 'u').exec(plain)?.index;
  const start = text.indexOf(clause);
  if (at === undefined || start < 0 || plain.length !== clause.length) return text;
  return text
    .slice(start + at + verb.length)
    .replace(OBJECT_LEAD, '')
    .trim();
}
