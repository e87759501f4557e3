/**
 * The customer collecting the clothes at the store themselves, in English or Spanish: "I'll just pick
 * it up at the store", "I'll collect it", "in-store pickup", "lo recojo en la tienda", "paso a
 * recogerlo". Not the courier's pickup ("pickup time", "move the pick up", "hora de recogida").
 *
 * @invariant collecting-is-not-the-pickup "Pick up" said of the person collecting (said with "I", or with the store or "myself") is never
 *   read as the pickup: `readStoreCollection` says it is a collection, whole or said with more it can't
 *   place, so a step asks back rather than take the opposite meaning.
 */
import { tokenize } from './normalize';
import { phraseAt, phraseTable } from './phrase-table';

const WORDS = phraseTable({
  // Who collects: the person.
  // Spanish says the person by the verb: "prefiero", "quiero", "puedo", "voy a".
  i: [
    'i',
    'ill',
    'im',
    'id',
    'i will',
    'i can',
    'i am',
    'let me',
    'we',
    'well',
    'we will',
    'yo',
    'prefiero',
    'quiero',
    'puedo',
    'voy a',
    'mejor',
  ],
  // Between the person and the verb: "I'll just", "I'd rather", "I'm going to".
  modal: [
    'just',
    'will',
    'can',
    'could',
    'would',
    'rather',
    'prefer to',
    'going to',
    'gonna',
    'want to',
    'like to',
    'come and',
    'come to',
    'myself',
    'lo',
    'la',
    'los',
    'las',
    'ir a',
    'ir por',
    'pasar a',
  ],
  // Collecting, said by anyone: the person, or the store's customer.
  collect: [
    'pick up',
    'pick it up',
    'pick them up',
    'pick everything up',
    'pick my clothes up',
    'pick my laundry up',
    'picking up',
    'picking it up',
    'pickup',
    'recoger',
    'recogerlo',
    'recogerla',
    'recogerlos',
    'recogerlas',
    'recogida',
    'grab',
    'grab it',
    'grab them',
    'buscar',
    'buscarlo',
    'buscarla',
    'buscarlos',
    'buscarlas',
    'a buscarlo',
    'a buscarla',
    'a buscarlos',
    'a buscarlas',
    'a recogerlo',
    'a recogerla',
    // The person's own verb, said with them or the store: "yo la busco en la tienda", "la recogeré yo".
    'busco',
    'buscare',
    'recogere',
    'fetch',
    'fetch it',
    'fetch them',
  ],
  // Collecting that only the person does: the verb says who.
  collectMine: [
    'collect',
    'collect it',
    'collect them',
    'collecting',
    'come get it',
    'come and get it',
    'come by',
    'stop by',
    'swing by',
    'recojo',
    'lo recojo',
    'la recojo',
    'los recojo',
    'paso a recoger',
    'paso a recogerlo',
    'paso a recogerla',
    'paso a recogerlos',
    'paso por',
    'paso por el',
    'paso por ella',
    'paso por ellos',
    'voy por',
    'voy por el',
    'voy por ella',
    'voy a recoger',
    'voy a recogerlo',
    'voy a recogerla',
    'lo paso a buscar',
    'paso a buscar',
    'paso a buscarlo',
    'paso a buscarla',
    'paso yo',
    'come get',
    'voy a la tienda',
    'paso a buscarlos',
    'paso a buscarlas',
    'voy a buscarlo',
    'voy a buscarla',
    'voy a buscarlos',
    'voy a buscarlas',
  ],
  // Where, or by whom: the store, in person.
  place: [
    'at the store',
    'in the store',
    'from the store',
    'at store',
    'in store',
    'instore',
    'store',
    'the store',
    'at the shop',
    'from the shop',
    'at the laundromat',
    'at the cleaners',
    'myself',
    'my self',
    'in person',
    'personally',
    'yo mismo',
    'yo misma',
    'en la tienda',
    'en tienda',
    'a la tienda',
    'de la tienda',
    'tienda',
    'en el local',
    'en la lavanderia',
    'en la sucursal',
    'en persona',
    'personalmente',
  ],
  // What is collected, and words that say nothing more.
  filler: [
    'it',
    'them',
    'my clothes',
    'my laundry',
    'get it',
    'get them',
    'the clothes',
    'everything',
    'la ropa',
    'mi ropa',
    'todo',
    'ok',
    'okay',
    'no',
    'nah',
    'actually',
    'instead',
    'anyway',
    'please',
    'thanks',
    'thank you',
    'its fine',
    'thats fine',
    'en vez de eso',
    'en lugar de eso',
    'mas bien',
    'solo',
    'nada mas',
    'de todas formas',
    'por favor',
    'gracias',
    'esta bien',
    'mismo',
    'misma',
  ],
  // Collecting refused ("I can't make it to the store", "no quiero ir a buscarla"): never a collection.
  negated: [
    'not',
    'cant',
    'cannot',
    'can not',
    'wont',
    'dont want to',
    'dont wanna',
    'no quiero',
    'no puedo',
    'no voy a',
    'ya no',
    'no tengo tiempo de',
  ],
  // The delivery refused, as collecting means.
  noDelivery: [
    'no delivery',
    'no need to deliver',
    'no need for delivery',
    'dont deliver',
    'dont deliver it',
    'dont need delivery',
    'dont need it delivered',
    'sin entrega',
    'no hace falta entregarlo',
    'no necesito entrega',
    'no quiero entrega',
    'cancel the delivery',
    'cancel delivery',
    'no need to bring it',
    'dont bring it',
    'cancelar la entrega',
    'cancela la entrega',
    'cancele la entrega',
    'no hace falta que lo traigan',
    'no hace falta que me lo traigan',
    'no hace falta que la traigan',
    'no hace falta que me la traigan',
    'no lo traigan',
    'no me lo traigan',
    // "ya no la traigan": not brought any more, whatever is not brought.
    'no la traigan',
    'no me la traigan',
    'no los traigan',
    'no las traigan',
    'ya no lo traigan',
    'ya no la traigan',
    'ya no los traigan',
    'ya no las traigan',
    'ya no me lo traigan',
    'ya no me la traigan',
    'no need to bring them',
    'dont bring them',
  ],
});

