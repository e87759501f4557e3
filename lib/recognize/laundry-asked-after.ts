/**
 * Laundry already sent, asked after at the menu: where it is or how it goes ("where's the stuff I sent
 * last wk", "how's my wash coming", "¿dónde está mi ropa?", "qué pasó con la ropa que mandé"), or "seen
 * about" ("I wanna see about my wash", "check on my laundry", "quiero ver lo de mi ropa").
 *
 * @invariant laundry-asked-after-is-no-new-order At the menu, laundry asked after by where it is, how it
 *   goes or whether it is ready is the person's orders, never a new order though its word ("wash") is
 *   the new order's; "seen about" as the person's own may be either, and is asked back naming both.
 *   Laundry said ready for a pickup ("my laundry is ready for pickup"), or a question of how to order
 *   ("where do I leave my laundry?"), asks after nothing.
 */
import { tokenize } from './normalize';
import { holdsPhrase, phrases } from './phrase-match';

/** The laundry, by the words people call it. */
const LAUNDRY = new Set(
  `laundry wash washing clothes stuff things bags bag order orders shirts ropa ropita cosas bolsas bolsa
  pedido pedidos lavado lavada`
    .split(/\s+/)
    .filter(Boolean),
);

/** Said as the person's own: "my", "our", "mi", "nuestra". */
const OWN = new Set(['my', 'our', 'mi', 'mis', 'nuestra', 'nuestro', 'nuestras', 'nuestros']);

/** Said as sent already: "the stuff I sent", "the bags I dropped off", "la ropa que mandé". */
const SENT = phrases(
  'i sent',
  'we sent',
  'i dropped',
  'we dropped',
  'i left',
  'i gave',
  'you picked up',
  'you took',
  'yall picked up',
  'que mande',
  'que mandamos',
  'que deje',
  'que dejamos',
  'que lleve',
  'que recogieron',
  'que se llevaron',
);

/** Where it is, how it goes, whether it is done: the orders there. */
const WHERE = phrases(
  'wheres',
  'where is',
  'where are',
  'where my',
  'hows',
  'how is',
  'how are',
  'what happened to',
  'whats happening with',
  'update on',
  'updates on',
  'news on',
  'status',
  'ready',
  'done yet',
  'back yet',
  'donde esta',
  'donde estan',
  'donde quedo',
  'que paso con',
  'como va',
  'como van',
  'noticias de',
  'estado de',
  'lista',
  'listo',
  'listas',
  'listos',
);

/** Ready for a pickup, which is a new one asked for: "ready for pickup", "lista para que la recojan". */
const FOR_PICKUP = phrases(
  'for pickup',
  'for pick up',
  'to be picked up',
  'to pick up',
  'for you to pick',
  'para que la recojan',
  'para que lo recojan',
  'para recoger',
  'pa que la recojan',
);

/** Seen about, which may be a new one or one there: "see about", "check on", "ver lo de". */
const ABOUT = phrases(
  'see about',
  'check on',
  'ask about',
  'asking about',
  'calling about',
  'writing about',
  'inquire about',
  'follow up on',
  'look into',
  'preguntar por',
  'ver lo de',
  'saber de',
  'averiguar',
);

/**
 * Whether a reply at the menu asks after laundry already sent (invariant laundry-asked-after-is-no-new-order):
 * `where` (where it is, how it goes, whether ready: the orders), `about` (seen about as the person's own:
 * a new one or one there), undefined when it does not.
 *
 * @example readLaundryAskedAfter("where's the stuff I sent last wk") // 'where'
 * @example readLaundryAskedAfter('see about my wash') // 'about'
 * @example readLaundryAskedAfter('I want to wash my clothes') // undefined
 */
export function readLaundryAskedAfter(text: string): 'where' | 'about' | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const laundry = tokens.flatMap((t, i) => (LAUNDRY.has(t) ? [i] : []));
  if (laundry.length === 0) return undefined;
  const own = laundry.some((i) => OWN.has(tokens[i - 1] ?? '') || OWN.has(tokens[i - 2] ?? ''));
  const sent = holdsPhrase(tokens, SENT);
  const near = (at: number) => laundry.some((i) => Math.abs(i - at) <= NEAR);
  if (phraseStarts(tokens, WHERE).some(near) && !holdsPhrase(tokens, FOR_PICKUP) && !howToOrder(tokens))
    return 'where';
  return (own || sent) && holdsPhrase(tokens, ABOUT) ? 'about' : undefined;
}

/**
 * How far the laundry may stand from the words asking after it ("status of my order", "is my laundry
 * ready"): "hi how are you, I need a pickup for my laundry" greets, and asks after nothing.
 */
const NEAR = 4;

/** Where each phrase of `vocabulary` starts in `tokens`. */
const phraseStarts = (tokens: string[], vocabulary: string[][]) =>
  tokens.flatMap((_, i) =>
    vocabulary.some((words) => words.every((w, k) => tokens[i + k] === w)) ? [i] : [],
  );

/** "where do I leave my laundry?", "how do I send my clothes": asking how, never after laundry sent. */
const HOW_TO = /^(?:where|how|donde|como)$/;
const DO = new Set(['do', 'does', 'can', 'should', 'would', 'to', 'puedo', 'debo', 'se', 'hago']);
const howToOrder = (tokens: string[]) => tokens.some((t, i) => HOW_TO.test(t) && DO.has(tokens[i + 1] ?? ''));
