/**
 * The customer collecting the clothes at the store themselves, in English or Spanish: "I'll just pick
 * it up at the store", "I'll collect it", "in-store pickup", "lo recojo en la tienda", "paso a
 * recogerlo". Not the courier's pickup ("pickup time", "move the pick up", "hora de recogida").
 *
 * @invariant collecting-is-not-the-pickup "Pick up" said of the person collecting (said with "I", or with the store or "myself") is never
 *   read as the pickup: `readStoreCollection` says it is a collection, whole or said with more it can't
 *   place, so a step asks back rather than take the opposite meaning.
 */

import { BARE_YES } from './answer-words';
import { weekdayNumber } from './day-words';
import { withoutEmojiCodes } from './emoji-code';
import { isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { FILLERS, POLITE } from './phrase-match';
import { phraseAt, phraseTable } from './phrase-table';

/**
 * Spanish's verbs of collecting said by "we", which say who by their ending, with the clothes' pronoun
 * ("la recogemos", "la buscamos": "buscamos" alone may be "we look for") or going for them ("pasamos a
 * buscarla"), each with its last s dropped too as Caribbean Spanish says it ("la buscamo").
 */
const WE_COLLECT = [
  ...['lo ', 'la ', 'los ', 'las '].flatMap((it) => [`${it}recogemos`, `${it}buscamos`, `${it}retiramos`]),
  ...['recoger', 'buscar'].flatMap((verb) =>
    ['', 'lo', 'la', 'los', 'las'].map((it) => `pasamos a ${verb}${it}`),
  ),
  'pasamos por',
].flatMap((said) => [said, said.replace(/mos\b/, 'mo')]);

/** The store's driver coming for the clothes, said to the store: the pickup, never the person collecting. */
export const COURIER_COMES = ['you', 'u', 'you guys', 'yall', 'you all'].flatMap((you) =>
  [
    'come get it',
    'come get them',
    'come and get it',
    'come for it',
    'come pick it up',
    'come pick up',
    'come by',
    'pick it up',
    'pick them up',
    'pick up',
    'get it',
  ].map((does) => `${you} ${does}`),
);

/**
 * A price, its dollar sign said ("$9.99", "$12", `PRICE`), read as this one word, which no typed word
 * is: a time ("5.30") or a count never has the sign.
 */
const PRICE_SAID = '$price';
const PRICE = /^\$\d{1,5}(?:\.\d{2})?$/;

/**
 * The imperatives of bringing asked of one person, with the thing and the one it is brought to joined
 * on ("traémela", "tráigamelo", "llevámela", "mándamelos"), folded: each verb's tú/vos and usted stems
 * by each clitic.
 */
const ONE_PERSON_BRINGING = [
  'trae',
  'traiga',
  'lleva',
  'lleve',
  'manda',
  'mande',
  'entrega',
  'entregue',
].flatMap((stem) =>
  ['lo', 'la', 'los', 'las', 'me', 'melo', 'mela', 'melos', 'melas'].map((clitic) => stem + clitic),
);
/** Forms of bringing listed one by one below, not generated again. */
const LISTED_BRINGING = new Set(['traigalo', 'traigamelo']);

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
    // A wish said by its verb, which says the person: "deseo cancelar la entrega", "quisiera que me lo traigan".
    'deseo',
    'quisiera',
    'necesito',
    // Taglish "ako" (I): "ako na lang kukuha".
    'ako',
  ],
  // Between the person and the verb: "I'll just", "I'd rather", "I'm going to".
  modal: [
    'just',
    'will',
    'can',
    'could',
    'would',
    // "I shall collect it", and "will" as typed short: "I wil pick it up".
    'shall',
    'wil',
    'rather',
    'prefer',
    'prefer to',
    'going to',
    'gonna',
    'want to',
    // Wanting, said of it: "she wants it brought here", "I want it brought".
    'want',
    'wants',
    'like to',
    'come and',
    'come to',
    'lo',
    'la',
    'los',
    'las',
    'ir a',
    'ir por',
    'pasar a',
    // Another going to: "mi hija va a buscarla", "ellos van a recogerla".
    'va a',
    'van a',
    // Taglish "na lang" (just, instead): "ako na lang kukuha".
    'na lang',
    // A stray "is" after "I'm", as some say it: "I'm is gonna come get it".
    'is gonna',
    // Mexican "nomás" (just), and its clipped "namás": "yo nomás la recojo".
    'nomas',
    'namas',
    // Its diminutive, said fondly: "yo voy nomasito".
    'nomasito',
    'namasito',
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
    // "pick up" as typed by ear: "I wil pik it up at the shop".
    'pik up',
    'pik it up',
    'pikup',
    // Taking it from a place is collecting it there: "I will take from store", "I'll take it from the shop".
    'take from',
    'take it from',
    'take them from',
    'recoger',
    'recogerlo',
    'recogerla',
    'recogerlos',
    'recogerlas',
    'recogida',
    'grab',
    'grab it',
    'grab them',
    // Getting it, said by the person: "I'll get it", "we will get them" ("you get it" is the driver's).
    'get it',
    'get them',
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
    // The person's own verb, said with them or the store: "yo la busco en la tienda" ("busco", "buscaré"
    // are also "I look for": "buscaré otra hora").
    'busco',
    'buscare',
    'fetch',
    'fetch it',
    'fetch them',
    'fetching',
    'fetching it',
    // Going for it: "ya no voy a poder ir por ella", "no puedo ir a por él".
    ...['ir por', 'ir a por'].flatMap((go) => ['el', 'ella', 'ellos', 'ellas'].map((it) => `${go} ${it}`)),
    // Going to fetch it, as Central America says "traer" of the one going: "no voy a poder ir a traerla".
    'ir a traer',
    'ir a traerla',
    'ir a traerlo',
    'ir a traerlas',
    'ir a traerlos',
  ],
  // Collecting that only the person does: the verb says who.
  collectMine: [
    // Said by "we": "la buscamos nosotros", "pasamos a recogerla".
    ...WE_COLLECT,
    'collect',
    'collect it',
    'collect them',
    'collecting',
    'come get it',
    'come and get it',
    'come by',
    'stop by',
    'swing by',
    // Calling in at the store on one's way: "I'll drop by the store", "voy a pasar por la tienda".
    'drop by',
    'drop in',
    'pop by',
    'pop in',
    'stop in',
    'swing over',
    'pasar por',
    'pasarme por',
    'me paso por',
    'recojo',
    // "recogeré" says who by its ending, "I will collect": "la recogeré yo", "nomás la recogeré".
    'recogere',
    'lo recogere',
    'la recogere',
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
    // Going oneself, said after the delivery refused: "no la traigan, voy yo".
    'voy yo',
    // Stopping at the store oneself: "yo paso a la tienda", "paso por la lavandería".
    'paso a la tienda',
    'paso por la tienda',
    'paso a la lavanderia',
    'paso por la lavanderia',
    // "yo paso por él a la lavandería": the person's verb, said with what it is for.
    'paso por el a',
    'paso por ella a',
    // Getting it oneself: "I'll get it myself", "I'll get them myself"; taking it so, the same.
    ...['get', 'take'].flatMap((verb) =>
      ['it', 'them'].flatMap((it) =>
        ['myself', 'meself', 'ourselves'].map((self) => `${verb} ${it} ${self}`),
      ),
    ),
    // What the visit to the store is for: "I will come to the store to collect it".
    'to collect it',
    'to collect them',
    // The Southern Cone's "retirar" (collect), said by the person: "lo retiro yo del local".
    'retiro',
    'lo retiro',
    'la retiro',
    'los retiro',
    'las retiro',
    // "pasar por él" (come by for it), as "paso por él": "ya no voy a poder pasar por él".
    'pasar por el',
    'pasar por ella',
    // The clothes' pronoun before the person's "we" or "I" fetching: "la buscamos", the Caribbean's
    // "la buscamo" (its final s dropped), "la recogemos" ("buscamos" alone may be "we look for").
    ...['lo', 'la', 'los', 'las'].flatMap((them) =>
      ['busco', 'buscamos', 'buscamo', 'recogemos', 'recogemo'].map((fetch) => `${them} ${fetch}`),
    ),
    // Central America's "pasar a traer" (go and get it), said by the person: "yo la paso a traer",
    // "lo pasamos a traer" ("traer" alone is bringing).
    ...['paso', 'pasamos', 'pasamo', 'voy', 'vamos'].flatMap((go) =>
      ['', 'lo ', 'la ', 'los ', 'las '].flatMap((it) =>
        ['', 'lo', 'la', 'los', 'las'].map((them) => `${it}${go} a traer${them}`),
      ),
    ),
    // Taglish "kukuha" (will get): "ako na lang kukuha sa store".
    'kukuha',
    'kukunin',
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
    // "I'll swing by the shop", "drop in the laundry".
    'the shop',
    'shop',
    'the laundry',
    'at the laundry',
    'at the laundromat',
    'the laundromat',
    'from the laundromat',
    'from the laundry',
    'from the cleaners',
    'at shop',
    'from shop',
    'from store',
    'the cleaners',
    'at the cleaners',
    'myself',
    // Northern English, Irish and Welsh "meself": "I'll go pick it up meself".
    'meself',
    'my self',
    'in person',
    'personally',
    'yo mismo',
    'yo misma',
    // In person, said by "we": "we'll collect it ourselves", "la buscamos nosotros" ("nosotro", its s dropped).
    'ourselves',
    'ourself',
    'nosotros',
    'nosotras',
    'nosotro',
    'nosotra',
    'nosotros mismos',
    'nosotras mismas',
    'en la tienda',
    'en tienda',
    'a la tienda',
    'de la tienda',
    'tienda',
    'en el local',
    'del local',
    'en la lavanderia',
    'a la lavanderia',
    'por la lavanderia',
    'la lavanderia',
    'lavanderia',
    'laundromat',
    'en la sucursal',
    'en persona',
    'personalmente',
    // Taglish "sa store" (at the store).
    'sa store',
    'sa shop',
  ],
  // What is collected, and words that say nothing more.
  filler: [
    'it',
    'them',
    'my clothes',
    'my laundry',
    // What the visit is for: "I'll swing by the store for it", "paso por ella".
    'for it',
    'for them',
    // Spain's "ir a por" (go for): "paso yo a por él", "voy a por ella".
    'a por el',
    'a por ella',
    'a por ellos',
    'a por ellas',
    'to get it',
    'to get them',
    'the clothes',
    'everything',
    // "a ver" ("let's see"), said how, never who or where: "a ver, mejor la busco yo", "yo paso a ver".
    'a ver',
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
    // "que me lo entreguen pues": a discourse "then", which says nothing of who.
    'pues',
    // Dismay, in a region's words, which says nothing of who: Central American "puchica", Mexican
    // "chale", "híjole", "uy", "ugh", "dang": "puchica, ya no voy a poder pasar".
    'puchica',
    'puchis',
    'chale',
    'hijole',
    'uy',
    'ay',
    'ugh',
    'dang',
    'shoot',
    // "fíjese que …", "mire": calling attention, which says nothing of who.
    'fijese',
    'fijate',
    'fijese que',
    'fijate que',
    'mire',
    'mira',
    'oiga',
    'oye',
    'mismo',
    'misma',
    // How soon, which says nothing of who: "voy yo al tiro", "I'll come get it right away".
    'al tiro',
    'altiro',
    'enseguida',
    'right away',
    // A link that says nothing of who: "I can't get to the store so I'd like it delivered".
    'so',
    // Why the trip is hard, which says nothing of who: "my knee hurts", "a bag on my back", "me duele la rodilla".
    ...['my knee', 'my knees', 'my back', 'my leg', 'my foot', 'my hip'].flatMap((part) =>
      ['hurts', 'hurt', 'is bad', 'is killing me'].map((hurts) => `${part} ${hurts}`),
    ),
    ...['la rodilla', 'las rodillas', 'la espalda', 'la pierna', 'el pie', 'la cadera'].flatMap((part) => [
      `me duele ${part}`,
      `que me duele ${part}`,
    ]),
    ...['w', 'with', 'carrying', 'cargando', 'con'].flatMap((carrying) =>
      ['a bag', 'the bag', 'the bags', 'bags', 'heavy bags', 'las bolsas', 'la bolsa'].flatMap((bags) => [
        `${carrying} ${bags}`,
        `${carrying} ${bags} on my back`,
      ]),
    ),
    'im sick',
    'i am sick',
    'estoy enfermo',
    'estoy enferma',
    // Peru's and Spain's "luego" (then, later), which says nothing of who: "quiero que me traigan luego".
    'luego',
    // On the person's way, which says nothing more of who: "I'll grab it on my way home from work".
    ...['on my way', 'on the way', 'on my way home', 'on the way home', 'on my way back'].flatMap((way) =>
      ['', ' from work', ' from the office', ' from the yard', ' from school', ' from the gym'].map(
        (from) => `${way}${from}`,
      ),
    ),
    'de camino',
    'de camino a casa',
    'de pasada',
    // A reason's lead, and how soon, which say nothing of who: "es que mejor paso yo", "la recojo al toque".
    'es que',
    // A clause's lead, which says nothing of who: "no me lo traigan, que paso yo a por él" ("que me" is to whom).
    'que',
    // "¿será que me lo pueden llevar?": a polite lead to a request, which says nothing of who.
    'sera que',
    'al toque',
    'ya',
    'only',
    // This week's trouble, the reason for the change and no time of it: "I can't get to the store this week".
    'this week',
    'esta semana',
    // This time only, no time of it: "I'd rather have it delivered this time", "esta vez la recojo yo".
    'this time',
    'esta vez',
    // The way it comes back switched to, said before it: "switch to pickup at the store", "cambiar a recogerla en la tienda".
    'switch to',
    'switch it to',
    'change to',
    'change it to',
    'cambiar a',
    'cambiarlo a',
    'cambiarla a',
    // Calling the person addressed, which says nothing of who: "yo lo busco primo", "tráiganmelo, chacho".
    'primo',
    'prima',
    'chacho',
    'pls',
    'plz',
    // Going and collecting joined: "I'll swing by the shop and grab it", "paso por la tienda y la recojo",
    // "and" as texted ("swing by n grab it").
    'and',
    'n',
    'y',
    // "it" as the South and Appalachia say it: "I'm gonna come get hit".
    'hit',
    // The delivery waved off before collecting it: "forget it, I'll get it myself", "olvídalo, yo la recojo".
    'forget it',
    'forget that',
    'nevermind',
    'never mind',
    'nvm',
    'olvidalo',
    'olvidelo',
    // The delivery's price asked back in surprise ("$9.99? forget it ill get it myself"): `PRICE_SAID`.
    PRICE_SAID,
    // The cost of having it brought, the reason to collect it: "too much, I'll just pick it up".
    'too much',
    'way too much',
    'too expensive',
    'too pricey',
    'way too pricey',
    'expensive',
    'pricey',
    'muy caro',
    'demasiado caro',
    'es mucho',
  ],
  // Sparing the driver the trip, the reason to collect it: "I'll grab it myself, save the driver the trip".
  spared: ['save', 'spare'].flatMap((verb) =>
    ['', 'the driver ', 'your driver ', 'the courier ', 'you ', 'you guys ', 'them ', 'him ', 'her '].flatMap(
      (whom) => ['the trip', 'a trip', 'the drive', 'a drive'].map((trip) => `${verb} ${whom}${trip}`),
    ),
  ),
  // Collecting refused ("I can't make it to the store", "no quiero ir a buscarla"): never a collection.
  negated: [
    'not',
    'cant',
    'cannot',
    'can not',
    'wont',
    'dont want to',
    'dont wanna',
    'no puedo',
    'no voy a',
    'ya no',
    'no tengo tiempo de',
    // Having no time to go: "I don't have time to pick it up", "I no have time pick up".
    'no time to',
    'no have time',
    'no have time to',
    // Not minded to go: "I can't be bothered to go get it", "me da flojera ir a buscarla".
    'cant be bothered to',
    'cant be bothered',
    'cannot be bothered to',
    'too lazy to',
    'dont feel like',
    'no tengo ganas de',
    'me da flojera',
    'me da pereza',
    'dont have time',
    'dont have time to',
    'have no time to',
    // "no" before the verb, as pidgin and Jamaican refuse: "we no go store", "mi no come get it".
    'no go',
    'no come',
    'no can',
    'no tengo tiempo para',
    // Not managing to go: "no alcanzo a ir", "no llego a tiempo a la tienda", "no me da tiempo de pasar".
    'no alcanzo a',
    'no alcanzo',
    'no llego a',
    'no llego',
    'no me da tiempo de',
    'no me da tiempo a',
    // "yo no paso a la tienda": the person's own verb, refused.
    'no paso',
    'no recojo',
    'no lo recojo',
    'no la recojo',
  ],
  // A refusal said of what follows it, or of the delivery just before it ("delivery cancel"): with a word
  // of bringing it is the delivery refused ("skip delivery", "no need deliver", "quita la entrega", "ya no
  // quiero que me la entreguen"); of anything else, a refusal like "can't" (read by `refusalsRead`).
  refuse: [
    'skip',
    'skip the',
    'drop',
    'drop the',
    'forget',
    'forget the',
    'forget about',
    'forget about the',
    'no more',
    'no need',
    'no need for',
    'no need for the',
    'no need of',
    'dont need',
    'dont need the',
    'dont need a',
    'do not need',
    'dont want',
    'dont want the',
    'dont want a',
    'dont want it',
    'do not want',
    'cancel',
    'cancel the',
    'cancelled',
    'canceled',
    'cancela',
    'cancele',
    'cancelen',
    'cancelar',
    'cancelada',
    'cancelado',
    // Spain's vosotros ("cancelad la entrega", "quitad la entrega") and "anular" (call off).
    'cancelad',
    'quitad',
    'anula',
    'anule',
    'anulen',
    'anular',
    'anulad',
    'quita',
    'quite',
    'quiten',
    'quitar',
    'quitale',
    'quitame',
    'olvida',
    'olvide',
    'olvidate',
    'olvidese',
    'olvida la',
    'olvidate de',
    'olvidese de',
    'olvide de',
    'sin',
    'no necesito',
    'ya no necesito',
    'no quiero',
    'ya no quiero',
    'no quiero que',
    'ya no quiero que',
    'no hace falta',
    'no hace falta que',
  ],
  // The delivery refused, as collecting means.
  noDelivery: [
    // The driver not needed for it: "I'll swing by, don't need a driver", "no hace falta el chofer".
    ...['dont need', 'do not need', 'no need for'].flatMap((refused) =>
      ['a driver', 'the driver', 'a courier', 'the courier'].map((driver) => `${refused} ${driver}`),
    ),
    'no driver needed',
    // No one sent for it: "no need to send anybody", "don't send anyone", "no hace falta que manden a nadie".
    ...[
      'no need to send',
      'dont need to send',
      'dont send',
      'you dont need to send',
      'no need to send over',
    ].flatMap((refused) =>
      ['anybody', 'anyone', 'someone', 'somebody', 'a driver', 'the driver', 'a courier', 'the courier'].map(
        (who) => `${refused} ${who}`,
      ),
    ),
    ...[
      'no hace falta que manden',
      'no hace falta mandar',
      'no manden',
      'no envien',
      'no hace falta enviar',
    ].flatMap((refused) =>
      ['a nadie', 'a alguien', 'al chofer', 'un chofer', 'al repartidor', 'un repartidor'].map(
        (who) => `${refused} ${who}`,
      ),
    ),
    ...['no hace falta', 'no necesito'].flatMap((refused) =>
      ['el chofer', 'chofer', 'el repartidor', 'repartidor'].map((driver) => `${refused} ${driver}`),
    ),
    'no delivery',
    // The drop-off is the delivery by another name: "no drop off", "don't need a drop off, I'll swing by".
    ...['no', 'no need for', 'no need for a', 'dont need', 'dont need a', 'skip', 'skip the'].flatMap(
      (refused) => ['drop off', 'dropoff'].map((noun) => `${refused} ${noun}`),
    ),
    // The delivery said not needed: "no delivery needed", "delivery not needed".
    'no delivery needed',
    'no delivery necessary',
    'delivery not needed',
    'delivery isnt needed',
    // The delivery refused in the fewest words: "no deliver, I'll come get it".
    'no deliver',
    'no deliver it',
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
    // Delivering waved off: "don't bother delivering it", "no hace falta que me lo lleven".
    'dont bother delivering',
    'dont bother delivering it',
    'dont bother bringing it',
    // Bothering waved off however it is said: "don't bother bringing them", "no se molesten en traerla".
    'dont bother with the delivery',
    'dont bother with delivery',
    'dont bother delivering them',
    'dont bother bringing',
    'dont bother bringing them',
    'dont bother bringing it back',
    'dont bother to deliver',
    'dont bother to deliver it',
    'dont bother to bring it',
    'no need to deliver it',
    'no se moleste en traerlo',
    'no se moleste en traerla',
    'no se molesten en traerlo',
    'no se molesten en traerla',
    'no se molesten en entregarlo',
    'no se molesten en entregarla',
    'no hace falta que lo lleven',
    'no hace falta que me lo lleven',
    'no hace falta que la lleven',
    'no hace falta que me la lleven',
  ],
  // Having it brought (read only by `readBroughtInstead`): "deliver it", "traiganmelo".
  bring: [
    'deliver',
    'deliver it',
    'deliver them',
    'bring',
    'bring it',
    'bring them',
    'drop it off',
    'send it',
    // Wanting it delivered: "please have it delivered", "I'd like it delivered".
    'delivered',
    // Brought, said of it: "she wants it brought here", "lo traerán".
    'brought',
    'brought over',
    'traeran',
    'llevaran',
    'have it delivered',
    'have them delivered',
    'get it delivered',
    'want it delivered',
    'want them delivered',
    'like it delivered',
    'need it delivered',
    // The delivery itself, wanted: "I want delivery instead of collecting", "delivery, I've no time to go".
    'delivery',
    'entrega',
    'want delivery',
    'want a delivery',
    'prefer delivery',
    'bring it round',
    'bring it over',
    // Brought back to where it was picked up: "just bring it back", "bring them back pls".
    'bring it back',
    'bring them back',
    'bring back',
    'traer',
    'traerlo',
    'traermelo',
    'traerla',
    'traermela',
    'traigan',
    'traiganlo',
    'traiganla',
    'traiganmelo',
    'traiganmela',
    'traigalo',
    'traigamelo',
    'traen',
    'llevar',
    'lleven',
    'llevenlo',
    'llevenla',
    'llevenmelo',
    'llevenmela',
    'entreguen',
    'entreguenmelo',
    // Vosotros, as Spain asks: "q me lo llevéis", "traédmelo".
    'lleveis',
    'llevadmelo',
    'llevadmela',
    'traigais',
    // Vosotros asked as a plain present: "me la traéis a casa", "me lo lleváis".
    'traeis',
    'llevais',
    'traedmelo',
    'traedmela',
    'entregueis',
    'entreguenlo',
    'entreguenla',
    'entreguenmela',
    'manden',
    'mandenmelo',
    // Asked of one person, tú, vos or usted, what and to whom in the verb: "traémela", "tráigamela",
    // "llevámelo", "mándamela" (folded). The verb bare ("trae", "lleva") says no bringing: "ella lleva la ropa".
    ...ONE_PERSON_BRINGING.filter((form) => !LISTED_BRINGING.has(form)),
  ],
  // Collecting set against something else: "rather than my collecting it", "en vez de ir a buscarlo".
  contrast: ['rather than', 'instead of', 'than', 'en vez de', 'en lugar de', 'antes que'],
  // Going to the store, said with a refusal or a contrast: "i can't get to the store", "than me coming in".
  go: [
    'get to',
    'get there',
    'get in',
    'make it',
    'make it to',
    'make it in',
    // Down or over to the store: "I can't get down to the store", "can't make it over there".
    'get down to',
    'get down there',
    'come down',
    'come down to',
    'go down to',
    'make it down',
    'make it down to',
    'get over to',
    'get over there',
    'make it over',
    'come',
    'come in',
    'coming',
    'coming in',
    // Going in for it: "instead of me going in for it".
    'going in',
    'going in for it',
    'coming in for it',
    'go',
    'go to',
    'going',
    'ir',
    'llegar',
    'pasar',
    'salir',
    'to the store',
    'to the shop',
    'the shop',
    'por la tienda',
    // Walking there: "I can't walk to the store", "no puedo caminar hasta allá".
    'walk',
    'walk to',
    'walk over',
    'walk there',
    'caminar',
    'caminar hasta',
    'ir caminando',
    // Carrying the clothes there oneself: "I can't carry the bags", "no puedo cargar las bolsas".
    ...['carry', 'carry it', 'carry them', 'carry the bag', 'carry the bags'],
    ...['cargar', 'cargarla', 'cargarlas', 'cargar la bolsa', 'cargar las bolsas'],
    // Driving or riding there oneself: "I'm not driving this week", "I can't drive over there".
    ...['drive', 'driving', 'ride', 'riding'].flatMap((go) => [
      go,
      `${go} over`,
      `${go} there`,
      `${go} over there`,
      `${go} to`,
    ]),
    // Yiddish "schlep" (haul oneself there): "I can't schlep to Chelsea".
    'schlep',
    'schlep to',
    'schlep over',
    'schlep over to',
    'shlep',
    'shlep to',
    'hasta alla',
    'alla',
    'hasta la tienda',
  ],
  // Where it is brought (read only by `readBroughtInstead`): "que me lo lleven a la casa", "bring it home".
  home: [
    'home',
    'to my house',
    'to my home',
    'to my place',
    'to my apartment',
    'a la casa',
    'a mi casa',
    'a casa',
    // The apartment as Latin America shortens it: "traémela al depto", "al depa", "al apto".
    ...['depa', 'depto', 'departamento', 'apartamento', 'apto'].flatMap((flat) => [
      `al ${flat}`,
      `a mi ${flat}`,
    ]),
    // Where it was picked up: "deliver same address", "a la misma dirección", "al mismo lugar".
    ...['same address', 'same place', 'same spot', 'same as pickup', 'same as the pickup'].flatMap((same) => [
      same,
      `the ${same}`,
      `to the ${same}`,
      `to ${same}`,
      `back to the ${same}`,
    ]),
    ...['misma direccion', 'mismo lugar', 'mismo domicilio', 'misma casa'].flatMap((same) => {
      const article = same.startsWith('misma') ? 'la' : 'el';
      // "entrega en la misma dirección": where it is delivered, said with "en" too.
      return [
        same,
        `${article} ${same}`,
        article === 'la' ? `a la ${same}` : `al ${same}`,
        `en ${article} ${same}`,
      ];
    }),
    // Back where it came from: "que me la traigan de vuelta", "tráiganla de regreso".
    'de vuelta',
    'de regreso',
    // Where the person is: "bring it here", "tráiganlo aquí".
    'here',
    'over here',
    'aqui',
    'aca',
  ],
  // No way to get to the store, the reason to have it brought (read only by `readBroughtInstead`, as a
  // refused going): "que no tengo coche", "I don't have a car".
  noCar: [
    ...['coche', 'carro', 'auto', 'carro ahorita', 'como ir'].flatMap((car) => [`no tengo ${car}`]),
    ...['a car', 'a ride', 'a way to get there', 'wheels'].flatMap((car) => [
      `i dont have ${car}`,
      `dont have ${car}`,
      `i have no ${car.replace(/^a /, '')}`,
    ]),
    'no car',
    'no ride',
  ],
  // "a domicilio" (to the home): having it brought and where, as Spanish names home delivery ("a
  // domicilio pues", "que me lo traigan a domicilio"); "el domicilio", "otro domicilio" are the address.
  homeDelivery: ['a domicilio'],
  // The store's own courier, who picks up or delivers ("with the store driver", "el chofer de la tienda"):
  // the store named as whose driver, never the person going to it.
  storeCourier: [
    'store driver',
    'the store driver',
    'stores driver',
    'the stores driver',
    'store van',
    'store delivery',
    'chofer de la tienda',
    'el chofer de la tienda',
    'driver de la tienda',
    'el driver de la tienda',
    'repartidor de la tienda',
    'el repartidor de la tienda',
  ],
  // The store's driver coming for it, said to the store ("when you come get it"): the pickup, never the person.
  courierComes: COURIER_COMES,
  // "recojo" as the noun it is in Peru ("la hora de recojo", "el recojo"): the courier's pickup, never "I collect".
  // The Southern Cone's "retiro" as that noun too: "reprogramar el retiro", "la hora de retiro".
  pickupNoun: [
    // "The pickup — we need it on Friday": the laundry's pickup, named by its noun with its article.
    ...['the', 'my', 'our', 'your', 'this'].flatMap((the) => [`${the} pickup`, `${the} pick up`]),
    ...['recojo', 'retiro'].flatMap((noun) => [
      `de ${noun}`,
      `del ${noun}`,
      `el ${noun}`,
      `hora de ${noun}`,
      `dia de ${noun}`,
      `fecha de ${noun}`,
    ]),
  ],
  // Someone else collecting, or "paso" (I'll come by, or I pass): the person collecting only with the
  // delivery refused in the same reply ("no delivery, she'll pick it up", "no me lo traigan, yo paso");
  // else words it cannot place ("he'll pick it up" may be the driver).
  others: [
    'she',
    'he',
    'they',
    'she will',
    'he will',
    'they will',
    'shell',
    'theyll',
    // "he'll", as typed words are folded.
    'hell',
    'ella',
    'ellos',
    'ellas',
    // Someone of the household, named: "my husband will pick it up", "mi esposa la recoge".
    ...['husband', 'wife', 'son', 'daughter', 'partner', 'roommate', 'mom', 'dad'].map((who) => `my ${who}`),
    ...['esposo', 'esposa', 'marido', 'mujer', 'hijo', 'hija', 'mama', 'papa'].map((who) => `mi ${who}`),
  ],
  // "voy" (I go): "cancelar la entrega, yo misma voy".
  passBy: ['paso', 'pasa', 'recoge', 'busca', 'voy'],
  // Who, beside the person collecting: "could you", "to me", "que me lo".
  who: [
    'you',
    'u',
    // "traémela vos", "tráigamela usted": the one asked, said after the verb.
    'vos',
    'usted',
    'me',
    'to me',
    'for me',
    // "que me entreguen a mí": to the person, said again.
    'a mi',
    'my',
    'que me',
    'be able to',
    'able to',
    'puede',
    'pueden',
    'podria',
    'podrian',
    'poder',
  ],
});