/**
 * Whether a reply says the person collects at the store (invariant collecting-is-not-the-pickup):
 * `'collect'` when that is all it says; `'mentions'` when it says so with words it can't place ("I'll
 * pick it up at the store on friday") or refuses it ("no quiero ir a la tienda a buscarlo"); undefined
 * when it does not say so.
 *
 * @example readStoreCollection("I'll just pick it up at the store") // 'collect'
 * @example readStoreCollection('lo recojo en la tienda') // 'collect'
 * @example readStoreCollection('pickup time') // undefined
 */
export function readStoreCollection(text: string): 'collect' | 'mentions' | undefined {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const kinds: (string | undefined)[] = [];
  let i = 0;
  while (i < tokens.length) {
    const phrase = phraseAt(WORDS, tokens, i);
    kinds.push(phrase?.kind);
    i += phrase?.length ?? 1;
  }
  const saysCollecting =
    kinds.includes('place') ||
    kinds.includes('collectMine') ||
    personCollects(kinds.filter((k) => k !== 'filler'));
  if (!saysCollecting) return undefined;
  return kinds.every((k) => k !== undefined && k !== 'negated') ? 'collect' : 'mentions';
}

/** "I'll just pick it up": the person, then (past "just", "will", "rather") a verb of collecting. */
function personCollects(kinds: (string | undefined)[]): boolean {
  return kinds.some((kind, at) => {
    if (kind !== 'i') return false;
    const next = kinds.slice(at + 1).find((k) => k !== 'modal' && k !== 'i');
    return next === 'collect' || next === 'collectMine';
  });
}
