/**
 * A whole request about the customer's placed orders, in English or Spanish, tú or usted: to see them
 * ("show me my orders", "ver mis pedidos", "mis órdenes", "where is my order") or to change one
 * ("i need to change order 5001", "¿me puede cambiar el pedido 5001?", "edit #5001", "can you move my
 * pickup for order 5001", "move pickup to saturday morning").
 *
 * @invariant order-request-whole Every word of the reply is accounted for (a verb of seeing or changing, an order, its number,
 *   a leg, politeness, articles, the day that tells which order it is: "my wednesday pickup") or the reply
 *   is not a request about orders: "new order", "order again",
 *   "don't change my order" are read elsewhere. What is said of the new time after "to", "para", "al"
 *   ("to saturday morning") is kept as typed, for the day question to read.
 */
import { readEntries } from '../words/glossary';
import { LAUNDRY_GLOSSARY } from '../words/laundry-glossary';
import { readAmountChange } from './amount';
import { changeBy } from './change-by';
import { DAY_ABBREVIATIONS, DAY_WORDS, dayShiftOf } from './day-shift';
import { withoutEmojiCodes } from './emoji-code';
import { typoOf } from './fuzzy-match';
import { isNeutral } from './neutral-words';
import { tokenize } from './normalize';
import { numberAt } from './number-words';
import { phraseAt, phraseTable, type TypedToken, typedTail, typedTokens } from './phrase-table';
import { COURIER_COMES, readBroughtInstead, readStoreCollection } from './store-collection';
import { findTimesOfDay } from './time-of-day';
import { reasonClause } from './window-choice';

/** The pickup said as the driver's verb with its object between: "pick it up at the other place". */
const PICK_IT_UP = ['pick it up', 'pick them up', 'pick it up from', 'pick them up from'];
/** The person, said as the one who acts: with "pick it up", the person collects ("I'll pick it up myself"). */
const PERSON = new Set(['i', 'ill', 'id', 'im', 'we', 'well', 'myself', 'meself', 'ourselves']);

/** Words of when the request is made ("now", "ahora"): read as politeness, never as a day that tells which order. */
const WHEN_ASKED = new Set(['now', 'ahora', 'tonight']);

/**
 * A change the request names: a leg to move, the address, the courier tip, the delivery cancelled, or
 * one added to an order collected at the store (invariant brought-instead-is-a-placed-order).
 */
export type RequestedChange = 'pickup' | 'delivery' | 'address' | 'tip' | 'cancel-delivery' | 'add-delivery';

export interface OrderRequest {
  /** See the orders, or change one. */
  wants: 'see' | 'change';
  orderId?: number;
  change?: RequestedChange;
  /** What was said of the new day and time, as typed ("saturday morning"). */
  words?: string;
  /** Said with no verb ("my orders", "order 5001"): an answer, not a request to make at any step. */
  bare?: true;
  /** The day that tells which order, as typed and folded ("my wednesday pickup": `wednesday`). */
  which?: string;
}

type Leg = 'pickup' | 'delivery' | 'address' | 'tip';

/**
 * The driver coming for it, said of them: "he comes to get it", "the driver comes", "they come to pick it
 * up", "vienen a buscarla", "el chofer viene a recogerla". "comes" is never the person's ("I come get it").
 */
const DRIVER_COMES = [
  ...['comes to get it', 'comes for it', 'comes to pick it up', 'comes to pick up', 'comes to collect it']
    .concat(['comes by', 'comes get it', 'comes and gets it'])
    .flatMap((comes) => [comes, ...['he', 'she', 'driver', 'the driver'].map((who) => `${who} ${comes}`)]),
  ...['he comes', 'she comes', 'driver comes', 'the driver comes', 'your driver comes'],
  ...['come to get it', 'come for it', 'come to pick it up', 'come pick it up', 'come get it', 'come by'].map(
    (come) => `they ${come}`,
  ),
  ...['vienen', 'viene', 'el chofer viene', 'el repartidor viene'].flatMap((come) => [
    ...['a buscar', 'a recoger'].flatMap((verb) =>
      ['', 'lo', 'la', 'los', 'las'].map((it) => `${come} ${verb}${it}`),
    ),
    ...['el', 'ella', 'ellos', 'ellas', 'la ropa'].map((it) => `${come} por ${it}`),
  ]),
];

/** Who brings it, as a courier is called. */
const COURIER = [
  'driver',
  'courier',
  'delivery guy',
  'delivery person',
  'dasher',
  'repartidor',
  'chofer',
  'mensajero',
  // The one who brings it, said by what they do: "al muchacho que reparte", "al señor que lo trae".
  'muchacho que reparte',
  'chico que reparte',
  'senor que reparte',
  'el que reparte',
  // The one who brings it, by the bringing alone: "la propina del que trae", "algo más pal que me la trae".
  ...['que trae', 'que lo trae', 'que la trae', 'que los trae', 'que me lo trae', 'que me la trae'].flatMap(
    (brings) => [brings, `el ${brings}`, `${brings} la ropa`],
  ),
  // The courier called by the service they drive for: "give the doordash driver more".
  'doordash driver',
  'doordash guy',
  'doordash courier',
  // The one who brings it on a motorbike, as the Andes and Central America call the courier: "al motorizado".
  'motorizado',
  // The courier called by the service they drive for, alone: "la propina del doordash".
  'doordash',
  'uber',
  'roadie',
  // The one of the service they drive for: "darle algo más al de doordash", "la propina del de uber".
  ...['doordash', 'uber', 'roadie'].flatMap((service) => [`de ${service}`, `el de ${service}`]),
  // The one who comes, called as a person is: "la propinita del muchacho", "the tip for the guy".
  'muchacho',
  'muchacha',
  'chavo',
  'joven',
  'senor',
  'senora',
  'guy',
];
/** How much more or less the courier is given: "more", "a bit more", "un poquito más". */
const MUCH = [
  'more',
  'less',
  'a bit more',
  'a little more',
  'a little bit more',
  'a wee bit more',
  'a tad more',
  'a bit less',
  'a little less',
];
const MUCHO = ['mas', 'menos', 'un poco mas', 'un poquito mas', 'un poco menos', 'un poquito menos'];
/**
 * Money given, said as money or as something extra ("something extra", "la lana", "el pisto", "una
 * feria"): with the courier named after it, the tip.
 */
const MONEY_GIVEN = [
  ...MUCH,
  ...MUCHO,
  'money',
  'cash',
  'extra',
  'an extra',
  'something extra',
  'a bit extra',
  'a little extra',
  'a little something',
  'dinero',
  'plata',
  'pisto',
  'lana',
  'feria',
  'varo',
  'varos',
  'billete',
  'un extra',
  'algo extra',
  'algo mas',
];
/** Who the money is for ("for the driver", "pal repartidor", "al chofer"), or whose it is ("del repartidor"). */
const FOR_WHOM = new Set(['for', 'to', 'pal', 'pa', 'para', 'al', 'del', 'of']);
const FOR_WHOM_ARTICLE = new Set(['the', 'my', 'our', 'el', 'la', 'mi']);
/** A courier called by the delivery they make: "el muchacho del delivery", "the delivery guy". */
const COURIER_OF_THE_DELIVERY = ['muchacho', 'chico', 'chavo', 'senor', 'man', 'guy', 'person'].flatMap(
  (who) => [`${who} del delivery`, `${who} de la entrega`],
);
const COURIER_TABLE = phraseTable({
  courier: [
    ...COURIER,
    'delivery driver',
    'delivery man',
    // Called as anyone is, by the delivery they make: "give the delivery boy more".
    ...['boy', 'girl', 'lady', 'woman', 'dude', 'kid'].map((who) => `delivery ${who}`),
    'el del delivery',
    ...COURIER_OF_THE_DELIVERY,
  ],
});
const MONEY_TABLE = phraseTable({ money: MONEY_GIVEN });
/** Another time, unnamed ("otro día", "another time"): the leg said before it is still the one just said. */
const ANOTHER_TIME = [
  'another day',
  'a different day',
  'another time',
  'a different time',
  // Said with no article, as a learner of English does: "I want other day".
  'other day',
  'other time',
  'some other day',
  'otro dia',
  'otra fecha',
  'otra hora',
  'otro horario',
];

/** The tip, said as the tip of a leg or of the courier ("the delivery tip", "la propina del delivery"). */
const TIP_OF_A_LEG = [
  'delivery tip',
  'pickup tip',
  'tip for the delivery',
  'tip on the delivery',
  'tip for delivery',
  'tip for the pickup',
  // "el delivery" is also the courier, where Spanish borrows the word: "la propina del delivery".
  ...['del', 'al', 'de la', 'para el', 'para la'].flatMap((of) =>
    ['delivery', 'entrega', 'recogida', 'domicilio', 'domiciliario'].map((leg) => `propina ${of} ${leg}`),
  ),
];

/**
 * Another home of the person's, said as new or other beside the word for a home, before or after it
 * as each language puts it ("my new place", "the other apartment", "mi casa nueva", "mi nuevo depa"):
 * another address than the order's, never its time.
 */
const ANOTHER_HOME = [
  ...['new', 'other', 'different', 'another'].flatMap((other) =>
    ['place', 'apartment', 'apt', 'home', 'house', 'spot', 'building', 'office'].map(
      (home) => `${other} ${home}`,
    ),
  ),
  ...[
    { homes: ['casa', 'oficina'], others: ['nueva', 'otra'] },
    { homes: ['apartamento', 'apto', 'depa', 'departamento', 'edificio'], others: ['nuevo', 'otro'] },
  ].flatMap(({ homes, others }) =>
    homes.flatMap((home) =>
      others.flatMap((other) => {
        // "otra casa" goes before; "casa nueva" after as well, read whole after "mi" ("mi casa" is a place).
        const after = other.startsWith('otr') ? [] : [`${home} ${other}`, `mi ${home} ${other}`];
        return [`${other} ${home}`, ...after];
      }),
    ),
  ),
];

/**
 * The order just placed, named as the one the person made ("el que hice", "the one i just placed", "the
 * order i just made"): a placed order, as "my order" is; a new order is never one already made.
 */
const PLACED_ORDER = ['el que', 'el pedido que', 'la orden que', 'the one i', 'the order i']
  .flatMap((head) =>
    (head.startsWith('the')
      ? ['made', 'just made', 'placed', 'just placed', 'already made', 'already placed', 'did', 'just did']
      : ['hice', 'ya hice', 'acabo de hacer', 'recien hice', 'hice hoy']
    ).map((made) => `${head} ${made}`),
  )
  .concat(['my old one', 'the old one', 'my old order', 'mi pedido anterior', 'el pedido anterior']);