/** The kinds only `readBroughtInstead` reads: to `readStoreCollection` they are words it cannot place. */
const BROUGHT_ONLY = new Set([
  'bring',
  'noCar',
  'homeDelivery',
  'contrast',
  'go',
  'who',
  'home',
  'storeCourier',
  'pickupNoun',
  'courierComes',
]);
/** Words of the person collecting, or going to the store to. */
const COLLECTING = new Set(['collect', 'collectMine', 'place', 'go']);
/** Words that sit between a refusal and what it refuses: "i can't just", "ya no lo puedo ir a". */
const BETWEEN = new Set(['i', 'modal', 'filler', 'who']);

/**
 * Whether a reply says the person collects at the store (invariant collecting-is-not-the-pickup):
 * `'collect'` when that is all it says; `'mentions'` when it says so with words it can't place ("I'll
 * pick it up at the store on friday") or refuses it ("no quiero ir a la tienda a buscarlo"); undefined
 * when it does not say so.
 *
 * @example readStoreCollection("I'll just pick it up at the store") // 'collect'
 * @example readStoreCollection('lo recojo en la tienda') // 'collect'
 * @example readStoreCollection('pickup time') // undefined
 * @example readStoreCollection("she'll get it", { afterRefusal: true }) // 'collect'
 */
