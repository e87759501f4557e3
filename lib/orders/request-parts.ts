/**
 * A whole order said at once ("new order, 2 bags of wash and fold, pick up friday morning from 21st st",
 * "pedido nuevo, recojan en la 21 el jueves temprano, 2 bolsas de lavado y doblado"), read into the parts
 * each question of the order reads: the address's words, the count of bags, the services' words, and the
 * pickup's day and time of day.
 *
 * @invariant request-parts-each-for-its-question A part of a whole order is kept for the one question it
 *   names: an address by its numbers ("from 21st st", "en la 21": `addressWordsIn`) for the address, a
 *   count of bags ("2 bags", "dos bolsas") for the bags, the words left of a piece that says no day for
 *   the services, and the day with its time ("friday morning") for the pickup's day question (invariant
 *   pickup-said-once-or-not-at-all), read with the address's words taken out, so a street is never an
 *   hour (invariant street-number-never-an-hour). A part is offered only to its own question, which takes
 *   it only when it reads it for certain (invariant rest-taken-only-when-certain); a piece that is only
 *   the request's own words ("new order", "pedido nuevo") is for no question, and a request that negates,
 *   corrects, doubts or leaves open anything ("2 or 3 bags", "not from 21st st") keeps no part at all.
 */
import { readMeant } from '../recognize/meant';
import { isNegation, isNeutral } from '../recognize/neutral-words';
import { tokenize } from '../recognize/normalize';
import { numberAt } from '../recognize/number-words';
import { holdsPhrase, phrases } from '../recognize/phrase-match';
import { readPickupSaid } from '../recognize/pickup-said';
import { holdsDoubt } from '../recognize/shrug';
import { addressWordsIn } from './named-by';

/** The questions a part may be kept for: the order flow's steps of the same ids. */
export type PartFor = 'address' | 'services' | 'bags';

export interface RequestParts {
  parts: { step: PartFor; said: string }[];
  /** The pickup's day and time of day, for the day question (`OrderData.pickupSaid`). */
  pickupSaid?: string;
}

/** What is counted at the bags question, in either language. */
const BAGS = new Set(['bag', 'bags', 'bolsa', 'bolsas', 'bolsita', 'bolsitas']);
/** Words joining a count of bags to what is in them: "2 bags of wash and fold", "2 bolsas de lavado". */
const OF = new Set(['of', 'de', 'with', 'con', 'for', 'para', 'pa']);
/** The request's own words, and the pickup's verbs: a piece of only these (and neutral words) is for no question. */
const REQUEST = new Set(
  [
    'new order start place make book want like need id i a an',
    'pick up pickup come get collect',
    'pedido nuevo nueva orden hacer quiero necesito un una otro',
    'recojan recoger recogan pasen vengan busquen',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The parts of a whole order said at once (invariant request-parts-each-for-its-question), in the order
 * said; the pickup's words when a day is said.
 *
 * @example readRequestParts('new order, 2 bags of wash and fold, pick up friday morning from 21st st')
 * // { parts: [{ step: 'bags', said: '2 bags' }, { step: 'services', said: 'wash and fold' }, { step: 'address', said: 'from 21st st' }], pickupSaid: 'friday morning' }
 */
export function readRequestParts(text: string): RequestParts {
  const day = (said: string) => readPickupSaid(said)?.words;
  if (unsure(text)) {
    const pickupSaid = day(text);
    return { parts: [], ...(pickupSaid ? { pickupSaid } : {}) };
  }
  const parts: RequestParts['parts'] = [];
  const unplaced: string[] = [];
  for (const piece of text.split(/[,;.!?\n]+/)) {
    const address = addressWordsIn(piece);
    if (address) parts.push({ step: 'address', said: address.said });
    const left = address ? address.rest : piece;
    unplaced.push(left);
    if (readPickupSaid(left) !== undefined) continue;
    const bags = bagsIn(tokenize(left).filter((t) => t !== ','));
    if (bags) parts.push({ step: 'bags', said: bags.said });
    const words = bags ? bags.rest : tokenize(left);
    if (words.some((w) => !REQUEST.has(w) && !isNeutral(w)))
      parts.push({ step: 'services', said: words.join(' ') });
  }
  const pickupSaid = day(unplaced.join(', '));
  return { parts, ...(pickupSaid ? { pickupSaid } : {}) };
}

/** Words that leave what they stand by open: "2 or 3 bags", "maybe 2", "quizás", "a lo mejor". */
const OPEN = phrases(
  'or',
  'o',
  'maybe',
  'perhaps',
  'probably',
  'possibly',
  'quizas',
  'quiza',
  'tal vez',
  'a lo mejor',
  'capaz',
);

/**
 * A request that negates, corrects, doubts or leaves open anything ("not from 21st st", "2 or 3 bags",
 * "2 bags no wait 3", "no sé, 2 bolsas"): none of its parts is certain, so none is kept; each question
 * asks as usual (invariant rest-taken-only-when-certain). Its day is the day reader's to refuse or keep.
 */
function unsure(text: string): boolean {
  const tokens = tokenize(text);
  return (
    tokens.some(isNegation) ||
    holdsDoubt(tokens) ||
    holdsPhrase(tokens, OPEN) ||
    readMeant(text) !== undefined
  );
}

/** A count said before the bags ("2 bags", "tres bolsas"), and the words around it, "of" after it dropped. */
function bagsIn(tokens: string[]): { said: string; rest: string[] } | undefined {
  for (let i = 0; i < tokens.length; i++) {
    const count = numberAt(tokens, i);
    const noun = count && i + count.length;
    if (!count || noun === undefined || !BAGS.has(tokens[noun] ?? '')) continue;
    const after = tokens.slice(noun + 1);
    return {
      said: tokens.slice(i, noun + 1).join(' '),
      rest: [...tokens.slice(0, i), ...(OF.has(after[0] ?? '') ? after.slice(1) : after)],
    };
  }
  return undefined;
}