const WORDS = phraseTable({
  change: [
    'change',
    'changes',
    'changing',
    'edit',
    'editing',
    'modify',
    'modifying',
    'update',
    'updating',
    'move',
    'moving',
    'reschedule',
    'shift',
    'shifting',
    'rescheduling',
    'resched',
    // As a change is abbreviated in a hurry: "chg #5001", "chng my pickup".
    'chg',
    'chng',
    'adjust',
    'amend',
    'fix',
    'switch',
    'postpone',
    // "push the friday pickup to saturday": a time pushed is moved, said alone or with "back".
    'push',
    'push back',
    'rebook',
    'alter',
    'mover',
    'moverlo',
    'moverla',
    'movamos',
    'pasar',
    'pasala',
    'pasalo',
    'pasarla',
    'pasarlo',
    'pasela',
    'paselo',
    // Moved for the person, said with "me" as Mexico and Central America do: "pásame la recogida",
    // "córreme la entrega", "muéveme la recogida"; "pasa"/"corre" the leg alone the same.
    'pasa',
    'pasame',
    'pasamela',
    'corre',
    'correme',
    'correla',
    'recorre',
    'recorreme',
    'raise',
    'increase',
    'lower',
    'reduce',
    'bump',
    'bump up',
    'subir',
    'subirle',
    'sube',
    'suba',
    'baja',
    'baje',
    'subele',
    'subale',
    'bajar',
    'bajarle',
    'bajale',
    'bajele',
    'aumentar',
    'aumenta',
    'aumente',
    // Said of the part: "the delivery needs to be moved", "has to be changed".
    'moved',
    'changed',
    'rescheduled',
    // The change said by its effect on an amount: "tip the driver more", "más propina".
    'more',
    'less',
    'mas',
    'menos',
  ],
  see: [
    'see',
    'show',
    'view',
    'list',
    'check',
    'check on',
    'look at',
    'look up',
    'lookup',
    'find',
    'track',
    'review',
    'display',
    'pull up',
    'status',
    'status of',
    'where is',
    'wheres',
    'where are',
    'what is',
    'whats',
    'what are',
    'what',
    'which',
    'do i have',
    'info',
    'details',
    'ver',
    'veo',
    'mirar',
    'mostrar',
    'muestre',
    'muestreme',
    'muestrame',
    'muestrenme',
    'ensename',
    'enseneme',
    'ensene',
    'revisar',
    'revise',
    'checar',
    'chequear',
    'consultar',
    'consulte',
    'donde esta',
    'donde estan',
    'estado',
    'estatus',
    'cual es',
    'cuales son',
    'como va',
    'informacion',
    'detalles',
    'dame',
    'deme',
    'saber',
  ],
  // Having it brought ("can you bring it to me", "que me lo traigan"): the delivery, to add or to move.
  bring: [
    // "a domicilio" (to the home) is having it brought: "a domicilio pues"; "el domicilio" is the address.
    'a domicilio',
    'bring',
    'bring it',
    'bring them',
    'bring it back',
    'bring it over',
    'deliver',
    'deliver it',
    'deliver them',
    'have it delivered',
    'have them delivered',
    'get it delivered',
    // Wanting it delivered, said of it: "I want it delivered", "I'd like them delivered".
    'it delivered',
    'them delivered',
    'drop it off',
    'send it',
    'send it back',
    'traigan',
    'traiganlo',
    'traiganla',
    'traiganmelo',
    'traer',
    'traerlo',
    'traermelo',
    'traigalo',
    'traigamelo',
    'traen',
    'entreguen',
    'entregan',
    'entreguenlo',
    'entreguenmelo',
    'lleven',
    'llevenlo',
    'llevenmelo',
    'manden',
    'mandenlo',
    'mandenmelo',
    // Vosotros, as Spain asks: "q me lo llevéis", "¿cuándo me lo traéis?".
    'lleveis',
    'llevadmelo',
    'llevadmela',
    'traeis',
    'traigais',
    'traedmelo',
    'traedmela',
    'entregueis',
    // Wanting it brought, said of the clothes: "she wants it brought here instead".
    'brought',
    'brought back',
    'brought over',
    // Bringing as the leg's noun: "the time of bringing back", "the day for bringing it back".
    'bringing',
    'bringing it',
    'bringing them',
    'bringing back',
    'bringing it back',
    'bringing them back',
  ],
  // Not being able to come for it, said as the reason for a delivery: "i can't come in", "no puedo ir".
  reason: [
    'i cant come',
    'i cant come in',
    'i cant come by',
    'i cant make it',
    'i cant go',
    'i cant pick it up',
    'cant come in',
    'cant make it',
    'no puedo ir',
    'no puedo pasar',
    'no puedo ir a recogerlo',
    'no puedo pasar por el',
    'no voy a poder ir',
  ],
  // Giving, read only of the tip ("give the driver 5 as a tip", "quiero darle 5 de propina"): "give me
  // my orders" is no change.
  give: [
    'give',
    'give him',
    'give her',
    'leave',
    'darle',
    'darles',
    'dale',
    'dele',
    'denle',
    'dar',
    'dejarle',
    'dejar',
    'dejale',
  ],
  cancel: ['cancel', 'cancelar', 'cancele', 'cancela', 'cancelen', 'cancelarla', 'cancelela', 'anular'],
  order: [
    'order',
    'orders',
    'laundry order',
    'laundry orders',
    'pedido',
    'pedidos',
    'orden',
    'ordenes',
    ...PLACED_ORDER,
  ],
  // What was sent, said as the things themselves: "where's my stuff", "¿dónde está mi ropa?"; only seen.
  things: ['stuff', 'things', 'clothes', 'ropa', 'cosas'],
  mine: [
    'my',
    'mine',
    'our',
    'mi',
    'mis',
    'nuestro',
    'nuestra',
    'nuestros',
    'nuestras',
    // The order of the one the writer speaks for: "move her wednesday pickup", "his order 5001".
    'her',
    'his',
    'their',
  ],
  pickup: [
    'pickup',
    'pickups',
    'pick up',
    'picked up',
    'recogida',
    'recogidas',
    'recoleccion',
    // The pickup said as what the driver does: "el día que pasan a recoger", "que lo recojan".
    'pasan a recoger',
    'pasen a recoger',
    'vienen a recoger',
    'vengan a recoger',
    'recojan',
    'recogen',
    // The driver fetching it, as said in Argentina and Mexico: "que pasen a buscarlo".
    'pasen a buscar',
    'pasen a buscarlo',
    'pasen a buscarla',
    'vengan a buscar',
    'vengan a buscarlo',
    'vengan a buscarla',
    'pasan a buscar',
    'pasan a buscarlo',
    'pasan a buscarla',
    // The driver coming for it, said to the store: "when you come get it", "where you pick it up from";
    // "I'll come get it" is the person collecting (store-collection.ts).
    ...COURIER_COMES,
    // The day they come by: "el día que pasan", "que pasen a otra dirección".
    'pasan',
    'pasen',
    // The driver coming for it, said of them ("when he comes to get it", "el día que vienen a buscar"):
    // a third person's verb, never the person's own collecting ("I'll come get it", store-collection.ts).
    ...DRIVER_COMES,
    // The driver told to come for it: "pick it up at the other place". Said with the person ("I'll pick
    // it up") it is collecting, no part (`PERSON`, invariant collecting-is-not-the-pickup).
    ...PICK_IT_UP,
    // "recojo" as the noun Peru says for the pickup ("la hora de recojo", "el recojo"); alone it is "I collect".
    'de recojo',
    'del recojo',
    'el recojo',
    // The Southern Cone's and Chile's "retiro" as the noun for the pickup ("reprogramar un retiro"), and
    // the store's "retiren"; alone, "retiro" is "I collect" (store-collection.ts).
    'un retiro',
    'el retiro',
    'del retiro',
    'los retiros',
    'retiren',
    'retiran',
    'de retiro',
    // "recoger en" a place: the driver's pickup there ("recoger en la oficina nueva"); "recoger" alone may
    // be the person's own collecting, and is read by store-collection.ts.
    ...['', 'lo', 'la', 'los', 'las'].map((it) => `recoger${it} en`),
  ],
  delivery: [
    'delivery',
    'deliveries',
    'drop off',
    'dropoff',
    'return',
    'entrega',
    'entregas',
    'devolucion',
    'comes back',
    'come back',
    // Given back, said as what the store does: "el día que me la devuelven".
    'devuelven',
    'devuelvan',
  ],
  address: [
    'address',
    'delivery address',
    'pickup address',
    'direccion',
    'domicilio',
    'direccion de entrega',
    'direccion de recogida',
    // Another address than the order's: "pick up from a different address", "en otra dirección".
    'different address',
    'another address',
    'new address',
    'other address',
    'otra direccion',
    'nueva direccion',
    // The adjective after the noun, as Spanish puts it and English notes do: "dirección nueva", "address new".
    'direccion nueva',
    'address new',
    'new location',
    'otro domicilio',
    // Another place, said without the word address: "que lo recojan en otro lado".
    'somewhere else',
    'another place',
    'a different place',
    'elsewhere',
    'otro lado',
    'otra parte',
    'otro lugar',
    // The place itself: "el lugar", "the location".
    'lugar',
    'location',
    'ubicacion',
    'other place',
    'different place',
    'other location',
    'different location',
    'another location',
    // Another home of the person's, named new or other: "pick up from my new place", "en mi casa nueva".
    ...ANOTHER_HOME,
    // The place said as the leg's noun (round 42): "the place of the pickup", "the pickup spot", "el sitio
    // de recogida"; "place" alone is left unread ("place my order" is no address).
    'the place',
    'that place',
    'pickup place',
    'pick up place',
    'the spot',
    'pickup spot',
    'pick up spot',
    'pickup point',
    'sitio',
    // Where the clothes go, said of them: the order's one address, which pickup and delivery share.
    ...['it goes', 'it go', 'its going', 'it is going', 'they go', 'theyre going', 'they are going'].map(
      (going) => `where ${going}`,
    ),
  ],
  // Where, said of a leg with a change ("cambiar dónde lo pasan a buscar", "change where you pick it up"): the address.
  where: ['where', 'donde', 'adonde', 'a donde'],
  // The person's home changed, said of themselves ("I moved", "me mudé", "ya no vivo ahí"): the address,
  // said alone or with where to ("me mudé a Brooklyn"); with another part named, neither is sure.
  relocated: [
    ...['i', 'we'].flatMap((who) =>
      ['moved', 'just moved', 'have moved', 'moved out', 'moved house'].map((moved) => `${who} ${moved}`),
    ),
    'ive moved',
    'weve moved',
    'ive just moved',
    'weve just moved',
    'im moving',
    'were moving',
    'i am moving',
    'we are moving',
    'i dont live there anymore',
    'i no longer live there',
    'me mude',
    'nos mudamos',
    'me he mudado',
    'nos hemos mudado',
    'me acabo de mudar',
    'nos acabamos de mudar',
    'me estoy mudando',
    'nos estamos mudando',
    'me cambie de casa',
    'nos cambiamos de casa',
    'me cambie de direccion',
    'ya no vivo ahi',
    'ya no vivo alli',
    'ya no vivimos ahi',
  ],
  tip: [
    'tip',
    // The tip by its formal name: "increase the gratuity", "adjust gratuity for the dasher".
    'gratuity',
    'courier tip',
    'driver tip',
    'tip the driver',
    'tip the courier',
    // The courier by any of their names: "tip the dasher more", "tip the delivery guy".
    ...COURIER.flatMap((courier) => [`tip the ${courier}`, `tip my ${courier}`, `tip your ${courier}`]),
    'propina',
    'propina del mensajero',
    'propina al repartidor',
    'propina del repartidor',
    'propina al chofer',
    'propina del chofer',
    'propina al mensajero',
    // Its diminutive, said fondly: "la propinita".
    'propinita',
    ...TIP_OF_A_LEG,
  ],
  // Asking when ("when do you bring it", "¿cuándo me lo traen?"): the leg's time, asked about.
  when: ['when', 'what time', 'what day', 'cuando', 'a que hora', 'que dia', 'que hora'],
  // Words that say nothing of which order or what to do with it.
  neutral: [
    'the',
    'a',
    'an',
    'this',
    'that',
    'of',
    'for',
    'on',
    'in',
    'with',
    'about',
    'at',
    'it',
    'time',
    'date',
    'day',
    'window',
    'slot',
    'hour',
    'number',
    'numero',
    'de',
    'del',
    'el',
    'la',
    'los',
    'las',
    'un',
    'una',
    'al',
    'en',
    'con',
    'sobre',
    'hora',
    'fecha',
    'dia',
    'horario',
    'from',
    // Another time, unnamed: "que la entreguen otro día" moves the leg, the day then asked.
    ...ANOTHER_TIME,
    // A verb's particle said after its object: "bump the tip up to 5", "bring the tip down to 2".
    'up',
    'down',
    // "that" pointing at what was just named, as Spanish closes a reply: "la recogida, eso".
    'eso',
  ],
  // What is changed, left unsaid: "quiero cambiarle algo al pedido 5001"; read only with the order named.
  unsaid: ['something', 'anything', 'algo', 'una cosa'],
  // Where it is brought: "bring it home", "a la casa"; never a new time.
  place: [
    'home',
    'house',
    'my place',
    'casa',
    'mi casa',
    'domicilio',
    'my apartment',
    'mi apartamento',
    // Where the person is: "bring it here", "tráiganmelo aquí".
    'here',
    'aqui',
    'aca',
  ],
  // Politeness and the frames of a request ("can you", "i need to", "¿me puede", "quisiera").
  filler: [
    'please',
    'pls',
    'plz',
    'hi',
    'hello',
    'hey',
    'thanks',
    'thank you',
    'thx',
    'ok',
    'okay',
    // Spanish's "ok", closing a sentence as Venezuela and Colombia do: "la propina del doordash vale".
    'vale',
    'so',
    'um',
    'uh',
    'oh',
    'also',
    'actually',
    'instead',
    'rather',
    'mejor',
    'mas bien',
    'yes',
    'just',
    // "just" as Latin America says it: "5001 pedido cambiar nomás".
    'nomas',
    'nada mas',
    'quickly',
    'i',
    'me',
    'you',
    'u',
    'yall',
    'you all',
    'you guys',
    'we',
    // Whoever is asked to do it: "can he change 5001 …" (Gullah "he", whoever), "can someone", Gullah "oona" (you all).
    'he',
    'she',
    'they',
    'someone',
    'somebody',
    'anyone',
    'anybody',
    'oona',
    // Whoever is asked, with a future's frame: "change where they're going to pick up", Ozark's
    // "a-going to", "where you'll deliver": who does it and when it will be, no part of the change.
    'theyre',
    'theyll',
    'youre',
    'youll',
    'gonna',
    'going to',
    'goin to',
    'a going to',
    'fixing to',
    'fixin to',
    'can',
    'could',
    'would',
    'will',
    'may',
    'need',
    'needs',
    'has',
    'be',
    'want',
    'wanna',
    'gotta',
    'like',
    'id',
    'ill',
    'to',
    'help',
    'let',
    'lets',
    'do',
    'have',
    'got',
    'any',
    'make',
    // Setting the value said next: "the delivery, make it saturday", "que sea el sábado".
    'make it',
    'make that',
    'que sea',
    'some',
    'possible',
    'is it possible',
    'how',
    'por favor',
    'porfa',
    'porfavor',
    'hola',
    // Calling for attention: "oiga, ¿me pueden pasar la recogida?", "hey listen".
    'oiga',
    'oigan',
    'oye',
    'listen',
    'buenas',
    'buenos dias',
    'buenas tardes',
    'buenas noches',
    'gracias',
    'muchas gracias',
    'si',
    'puede',
    'podria',
    'pueden',
    'podrian',
    'puedes',
    'podrias',
    'puedo',
    'quiero',
    'quisiera',
    'necesito',
    'ocupo',
    'gustaria',
    'deseo',
    'desearia',
    'deseaba',
    'queria',
    'favor',
    'ayudeme',
    'ayudame',
    'yo',
    'usted',
    'tengo',
    'tiene',
    'hay',
    'que',
    'q',
    'como',
    'se',
    'le',
    'lo',
    // When it is asked for, which is no part of the request: "orita necesito mover un pickup".
    'now',
    'right now',
    'asap',
    'today please',
    'ahora',
    'ahorita',
    'orita',
    'ya',
  ],
  // The day that tells which order it is ("the wednesday pickup", "la recogida del miércoles"): read
  // only beside the order or the leg it tells (`tellsWhich`), never as the new day.
  day: [
    ...[...DAY_WORDS].filter((word) => !WHEN_ASKED.has(word)),
    ...DAY_ABBREVIATIONS,
    ...['tomorrows', 'todays'],
  ],
});