export function readStoreCollection(
  text: string,
  how: { afterRefusal?: boolean; store?: string } = {},
): 'collect' | 'mentions' | undefined {
  const said = kindsOf(text, how.store);
  // `afterRefusal`: the clause follows the delivery refused in the same reply ("cancel the delivery, she'll pick it up").
  const refused = how.afterRefusal === true || said.includes('noDelivery');
  const kinds = said.map((k) =>
    // "I go store get it": going, said with the store or a verb of collecting, is on the way to it.
    k === 'go'
      ? 'modal'
      : k && BROUGHT_ONLY.has(k)
        ? undefined
        : !refused
          ? k
          : k === 'others'
            ? 'i'
            : k === 'passBy'
              ? 'collect'
              : k,
  );
  const saysCollecting =
    kinds.includes('place') ||
    kinds.includes('collectMine') ||
    personCollects(kinds.filter((k) => k !== 'filler')) ||
    (refused && subjectDropped(kinds));
  // "he'll pick it up", "mi esposo la recoge": someone else's collecting, or the driver's pickup; never
  // read either way alone (invariant collecting-is-not-the-pickup), so the step asks back.
  if (!saysCollecting) return othersCollect(kinds) ? 'mentions' : undefined;
  return kinds.every((k) => k !== undefined && k !== 'negated') ? 'collect' : 'mentions';
}

