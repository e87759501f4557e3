/**
 * The whole order being made dropped in words, in English or Spanish: "cancel the order", "forget the
 * whole thing", "i don't want this anymore, cancel the order", "ya no quiero el pedido", "mejor cancela
 * todo". Read where an order is being made (the order flow's `held.droppedBy`), as its nevermind.
 *
 * @invariant whole-order-dropped-names-the-order A reply is read as dropping the order being made only
 *   when every word is a verb of dropping or refusing, the order itself ("the order", "the whole thing",
 *   "todo", "el pedido", "a new order"), ordering itself right after a refusal ("i don't want to order",
 *   "ya no quiero pedir"), its being new denied ("no es pedido nuevo"), the placed order wanted instead
 *   after it ("…, quiero cambiar el que ya hice": the menu asked next takes it), or words that say
 *   nothing more ("actually", "anymore", "mejor"), and the order
 *   itself is named after a verb: a part dropped ("cancel the delivery"), another choice ("no, the other
 *   window"), a refusal of the dropping ("don't cancel the order") or a placed order by its number
 *   ("cancel order 5001") is never read as it.
 */
import { tokenize } from './normalize';
import { phraseAt, phraseTable } from './phrase-table';

const WORDS = phraseTable({
  // Dropping: "cancel", "forget", "scrap", "cancela", "olvida", "borra".
  verb: [
    'cancel',
    'cancel out',
    'forget',
    'forget about',
    'drop',
    'scrap',
    'ditch',
    'delete',
    'call off',
    'cancela',
    'cancele',
    'cancelen',
    'cancelar',
    'cancelo',
    'olvida',
    'olvide',
    'olvidate',
    'olvidese',
    'olvidate de',
    'olvidese de',
    'olvidemos',
    'borra',
    'borre',
    'descarta',
    'descarte',
    'anula',
    'anule',
    'quiero cancelar',
    'want to cancel',
    'wanna cancel',
    'lets cancel',
    'lets forget',
  ],
  // Wanting it no more: "i don't want the order anymore", "ya no quiero el pedido".
  refuse: [
    'i dont want',
    'dont want',
    'i do not want',
    'i no longer want',
    'i dont need',
    'dont need',
    'no quiero',
    'ya no quiero',
    'no necesito',
    'ya no necesito',
  ],
  // Its being new denied: "it's not a new order", "no es pedido nuevo"; only of an order said as new.
  deny: ['its not', 'it is not', 'this is not', 'this isnt', 'no es', 'esto no es'],
  // The order being made, whole.
  order: [
    'the order',
    'this order',
    'my order',
    'the whole order',
    'this whole order',
    'the whole thing',
    'this whole thing',
    'the entire order',
    'the entire thing',
    'el pedido',
    'este pedido',
    'mi pedido',
    'todo el pedido',
    'la orden',
    'esta orden',
    'mi orden',
    'toda la orden',
    // "olvídate del pedido": the order after "de".
    'del pedido',
    'de la orden',
    // The one being made, said as new: "i don't want a new order", "no quiero un pedido nuevo".
    'a new order',
    'the new order',
    'this new order',
    'any order',
    'un pedido',
    'un pedido nuevo',
    'el pedido nuevo',
    'este pedido nuevo',
    'otro pedido',
    'new order',
    'pedido nuevo',
    'una orden',
    'una orden nueva',
    'ningun pedido',
    // The new one said without the word order, after "no"/"not": "…, no hacer uno nuevo", "not make a new one".
    'uno nuevo',
    'hacer uno nuevo',
    'hacer otro nuevo',
    'empezar uno nuevo',
    'hacer un pedido nuevo',
    'a new one',
    'make a new one',
    'start a new one',
    'make a new order',
    'start a new order',
  ],
  // "not" refusing the new one right after it ("not make a new one"); "no" is a filler word that does the same.
  not: ['not'],
  // Ordering refused as a deed: "i don't want to order", "ya no quiero pedir nada"; only after a refusal.
  ordering: [
    'to order',
    'to order anything',
    'to place an order',
    'to place the order',
    'to make an order',
    'to order now',
    'pedir',
    'pedir nada',
    'hacer el pedido',
    'hacer un pedido',
    'hacer pedido',
    'ordenar',
  ],
  // Another order meant, after the one being made is refused: "…, quiero cambiar el que ya hice", "…, i
  // want to change the one i placed". The menu asked next takes it.
  meantInstead: [
    'i want to change',
    'i need to change',
    'want to change',
    'quiero cambiar',
    'necesito cambiar',
    'quiero modificar',
    'change',
    'cambiar',
  ],
  placed: [
    'the one i placed',
    'the one i already placed',
    'the one i made',
    'the one i already made',
    'the one i have',
    'my other order',
    'the other one',
    'my old one',
    'the old one',
    'my old order',
    'el anterior',
    'mi pedido anterior',
    'el que ya hice',
    'el que hice',
    'el que ya tengo',
    'el otro',
    'mi otro pedido',
    'el pedido que ya hice',
  ],
  // All of it: the order only when dropped ("cancel everything", "cancela todo"); refused, it is not all
  // of something ("no quiero todo eso": some of it).
  all: ['de todo', 'everything', 'all of it', 'it all', 'the lot', 'todo', 'todo eso', 'todito'],
  // The order said as "this" or "it" after a refusal ("i don't want this anymore"): never alone, for
  // "cancel it" at a question may be its answer.
  vague: ['this', 'it', 'that', 'eso', 'esto', 'lo'],
  // Words that say nothing more.
  filler: [
    'actually',
    'anymore',
    'any more',
    'please',
    'pls',
    'just',
    'ok',
    'okay',
    'so',
    'and',
    'then',
    'oh',
    'sorry',
    'never mind',
    'nevermind',
    'no',
    'nah',
    'mejor',
    'ya',
    'mas',
    'y',
    'pues',
    'por favor',
    'porfa',
    'perdon',
    'la verdad',
    'wait',
    'after all',
    'right now',
    'today',
    'i changed my mind',
    'changed my mind',
    'hoy',
    'al final',
    'cambie de opinion',
    'espera',
  ],
});