/** The words before a day that tell which order it is: "my wednesday pickup", "la recogida del miércoles". */
const WHICH_BEFORE_DAY = new Set([
  'my',
  'her',
  'his',
  'their',
  'the',
  'this',
  'that',
  'of',
  'from',
  'del',
  'de',
  'mi',
]);

/**
 * Spanish forms of changing, by their stem, in tú, usted or vos, with their pronouns: "cambiar",
 * "cámbielo", "modifique", "reprogramar", "recorrer", "muévela", "movela".
 */
export const CHANGE_STEM =
  /^(?:cambi|modific|edit|muev|movel|mover|reprogram|ajust|actualiz|corrig|correg|pospon|aplaz|recorr)[a-z]*$/;

/** Where a new time begins, after a change verb or a leg: "to saturday", "para el viernes", "al lunes". */
const TIME_AFTER = new Set(['to', 'until', 'till', 'para', 'pa', 'pal', 'al', 'a', 'hasta']);
/** Where a new time begins right after a leg only: "pickup for friday", "la recogida el viernes". */
const TIME_AFTER_LEG = new Set(['for', 'on', 'el']);

/** What the courier may be given more of that is no money: "more time", "más tiempo", "a bit more notice". */
const NOT_MONEY = new Set(['time', 'notice', 'room', 'space', 'chance', 'minutes', 'tiempo', 'minutos']);

/** Money said after an amount: "5 dollars", "5 pesos". */
const MONEY = new Set('dollar dollars bucks buck usd pesos peso dolares dolar'.split(' '));
/** Words between an amount and the tip: "5 de propina", "5 bucks as a tip". */
const AMOUNT_TO_TIP = new Set('de of as in a en como'.split(' '));
/** Words setting the tip to the amount after it: "tip make 5", "tip, make it 6", "tip at 4", "propina ponle 5". */
const TIP_SET_TO = new Set([...AMOUNT_TO_TIP, ...'make it to at should be set ponle ponele pon'.split(' ')]);

/**
 * An amount said right before the tip ("5 de propina", "$5 tip", "5 dollars as a tip"): how many words
 * are the number and its money, and how many to skip to the tip's own words, left to read.
 */
function amountBeforeTip(words: string[], at: number): { said: number; length: number } | undefined {
  if (!/^\$?\d{1,3}(?:\.\d{1,2})?$/.test(words[at] ?? '')) return undefined;
  let end = at + 1;
  while (MONEY.has(words[end] ?? '')) end++;
  const said = end - at;
  while (AMOUNT_TO_TIP.has(words[end] ?? '')) end++;
  return phraseAt(WORDS, words, end)?.kind === 'tip' ? { said, length: end - at } : undefined;
}

/**
 * Money given to the courier, said from `at` on: the money, then whom it is for ("something extra for
 * the driver", "lo del pisto pal muchacho del delivery", "darle más al chofer"), or, after a word of
 * giving (`given`), the courier, then the money ("give the driver a wee bit more"). How many words it
 * takes: the tip, though "delivery" names the courier; undefined when the words say no such thing.
 */
function moneyToCourier(words: string[], at: number, given: boolean): number | undefined {
  const money = phraseAt(MONEY_TABLE, words, at);
  const forWhom = money && courierAt(words, at + money.length, true, given);
  if (money && forWhom) return money.length + forWhom;
  const who = given ? courierAt(words, at, false, true) : undefined;
  const after = who === undefined ? undefined : phraseAt(MONEY_TABLE, words, at + who);
  return who !== undefined && after ? who + after.length : undefined;
}

/**
 * How many words from `at` name the courier, with "for" (`needsFor`) and an article before it or not.
 * Where money is given (`given`: "darle más al delivery"), "delivery" is the one who brings it too, as
 * Spanish borrows the word for the courier: only a person is given money.
 */
function courierAt(words: string[], at: number, needsFor: boolean, given = false): number | undefined {
  let i = at;
  if (FOR_WHOM.has(words[i] ?? '')) i++;
  else if (needsFor) return undefined;
  if (FOR_WHOM_ARTICLE.has(words[i] ?? '')) i++;
  const who =
    phraseAt(COURIER_TABLE, words, i) ?? (given && words[i] === 'delivery' ? { length: 1 } : undefined);
  return who ? i + who.length - at : undefined;
}

/**
 * Where an amount said right after the tip begins ("tip 5 dollars", "propina de $5", "tip make it 5"): the amount and only
 * its money to the end; undefined when more is said.
 */
function amountAfterTip(words: string[], at: number): number | undefined {
  let start = at;
  while (TIP_SET_TO.has(words[start] ?? '')) start++;
  if (!/^\$?\d{1,3}(?:\.\d{1,2})?$/.test(words[start] ?? '')) return undefined;
  return words.slice(start + 1).every((w) => MONEY.has(w)) ? start : undefined;
}

/** Money itself, by name ("money", "el pisto", "la lana"): with no courier named, a fee or a tip, unsure which. */
const MONEY_NOUNS = new Set('money cash dinero plata pisto lana feria varo varos billete'.split(' '));

/**
 * Whether a reply speaks of money (`MONEY_NOUNS`): where it names no part whole ("the money for the
 * delivery": its fee, or its courier's tip), no option is picked by a word of it.
 *
 * @example speaksOfMoney('the money for the delivery') // true
 */
export function speaksOfMoney(text: string): boolean {
  return typedTokens(text).tokens.some((t) => MONEY_NOUNS.has(t.word));
}

/** Short for "number" before an order's number. */
const NUMBER_SIGN = new Set(['no', 'n', 'nro', 'num']);

const LEGS: readonly string[] = ['pickup', 'delivery', 'address', 'tip'];

/**
 * The request a reply makes about the customer's orders, or undefined when it is not wholly one
 * (invariant order-request-whole).
 *
 * @example readOrderRequest('i need to change order 5001') // { wants: 'change', orderId: 5001 }
 * @example readOrderRequest('ver mis pedidos') // { wants: 'see' }
 * @example readOrderRequest('move pickup to saturday morning') // { wants: 'change', change: 'pickup', words: 'saturday morning' }
 * @example readOrderRequest('new order') // undefined
 */
export function readOrderRequest(typed: string): OrderRequest | undefined {
  const text = typed.replace(ABOUT_THE_ORDER, '');
  const read = readParts(text);
  return (
    dayReplaced(text) ??
    dayAndTimeReplaced(text) ??
    legShifted(text) ??
    broughtInstead(text) ??
    (read ? requestOf(read) : cancelledWithItsReason(text))
  );
}

/**
 * @invariant about-the-order-is-no-word-of-it What a message is about, said before the order it names
 *   ("Regarding order number 5001, I need to …", "about my order 5001: …", "respecto al pedido 5001, …",
 *   "en cuanto a la orden 5001 …"), says nothing of its own: the request is read without it. Only before
 *   an order named (its noun, "#", or its number); "about the delivery …" stays as it was.
 */