/** Words that lead to the day the person comes: "on friday", "this saturday", "el viernes", "este sábado". */
const DAY_LEADS = new Set(['on', 'this', 'next', 'the', 'el', 'este', 'proximo', 'para']);
/** The part of the day said right after the weekday: "friday afternoon", "el viernes por la tarde". */
const DAY_PARTS = new Set(['morning', 'afternoon', 'evening', 'night', 'manana', 'tarde', 'noche']);
/** Words that may stand between the weekday and its part of the day: "in the", "por la", "en la", "a la". */
const DAY_PART_LEADS = new Set(['in', 'the', 'por', 'en', 'a', 'la']);
/** An errand the visit is on the way of, to its clause's end: "on my way home from work", "de camino al trabajo". */
const ON_THE_WAY = [
  ['on', 'my', 'way'],
  ['on', 'the', 'way'],
  ['de', 'camino'],
  ['de', 'pasada'],
];

/**
 * Whether a reply says the person collects at the store, whole once the one weekday they will come (with
 * its part of the day: "friday afternoon", "el viernes por la tarde") and the errand it is on the way of
 * are set aside ("paso yo el viernes", "I'll swing by the store Friday
 * on my way back from the eye doctor"); false where neither is said, or two days, or anything else
 * `readStoreCollection` leaves unplaced (a refusal, someone else, a contrast).
 *
 * @invariant collecting-on-a-day-is-collecting Where collecting only gives up a placed order's delivery
 *   (the clothes then wait at the store, and no day is taken), the one day the person says they will come,
 *   and the errand the visit is on the way of, say nothing against collecting: the reply is that collection,
 *   shown for review before anything changes. Elsewhere (`readStoreCollection`) a day it cannot place is
 *   still only mentioned, asked back; a refusal or someone else collecting is never read so.
 * @example collectsOnADay('paso yo el viernes') // true
 * @example collectsOnADay('yo no paso a la tienda el lunes') // false
 */