/**
 * Whether `text` wholly drops the order being made (invariant whole-order-dropped-names-the-order).
 *
 * @example readWholeOrderDropped("i don't want this anymore, cancel the order") // true
 * @example readWholeOrderDropped('ya no quiero el pedido') // true
 * @example readWholeOrderDropped('cancel the delivery') // false
 */
export function readWholeOrderDropped(text: string): boolean {
  return readDropped(text) !== undefined;
}

/**
 * @invariant meant-instead-taken-next A reply dropping the order being made for a placed one meant
 *   instead ("no, no quiero pedido nuevo, quiero cambiar el que hice") says what the person wants next:
 *   its words from the wish on ("quiero cambiar el que hice"), for the question asked after the drop
 *   (the menu) to take when it reads them, never left for the person to say again. The placed order may be
 *   named by its number ("quiero cambiar el pedido 5002") and the wish said first, the new one refused
 *   after it ("…, no hacer uno nuevo"): only the wish is taken; a wish refused ("no quiero cambiar…") never.
 *
 * @example readMeantInstead('no, no quiero pedido nuevo, quiero cambiar el que hice') // 'quiero cambiar el que hice'
 * @example readMeantInstead('cancel the order') // undefined
 */
export function readMeantInstead(text: string): string | undefined {
  const dropped = readDropped(text);
  if (dropped?.meantAt === undefined) return undefined;
  return dropped.tokens
    .slice(dropped.meantAt, dropped.meantEnd)
    .filter((t) => t !== ',')
    .join(' ');
}