const ABOUT_THE_ORDER =
  /^\s*(?:regarding|concerning|re:?|about|as for|as regards|with regards? to|in regards? to|sobre|acerca del?|(?:con )?respecto (?:a|al|del?)|en cuanto (?:a|al)|en relaci[oó]n (?:a|al|con))\s+(?=(?:(?:my|our|the|mi|el|la|nuestro|nuestra)\s+)?(?:order|pedido|orden|#|n[uú]mero|number|\d))/iu;

/**
 * @invariant brought-instead-is-a-placed-order A reply asking to have it brought instead of the person
 *   collecting it, every word placed ("quiero que me la traigan a la casa en vez de ir a buscarla", "can
 *   you bring it to my place instead of me picking it up", "deliver it instead, I can't get to the
 *   store"; store-collection.ts `readBroughtInstead`), is a delivery added to a placed order collected at
 *   the store, never a new order nor the menu asked again: a new order has no collecting to replace. One
 *   that says more ("bring it, I'll pick it up friday") is not read so.
 *
 * @example broughtInstead('quiero que me la traigan a la casa en vez de ir a buscarla') // { wants: 'change', change: 'add-delivery' }
 */
function broughtInstead(text: string): OrderRequest | undefined {
  return readBroughtInstead(text) === 'bring' ? { wants: 'change', change: 'add-delivery' } : undefined;
}

/** "instead of", "en vez del": what follows is what there is now, what comes before what is wanted. */
const INSTEAD_OF = phraseTable({
  instead: ['instead of', 'en vez de', 'en vez del', 'en lugar de', 'en lugar del', 'rather than'],
});
/** Words before a day that say only when: "on friday", "el viernes", "the wednesday one". */
const BEFORE_DAY = new Set(['on', 'the', 'el', 'la', 'this', 'este', 'for', 'para', 'pa', 'to', 'a', 'al']);

/**
 * @invariant day-replaced-is-a-placed-order A leg's day said with the day it replaces ("quiero que
 *   recojan el viernes en vez del miércoles", "pick it up friday instead of wednesday") moves the leg
 *   of the order on the day replaced, never starts a new order: a new order has no day to replace.
 *   The new day is the words before "instead", the replaced one tells which order (`which`); a reply
 *   that says more than the leg, its new day and the day replaced is not read so ("new order, pick up
 *   friday instead of wednesday").
 */
function dayReplaced(text: string): OrderRequest | undefined {
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => t.word);
  const at = words.findIndex((_, i) => phraseAt(INSTEAD_OF, words, i));
  if (at <= 0) return undefined;
  // After it: the day there is now, and nothing more than words that say nothing ("the", "del", "pls").
  let after = at + (phraseAt(INSTEAD_OF, words, at)?.length ?? 0);
  while (BEFORE_DAY.has(words[after] ?? '')) after += 1;
  const replaced = words[after];
  if (phraseAt(WORDS, words, after)?.kind !== 'day' || !words.slice(after + 1).every(isFiller))
    return undefined;
  // Before it: the leg, then the new day, last; the request read without its day.
  let day = at - 1;
  if (phraseAt(WORDS, words, day)?.kind !== 'day' || words[day] === replaced) return undefined;
  while (BEFORE_DAY.has(words[day - 1] ?? '')) day -= 1;
  const start = tokens[day] as TypedToken;
  // The new day's words without what leads to it: "to friday" is "friday", as the request's own reading has it.
  let from = day;
  while (TIME_AFTER.has(words[from] ?? '')) from += 1;
  const read = readParts(chunks.slice(0, start.chunk).join(' '));
  if (!read || read.said !== undefined || read.verb === 'see' || read.verb === 'cancel') return undefined;
  if (read.leg !== 'pickup' && read.leg !== 'delivery' && !(read.leg === undefined && read.verb))
    return undefined;
  return {
    wants: 'change',
    ...(read.orderId !== undefined ? { orderId: read.orderId } : {}),
    ...(read.leg ? { change: read.leg } : {}),
    words: chunks.slice((tokens[from] as TypedToken).chunk, (tokens[at] as TypedToken).chunk).join(' '),
    which: replaced,
  };
}

/** The courier told to come, with no leg named: "vengan el sábado", "come saturday": the pickup, as "pasen" is. */
const COME = phraseTable({ come: ['vengan', 'venga', 'vengan por', 'come', 'come by', 'come over'] });
/** Loose times of day the time reader leaves to the window step ("temprano", "early"): still a time beside the day. */
const LOOSE_TIME = new Set(['temprano', 'tempranito', 'early', 'late', 'tarde', 'tardecito']);

/**
 * @invariant day-replaced-time-beside A time of day said beside the leg's new day ("mejor que pasen el
 *   sábado temprano en vez del miércoles", "come saturday morning instead of wednesday") is the new day's,
 *   read as `dayReplaced` reads the day alone; "vengan"/"come" with no leg named is the courier coming for
 *   it, the pickup (as "pasen"). Words beside the day that are no time ("at my other place") are not read so.
 */
function dayAndTimeReplaced(text: string): OrderRequest | undefined {
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => t.word);
  const at = words.findIndex((_, i) => phraseAt(INSTEAD_OF, words, i));
  // The new day, last before the time: "la mañana" of "en la mañana" is the time, not tomorrow.
  let day = at - 1;
  while (day >= 0 && (phraseAt(WORDS, words, day)?.kind !== 'day' || partOfDay(words, day))) day -= 1;
  if (day < 0 || day === at - 1) return undefined;
  const [timeChunk, insteadChunk] = [day + 1, at].map((i) => (tokens[i] as TypedToken).chunk);
  const beside = words.slice(day + 1, at);
  const times = findTimesOfDay(chunks.slice(timeChunk, insteadChunk).join(' '));
  const loose = beside.some((w) => LOOSE_TIME.has(w));
  const rest = times.rest.split(' ').filter((w) => w && !LOOSE_TIME.has(w) && !TIME_FILLER.has(w));
  if (rest.length > 0 || (times.times.length === 0 && !loose)) return undefined;
  // "vengan"/"come" first, with no leg after it: the pickup, said as "pasen" is.
  const come = phraseAt(COME, words, 0);
  const lead = come && phraseAt(WORDS, words, come.length)?.kind !== 'pickup' ? come.length : 0;
  const dayOnly = [
    ...(lead ? ['pasen'] : []),
    ...chunks.slice(lead ? (tokens[lead] as TypedToken).chunk : 0, timeChunk),
    ...chunks.slice(insteadChunk),
  ].join(' ');
  const read = dayReplaced(dayOnly);
  if (!read?.words || !(read.change === 'pickup' || read.change === 'delivery')) return undefined;
  return { ...read, words: [read.words, ...chunks.slice(timeChunk, insteadChunk)].join(' ') };
}

/** Whether the day word at `at` is the part of the day of "en la mañana", "por la mañana", "de la mañana". */
function partOfDay(words: string[], at: number): boolean {
  return words[at - 1] === 'la' && ['en', 'por', 'de'].includes(words[at - 2] ?? '');
}

/** Words around a time of day that the time reader leaves ("in the", "en la", "at", "a las"). */
const TIME_FILLER = new Set(['in', 'the', 'en', 'la', 'el', 'at', 'a', 'las', 'por', 'de', 'around']);

/**
 * Verbs that move a leg later or earlier by themselves ("atrasen la recogida un día", "postpone my pickup
 * by a day"), each with the word its language says the direction by after the days.
 */
const MOVED = phraseTable({
  después: ['atrasen', 'atrasar', 'atrase', 'retrasen', 'retrasar', 'retrase', 'pospongan', 'posponer'],
  antes: ['adelanten', 'adelantar', 'adelante'],
  later: ['postpone', 'delay'],
  earlier: ['move up'],
});
/** What goes before the leg, read here where the request reader reads no Spanish verb of moving it. */
const BEFORE_LEG = new Set([
  'pasen',
  'pasar',
  'muevan',
  'mover',
  'cambien',
  'pongan',
  'la',
  'el',
  'mi',
  'my',
  'the',
]);

/**
 * @invariant leg-shifted-from-its-day A leg named with a shift of days and nothing else ("can u push my
 *   pickup back a day", "pasen la recogida un día después", "atrasen la recogida un día") is a change of
 *   that leg of a placed order, the shift kept as the words for the leg's day question to read from the
 *   current day (day-shift.ts); never a new order, which has no day to shift from. The order named by its
 *   number beside the leg ("pásame la recogida del 5002 un día después") is that order's leg. A shift from another
 *   day ("a day later than tomorrow") or with words beyond a time after it is not read so.
 */
function legShifted(text: string): OrderRequest | undefined {
  const typed = typedTokens(text);
  const { tokens, chunks } = typed;
  const words = tokens.map((t) => t.word);
  const moved = phraseAt(MOVED, words, 0);
  const legFrom = moved ? ((tokens[moved.length] as TypedToken | undefined)?.chunk ?? 0) : 0;
  for (let at = moved ? moved.length + 1 : 1; at < words.length; at += 1) {
    const from = (tokens[at] as TypedToken).chunk;
    // The verb's direction said after the days ("un día" moved later: "un día después"), after "by" before them.
    const around = !moved
      ? {}
      : /^by\b/i.test(chunks[from] ?? '')
        ? { before: moved.kind }
        : { after: moved.kind };
    const said = typedTail(typed, from, around);
    const shift = dayShiftOf(said);
    if (!shift || (shift.rest !== '' && findTimesOfDay(shift.rest).rest !== '')) continue;
    const leg = legBefore(chunks.slice(legFrom, from).join(' '), moved !== undefined);
    if (leg) return { wants: 'change', ...leg, words: said.chunks.join(' ') };
  }
  return undefined;
}

/**
 * The pickup or delivery a request's words before the shift name, and nothing else but the order's
 * number ("pásame la recogida del 5002", "push my pickup on 5002"): that order's leg, never a new order.
 */
function legBefore(
  before: string,
  moved: boolean,
): { change: 'pickup' | 'delivery'; orderId?: number } | undefined {
  const read = readParts(before);
  if (read && read.said === undefined && read.verb !== 'see' && read.verb !== 'cancel') {
    const of = read.orderId === undefined ? {} : { orderId: read.orderId };
    if (read.leg === 'pickup' || read.leg === 'delivery') return { change: read.leg, ...of };
  }
  const words = typedTokens(before).tokens.map((t) => t.word);
  let at = 0;
  while (BEFORE_LEG.has(words[at] ?? '')) at += 1;
  const leg = phraseAt(WORDS, words, at);
  if ((leg?.kind !== 'pickup' && leg?.kind !== 'delivery') || at + leg.length !== words.length)
    return undefined;
  return moved || at > 0 ? { change: leg.kind } : undefined;
}

/**
 * A request about one order told by what it holds, its services or things said beside the order ("change
 * the suit order", "move the wash and fold order to friday", "cambiar el pedido del traje"): the request
 * the rest makes, and the words that tell which (for the order step to match against the orders, which
 * asks when none or two hold it). Undefined when no such word is said, no order is named, it names an
 * order by its number, says no verb, or is not wholly a request (invariant order-request-whole).
 *
 * @example readOrderRequestHolding('change the suit order') // { request: { wants: 'change' }, holding: 'suit' }
 * @example readOrderRequestHolding('change my preferences') // undefined
 */
export function readOrderRequestHolding(
  text: string,
): { request: OrderRequest; holding: string } | undefined {
  const held: string[] = [];
  const read = readParts(text, held);
  if (!read || held.length === 0 || !read.named || read.orderId !== undefined) return undefined;
  const request = requestOf(read);
  return request && !request.bare ? { request, holding: held.join(' ') } : undefined;
}

let laundryWords: ReadonlySet<string> | undefined;

/**
 * Whether a word is one the default laundry glossary names a service by ("suit", "traje", "fold",
 * "comforter"), as said or in its plural; the set built on first use. Joining words ("and", "de") are none.
 */
function isLaundryWord(word: string): boolean {
  laundryWords ??= laundryServiceWords();
  return [word, word.replace(/es$/, ''), word.replace(/s$/, '')].some((w) => laundryWords?.has(w));
}

/** The words of the glossary's services, read as every glossary is (`readEntries`), before their descriptions. */
function laundryServiceWords(): ReadonlySet<string> {
  const read = readEntries(LAUNDRY_GLOSSARY.split('# Their descriptions')[0] ?? '');
  return new Set(
    ('entries' in read ? read.entries : [])
      .flatMap((entry) => [...entry.en, ...entry.es])
      .flatMap((way) => typedTokens(way).tokens.map((t) => t.word))
      .filter((w) => w.length > 2 && !phraseAt(WORDS, [w], 0) && !LAUNDRY_JOINS.has(w)),
  );
}

/** Words of the glossary's names that join or qualify, never tell an order by themselves. */
const LAUNDRY_JOINS = new Set(['and', 'n', 'y', 'por', 'para', 'the', 'your', 'you', 'its', 'all']);