export function collectsOnADay(text: string, store?: string): boolean {
  const tokens = tokenize(withoutEmojiCodes(text).replace(/[.;!?¿¡]+(?=\s|$)/g, ' , '));
  // A weekday said in full ("sat", "mar" begin other words too), once.
  const days = tokens.flatMap((t, at) => (t.length >= 5 && weekdayNumber(t) !== undefined ? [at] : []));
  if (days.length > 1) return false;
  const kept: string[] = [];
  let setAside = false;
  for (let at = 0; at < tokens.length; at++) {
    const way = ON_THE_WAY.find((w) => w.every((word, k) => tokens[at + k] === word));
    if (way) {
      while (at < tokens.length && tokens[at] !== ',') at++;
      kept.push(',');
      setAside = true;
      continue;
    }
    if (at === days[0]) {
      while (kept.length && DAY_LEADS.has(kept.at(-1) ?? '')) kept.pop();
      // "friday afternoon", "el viernes por la tarde": the part of that day goes with it.
      let part = at + 1;
      while (part < at + 3 && DAY_PART_LEADS.has(tokens[part] ?? '')) part++;
      if (DAY_PARTS.has(tokens[part] ?? '')) at = part;
      setAside = true;
      continue;
    }
    kept.push(tokens[at] as string);
  }
  return setAside && readStoreCollection(kept.join(' '), { store }) === 'collect';
}