/** The reply's tokens when it wholly drops the order, with where the placed order meant instead starts. */
function readDropped(
  text: string,
): { tokens: string[]; meantAt: number | undefined; meantEnd: number | undefined } | undefined {
  // Commas kept: "no, cancel the order" is no refusal of the cancelling; "no! quiero cambiar…" is "no,"
  // too, never "no quiero cambiar" (the change refused).
  const tokens = tokenize(text.replace(/[!¡.;]+/g, ','));
  let dropping = false;
  let refusing = false;
  let named = false;
  let meantAt: number | undefined;
  let meantEnd: number | undefined;
  let meantFirst = false;
  let before: string | undefined;
  for (let at = 0; at < tokens.length; ) {
    if (tokens[at] === ',') {
      at++;
      before = ',';
      continue;
    }
    const numbered = before === 'meantInstead' ? numberedAt(tokens, at) : 0;
    if (numbered > 0) {
      meantEnd = at + numbered;
      before = 'placed';
      at += numbered;
      continue;
    }
    const phrase = phraseAt(WORDS, tokens, at);
    if (!phrase) return undefined;
    const { kind } = phrase;
    const saidNew = /\bnew|nuev/.test(tokens.slice(at, at + phrase.length).join(' '));
    // "not" only right before the new one it refuses.
    if (kind === 'not' && phraseAt(WORDS, tokens, at + 1)?.kind !== 'order') return undefined;
    // "no quiero cancelar el pedido", "no cancel the order": the dropping refused.
    if (kind === 'verb' && (before === 'refuse' || tokens[at - 1] === 'no')) return undefined;
    // "it's not a new order": a denial names the order as new, right after it ("this is not the order I
    // wanted" is something to change, never the order dropped).
    if (before === 'deny' && !(kind === 'order' && saidNew)) return undefined;
    // "…, no hacer uno nuevo", "not make a new one": the new one refused by "no"/"not" right before it.
    if (kind === 'order' && saidNew && (tokens[at - 1] === 'no' || before === 'not')) refusing = true;
    // "i don't want to order": ordering is refused right after the refusal, never said alone ("to order").
    if (kind === 'ordering' && before !== 'refuse') return undefined;
    // Another order meant once this one is refused, or before the new one is refused ("quiero cambiar el
    // 5002, no hacer uno nuevo"), and named right after the wish, as the one placed or by its number.
    if (kind === 'meantInstead' && (meantAt !== undefined || before === 'refuse')) return undefined;
    if ((kind === 'placed') !== (before === 'meantInstead')) return undefined;
    if (kind === 'meantInstead') {
      meantAt = at;
      meantFirst = !named;
    }
    if (kind === 'placed') meantEnd = at + phrase.length;
    // Said first, the wish is followed only by the new one refused, never by a dropping ("cancel").
    if (meantFirst && kind === 'verb') return undefined;
    before = kind;
    dropping ||= kind === 'verb';
    refusing ||= kind === 'refuse' || kind === 'deny';
    // The order, or "this", named only after a verb of dropping or refusing; all of it only after dropping.
    if (kind === 'order' && !(dropping || refusing)) return undefined;
    if (kind === 'all' && !dropping) return undefined;
    if (kind === 'vague' && !(dropping || refusing)) return undefined;
    named ||= kind === 'order' || kind === 'all' || kind === 'ordering';
    at += phrase.length;
  }
  // Said first, the wish stands only with the new one refused after it.
  if (meantFirst && !refusing) return undefined;
  return named && before !== 'meantInstead' ? { tokens, meantAt, meantEnd } : undefined;
}

/** Words that name an order, before its number: "el pedido 5002", "el 5002", "order 5002", "my order #5002". */
const ORDER_HEAD = phraseTable({
  head: [
    'el pedido',
    'mi pedido',
    'el',
    'la orden',
    'mi orden',
    'pedido',
    'orden',
    'order',
    'my order',
    'the order',
  ],
});

/** How many tokens from `at` name a placed order by its number ("el pedido 5002", "5002"); 0 when none. */
function numberedAt(tokens: string[], at: number): number {
  const head = phraseAt(ORDER_HEAD, tokens, at)?.length ?? 0;
  return /^\d{3,}$/.test(tokens[at + head] ?? '') ? head + 1 : 0;
}