/**
 * A delivery cancelled with a clause saying the person collects it instead, the clause after a comma or a
 * word of reason, or before a comma ("cancel the delivery for 5001, I'll pick it up myself", "cancela la
 * entrega del 5001 porque yo paso a buscarla", "I'll get it myself, cancel delivery on 5001"): the request
 * the rest makes. The clause agrees with the cancelling, so it is the person's why, never more to do; a
 * clause that says anything else (a day, having it brought, words collecting can't place) leaves the
 * reply unread (invariant order-request-whole).
 *
 * @example cancelledWithItsReason("cancel the delivery for order 5001, I'll pick it up myself") // { wants: 'change', change: 'cancel-delivery', orderId: 5001 }
 * @example cancelledWithItsReason('cancel the delivery for 5001, deliver it friday') // undefined
 */
function cancelledWithItsReason(text: string): OrderRequest | undefined {
  const splits: { request: string; clause: string }[] = [];
  const reason = reasonClause(text);
  if (reason) {
    // The word of reason itself ("since", "ya que") is no part of the collecting.
    for (const skip of [1, 2])
      splits.push({ request: reason.head, clause: reason.clause.slice(skip).join(' ') });
  }
  const comma = text.split(/[,;]/);
  if (comma.length === 2) {
    const [first = '', second = ''] = comma;
    splits.push({ request: first, clause: second }, { request: second, clause: first });
  }
  for (const { request, clause } of splits) {
    const read = readParts(request);
    const asked = read && requestOf(read);
    if (
      asked?.change === 'cancel-delivery' &&
      readStoreCollection(clause, { afterRefusal: true }) === 'collect'
    )
      return asked;
  }
  return undefined;
}

/**
 * A change of one part of the order said with its new value, at the question of what to change: the
 * part ("move the pickup to friday", "cambia la propina a 5") or none named ("pásala al viernes"), and
 * the value as typed. Undefined when the reply names an order, says no value, or is not wholly a change.
 *
 * @example readPartChange('raise the tip to 5') // { change: 'tip', words: '5' }
 * @example readPartChange('pásala al viernes') // { words: 'viernes' }
 */
export function readPartChange(text: string): { change?: RequestedChange; words: string } | undefined {
  const read = readParts(text);
  if (read?.verb !== 'change' || read.orderId !== undefined || read.said === undefined) return undefined;
  return { ...(read.leg ? { change: read.leg } : {}), words: read.said };
}

/**
 * A part of the order named at the question of what to change, with its new value or not: the part by
 * its own words ("the delivery", "que lo recojan en otra dirección", "el día que pasan a recoger, pa el
 * viernes"), having it brought ("can you bring it to me", "que me lo traigan el sábado": the delivery,
 * `bring`), or a change with a value and no part ("pásala al viernes"). Undefined when the reply names an
 * order, names no part and no value, or is not wholly about a part.
 *
 * @invariant moved-home-is-the-address The person's home said changed ("I moved", "me mudé", "nos
 *   mudamos", "ya no vivo ahí") is the address, alone or with where to ("me mudé a Queens": its words for
 *   the address question); said with another part ("I moved the pickup to friday") it names no one part.
 * @example readPartNamed('que lo recojan en otra dirección') // { change: 'address' }
 * @example readPartNamed('que me lo traigan el sábado') // { change: 'delivery', words: 'sábado', bring: true }
 */
export function readPartNamed(
  text: string,
): { change?: RequestedChange; words?: string; bring?: true } | undefined {
  const read = readParts(text, undefined, true);
  if (!read) return tipMovedBy(text);
  if (read.orderId !== undefined || read.named || read.verb === 'see' || read.verb === 'cancel')
    return undefined;
  // "la fecha", "I'd like to change the day": a time, its leg unsaid (the order's one time, or asked which).
  if (read.leg === undefined && read.time && read.said === undefined && !read.bring) return {};
  if (read.leg === undefined && (read.verb !== 'change' || read.said === undefined)) return undefined;
  return {
    ...(read.leg ? { change: read.leg } : {}),
    ...(read.said !== undefined ? { words: read.said } : {}),
    ...(read.bring ? { bring: true as const } : {}),
  };
}

/**
 * The part a verb of changing acts on ("change the delivery", "cambiar la entrega", "reschedule my
 * delivery to friday"): a part that must exist to be changed. Undefined when none is, or the part is
 * where it goes ("switch it to delivery"), or having it brought is said ("que me lo traigan").
 *
 * @example legChanged('cambiar la entrega') // 'delivery'
 * @example legChanged('switch it to delivery') // undefined
 */
export function legChanged(text: string): RequestedChange | undefined {
  const read = readParts(text, undefined, true);
  return read?.legChanged && !read.bring ? read.leg : undefined;
}

/** English verbs of moving an amount, and the words that make one a change by it ("bump it up 2", "raise it by 1"). */
const ENGLISH_MOVES = new Set(['bump', 'raise', 'increase', 'lower', 'decrease', 'reduce']);
const SAYS_BY = new Set(['up', 'down', 'by', 'more', 'less', 'extra', 'off']);

/** Words before the tip that say whose it is and nothing more: "the tip", "my tip", "la propina". */
const BEFORE_THE_TIP = new Set(['the', 'my', 'our', 'la', 'el', 'mi', 'a', 'al']);

/**
 * The tip moved by an amount, said around the tip's own words ("bump the tip up two bucks", "raise the
 * tip by $1", "súbele 2 a la propina"): the tip, and the reply without its words, which say only the
 * change (`readAmountChange`) for the tip's question to add to the tip shown. Undefined when no tip is
 * named, or anything but the change is said beside it.
 *
 * @invariant tip-moved-by-is-its-change Where a part to change is asked, the tip said with a
 *   change of its amount and nothing else ("bump the tip up two bucks") is the tip, its change offered
 *   to the tip's question, which adds it to the amount shown; never the amount itself, never asked which part.
 * @example tipMovedBy('bump the tip up two bucks') // { change: 'tip', words: 'bump up two bucks' }
 * @example tipMovedBy('bump the tip up two bucks and move the pickup') // undefined
 */
function tipMovedBy(text: string): { change: 'tip'; words: string } | undefined {
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => t.word);
  const at = words.findIndex((_, i) => phraseAt(WORDS, words, i)?.kind === 'tip');
  const length = at < 0 ? 0 : (phraseAt(WORDS, words, at)?.length ?? 0);
  if (at < 0 || words.some((_, i) => i > at && phraseAt(WORDS, words, i)?.kind === 'tip')) return undefined;
  let start = at;
  while (start > 0 && BEFORE_THE_TIP.has(words[start - 1] ?? '')) start -= 1;
  const [from, to] = [tokens[start]?.chunk ?? 0, (tokens[at + length - 1]?.chunk ?? 0) + 1];
  // The tip's words whole chunks of what was typed: "tip's" or "propina," leave nothing to cut cleanly.
  if (tokens.some((t, i) => (i < start || i >= at + length) && t.chunk >= from && t.chunk < to))
    return undefined;
  const rest = [...chunks.slice(0, from), ...chunks.slice(to)].join(' ');
  // "bump the tip 4 dollars", "raise the tip 2": by 4, or to 4? An English verb says which only with its
  // particle or a comparison ("up", "by", "more"); left to the tip's question.
  const said = tokenize(rest);
  if (said.some((t) => ENGLISH_MOVES.has(t)) && !said.some((t) => SAYS_BY.has(t))) return undefined;
  // Only the change is said beside the tip: its direction, its number and money, words that add nothing.
  const by = changeBy(rest)?.rest.split(' ').filter(Boolean) ?? [];
  const amountOnly = by.every(
    (t, i) =>
      MONEY.has(t) ||
      t === 'a' ||
      t === 'un' ||
      /^\$?\d+(?:\.\d+)?$/.test(t) ||
      numberAt(by, i) !== undefined ||
      isNeutral(t),
  );
  return amountOnly && readAmountChange(rest) !== undefined ? { change: 'tip', words: rest } : undefined;
}

/** What a request's words say, part by part (invariant order-request-whole), or undefined when a word is no part of one. */
interface Parts {
  verb: 'change' | 'see' | 'cancel' | undefined;
  orderId: number | undefined;
  leg: Leg | undefined;
  named: boolean;
  mine: boolean;
  said: string | undefined;
  /** Said as having it brought ("bring it to me"): a delivery, added where the order has none. */
  bring: boolean;
  /** Asked when ("¿cuándo me lo traen?"): the leg's time, named only where the part to change is asked. */
  when: boolean;
  /** The day that tells which order ("my wednesday pickup", "la recogida del miércoles"). */
  which: string | undefined;
  /** A time named with no leg ("la fecha", "the day"): the order's one time, where it has one. */
  time: boolean;
  /** An article of one not yet known said ("a", "una"): "a pickup from tuesday" may be a new one. */
  indefinite: boolean;
  /** A leg said right before the order, as which order it is ("the tuesday pickup order"): no leg to change. */
  legOfOrder: boolean;
  /** The leg is what a verb of changing acts on ("change the delivery", "cambiar la entrega"), never where it goes to. */
  legChanged: boolean;
}

/** Words between a verb of changing and the leg it acts on: "change the delivery", "mover mi entrega". */
const BEFORE_THE_LEG = new Set([
  'the',
  'my',
  'our',
  'your',
  'this',
  'that',
  'la',
  'el',
  'mi',
  'su',
  'esa',
  'ese',
  'lo',
  'de',
  'del',
]);

/**
 * The words of a request, each as what it means there (its kind; a word of a longer phrase, itself):
 * a typo of one of them and of no word of another meaning ("chnage order 5001") is read as it
 * (fuzzy-match.ts `typoOf`). Built on the first typo looked up.
 */
let requestVocabulary: ReadonlyMap<string, string> | undefined;
function spelled(word: string): string {
  // "shirt" is no typo of "shift": a word a service is named by is that word.
  if (word.length < 5 || phraseAt(WORDS, [word], 0) || isLaundryWord(word)) return word;
  requestVocabulary ??= new Map(
    WORDS.flatMap((p) => p.words.map((w) => [w, p.words.length === 1 ? p.kind : w] as const)),
  );
  return typoOf(word, requestVocabulary) ?? word;
}

/**
 * "na" closing a request with no mark before it, a tag that says nothing ("cambiar 5001 na", as Taglish
 * closes "now", "already"); after a mark it may be "nah" ("change 5001? na"), and stays.
 */
const CLOSING_NA = /(?<=[\p{L}\d])\s+na\s*$/iu;

/** A question's verb right after "where": "where do you pick it up" asks, "where you pick up from" names. */
const ASKING = new Set(['do', 'does', 'did', 'will', 'would', 'can', 'could', 'is', 'are', 'was']);

/** Words that name a time of the order, with no leg: "la fecha", "the day", "el horario". */
const TIME_NOUNS = new Set([
  'time',
  'date',
  'day',
  'hour',
  'window',
  'slot',
  'hora',
  'fecha',
  'dia',
  'horario',
]);

/**
 * `held`: where given, a word of the laundry glossary's services and things that no phrase places ("the
 * suit order") is put there, the request read without it, instead of leaving the reply unread. `asPart`:
 * read where the part to change is asked, where "where" said of a leg names its address with no verb.
 */