/**
 * "Cancel delivery. Will pick up.": the delivery refused, then only "will" (or "gonna", "just") and a
 * verb of collecting, the person left unsaid as notes leave it; "cancel delivery and pickup" has no
 * such "will", and is no collecting.
 */
function subjectDropped(kinds: (string | undefined)[]): boolean {
  return kinds.some(
    (kind, at) =>
      kind === 'modal' &&
      COLLECT_VERBS.has(kinds[at + 1] ?? '') &&
      kinds.slice(0, at).every((k) => k === 'noDelivery' || k === 'filler'),
  );
}

/** "he'll pick it up", "mi esposo lo recoge": someone other than the person, then (past "will", "lo") a verb of collecting. */
function othersCollect(kinds: (string | undefined)[]): boolean {
  return kinds.some((kind, at) => {
    if (kind !== 'others') return false;
    const next = kinds.slice(at + 1).find((k) => k !== 'modal');
    return next === 'passBy' || COLLECT_VERBS.has(next ?? '');
  });
}

/**
 * Whether a reply only refuses the delivery ("don't bother delivering it", "no me la traigan, gracias"):
 * at a delivery's reminder that is cancelling it, the clothes left at the store to collect.
 *
 * @example refusesDeliveryOnly("don't bother delivering it") // true
 * @example refusesDeliveryOnly("don't deliver it friday") // false
 */
export function refusesDeliveryOnly(text: string): boolean {
  const kinds = kindsOf(text);
  return kinds.includes('noDelivery') && kinds.every((k) => k === 'noDelivery' || k === 'filler');
}

/** The delivery named by its noun alone, which may be what is cancelled as well as what is wanted ("yes, the delivery"). */
const DELIVERY_NOUNS = new Set(['delivery', 'entrega']);

/**
 * Whether a reply asks to have it brought, by a verb of bringing ("bring it", "deliver it", "que me lo
 * lleven", "tráiganmelo"), refusing nothing and saying no collecting (invariant
 * brought-is-not-collecting): at a delivery's cancel, the delivery as it is now, wanted. Other words
 * may stand beside it ("yes bring it", "mejor sí que me lo lleven"): the caller reads them. The
 * delivery's noun alone ("yes, the delivery") asks for nothing: it may be what is cancelled.
 *
 * @example asksItBrought('mejor sí que me la traigan') // true
 * @example asksItBrought("bring it, I'll pick it up friday") // false
 * @example asksItBrought('sí, cancele la entrega') // false
 * @example asksItBrought('yes deliver it saturday', true) // false: when is more than the bringing
 */
export function asksItBrought(text: string, alone = false): boolean {
  // `alone`: nothing but the bringing, a yes and words of no content ("yes bring it", "sí que me lo
  // lleven"), never when or where ("bring it saturday").
  const said = tokenize(text).filter((t) => !DELIVERY_NOUNS.has(t));
  const kinds = kindsOf(said.filter((t) => !alone || !(BARE_YES.has(t) || isNeutral(t))).join(' '));
  const refusing = new Set(['noDelivery', 'negated', 'contrast', 'others', 'noCar', ...COLLECTING]);
  return (
    kinds.includes('bring') &&
    (!alone || kinds.every((k) => k !== undefined)) &&
    !kinds.some((k) => k !== undefined && refusing.has(k)) &&
    !personCollects(kinds) &&
    !kindsOf(text).includes('noDelivery')
  );
}

/** "I'll just pick it up": the person, then (past "just", "will", "rather") a verb of collecting; or the verb, then the person ("la busco yo"). */
function personCollects(kinds: (string | undefined)[]): boolean {
  return kinds.some((kind, at) => {
    if (kind !== 'i') return false;
    const next = kinds.slice(at + 1).find((k) => k !== 'modal' && k !== 'i');
    // Spanish says the person after the verb too: "la busco yo", "lo recojo yo".
    const before = kinds.slice(0, at).findLast((k) => k !== 'modal');
    return COLLECT_VERBS.has(next ?? '') || COLLECT_VERBS.has(before ?? '');
  });
}

/**
 * Whether a reply asks to have it brought instead of the person collecting it (invariant
 * brought-is-not-collecting): `'bring'` when every word is placed, each refusal or contrast ("can't",
 * "rather than", "ya no puedo", "en vez de") is of the collecting or going after it, each word of
 * collecting is under one, and it asks to have it brought or refuses the collecting ("deliver it
 * instead, i can't get to the store", "ya no lo puedo ir a buscar, tráiganmelo", "I won't be able to
 * come in"); `'mentions'` when it asks to have it brought, or refuses the collecting, and says more
 * ("bring it, I'll pick it up friday", "I can't pick it up until monday"), so a step asks back rather
 * than read either; undefined when it does neither.
 *
 * @invariant brought-is-not-collecting A reply asking to have it brought ("deliver it", "tráiganmelo"), or refusing to collect it ("I can't get to the store"), is never read as the person collecting it, whatever it says of the store.
 * @example readBroughtInstead("deliver it instead i can't get to the store") // 'bring'
 * @example readBroughtInstead('ya no lo puedo ir a buscar, tráiganmelo') // 'bring'
 * @example readBroughtInstead("I'll pick it up at the store") // undefined
 * @example readBroughtInstead('traédmela a casa, al 210', '210 W 21st St') // 'bring'
 * @example readBroughtInstead("bring it to me, I can't schlep to Chelsea", undefined, 'Spin City – Chelsea') // 'bring': the order's store, by its name
 */
export function readBroughtInstead(
  text: string,
  address?: string,
  store?: string,
): 'bring' | 'mentions' | undefined {
  // The driver spared the trip is a reason to collect, no word of having it brought.
  const kinds = kindsOf(text, store, address).flatMap((k) =>
    k === 'spared' ? [undefined] : k === 'homeDelivery' ? ['bring', 'home'] : [k],
  );
  const carless = kinds.includes('noCar');
  if (kinds.includes('noDelivery') || !(kinds.includes('bring') || kinds.includes('negated') || carless))
    return undefined;
  const collecting =
    carless || kinds.some((k) => k !== undefined && COLLECTING.has(k)) || personCollects(kinds);
  // "que me lo traigan a casa", "she wants it brought here": brought to where the person is, nothing else said.
  if (!collecting)
    return kinds.includes('bring') &&
      kinds.includes('home') &&
      kinds.every((k) => k !== undefined && k !== 'negated' && k !== 'contrast')
      ? 'bring'
      : undefined;
  // Refused with no "bring", it must be the person's going ("come in", "the store"): "I can't pick it up" may be the driver's pickup.
  const theirs =
    carless || kinds.includes('bring') || kinds.some((k) => k !== 'collect' && COLLECTING.has(k ?? ''));
  return theirs && kinds.every((k) => k !== undefined) && setAside(kinds) ? 'bring' : 'mentions';
}

/**
 * Whether a reply refuses collecting: a verb of collecting or going to the store under a negation ("dont
 * wanna go get it", "no quiero ir a buscarla", "I'm not picking it up"), whatever else it says.
 *
 * @invariant refused-collecting-never-collecting A verb of collecting under a negation refuses collecting:
 *   a reply holding one is never read as the person collecting, by these words or by the options' (a "not
 *   X" that would leave the collecting option): it is read as brought, or asked back.
 * @example refusesCollecting('dont wanna go get it') // true
 * @example refusesCollecting("I'll pick it up") // false
 */
export function refusesCollecting(text: string, store?: string): boolean {
  const kinds = kindsOf(text, store);
  return kinds.some((kind, at) => {
    if (kind !== 'negated') return false;
    const next = kinds.slice(at + 1).find((k) => !k || !BETWEEN.has(k));
    return next !== undefined && (COLLECTING.has(next) || next === 'passBy');
  });
}

/**
 * Whether each refusal or contrast is of collecting (the next word past the person and fillers is one),
 * and each word of collecting has one before it with no "bring" between.
 */
function setAside(kinds: (string | undefined)[]): boolean {
  let under = false;
  return kinds.every((kind, at) => {
    // "no tengo coche": the going refused in its own words, reaching no collecting said after it.
    if (kind === 'bring' || kind === 'noCar') under = false;
    if (kind === 'negated' || kind === 'contrast') {
      const next = kinds.slice(at + 1).find((k) => !k || !BETWEEN.has(k));
      // "ya no voy a Chelsea a buscarlo", "ya no paso por la tienda": the person's passing by the store, refused.
      under = next !== undefined && (COLLECTING.has(next) || next === 'passBy');
      return under;
    }
    return !COLLECTING.has(kind ?? '') || under;
  });
}

/**
 * The kind of each phrase of a reply, undefined for a word no phrase places. The words of the order's
 * `store` name ("the chelsea store", "at Spin City") are the store: before a word for it, they only say
 * which; alone, they are it.
 */
function kindsOf(text: string, store?: string, address?: string): (string | undefined)[] {
  // Discourse words ("mija", "pues", "wey") say how, never who collects.
  // A sentence's end parts clauses as a comma does: "DELIVERY CANCEL. ME PICK UP STORE."
  const clauses = withoutEmojiCodes(text).replace(/[.;!?¿¡]+(?=\s|$)/g, ' , ');
  const tokens = addressNumbered(
    storeNamed(
      tokenize(clauses)
        // Courtesy ("porfa", "please", "gracias") says how it is asked, never who collects (invariant courtesy-is-no-content).
        .filter((t) => ![...FILLERS, ...POLITE].some((f) => f.length === 1 && f[0] === t))
        .map((t) => (PRICE.test(t) ? PRICE_SAID : t)),
      store,
    ),
    address,
  );
  const phrases: Phrase[] = [];
  let i = 0;
  while (i < tokens.length) {
    const phrase = tokens[i] === ',' ? undefined : phraseAt(WORDS, tokens, i);
    const length = phrase?.length ?? 1;
    phrases.push({ kind: tokens[i] === ',' ? ',' : phrase?.kind, words: tokens.slice(i, i + length) });
    i += length;
  }
  return refusalsRead(phrases)
    .filter((p) => p.kind !== ',')
    .map((p, at, all) =>
      // "me pick up store": "me" the person, as pidgin says "I", right before a verb of collecting.
      p.kind === 'who' && p.words.join(' ') === 'me' && COLLECT_VERBS.has(all[at + 1]?.kind ?? '')
        ? 'i'
        : p.kind,
    );
}