function readParts(typed: string, held?: string[], asPart = false): Parts | undefined {
  const text = withoutEmojiCodes(typed).replace(CLOSING_NA, '');
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => spelled(t.word));
  let verb: 'change' | 'see' | 'cancel' | undefined;
  let orderId: number | undefined;
  let leg: Leg | undefined;
  let named = false;
  let mine = false;
  let said: string | undefined;
  let afterLeg = false;
  let bring = false;
  let when = false;
  let things = false;
  let which: string | undefined;
  let unsaid = false;
  let rightAfterBring = false;
  let time = false;
  let give = false;
  let where = false;
  let changeSaid = false;
  let relocated = false;
  let legChanged = false;
  let changeJustSaid = false;
  // Where the leg just said starts ("the pickup on friday": 1), while nothing but its words follow it.
  let legAt: number | undefined;
  let i = 0;
  while (i < tokens.length) {
    const word = words[i] as string;
    // "la lana pal repartidor", "give the driver a bit more": the tip, read before "pal", "al" start a new time.
    const given = moneyToCourier(words, i, give);
    if (given !== undefined) {
      leg = legOf(leg, 'tip');
      if (leg === undefined) return undefined;
      afterLeg = true;
      i += given;
      continue;
    }
    // (invariant order-told-by-its-day-is-placed) "the pickup on friday", with no verb: the day tells which pickup.
    if (!asPart && verb === undefined && !mine && which === undefined && dayAfterTheLeg(words, i, legAt)) {
      which = words[i + 1];
      i += 2;
      continue;
    }
    // "to saturday morning": the rest is the new time; "to order 5001", "a la entrega" name more of the request.
    const timeStarts =
      isTimeStart(word, verb !== undefined || leg !== undefined, afterLeg) &&
      !startsOrder(words, i + 1, leg) &&
      !startsLeg(words, i + 1) &&
      !startsChange(words, i + 1) &&
      !startsPlace(words, i + 1) &&
      !words.slice(i + 1).every(isFiller);
    if (timeStarts) {
      // "el viernes no voy a estar": a day refused, with no other, is the reason for the change, never its new day.
      if (!refusesItsOnlyDay(words.slice(i + 1)))
        said = chunks.slice((tokens[i + 1] as TypedToken).chunk).join(' ');
      break;
    }
    // "bring it saturday", "have it delivered fri": a day right after having it brought is its new day;
    // where the part to change is asked, so is a day right after a leg's name ("Pickup. Fri 0800-1000."),
    // which at the menu may tell which order ("pickup friday").
    const legTimed = asPart && afterLeg && (leg === 'pickup' || leg === 'delivery');
    if (
      (rightAfterBring || legTimed) &&
      phraseAt(WORDS, words, i)?.kind === 'day' &&
      saysOnlyWhen(words, i + 1)
    ) {
      said = chunks.slice((tokens[i] as TypedToken).chunk).join(' ');
      break;
    }
    // "no. 5001", "nro 5001": not "no" the negation.
    if (NUMBER_SIGN.has(word) && /^\d{1,12}$/.test(words[i + 1] ?? '')) {
      i += 1;
      continue;
    }
    // "darle 5 de propina", "a $5 tip": an amount said right before the tip is its new amount, never an order.
    const amount = amountBeforeTip(words, i);
    if (amount !== undefined) {
      said = chunks
        .slice((tokens[i] as TypedToken).chunk, (tokens[i + amount.said - 1] as TypedToken).chunk + 1)
        .join(' ');
      i += amount.length;
      continue;
    }
    // "order 5001's pickup": the number, with its possessive.
    const number = /^(\d{1,12})s?$/.exec(word);
    if (number && (!word.endsWith('s') || /\d['’]s\b/.test(chunks[tokens[i]?.chunk ?? 0] ?? ''))) {
      // "tráiganmela a casa, al 210": the home's number, where it is brought, never an order.
      if (homeNumber(words, i)) {
        i += 1;
        continue;
      }
      if (orderId !== undefined) return undefined;
      // "el 3, que quiero mirar los pedidos": a number of one or two digits is a place in a list or an
      // amount, an order's only said as one ("order 88", "#88").
      if ((number[1] as string).length <= 2 && !saidAsOrder(words, i, chunks[tokens[i]?.chunk ?? 0] ?? ''))
        return undefined;
      orderId = Number(number[1]);
      afterLeg = false;
      i += 1;
      continue;
    }
    // "order five thousand one": a number said in words, read whole (invariant number-words-whole).
    const spoken = numberAt(words, i);
    if (spoken && spoken.value >= 100) {
      if (orderId !== undefined) return undefined;
      orderId = spoken.value;
      afterLeg = false;
      i += spoken.length;
      continue;
    }
    const phrase =
      phraseAt(WORDS, words, i) ??
      (CHANGE_STEM.test(word) ? { kind: 'change', length: 1 } : undefined) ??
      (standsForOrder(words, i) ? { kind: 'order', length: 1 } : undefined);
    // "the wash and fold order": a joining word between two of them is theirs.
    const joins = held?.length && LAUNDRY_JOINS.has(word) && isLaundryWord(tokens[i + 1]?.word ?? '');
    if (!phrase && held && (joins || isLaundryWord(tokens[i]?.word ?? ''))) {
      held.push(tokens[i]?.word ?? '');
      afterLeg = false;
      i += 1;
      continue;
    }
    if (!phrase) return undefined;
    const { kind } = phrase;
    // "I'll pick it up": the person collecting, never the driver's pickup.
    if (PICK_IT_UP.includes(words.slice(i, i + phrase.length).join(' ')) && words.some((w) => PERSON.has(w)))
      return undefined;
    // A day is read only where it tells which order ("my wednesday pickup"); elsewhere the reply says more.
    if (kind === 'day' && !tellsWhich(words, i, leg !== undefined || named)) return undefined;
    // Two days telling which ("the monday or the wednesday pickup") tell none.
    if (kind === 'day' && which !== undefined) return undefined;
    if (kind === 'day') which = word;
    give ||= kind === 'give';
    where ||= kind === 'where';
    changeSaid ||= kind === 'change';
    // "tip 5 dollars", "propina de 5": an amount said right after the tip, and only its money after it, is its new amount.
    // With a verb before it ("bump the tip 4 dollars": by 4, or to 4?) the amount is left to the tip's question.
    // "la propina del doordash", "the tip for the guy": whose tip, the courier, is the tip's own words.
    const whose = kind === 'tip' ? (courierAt(words, i + phrase.length, true) ?? 0) : 0;
    const tipAmount =
      kind === 'tip' && verb === undefined ? amountAfterTip(words, i + phrase.length + whose) : undefined;
    if (tipAmount !== undefined) {
      leg = legOf(leg, 'tip');
      if (leg === undefined) return undefined;
      said = chunks.slice((tokens[tipAmount] as TypedToken).chunk).join(' ');
      break;
    }
    if (kind === 'change' || kind === 'see' || kind === 'cancel' || kind === 'bring' || kind === 'give') {
      const said = kind === 'bring' || kind === 'give' ? 'change' : kind;
      if (verb !== undefined && verb !== said) return undefined;
      verb = said;
      bring ||= kind === 'bring';
    } else if (kind === 'order' || kind === 'things') named = true;
    else if (kind === 'mine') mine = true;
    things ||= kind === 'things';
    unsaid ||= kind === 'unsaid';
    when ||= kind === 'when';
    time ||= kind === 'neutral' && TIME_NOUNS.has(word);
    // "I moved", "me mudé": the address, the only part said (invariant moved-home-is-the-address).
    if (kind === 'relocated') {
      if (leg !== undefined && leg !== 'address') return undefined;
      leg = 'address';
      relocated = true;
    }
    legAt = isLeg(kind) ? i : afterLeg ? legAt : undefined;
    if (isLeg(kind) || kind === 'bring') {
      const named = kind === 'bring' ? 'delivery' : kind;
      if (relocated && named !== 'address') return undefined;
      leg = legOf(leg, named);
      if (leg === undefined) return undefined;
    }
    rightAfterBring = kind === 'bring';
    // "change the delivery": the leg the verb acts on; "switch it to delivery" names where it goes.
    if (isLeg(kind) && changeJustSaid) legChanged = true;
    // "mover la hora de la entrega", "change the time of the delivery": its time, the leg's still.
    const between = BEFORE_THE_LEG.has(word) || TIME_NOUNS.has(word) || word === 'of';
    changeJustSaid = kind === 'change' || (changeJustSaid && between && phrase.length === 1);
    // "pickup time for friday", "bring it on saturday": the leg's own words keep it just said.
    afterLeg =
      isLeg(kind) ||
      kind === 'bring' ||
      kind === 'relocated' ||
      // "the friday delivery, make it saturday 8-10": the value set next is the leg's.
      (afterLeg && SETS_NEXT.has(words.slice(i, i + phrase.length).join(' '))) ||
      // "la entrega del viernes, que sea el sábado": the day telling which leg keeps that leg just said.
      (kind === 'day' && (leg === 'pickup' || leg === 'delivery')) ||
      (afterLeg && kind === 'neutral' && ['time', 'hora', 'date', 'fecha'].includes(word)) ||
      // "que me lo traigan otro día, el viernes no puedo": another time unnamed keeps the leg just said.
      (afterLeg && ANOTHER_TIME.includes(words.slice(i, i + phrase.length).join(' '))) ||
      // "bring it to my place on friday", "a la casa el lunes": where it goes keeps the leg just said.
      (afterLeg && (kind === 'place' || startsPlace(words, i)));
    i += phrase.length + whose;
  }
  // "change my clothes", "que recojan mi ropa" (a new order) are no request about an order: the things are only asked after.
  if (things && ((verb !== undefined && verb !== 'see') || leg !== undefined)) return undefined;
  // "cambiar dónde lo pasan a buscar": where a leg is, changed, is the address; "where" otherwise is a
  // question, but where the part to change is asked (`asPart`) "where you pick up from" names the address.
  const wherePart =
    asPart &&
    (leg === 'pickup' || leg === 'delivery') &&
    !/[?¿]/.test(text) &&
    !words.some((w, k) => k > 0 && ASKING.has(w) && phraseAt(WORDS, words, k - 1)?.kind === 'where');
  if (where && ((!changeSaid && !wherePart) || leg === 'tip' || leg === undefined)) return undefined;
  if (where) {
    leg = 'address';
    // "change where you deliver": the place it is brought to, never a delivery added.
    bring = false;
  }
  // "give me my orders": giving is a change of the tip alone.
  if (give && leg !== 'tip') return undefined;
  // "give the driver a bit more time": more of something else than money is no tip.
  if (leg === 'tip' && words.some((w) => NOT_MONEY.has(w))) return undefined;
  // "change something, 2": with no order named, its number is no order's ("change something on order 5001" is).
  if (unsaid && !named) return undefined;
  const indefinite = words.some((w) => INDEFINITE.has(w));
  const legOfOrder = words.some(
    (w, k) =>
      isLeg(phraseAt(WORDS, [w], 0)?.kind ?? '') &&
      (phraseAt(WORDS, words, k + 1)?.kind === 'order' || standsForOrder(words, k + 1)),
  );
  return {
    verb,
    orderId,
    leg,
    named,
    mine,
    said,
    bring,
    when,
    which,
    time,
    indefinite,
    legOfOrder,
    legChanged,
  };
}

/** Articles of something not yet known: "a pickup from tuesday" may be a new one, "the tuesday pickup" is one placed. */
const INDEFINITE = new Set(['a', 'an', 'another', 'un', 'una', 'otro', 'otra']);

/**
 * The leg a request names, with another just named: the same one, or the address where the pickup was
 * said with it ("pick up from a different address": the pickup's address); two others, none.
 */
function legOf(before: Leg | undefined, named: Leg): Leg | undefined {
  if (before === undefined || before === named) return named;
  const both = [before, named];
  return both.includes('address') && both.includes('pickup') ? 'address' : undefined;
}

/** The fewest an order's number is, said alone with a leg: smaller is a place in a list, a house, an amount. */
const ORDER_NUMBER_MIN = 1000;

/**
 * @invariant order-number-with-its-leg An order's number (four digits or more) said with one of its legs
 *   and no verb ("el 5001, la entrega", "#5001 pickup", "5001 — the delivery"), as "order 5001, the
 *   delivery" is, names that leg of that order to change: the order's number and the next answer, what
 *   to change. A smaller number ("el 3, la entrega") is not read so.
 * @invariant order-told-by-its-day-is-placed An order or leg told by its day with no verb ("the tuesday
 *   pickup order", "la recogida del martes", "the friday delivery", "el pedido del lunes") names a placed
 *   order, as "my" does: a new order has no day yet to be told by. With the leg said as which order it is
 *   ("the tuesday pickup order") no part is named to change. Said with an article of one not yet known
 *   ("a pickup from tuesday", "una recogida del martes"), not read so. "One" stands for the order after
 *   its leg or its day ("the friday pickup one", "the thursday one"), and a pickup or delivery said with
 *   "the"/"that", then "on"/"for" one day and nothing more ("the pickup on friday"), is told by that day
 *   the same way: never its new day, with no verb to change it.
 */
function requestOf(read: Parts): OrderRequest | undefined {
  const { verb, orderId, leg: legSaid, named, mine, said, which } = read;
  // (invariant order-told-by-its-day-is-placed) "the tuesday pickup order": the pickup tells which order, no part to change.
  const leg = !verb && said === undefined && read.legOfOrder && which !== undefined ? undefined : legSaid;
  const toldByDay = which !== undefined && !read.indefinite;
  // "when do you bring it?" is a question about a leg's time: read only where the part to change is asked.
  if (read.when) return undefined;
  // Something of an order must be named ("change 5001" names it by its number): "show me" alone is no request about orders.
  if (!named && !leg && (orderId === undefined || !verb)) return undefined;
  // With no verb, only "my orders", "order 5001", "my pickup", or an order's leg given a new time by its
  // number ("5001 delivery to sat"): a bare "pickup" or "order" is the menu's.
  const legMoved = orderId !== undefined && leg !== undefined && said !== undefined;
  // (invariant order-number-with-its-leg) "el 5001, la entrega": the order by its number, then the part of it.
  const numberedLeg = orderId !== undefined && orderId >= ORDER_NUMBER_MIN && leg !== undefined;
  if (!verb && !mine && !toldByDay && !(named && orderId !== undefined) && !legMoved && !numberedLeg)
    return undefined;
  if (verb === 'cancel') {
    // Only a delivery can be cancelled here; "cancel my order" is not a change this bot makes.
    if (leg !== 'delivery' || said !== undefined) return undefined;
    return { wants: 'change', change: 'cancel-delivery', ...(orderId !== undefined ? { orderId } : {}) };
  }
  // "my pickup", "move it to friday": a change; "my orders", "order 5001", "where is my order": see them.
  const wants = verb === 'see' || (!verb && !leg && said === undefined) ? 'see' : 'change';
  return {
    wants,
    ...(verb ? {} : { bare: true }),
    ...(orderId !== undefined ? { orderId } : {}),
    ...(leg && wants === 'change' ? { change: leg } : {}),
    ...(said !== undefined ? { words: said } : {}),
    ...(which !== undefined ? { which } : {}),
  };
}

/**
 * Whether the day at `at` tells which order: after "my", "the", "del" ("la recogida del miércoles"), with
 * the order or its leg named before it or right after it ("my wednesday pickup").
 */
function tellsWhich(words: string[], at: number, namedBefore: boolean): boolean {
  if (!WHICH_BEFORE_DAY.has(words[at - 1] ?? '')) return false;
  const next = phraseAt(WORDS, words, at + 1)?.kind;
  // "the thursday one": "one" stands for the order.
  return (
    namedBefore || next === 'order' || (next !== undefined && isLeg(next)) || standsForOrder(words, at + 1)
  );
}

/** Words that stand for a thing named before them: "the friday pickup one", "the tuesday one". */
const ONE = new Set(['one', 'ones']);

/**
 * Whether the word at `at` is "one" standing for the order: right after its leg or the day telling which
 * ("the friday pickup one", "the thursday one"); a number elsewhere (invariant order-told-by-its-day-is-placed).
 */
function standsForOrder(words: string[], at: number): boolean {
  if (!ONE.has(words[at] ?? '')) return false;
  const before = phraseAt(WORDS, [words[at - 1] ?? ''], 0)?.kind ?? '';
  return isLeg(before) || (before === 'day' && WHICH_BEFORE_DAY.has(words[at - 2] ?? ''));
}

/** Articles that name one already known, right before its leg: "the pickup on friday", "that delivery for monday". */
const KNOWN_LEG = new Set(['the', 'that', 'this']);

/**
 * Whether, at `at`, "on"/"for" and one day, and nothing more, follow a pickup or delivery named with an
 * article of one known (`legAt`: where the leg starts): "the pickup on friday" is the Friday pickup, one
 * placed, never its new day (invariant order-told-by-its-day-is-placed).
 */
function dayAfterTheLeg(words: string[], at: number, legAt: number | undefined): boolean {
  if (legAt === undefined || !KNOWN_LEG.has(words[legAt - 1] ?? '')) return false;
  const leg = phraseAt(WORDS, words, legAt);
  if (!leg || (leg.kind !== 'pickup' && leg.kind !== 'delivery') || legAt + leg.length !== at) return false;
  if (!['on', 'for'].includes(words[at] ?? '') || phraseAt(WORDS, words, at + 1)?.kind !== 'day')
    return false;
  return words.slice(at + 2).every((w) => phraseAt(WORDS, [w], 0)?.kind === 'filler');
}

function isLeg(kind: string): kind is Leg {
  return LEGS.includes(kind);
}

function isFiller(word: string): boolean {
  const phrase = phraseAt(WORDS, [word], 0);
  return phrase?.kind === 'filler' || phrase?.kind === 'neutral' || phrase?.kind === 'place';
}

/** Kinds of words that say more than when: where it goes, which order, another part or request. */
const MORE_THAN_WHEN = new Set([
  'place',
  'order',
  'things',
  'bring',
  'change',
  'see',
  'cancel',
  'relocated',
  ...LEGS,
]);

/** Words that set the value said after them, keeping the leg just said: "make it", "que sea". */
const SETS_NEXT = new Set(['make it', 'make that', 'que sea']);

/**
 * Whether the words from `at` on say no more than when: "saturday 8-10 pls", never "friday to the
 * other address" (a place after "to") nor "friday, and the pickup too".
 */
function saysOnlyWhen(words: string[], at: number): boolean {
  return words
    .slice(at)
    .every(
      (word, k) => !TIME_AFTER.has(word) && !MORE_THAN_WHEN.has(phraseAt(WORDS, words, at + k)?.kind ?? ''),
    );
}

/** Words that refuse what is said with them: "el viernes no voy a estar", "friday won't work". */
const REFUSING = new Set(['no', 'not', 'dont', 'cant', 'cannot', 'wont', 'never', 'nunca']);

/**
 * Whether the words refuse the one day they name ("el viernes no voy a estar", "friday i can't"): the
 * reason for a change. With two days ("friday no wait saturday") it is a correction, read where asked.
 */
function refusesItsOnlyDay(words: string[]): boolean {
  const days = words.filter((_, k) => phraseAt(WORDS, words, k)?.kind === 'day');
  return days.length === 1 && words.some((word) => REFUSING.has(word));
}

/**
 * A clause that only refuses the one day it names, the reason for a change ("Friday no longer suits me",
 * "que el miércoles no estoy"): no number, no second day, nothing of a place, a leg, the order or another
 * request; said after the part to change, it is why, and no new value.
 *
 * @example refusesADayOnly('Friday no longer suits me') // true
 * @example refusesADayOnly('friday no, saturday') // false
 */
export function refusesADayOnly(text: string): boolean {
  const words = typedTokens(text).tokens.map((t) => t.word);
  return (
    refusesItsOnlyDay(words) &&
    words.every((w, k) => !/\d/.test(w) && !MORE_THAN_WHEN.has(phraseAt(WORDS, words, k)?.kind ?? ''))
  );
}

/** A word where a new time may begin: after a verb or a leg ("to", "para"), or right after a leg ("for", "el"). */
function isTimeStart(word: string, afterVerbOrLeg: boolean, rightAfterLeg: boolean): boolean {
  return (afterVerbOrLeg && TIME_AFTER.has(word)) || (rightAfterLeg && TIME_AFTER_LEG.has(word));
}

/** Words after a building's number that make it one: "to 200 w 20th", "a la 350 west 20th st". */
const STREET_AFTER = new Set('w e n s west east north south st street ave avenue'.split(' '));

/**
 * Whether an order is named from `at` on: "order 5001", "my order", "el pedido", "#5001". After the
 * tip (`leg`), a number alone is its new amount ("tip to 5"), not an order; after the address, a
 * number with a street after it is the new address ("change the address to 200 w 20th").
 */
function startsOrder(words: string[], at: number, leg?: Leg): boolean {
  let upTo = at + 3;
  for (let i = at; i < Math.min(words.length, upTo); i++) {
    const word = words[i] as string;
    // "súbela a 5", "que me la lleven a la 21": a number of one or two digits after "to", "a" (an article
    // between or not) is an amount, an hour or a street, never an order's ("a la orden 21" names one).
    if (/^\d{1,12}$/.test(word))
      return leg !== 'tip' && word.length > 2 && !(leg === 'address' && STREET_AFTER.has(words[i + 1] ?? ''));
    const kind = phraseAt(WORDS, words, i)?.kind;
    if (kind === 'order') return true;
    // "the pickup on the suit order": what the order holds, before it.
    if (!kind && (isLaundryWord(word) || (LAUNDRY_JOINS.has(word) && isLaundryWord(words[i + 1] ?? '')))) {
      upTo += 1;
      continue;
    }
    // "pickup for the wednesday order": a day after "the", "my" that tells which order, before the order.
    const which = kind === 'day' && WHICH_BEFORE_DAY.has(words[i - 1] ?? '');
    if (kind !== 'mine' && kind !== 'neutral' && !which) return false;
  }
  return false;
}

/** Whether a place it is brought to is named from `at` on ("to my place", "a la casa"): no new time. */
function startsPlace(words: string[], at: number): boolean {
  for (let i = at; i < Math.min(words.length, at + 3); i++) {
    const kind = phraseAt(WORDS, words, i)?.kind;
    if (kind === 'place') return true;
    if (kind !== 'mine' && kind !== 'neutral' && !TIME_AFTER.has(words[i] ?? '')) return false;
  }
  return false;
}

/** Whether a change is said from `at` on ("needs to move", "has to be moved", "hay que moverla"): no new time. */
function startsChange(words: string[], at: number): boolean {
  for (let i = at; i < Math.min(words.length, at + 2); i++) {
    const word = words[i] as string;
    if (phraseAt(WORDS, words, i)?.kind === 'change' || CHANGE_STEM.test(word)) return true;
    if (word !== 'be') return false;
  }
  return false;
}

/** Whether a leg is named from `at` on ("to delivery", "a la entrega"): no new time. */
function startsLeg(words: string[], at: number): boolean {
  for (let i = at; i < Math.min(words.length, at + 3); i++) {
    const kind = phraseAt(WORDS, words, i)?.kind;
    if (kind && isLeg(kind)) return true;
    if (kind !== 'mine' && kind !== 'neutral') return false;
  }
  return false;
}

/** Whether the number at `at` is said as an order's: "#88", "order 88", "pedido número 88". */
function saidAsOrder(words: string[], at: number, chunk: string): boolean {
  if (/#\d/.test(chunk)) return true;
  let before = at - 1;
  while (before >= 0 && BEFORE_NUMBER.has(words[before] as string)) before -= 1;
  return ORDER_WORDS.has(words[before] ?? '');
}

/** Words of home, where a number said after them and "to" or "al" is the home's: "a casa, al 210". */
const HOME = new Set(['home', 'house', 'place', 'casa', 'apartment', 'apartamento', 'depa']);

/** Whether the number at `at` follows "to" or "al" after a word of home ("bring it home, to 210"). */
function homeNumber(words: string[], at: number): boolean {
  if (!['to', 'al'].includes(words[at - 1] ?? '')) return false;
  let before = at - 2;
  while (words[before] === ',') before -= 1;
  return HOME.has(words[before] ?? '');
}

/** Words of the order said right before its number: "order 5001", "pedido 5001", "orden 5001". */
const ORDER_WORDS = new Set(['order', 'pedido', 'orden', 'ordr', 'oder']);
/** An article before a number said as a thing: "el 5001", "the 5001". */
const THE = new Set(['el', 'the']);
/** Words between the order and its number: "order number 5001", "pedido n° 5001", "order no. 5001". */
const BEFORE_NUMBER = new Set(['number', 'numero', 'num', 'no', 'n', 'nro', 'nr', '#']);
/** Change words that say an amount, not a change of the order: "more", "menos". */
const AMOUNT_CHANGE = new Set(['more', 'less', 'mas', 'menos']);
/** Words that negate or cancel: "don't change 5001", "no cambien el pedido 5001", "cancel order 5001". */
const NOT_A_CHANGE = new Set([
  ...REFUSING,
  'doesnt',
  'didnt',
  'nothing',
  'without',
  'nada',
  'ni',
  'sin',
  'cancel',
  'cancelar',
  'cancele',
  'cancela',
  'cancelen',
  'anular',
]);
/**
 * Words of another order like it: "same as order 5001 but change the day", "otro igual al pedido 5001
 * con cambios" ask for a new order, never a change of that one.
 */
const ANOTHER_ORDER = new Set(
  'same new repeat reorder another copy otro otra nuevo nueva igual mismo misma repetir'.split(' '),
);

/** Words of an order like one before, said with its number: "again like #5001", "como el 5001". */
const LIKE_IT = new Set(['again', 'like', 'como']);

/**
 * The one order a reply names by its number ("order 5001", "#5001", "pedido número 5001"), and whether a
 * verb of changing is said with it; undefined when it negates or cancels ("don't change 5001", "cancel
 * order 5001"), asks for another like it ("same as #5001"), or says another number of three digits or more.
 *
 * @example readOrderNumbered('chg #5001') // { orderId: 5001, changes: true }
 * @example readOrderNumbered('#5001 lol') // { orderId: 5001, changes: false }
 * @example readOrderNumbered('5001 order delivery saturday please') // { orderId: 5001, changes: false }
 * @example readOrderNumbered('oye, el 5001, quiero cambiarle la entrega') // { orderId: 5001, changes: true }
 * @example readOrderNumbered('el 5001') // undefined: a bare number, no verb
 */
export function readOrderNumbered(text: string): { orderId: number; changes: boolean } | undefined {
  const { tokens, chunks } = typedTokens(text);
  const words = tokens.map((t) => t.word);
  let orderId: number | undefined;
  // A number of four digits or more said as a thing ("el 5001, quiero cambiarle la entrega", "the 5001,
  // change it"): the order's only when a verb of changing is said with it, as no option of the menu has
  // such a number; said alone ("chg 7342") it may be a street's or an amount, and is not read.
  let bare: number | undefined;
  let changes = false;
  for (let i = 0; i < words.length; i++) {
    const word = words[i] as string;
    const number = /^(\d{1,12})s?$/.exec(word);
    if (number) {
      const chunkAt = (tokens[i] as TypedToken).chunk;
      const signed = /#\d/.test(chunks[chunkAt] ?? '') || chunks[chunkAt - 1] === '#';
      let before = i - 1;
      while (before >= 0 && BEFORE_NUMBER.has(words[before] as string)) before -= 1;
      // "order 5001", "#5001", or the order word after it: "5001 order", "the 5001 order".
      const orders = signed || ORDER_WORDS.has(words[before] ?? '') || ORDER_WORDS.has(words[i + 1] ?? '');
      const digits = number[1] as string;
      // Another order's number, or any long number besides it, makes which order unsure.
      if (orders || digits.length >= 3) {
        if (orderId !== undefined || bare !== undefined) return undefined;
        if (orders) orderId = Number(digits);
        else if (digits.length >= 4 && THE.has(words[i - 1] ?? '')) bare = Number(digits);
        else return undefined;
      }
      continue;
    }
    // "no. 5001" is the number's sign, not a negation.
    if (NOT_A_CHANGE.has(word) && !(word === 'no' && /^\d/.test(words[i + 1] ?? ''))) return undefined;
    if (ANOTHER_ORDER.has(word) || LIKE_IT.has(word)) return undefined;
    const kind = phraseAt(WORDS, words, i)?.kind;
    if ((kind === 'change' && !AMOUNT_CHANGE.has(word)) || CHANGE_STEM.test(word)) changes = true;
  }
  if (orderId === undefined && bare !== undefined && changes) orderId = bare;
  return orderId === undefined ? undefined : { orderId, changes };
}

/**
 * The order a longer request at the menu asks to change, when it is not wholly read
 * (`readOrderRequest`): "Hello again, I need to make a change to order 5001 please, the one with the
 * suit", "pa-change po ng order #5001". Only its number is taken, and the question of what to change
 * is asked on it: nothing else said is acted on.
 *
 * @invariant order-named-in-a-longer-request Read only with exactly one number said as an order's
 *   ("order 5001", "#5001", "pedido número 5001"), a verb of changing, and no negation nor cancelling
 *   ("don't change 5001", "cancel order 5001"); no other number of three digits or more is said.
 *
 * @example readOrderNamedToChange('I need to make a change to order 5001 please, the one with the suit') // 5001
 * @example readOrderNamedToChange('order 5001 or 5002, change one') // undefined
 */
export function readOrderNamedToChange(text: string): number | undefined {
  const named = readOrderNumbered(text);
  return named?.changes ? named.orderId : undefined;
}

/** Change words said of a new pickup too ("pueden pasar por la ropa" comes by for it): no sign of a placed order. */
const SAID_OF_NEW_TOO = new Set([...AMOUNT_CHANGE, 'pasar']);
/** The kinds of words that name a part of a placed order: the order, a leg, its address, its tip, a day. */
const ORDER_PART_KINDS: ReadonlySet<string> = new Set([...LEGS, 'order', 'when', 'day']);

/**
 * What a reply says of the customer's placed orders, read by its words wherever they stand, whatever
 * else it holds ("I gotta change my pickup day", "ver mis pedidos pa mover una recogida"). Only the
 * menu reads it, to keep a change from starting a new order (invariant change-never-a-new-order).
 * `changes`: a verb of changing or cancelling ("move", "cámbienme", "cancel"), or of seeing said of
 * the person's own orders or legs ("look at my orders"); `part`: a part of an order is named besides
 * (the order, a leg, its address or tip, a day or a time), typos of them read as they are.
 *
 * @example readChangeSaid('quiero cambiar la hora en que pasan por la ropa') // { changes: true, part: true }
 * @example readChangeSaid('change it') // { changes: true, part: false }
 * @example readChangeSaid('can you pick up my laundry tomorrow') // { changes: false, part: true }
 */
export function readChangeSaid(text: string): { changes: boolean; part: boolean } {
  const words = typedTokens(text).tokens.map((t) => t.word);
  let changes = false;
  let sees = false;
  let mineAt = -Infinity;
  let part = false;
  for (let i = 0; i < words.length; ) {
    const word = words[i] as string;
    const phrase = phraseAt(WORDS, words, i);
    const kind = phrase?.kind ?? (CHANGE_STEM.test(word) ? 'change' : undefined);
    if ((kind === 'change' && !SAID_OF_NEW_TOO.has(word)) || kind === 'cancel') changes = true;
    if (kind === 'see') sees = true;
    if (kind === 'mine') mineAt = i;
    // A part misspelt ("mi pedio") is read as it; a verb never is ("charge" is no "change").
    const partKind = kind ?? phraseAt(WORDS, [spelled(word)], 0)?.kind;
    const named = partKind !== undefined && ORDER_PART_KINDS.has(partKind);
    // A time is an order's only: "la hora en que pasan", "the day" (preferences have none).
    if (named || TIME_NOUNS.has(word)) part = true;
    // "look at my orders", "ver mis pedidos": seeing an order already there, said as the person's own
    // ("my wednesday pickup": a day may stand between).
    if (named && partKind !== 'day' && sees && i - mineAt <= 2) changes = true;
    // "quiero mirar los pedidos", "show the orders": orders seen are ones there, said as the person's or not.
    if (sees && SEEN_PLURAL.has(word)) changes = true;
    // "quiero ver lo que ya pedí", "see what I ordered": the orders, said as what the person ordered.
    const ordered = phraseAt(ORDERED, words, i);
    if (ordered && sees) {
      changes = true;
      part = true;
    }
    i += phrase?.length ?? 1;
  }
  // An order named by its number ("the tip on order 5004", "#5007") is one placed: a new order has none,
  // unless another like it is asked for ("same as order 5001"). Collecting "instead" of a delivery is a
  // change of one (the My orders option's own words) (stranger's try: both had started a new order).
  const numbered =
    words.some((w, i) => /^\d{3,}$/.test(w) && ORDER_WORDS.has(words[i - 1] ?? '')) || /#\d{3,}/.test(text);
  if (numbered && !words.some((w) => ANOTHER_ORDER.has(w))) return { changes: true, part: true };
  if (INSTEAD.test(words.join(' ')) && readStoreCollection(text) !== undefined)
    return { changes: true, part: true };
  // "recojan el viernes en vez del miércoles": a day replaced is a placed order's (invariant day-replaced-is-a-placed-order).
  if (dayReplaced(text) ?? dayAndTimeReplaced(text) ?? legShifted(text)) return { changes: true, part: true };
  return { changes, part };
}

/**
 * The orders said as what the person ordered ("lo que ya pedí", "what I ordered"): read only at the menu,
 * where no order is being made (at an order's summary it is that order).
 */
const ORDERED = phraseTable({
  ordered: [
    'lo que pedi',
    'lo que ya pedi',
    'lo que he pedido',
    'lo que ya he pedido',
    'what i ordered',
    'what i already ordered',
    'what ive ordered',
    'what ive already ordered',
  ],
});

/** Orders named in the plural, which only orders already placed can be: "the orders", "los pedidos". */
const SEEN_PLURAL = new Set(['orders', 'pedidos', 'ordenes']);

/** "instead", "en vez", "en lugar": what is said replaces what there is. */
const INSTEAD = /\b(?:instead|en vez|en lugar|rather than)\b/;

/**
 * Whether a reply names a part of an order by its own words ("the delivery", "la dirección", "tip"),
 * with or without what to make of it: read where a second part is said after a first
 * (second-part.ts), so one that names a part but is not wholly read is said, never dropped.
 *
 * @example namesAPart('do something about the delivery') // true
 * @example namesAPart('and saturday') // false
 */
export function namesAPart(text: string): boolean {
  const words = typedTokens(text).tokens.map((t) => spelled(t.word));
  return words.some((_, i) => {
    const kind = phraseAt(WORDS, words, i)?.kind;
    return kind !== undefined && isLeg(kind);
  });
}

/** Kinds of words naming a part by themselves: a leg, having it brought (the delivery), a home moved, where (the address). */
const NAMES_A_PART = new Set<string>([...LEGS, 'bring', 'relocated', 'where']);

/**
 * Where in `text` the last word naming a part (`NAMES_A_PART`) was typed: the index of its
 * whitespace-separated piece's first character, or -1 when no word names one. A second part is named
 * after it, never only before (second-part.ts).
 * @example lastPartNamedAt('move the pickup and, and, and') // 9
 */
export function lastPartNamedAt(text: string): number {
  const { tokens } = typedTokens(text);
  const words = tokens.map((t) => spelled(t.word));
  let last = -1;
  for (let i = 0; i < words.length; i += 1) {
    const kind = phraseAt(WORDS, words, i)?.kind;
    if (kind !== undefined && NAMES_A_PART.has(kind)) last = (tokens[i] as TypedToken).chunk;
  }
  if (last < 0) return -1;
  const starts = [...text.trim().matchAll(/\S+/g)].map((m) => m.index ?? 0);
  return (starts[last] ?? 0) + (text.length - text.trimStart().length);
}