const COLLECT_VERBS = new Set(['collect', 'collectMine']);

/** A phrase of a reply: its kind (`','` for a comma, which parts clauses), and its words. */
interface Phrase {
  kind: string | undefined;
  words: string[];
}

/** Object pronouns between "no" and a verb of bringing, as Spanish refuses it: "no me la traigan", "no lo lleven". */
const CLITICS = new Set(['me', 'se', 'te', 'nos', 'lo', 'la', 'los', 'las']);
/** Spanish verbs of wanting or being able, between "no" and what it refuses: "no lo quiero ir a buscar". */
const WANT = new Set(['quiero', 'puedo', 'voy', 'a', 'ir']);
/** Words between a refusal and the bringing it refuses: "cancel the delivery", "quita la entrega", "no quiero que me la entreguen". */
const REFUSED_BETWEEN = new Set(['modal', 'who']);

/**
 * The refusals of a reply read by their parts: a refusal ("skip", "no need", "quita", "ya no quiero que")
 * before a word of bringing, with only pronouns between ("skip delivery", "quita la entrega", "ya no
 * quiero que me la entreguen"), or "no" with only Spanish pronouns between ("no me la lleven"), is the
 * delivery refused, one phrase ("ya no me la traigan" too); a word of bringing with a refusal right after it and nothing it refuses
 * after that ("delivery cancel", "la entrega, cancélala") too. Any other refusal is one like "can't",
 * of what follows it ("dont want go shop"). A comma ends what a refusal reaches.
 */
function refusalsRead(phrases: Phrase[]): Phrase[] {
  const out: Phrase[] = [];
  for (let at = 0; at < phrases.length; at++) {
    const phrase = phrases[at] as Phrase;
    // "ya no me la lleven": no longer wanted brought is refused as "no" refuses it.
    const said = phrase.words.join(' ');
    const no = (phrase.kind === 'filler' && said === 'no') || (phrase.kind === 'negated' && said === 'ya no');
    if (phrase.kind === 'refuse' || no) {
      let end = at + 1;
      const between = (p: Phrase | undefined) =>
        no ? p?.words.every((w) => CLITICS.has(w)) : REFUSED_BETWEEN.has(p?.kind ?? '');
      while (end < phrases.length && between(phrases[end])) end++;
      // "no" refuses the bringing only past a pronoun: "no, deliver it" and "no deliver" are read elsewhere.
      if (phrases[end]?.kind === 'bring' && (!no || end > at + 1)) {
        out.push({ kind: 'noDelivery', words: phrases.slice(at, end + 1).flatMap((p) => p.words) });
        at = end;
        continue;
      }
      // "no collect": "no" right before collecting or going refuses it, as pidgin says "can't"; so does
      // Spanish past a pronoun or a verb of wanting or being able: "no lo quiero ir a buscar".
      let verb = at + 1;
      while (verb < phrases.length && phrases[verb]?.words.every((w) => CLITICS.has(w) || WANT.has(w)))
        verb++;
      if (no && COLLECTING.has(phrases[verb]?.kind ?? '')) {
        out.push({ kind: 'negated', words: phrase.words });
        continue;
      }
      // "store no": "no" ending a clause refuses the collecting or going just before it.
      const before = out[out.length - 1];
      const ends = phrases[at + 1] === undefined || phrases[at + 1]?.kind === ',';
      if (no && ends && COLLECTING.has(before?.kind ?? '')) {
        out.splice(out.length - 1, 0, { kind: 'negated', words: phrase.words });
        continue;
      }
      if (no) {
        out.push(phrase);
        continue;
      }
      // "delivery cancel": the bringing just before, and nothing after the refusal it could refuse.
      const last = out[out.length - 1];
      const next = phrases[at + 1];
      if (last?.kind === 'bring' && (next === undefined || next.kind === ',')) {
        out[out.length - 1] = { kind: 'noDelivery', words: [...last.words, ...phrase.words] };
        continue;
      }
      out.push({ kind: 'negated', words: phrase.words });
      continue;
    }
    out.push(phrase);
  }
  return out;
}

/** What is said before a store's name, taken in with it: "at", "en la". */
const WHERE_BEFORE_NAME = new Set(['at', 'in', 'from', 'to', 'the', 'en', 'a', 'de', 'por', 'la', 'el']);

/** Words too common to name a store by: "at the laundry on 19th" names no store by "the". */
const STORE_NAME_COMMON = new Set([
  'the',
  'of',
  'and',
  'de',
  'la',
  'el',
  'y',
  'laundry',
  'store',
  'shop',
  '&',
]);

/** Words that say where a number after them is: "to 210", "al 210", "at 210". */
const TO_NUMBER = new Set(['to', 'al', 'a', 'at']);

/**
 * The tokens with the address on screen said by its number ("al 210", "to 210" of "210 W 21st St") as
 * "home", where it is brought. Another number is no word of where: "al 350" is another place, unread.
 */
function addressNumbered(tokens: string[], address: string | undefined): string[] {
  const number = /^\s*(\d+)\b/.exec(address ?? '')?.[1];
  if (number === undefined) return tokens;
  return tokens.flatMap((t, i) =>
    t === number && TO_NUMBER.has(tokens[i - 1] ?? '')
      ? ['home']
      : TO_NUMBER.has(t) && tokens[i + 1] === number
        ? []
        : [t],
  );
}

/**
 * The tokens with a run of the store's own name's words ("chelsea", "spin city") said as the store: taken
 * off before a word that is the store ("the chelsea store": "the store"), else the store itself.
 *
 * @example storeNamed(['at', 'the', 'chelsea', 'store'], 'Spin City Laundry – Chelsea') // ['at', 'the', 'store']
 */
function storeNamed(tokens: string[], store: string | undefined): string[] {
  const all = new Set(tokenize(store ?? ''));
  const names = new Set([...all].filter((t) => t.length > 2 && !STORE_NAME_COMMON.has(t)));
  if (names.size === 0) return tokens;
  const out: string[] = [];
  let i = 0;
  while (i < tokens.length) {
    // A run of the name's words that starts with one of its own ("spin city laundry", not "the laundry").
    let end = i;
    if (names.has(tokens[i] ?? '')) while (all.has(tokens[end] ?? '')) end++;
    if (end === i) {
      out.push(tokens[i] as string);
      i++;
      continue;
    }
    // Alone, the name is the store, with the word before it that says where: "lo recojo en suds", "at Bayside".
    if (phraseAt(WORDS, tokens, end)?.kind !== 'place') {
      while (WHERE_BEFORE_NAME.has(out[out.length - 1] ?? '')) out.pop();
      out.push('at', 'the', 'store');
    }
    i = end;
  }
  return out;
}
