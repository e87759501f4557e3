/**
 * A message that is wholly a request to talk to a person ("I need a human", "can I ask someone a
 * question", "me comunica con un humano?"), and one that wholly asks to leave that talk and go back to
 * the bot ("ok thanks! back to the bot", "regreso con el bot"), in English or Spanish (a person may mix).
 *
 * @invariant person-request-whole A message opens the talk with a person only when its first sentence is
 *   wholly a request (who: "a person", "someone", "un agente"; how, in any form of its verb: "talk to",
 *   "can I ask", "write with", "check with", "me pasas con", "me comunica con"; politeness and "de verdad",
 *   "de a de veras", "otra vez", "otra vuelta", "antes de seguir", "real quick", "not a machine"), or asks
 *   whom to talk to ("con quién hablo?", "who do I talk to?"), with someone named: "ask someone to ring the bell" or "someone will be home" say more than
 *   that and are read where they were typed. A sentence around it that checks someone is there ("hay
 *   alguien ahí?"), or such a check alone, is the request; one after it is the person's question, carried to staff. A
 *   sentence of doubt or a question before it ("I'm not sure how many bags.", "idk how many,", "how big
 *   is a bag??"), or what it is about, named with its article ("lo de la alfombra,", "about the rug,";
 *   never a bare number, "about 3,"), is the question too, and a pause that holds the answer back ("Before I answer,",
 *   "Before I answer —", "antes de decirle cuántas bolsas") is part of the request, as are a greeting or
 *   an apology ("Buenos días.", "disculpe,", "mande,"); so is an answer taken back before it ("2 — no
 *   wait, …"), never kept as the answer. Whoever it is for ("can she talk to a person?") asks the same.
 *   A person named by a capitalised name after "with", "to", "con" ("pásame con (el) Alex") is someone,
 *   and so is one asked for again by a name typed lower-case ("talk to alex again"; never "you", the bot).
 *   Any other sentence before it keeps the message from being a request.
 */
import { isCardBrand } from './card-brand';
import { withinOneEdit } from './edit-distance';
import { withoutEmojiCodes } from './emoji-code';
import { tokenize } from './normalize';
import { coveredBy, holdsPhrase, POLITE, phrases } from './phrase-match';
import { phraseAt, phraseTable } from './phrase-table';
import { relationPhrases } from './relations';
import { readYesNo } from './yes-no';

/**
 * A person asked for by name, as typed: a capitalised word after "with", "to", "con" or Tagalog "si",
 * with the article some Spanish puts before a name ("pásame otra vez con Alex", "can I talk to Maria",
 * "maka-usap si Alex", "pásame con la Rosa"), or a word of praise for whom they talked to before ("talk
 * to that nice Alex again", "speak with the lovely Sam"), read as this token.
 */
const NAMED = 'namedperson';
const BY_NAME =
  /(?<=\b(?:with|to|con|si|w)\s+(?:(?:el|la)\s+)?)(?:(?:that|the|this)\s+)?(?:(?:nice|lovely|kind|sweet|helpful|friendly|same)\s+)?(\p{Lu}\p{Ll}+)(?=\s*(?:[?!.,]|$|\s+(?:please|again|por favor|otra vez|de nuevo)\b))/gu;
/**
 * A person named again, typed lower-case: "can i talk to alex again", "hablar con rosa otra vez". Asked for
 * again, they were talked to before, so the word is a name; never a pronoun or the bot ("talk to you
 * again", "chat with bot again").
 */
const NAMED_AGAIN =
  /(?<=\b(?:talk|talking|speak|speaking|chat|chatting|habl\p{L}*)\s+(?:to|with|con)\s+)(\p{Ll}+)(?=\s+(?:again|otra vez|de nuevo|nuevamente|otra vuelta)\b)/gu;
const NOT_NAMES = new Set(
  'you u ya them him her it me us this that ella el ellos ellas usted ustedes ti vos nadie bot robot chatbot assistant asistente machine maquina computer app system sistema'.split(
    ' ',
  ),
);

/** The part with a person named by their name read as `NAMED`; a card brand ("con la Visa") is no person. */
const namedPerson = (part: string) =>
  part
    .replace(BY_NAME, (said, name: string) => (isCardBrand(name) ? said : NAMED))
    .replace(NAMED_AGAIN, (said, name: string) => (NOT_NAMES.has(name) || isCardBrand(name) ? said : NAMED));

/** Where the person works: a store, a shop, a laundry ("at chelsea store", "de la tienda"). */
const PLACES = new Set([
  'store',
  'shop',
  'laundry',
  'laundromat',
  'cleaners',
  'business',
  'location',
  'branch',
]);
/** Where the person works, said after them: "at the shop", "from the cleaners", "de la tienda", "del local". */
const STORE_PLACE_WORDS = [
  ...['at', 'from', 'in'].flatMap((at) => [...PLACES].map((place) => `${at} the ${place}`)),
  'de la tienda',
  'de la lavanderia',
  'del local',
  'del negocio',
  'en la tienda',
  'en la lavanderia',
  // Or the part of the business they work in: "someone from billing", "alguien de operaciones" (never
  // "the office", "the front desk", "la empresa": the customer's own may be meant).
  ...['from', 'in', 'at'].flatMap((at) =>
    [
      'operations',
      'ops',
      'billing',
      'customer service',
      'customer care',
      'support',
      'management',
      'dispatch',
      'the team',
      'your team',
    ].map((part) => `${at} ${part}`),
  ),
  ...[
    'operaciones',
    'facturacion',
    'atencion al cliente',
    'servicio al cliente',
    'soporte',
    'gerencia',
    'despacho',
  ].map((part) => `de ${part}`),
  'del equipo',
  'de su equipo',
  // Staff said in Spanglish or as "the personnel": "alguien del staff", "alguien del personal".
  'del staff',
  'del personal',
  ...['from the staff', 'from staff', 'on staff', 'of the staff', 'on your staff'],
  // From there, the business the person writes to: "alguien de ahí", "alguien de allá".
  'de ahi',
  'de alli',
  'de alla',
];

/** Real, said as flesh and blood: "alguien de carne y hueso", "a flesh-and-blood person". */
const FLESH_AND_BLOOD = ['de carne y hueso', 'flesh and blood', 'of flesh and blood'];

/** Who is asked for: a person of the business. */
const SOMEONE = phrases(
  'person',
  'people',
  'human',
  'humans',
  'human being',
  'a human being',
  // Typed as said: "talk too sumone", "some1".
  'sumone',
  'sum1',
  'some1',
  // Colombian and Andean "asesor" (an adviser: the shop's person on the line).
  'asesor',
  'asesora',
  // Someone who can attend: "¿hay alguien que me pueda atender?", "¿hay alguna señorita que me atienda?".
  'alguien que',
  ...['senorita', 'senora', 'senor', 'muchacha', 'muchacho', 'chica', 'chico'].map((who) => `${who} que`),
  'agent',
  'operator',
  'representative',
  'rep',
  'someone',
  'somebody',
  // Before a filler: "someone real quick" is someone, then haste.
  'someone real',
  'staff',
  'staff member',
  'member of staff',
  // Someone of the store by where they work: "a member of your staff", "somebody working there", "the workers".
  ...['your', 'the'].map((of) => `member of ${of} staff`),
  ...['someone', 'somebody', 'anyone', 'anybody'].flatMap((who) =>
    ['working there', 'who works there', 'that works there', 'at the store', 'at the shop'].map(
      (where) => `${who} ${where}`,
    ),
  ),
  'worker',
  'workers',
  // Someone free to attend: "¿hay alguien disponible?", "is anyone available?".
  ...['alguien', 'someone', 'anyone', 'anybody', 'somebody'].map((who) => `${who} disponible`),
  ...['someone', 'anyone', 'anybody', 'somebody'].map((who) => `${who} available`),
  'team member',
  'customer service',
  'support',
  // Indian English's job title for the person who answers: "customer care executive".
  'customer care',
  'customer support',
  'executive',
  'call me',
  // A call asked for in other words: "can someone give me a call", "que alguien me llame".
  'give me a call',
  'give me a ring',
  'give us a call',
  'call me back',
  // Calling the store, asked here: "llamar a la tienda", "can I call the shop" (never the products' "tienda").
  ...['call', 'phone', 'ring'].flatMap((verb) =>
    ['store', 'shop', 'laundry'].map((place) => `${verb} the ${place}`),
  ),
  ...['la tienda', 'la lavanderia', 'el local'].map((place) => `llamar a ${place}`),
  'llamarles',
  'me llame',
  'me llamen',
  'persona',
  // Said fondly, as a diminutive: "¿puedo hablar con una personita?".
  'personita',
  'humano',
  'agente',
  'operador',
  'operadora',
  'representante',
  'alguien',
  'llamame',
  'llamenme',
  // Someone of the store by their job: "an employee", "the manager", "un empleado", "la encargada".
  'employee',
  'manager',
  'clerk',
  'empleado',
  'empleada',
  'encargado',
  'encargada',
  'dependiente',
  // One of them: "one of the staff", "one of your team", "uno de los empleados".
  ...['the', 'your'].flatMap((of) =>
    ['staff', 'team', 'people', 'employees'].map((who) => `one of ${of} ${who}`),
  ),
  'uno de los empleados',
  'alguno de los empleados',
  // Tagalog "tao" (a person): "pwede po maka-usap ng tao?"; Yiddish-English "mensch".
  'tao',
  'mensch',
  // The store's people by where they work: "talk to store people", "el personal de la lavandería", and the
  // department that answers: "atención al cliente" (as "customer service").
  ...['store', 'shop', 'laundry', 'laundromat'].flatMap((place) => [`${place} people`, `${place} staff`]),
  ...['de la lavanderia', 'de la tienda', 'del local', 'del negocio'].map((place) => `personal ${place}`),
  'el personal',
  'atencion al cliente',
  'servicio al cliente',
  // A person named by their name, capitalised as typed (`namedPerson`), with Tagalog's "si" before it.
  NAMED,
  `si ${NAMED}`,
  // Anyone at all, asked for as a real one: "anybody real there?".
  ...['anyone', 'anybody'].flatMap((who) => [
    `${who} real`,
    `${who} de verdad`,
    ...FLESH_AND_BLOOD.map((real) => `${who} ${real}`),
  ]),
);

/** How a request for someone is put: "I need to talk to", "can I ask", "me comunica con", "una ... real". */
const ASKING = phrases(
  'i',
  'need',
  'want',
  // "want" as said: "I wanna talk to someone", Jamaican and Pidgin "wan".
  'wanna',
  'wan',
  'would like',
  'id like',
  'to',
  'can',
  'could',
  'may',
  'let me',
  'with',
  'you',
  'u',
  'again',
  'first',
  'before i continue',
  // Before the order the person came for: "before I order", "before ordering", "before I book".
  ...['order', 'book', 'place an order', 'place the order', 'pay', 'sign up', 'start'].map(
    (doing) => `before i ${doing}`,
  ),
  'before ordering',
  'before booking',
  'before we continue',
  'before going on',
  'right now',
  'now',
  'please',
  'for real',
  'in person',
  'ask',
  'a question',
  'something',
  'get me',
  'connect me',
  'put me through',
  'transfer me',
  'a',
  'an',
  'real',
  'live',
  'actual',
  'the',
  // Where the person works: "someone at the shop", "a person from the cleaners", "alguien del local".
  ...STORE_PLACE_WORDS,
  // Who it is for, beside the one typing: "can grandma ask someone", "mi abuela quiere hablar con alguien".
  ...relationPhrases(),
  // A wish said formally or by its mood: "I should prefer to", "Might I speak to", "¿será que me comunica?".
  'should',
  'should like',
  'might',
  'sera que',
  'seria que',
  // "just", after the request (Mexican, Andean): "operador nomás", "con alguien nomás quiero hablar".
  'nomas',
  'namas',
  // "to", typed "too": "talk too sumone".
  'too',
  // Where the person is wanted: "can I get a real person on here", "someone on the line".
  'on here',
  'in here',
  'on the line',
  'on the phone',
  'on the chat',
  'on this chat',
  // The real one asked for said again after it: "a mensch, a real one", "una persona, una de verdad".
  ...['a', 'one', 'uno', 'una'].flatMap((one) =>
    ['real one', 'live one', 'real', 'de verdad'].map((real) => `${one} ${real}`),
  ),
  'real one',
  // For how long, or "once" as the Midwest and Pennsylvania say "just": "talk to a person once", "for a sec".
  'once',
  'for a sec',
  'for a second',
  'for a minute',
  'for a moment',
  'un rato',
  'un ratito',
  'un momentito',
  // Checking with someone before answering: "can I check with a real person", "check in with staff first".
  'check with',
  'check in with',
  'double check with',
  'confirmar con',
  'verificar con',
  // Being put in touch: "put me in touch with someone", "get in touch with someone from the store".
  'in touch with',
  'get in touch',
  'get in touch with',
  'put me in touch with',
  // Reached out to: "can someone from the store reach out to me".
  'reach out to me',
  'reach out',
  // A wish that someone do it: "necesito que alguien me escriba", "quiero que alguien me llame".
  'que',
  'necesito que',
  'quiero que',
  'quisiera que',
  // Haste and slang around it: "real quick" (texted "rq"), "lemme", "gimme".
  'real quick',
  'rq',
  'quick',
  'quickly',
  'lemme',
  'gimme',
  'give me',
  // A pause before it that holds the answer back: "Before I answer, ...", "antes de contestar, ...".
  'before i answer',
  'before answering',
  // "before I reply": its verb is read as one of answering ("could someone reply").
  'before i VERB',
  'before i decide',
  // Who is not wanted, beside who is: "a person, not a machine", "una persona no con una máquina".
  ...['not', 'no', 'not with', 'not to', 'no con', 'no a', 'instead of', 'en vez de', 'rather than'].flatMap(
    (not) =>
      ['a bot', 'the bot', 'a machine', 'a robot', 'un bot', 'el bot', 'una maquina', 'un robot'].map(
        (bot) => `${not} ${bot}`,
      ),
  ),
  'actually',
  'wait',
  // Being put through said in the passive, or at whom: "could I be connected with staff", "holler at someone".
  'be',
  'at',
  'hold that',
  'hold up',
  'porfis',
  // A pause asked for before it: "pause — loop in staff", "hold it, get me a person", "pausa, …".
  'pause',
  'lets pause',
  'hold it',
  'pausa',
  'hold on',
  'hang on',
  'one sec',
  'one second',
  // A preference is a wish: "I would prefer to speak with someone", "preferiría hablar con alguien".
  'would prefer',
  'id prefer',
  'prefer',
  'would rather',
  'id rather',
  'prefiero',
  'preferiria',
  'hey',
  'hi',
  'ok',
  'just',
  'pls',
  'plz',
  // "i have a question for someone at the store": the question is for the person asked for.
  'i have a question for',
  'have a question for',
  'a question for',
  'tengo una pregunta para',
  'una pregunta para',
  // The question itself, said beside the request without what it is: "una pregunta nomás", "a quick question".
  'una pregunta',
  'una preguntita',
  'quick question',
  'a quick question',
  'one question',
  // "chat w", "talk w/": with, short.
  'w',
  // "is there a human I can chat with": a person asked after, and the clause that says what for.
  'is there',
  'are there',
  'any',
  'i can',
  'i could',
  'we can',
  // Help asked of someone: "I need help from a person", "necesito ayuda de una persona".
  'help',
  'help from',
  'ayuda',
  'ayuda de',
  // What the help is with, pointed at and nothing more: "can a staff member help me with this?",
  // "¿alguien me ayuda con esto?" ("help me with the bags" names more, and is read where typed).
  'with this',
  'with that',
  'con esto',
  'con eso',
  // Helping, as the verb: "¿alguien me puede ayudar con esto?".
  'ayudar',
  'ayudarme',
  'ayudame',
  'ayudeme',
  // Wished in the subjunctive after "que": "una personita que me ayude", "alguien que nos ayuden".
  'ayude',
  'ayuden',
  // Spanish (accents dropped by `tokenize`).
  'quiero',
  'necesito',
  'puedo',
  'podria',
  'quisiera',
  'me gustaria',
  'dejame',
  'dejeme',
  'con',
  'de verdad',
  // "de verdad" with its last d dropped, as said in the Caribbean and typed as heard: "alguien de verda".
  'de verda',
  // Mexican "de veras" and "de a de veras" (for real): "quiero hablar con alguien de a de veras".
  'de veras',
  'deveras',
  'de a de veras',
  'de a deveras',
  'real',
  // Real, said as flesh and blood: "alguien de carne y hueso", "a flesh and blood person".
  ...FLESH_AND_BLOOD,
  'otra vez',
  'de nuevo',
  // "otra vuelta" (again), as the River Plate says it: "quiero hablar con alguien otra vuelta".
  'otra vuelta',
  'antes de seguir',
  'antes de continuar',
  // First of all, before anything else: "Antes de nada, ¿puedo …?", "first of all, can I …".
  'antes de nada',
  'antes que nada',
  'primero que nada',
  'before anything',
  'before anything else',
  'first of all',
  'primero',
  'ahora',
  'ya',
  'me',
  'puedes',
  'puede',
  'podrias',
  'podria',
  // Can you, in vos and ustedes, and "us": "¿me podés pasar con …?", "¿nos pueden comunicar con …?".
  'podes',
  'pueden',
  'podrian',
  'nos',
  'por aqui',
  'por ahi',
  'preguntarle',
  'preguntar',
  'algo',
  'un',
  'una',
  'el',
  'la',
  'rapido',
  'rapidito',
  'antes de contestar',
  'antes de responder',
  'antes de decidir',
  // Waiting, in tú, usted and vos, and the "first" it is said with: "espérate, ... antes", "aguarde".
  'espera',
  'espere',
  'esperate',
  'esperese',
  'esperame',
  'espereme',
  'aguarda',
  'aguarde',
  'antes',
  'hold up',
  'wait a sec',
  'wait a second',
  'un momento',
  'un segundo',
  'oye',
  // Said as usted: "oiga, ¿hay alguien con quien pueda hablar?", "disculpe, ¿me comunica con alguien?".
  'oiga',
  'oigan',
  'disculpe',
  'hola',
  'xfa',
  'hay',
  'algun',
  'alguna',
  'con quien',
  'con el que',
  'con la que',
  'pueda',
  'pudiera',
  // A word with someone, and wishes and agains said formally: "have a word with", "desearía", "nuevamente".
  'have a word',
  'a word',
  'desearia',
  'deseo',
  'yo',
  'nuevamente',
  'una vez mas',
  // Someone else it is for, who may be beside the one typing: "can she talk to a person?", "¿ella puede
  // hablar con alguien?" (a wish of theirs, "she wants to", is read as the typer's own: reported-speech.ts).
  'she',
  'he',
  'they',
  'we',
  'ella',
  // Their wish, said of them: "mi abuela quiere hablar con alguien".
  'quiere',
  'quieren',
  // Whether it can be done: "would it be possible to speak to someone?", "¿sería posible hablar con …?".
  'is it possible to',
  'would it be possible to',
  'will it be possible to',
  'es posible',
  'seria posible',
  'sera posible',
  'se puede',
  // Getting someone: "can i get a human", and Hawaii Pidgin's "get one person?" (`pidginA`).
  'get',
  // Where they are: "is there a person here?", "somebody there", "¿hay una persona real ahí?".
  'here',
  'there',
  'ahi',
  'alli',
  // Northern Mexican and Central American "I need" (ocupar): "ocupo hablar con alguien".
  'ocupo',
  'ocupa',
  'ocupamos',
  // "Rather", before the request: "mejor hablar con una persona".
  'mejor',
  // "hold on", "hold up" with the "d" dropped.
  'hol on',
  'hol up',
  // Brought in to the chat: "can someone jump in here?", "hop on", "chime in", "step in".
  'jump in',
  'jump on',
  'hop in',
  'hop on',
  'chime in',
  'step in',
  // Taking the chat over from the bot: "can a real person take over", "someone take it from here".
  'take over',
  'take it from here',
  'take this from here',
  // Holding back the answer on screen: "before I answer this", "before answering that".
  ...['before i answer', 'before answering', 'before i reply'].flatMap((held) => [
    `${held} this`,
    `${held} that`,
  ]),
  // Lumbee "I'm is wantin" (`tokenize` reads "I'm is" as "I'm"), and the wish in the progressive.
  'im wanting',
  'im needing',
  // Vosotros' "can you": "¿podéis pasarme con alguien?", "¿me podríais poner con …?".
  'podeis',
  'podriais',
  // Paraguay's "na" (please), closing the request: "una persona na", and Guaraní "katu" (do, please).
  'na',
  'katu',
  // Tagalog, as mixed into English (Taglish): "pwede po (ulit) maka-usap ng tao?", "teka po, may tanong
  // ako sa tao" (wait, I have a question for a person), "gusto ko".
  'pwede',
  'pwedeng',
  'puwede',
  'ulit',
  'maka usap',
  'makausap',
  'kausap',
  'ng',
  'sa',
  'teka',
  'may tanong ako sa',
  'gusto ko',
  'ako',
);

/**
 * A wish in the words before a question typed with no mark after the request ("I need to ask someone
 * how much fits"): the person's own wish or a verb of talking, so an errand ("ask someone if ...") is not one.
 */
const WISH = new Set([
  'i',
  'me',
  'can',
  'could',
  'may',
  'need',
  'want',
  'wanna',
  'wan',
  'there',
  'quiero',
  'necesito',
  'ocupo',
  'puedo',
  'podria',
  'quisiera',
  'gustaria',
  'hay',
  'dejame',
  'dejeme',
  // "let me", said short: "lemme ask someone how much fits" is the person's own wish, no errand.
  'lemme',
  'prefer',
  'rather',
  'prefiero',
  'preferiria',
  'VERB',
]);

/** The words a question typed straight after the request starts with: "how much", "whether", "about", "cuánto", "si". */
const QUESTION_WORDS = new Set([
  'how',
  'what',
  'when',
  'where',
  'which',
  'why',
  'whether',
  'if',
  'do',
  'does',
  'about',
  'bout',
  'cuanto',
  'cuanta',
  'cuantos',
  'cuantas',
  'como',
  'cual',
  'cuales',
  'donde',
  'cuando',
  'si',
  'sobre',
  'acerca',
]);

/**
 * The verbs of a request to be put through, in any of their forms (a stem): "talk", "speaking", "hablar",
 * "me pasas", "páseme", "comuníqueme", "connect", "transfer".
 */
const REQUEST_VERBS = [
  'talk',
  'speak',
  'chat',
  'connect',
  'transfer',
  'habl',
  'pas',
  'comuni',
  'conect',
  'contact',
  'convers',
  'transfi',
  // "can I write with a real person", "message someone", "escribirle a alguien".
  'writ',
  'messag',
  'escrib',
  // "¿me puede atender alguien?": to be attended to by someone.
  'atend',
  'atiend',
  // "desearía consultar con una persona": to consult someone.
  'consult',
  // "Requesting a human agent", "request a person please".
  'request',
  // "Escalate to staff pls.": the call-centre word for being put through.
  'escalat',
  // Being brought in: "loop in someone", "patch me through".
  'loop',
  'patch',
  // Answered by someone: "could someone from the staff reply", "que me conteste alguien", "holler at somebody".
  'repl',
  'respond',
  'contest',
  'holler',
];
/**
 * The verbs of being reached, a request only with the person reached ("can someone ping me", "text us",
 * "reach me here"): "can someone text my husband" is an errand for the store.
 */
const REACH_ME = /^(?:ping|text|txt|reach)(?:s|ed|ing)?$/;
const reachMe = (tokens: string[], i: number) =>
  REACH_ME.test(tokens[i] ?? '') &&
  (['me', 'us'].includes(tokens[i + 1] ?? '') ||
    REACHED.has(tokens[i + (['a', 'an', 'the'].includes(tokens[i + 1] ?? '') ? 2 : 1)] ?? ''));
/** Someone of the store reached by the person: "can I ping a person", "let me text someone" (never "text my husband"). */
const REACHED = new Set([
  'person',
  'human',
  'someone',
  'somebody',
  'agent',
  'staff',
  'rep',
  'representative',
]);
/**
 * Spanish "escalar" (to escalate, the call-centre word) in its forms: "escalar a humano", "escálame",
 * "escale a un agente" (never "escala", a scale, nor "escalera").
 */
const ESCALAR = /^escal(?:ar|arme|arlo|ame|eme|e|en|o|amos)$/;
/** A request verb typed without its silent h ("kiero ablar con alguien"): these forms only ("able" is no verb of talking). */
const H_DROPPED = new Set(['ablar', 'ablo', 'ablarle', 'ablamos', 'ablen']);
/**
 * The words of a person typed with one typo ("peisona", "persn", "humnao"): only these, whose one-edit
 * neighbours are no other word a reply says ("agente" is one from "agende", a go-ahead), and never
 * longer than the word ("personal" is an account's kind, "personas" how many).
 */
const TYPED_PERSON = ['person', 'persona', 'humano', 'someone'];
/** Words of their own one edit from a person's word: "perdón", "perdona" are sorry. */
const NOT_TYPOS = new Set(['perdon', 'perdona']);
/** The person's word `token` is typed for with one typo, if any. */
const typedPerson = (token: string) =>
  NOT_TYPOS.has(token) || token.length < 5
    ? undefined
    : TYPED_PERSON.find((word) => token.length <= word.length && withinOneEdit(token, word));
/** A request verb's forms, read as one word, so the phrases name each verb once; a person's word mistyped, as typed right. */
const withVerbs = (typed: string[]) =>
  ofTheStore(typed).map((t, i, tokens) =>
    (REQUEST_VERBS.some((stem) => t.startsWith(stem)) && t !== 'pasta') ||
    H_DROPPED.has(t) ||
    ESCALAR.test(t) ||
    PUT_WITH(tokens, i) ||
    reachMe(tokens, i)
      ? VERB
      : ((ONE_WORD_SOMEONE.has(t) ? t : typedPerson(t)) ?? pidginA(tokens, i) ?? t),
  );
/** A person's words of one word, never read as another mistyped ("human" is no "humano"). */
const ONE_WORD_SOMEONE = new Set(SOMEONE.filter((p) => p.length === 1).map(([w]) => w as string));

const STORE_PLACE = phrases(...STORE_PLACE_WORDS);
/** Anyone by what they are, who is someone of the business only said with where they work: "la señora de la tienda". */
const ANYONE = new Set(
  'senora senor seno muchacha muchacho chica chico dueno duena lady guy owner woman man girl gentleman'.split(
    ' ',
  ),
);
/**
 * The place named by its own name read as the store ("at chelsea store", "from the Mission St shop"
 * is "at the store"), and anyone said with where they work read as a person ("con la señora de la
 * tienda", "the lady at the shop"): the person of the business the request names.
 */
function ofTheStore(tokens: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const at = tokens[i] as string;
    const named = ['at', 'from', 'in'].includes(at)
      ? [1, 2, 3].find(
          (n) =>
            PLACES.has(tokens[i + n] ?? '') && tokens.slice(i + 1, i + n).every((w) => /^[a-z]+$/.test(w)),
        )
      : undefined;
    if (named !== undefined) {
      out.push(at, 'the', tokens[i + named] as string);
      i += named;
      continue;
    }
    out.push(at);
  }
  return out.map((t, i) =>
    ANYONE.has(t) && STORE_PLACE.some((place) => place.every((w, k) => out[i + 1 + k] === w)) ? 'persona' : t,
  );
}

/**
 * Spanish "poner con" (to put through to), said "me pones con", "ponme con", "ponme otra vez con": a form
 * of "poner" before "con", an again between.
 */
const PUT_WITH = (tokens: string[], i: number) => {
  if (!/^pon(?:e|es|ga|gan|me|eme|game|er|erme|ed|edme)$/.test(tokens[i] ?? '')) return false;
  const again = [['otra', 'vez'], ['de', 'nuevo'], ['nuevamente'], ['ya']].find((words) =>
    words.every((word, k) => tokens[i + 1 + k] === word),
  );
  return tokens[i + 1 + (again?.length ?? 0)] === 'con';
};

/** After "get", "to" or "with", Hawaii Pidgin's "one" is "a" before a person: "get one person?", "talk to one real person". */
const PIDGIN_ONE_AFTER = new Set(['get', 'to', 'with']);
const PIDGIN_ONE_BEFORE = new Set(['person', 'human', 'real', 'agent', 'staff']);
const pidginA = (tokens: string[], i: number) =>
  tokens[i] === 'one' &&
  PIDGIN_ONE_AFTER.has(tokens[i - 1] ?? '') &&
  PIDGIN_ONE_BEFORE.has(tokens[i + 1] ?? '')
    ? 'a'
    : undefined;
const VERB = 'VERB';

/** A sentence around the request that checks someone is there: "hay alguien ahí?", "hello, anyone there?". */
const THERE = phrases(
  'anyone there',
  'is anyone there',
  'anybody there',
  'is anybody there',
  'someone there',
  'is someone there',
  'somebody there',
  'is somebody there',
  'hello',
  'hola',
  'hay alguien',
  'hay alguien ahi',
  'alguien ahi',
  'hay alguien por ahi',
  'alguien por ahi',
  'anyone around',
  'anybody around',
  'anyone available',
  'is anyone available',
  'anybody available',
  'is anybody available',
  'hay alguien disponible',
);

/**
 * The parts of a message, each as typed: split after `?`, `!`, `:`, `;`, `.` and `,`, and at a dash set
 * apart by spaces ("Before I answer — can I …"; "2-3" and "e-mail" are one part).
 */
const partsOf = (text: string) =>
  text
    .split(/(?<=[?!:;,]|\.(?!\d))\s*|\s+[—–-]+\s+/)
    .map((s) => s.trim())
    .filter((s) => tokenize(s).length > 0);

/** A sentence of greeting or apology before the request: "Buenos días.", "disculpe,", "excuse me,". */
const EXCUSE = phrases(
  'disculpe',
  'disculpa',
  'disculpeme',
  'perdone',
  'perdona',
  'excuse me',
  'sorry',
  'good morning',
  'good afternoon',
  'good evening',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'buen dia',
  'buenas',
  // A region's way of opening: Mexican "mande" (yes?), Panamanian "xopa" (hi), Paraguayan "nde",
  // the Midwest's "ope".
  'mande',
  'xopa',
  // Colombian "qué pena" (sorry to trouble you), said again: "Qué pena otra vez,".
  'que pena',
  'que pena otra vez',
  'nde',
  'ope',
);

/**
 * Someone asked for as a real one, which a check that someone is there never says: "hay alguien real
 * ahí?", "is anyone real there?" ask for a person.
 */
const REAL_ONE = ['alguien', 'someone', 'somebody', 'anyone', 'anybody'].flatMap((who) =>
  phrases(`${who} real`, `${who} de verdad`, ...FLESH_AND_BLOOD.map((real) => `${who} ${real}`)),
);

/** A part that checks someone is there: "¿hay alguien ahí?", "anyone there?". */
const checksSomeoneIsThere = (part: string) =>
  holdsPhrase(
    tokenize(part),
    THERE.filter((p) => p.length > 1),
  ) && saysNothing(part);

/**
 * A wish to talk or ask, said after a check that someone is there, without naming them again ("quiero
 * preguntar algo antes", "I need to ask something"): a request to the one checked for. A wish of
 * anything else ("quiero 3 bolsas") is no request.
 */
const wishToWhoIsThere = (part: string) => {
  const tokens = withVerbs(tokenize(part));
  return (
    (tokens.some((t) => t === VERB || t === 'ask' || t === 'preguntar' || t === 'preguntarle') &&
      coveredBy([...tokens, 'someone'], SOMEONE, [...ASKING, [VERB], ...POLITE])) ||
    hasAQuestion(tokenize(part))
  );
};

/** A question, or a doubt, had: "question", "una duda", "una consulta". */
const QUESTION_NOUNS = [
  'question',
  'questions',
  'pregunta',
  'preguntas',
  'duda',
  'dudas',
  'consulta',
  'query',
];
/** Having one: "i have", "i've got", "tengo", "es que tengo". */
const HAVING = phrases('i have', 'ive got', 'i got', 'got', 'have', 'tengo', 'es que tengo', 'i', 'yo');

/**
 * A question had, said after a check that someone is there ("is someone there? i have question", "¿hay
 * alguien? tengo una duda"): the question is for the one checked for. Alone ("I have a question") it is
 * said to the bot, and read where typed; with what it is about ("i have a question about my bags") it says more.
 */
const hasAQuestion = (tokens: string[]) =>
  tokens.some((t) => QUESTION_NOUNS.includes(t)) &&
  coveredBy(tokens, phrases(...QUESTION_NOUNS), [...HAVING, ...ASKING, ...POLITE]);

/** Whether a part says nothing of its own: "hey", "por favor", "hay alguien ahí?", "Buenos días.". */
const saysNothing = (part: string) => {
  const tokens = tokenize(part);
  return coveredBy(tokens, [...THERE, ...EXCUSE, ...POLITE, ...ASKING]) && !holdsPhrase(tokens, REAL_ONE);
};

/**
 * A part that holds the answer asked for back until the person has been put through: "Before I give
 * you any numbers,", "antes de decirle cuántas bolsas": "before I" or "antes de" and a verb, then
 * anything up to the request (`heldBack`); or what is asked on screen, then the person's own wish, as a
 * learner says it ("before bags I ask the lady at store something", "antes de las bolsas quiero …"),
 * or as a clause of its own ("Before the bags, I need …", "antes de las bolsas, quiero …").
 * What is held back is no question for staff.
 */
const HOLDING_BACK =
  /^(?:before (?:i \p{L}+|\p{L}+ing|(?:the |my )?\p{L}+(?= i\b|\s*[,:;]))|antes de (?:\p{L}+(?:ar|er|ir)(?:le|te|les|los|las|lo|la|me|nos|se)?|(?:la|las|el|los) \p{L}+(?= (?:yo|quiero|necesito|quisiera|me|le)\b|\s*[,:;])))\b/iu;

/** The request in a part that holds the answer back before it, if it is one: "antes de decirle X quiero hablar con alguien". */
function heldBack(part: string): string | undefined {
  if (!HOLDING_BACK.test(part)) return undefined;
  const words = part.split(/\s+/);
  for (let k = 2; k < words.length; k++) {
    const rest = words.slice(k).join(' ');
    if (isRequest(rest) || questionAfter(rest) !== undefined) return rest;
  }
  return undefined;
}

/**
 * A request with what it holds back, or why it is made, after it in the same clause: "quiero hablar
 * con una persona antes de decir cuántas bolsas" (nothing for staff), "pásame con alguien que no sé
 * cuántas bolsas entran", "get me a person because I'm not sure" (the doubt is the question for staff).
 * Only a hold-back ("before I …", "antes de" and a verb) or a doubt after "because"/"que"/"porque"
 * follows: "talk to someone about the 3 bags" is no request.
 */
function requestThenHeldBack(part: string): { request: string; question?: string } | undefined {
  const words = part.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const request = words.slice(0, k).join(' ');
    if (!isRequest(request)) continue;
    const rest = words.slice(k).join(' ');
    if (HOLDING_BACK.test(rest)) return { request };
    const reason = /^(?:because|cause|cuz|since|que|porque|pues|ya que)\s+(.*)$/iu.exec(rest);
    if (reason?.[1] && startsWithDoubt(reason[1])) return { request, question: reason[1] };
  }
  return undefined;
}

/**
 * Words that are part of the request only beside its verb: Hawaii Pidgin's "like" (want) before it
 * ("like talk to one person"; "I like someone" is no request) and "talk story" (to chat).
 */
const WITH_VERB = [
  ['like', VERB],
  [VERB, 'story'],
  ['like', VERB, 'story'],
  // The verb's particle: "loop in someone", "loop me in", "patch me through to a person".
  [VERB, 'in'],
  [VERB, 'me', 'in'],
  [VERB, 'us', 'in'],
  [VERB, 'through'],
  [VERB, 'me', 'through'],
];

/**
 * A call or a text asked for when the driver comes ("call me when ur outside, buzzer is broken",
 * "text me once you're here", "llámame cuando llegues"): what the driver is to do, for the order's
 * notes, never a request for someone of the store.
 *
 * @invariant call-me-when-is-for-the-driver "Call me", "give me a call", "llámame" or "me llame" followed by when it is to happen
 *   (when, once, before, if, as soon as, on arrival; cuando, antes, si, al llegar, apenas, en cuanto)
 *   is no request for a person: no hand-off is opened, and a notes question keeps it as the note.
 */
const CALL_WHEN_THERE =
  /\b(?:(?:call|ring|phone|text|buzz|ping|message|reach)\s+(?:me|us)\s+(?:up\s+)?|give\s+(?:me|us)\s+a\s+(?:call|ring|buzz|text)\s+)(?:when|once|before|if|as soon as|on arrival|upon arrival|on (?:the|your) way)\b|(?:\b(?:ll[aá]m(?:ame|eme|enme|enos|anos)|m[aá]rc(?:ame|anos)|m[aá]rqu(?:eme|enme))|\bme\s+llamen?)\s+(?:cuando|antes|si|al llegar|apenas|en cuanto)\b/iu;

/**
 * Asking whom to talk to, which asks for that someone: "con quién hablo?", "who do I talk to?", "who can I
 * ask?", "¿a quién le pregunto?" (the verb read as `VERB`).
 */
const WHOM_TO_TALK_TO: string[][] = [
  ...['do', 'can', 'could', 'should'].flatMap((can) => [
    ['who', can, 'i', VERB, 'to'],
    ['who', can, 'i', VERB, 'with'],
    ['who', can, 'i', 'ask'],
    ['whom', can, 'i', VERB, 'to'],
  ]),
  ['con', 'quien', VERB],
  ['con', 'quien', 'me', VERB],
  ...['puedo', 'podria', 'debo', 'tengo', 'que'].flatMap((can) => [
    ['con', 'quien', can, VERB],
    ['con', 'quien', 'me', can, VERB],
  ]),
  ['a', 'quien', 'le', 'pregunto'],
  ['a', 'quien', 'pregunto'],
  ['a', 'quien', 'le', 'puedo', 'preguntar'],
];

/**
 * A question named by what it is about, which the help is with: "can staff help me with a bags
 * question?", "help me with my billing question" (read as "with a question"; "help me with the bags"
 * names the bags, and is read where typed).
 */
const WITH_A_QUESTION =
  /\bwith\s+(?:(?:a|an|my|the|this|that|one|our)\s+)?(?:\p{L}+\s+){0,2}(?:question|questions|query|doubt)\b/giu;

/** Whether a part is wholly a request for a person. */
const isRequest = (part: string) =>
  coveredBy(
    withVerbs(tokenize(namedPerson(part.replace(WITH_A_QUESTION, 'with a question')))),
    [...SOMEONE, ...WHOM_TO_TALK_TO],
    [...ASKING, [VERB], ...WITH_VERB, ...POLITE],
  );

/**
 * A request to talk to a person (invariant person-request-whole): undefined when the message is not one;
 * otherwise what the person says beside it ("do you take rugs?"), for staff.
 *
 * @example readPersonRequest('I need a human') // {}
 * @example readPersonRequest('me pasas con un humano?') // {}
 * @example readPersonRequest('quiero hablar con alguien: ¿lavan alfombras?') // { question: '¿lavan alfombras?' }
 * @example readPersonRequest('ask someone to ring the bell') // undefined
 */
export function readPersonRequest(typed: string): { question?: string } | undefined {
  // Slack's emoji codes say no words ("can someone hop in here? :wave:"): no question for staff.
  const text = withoutEmojiCodes(typed).trim();
  if (CALL_WHEN_THERE.test(text)) return undefined;
  const parts = partsOf(text);
  // A part that holds the answer back ("Before I give you any numbers,") says nothing for staff.
  const at = parts.findIndex((part) => !saysNothing(part) && !(HOLDING_BACK.test(part) && !heldBack(part)));
  const whole = parts[at];
  // "¿hay alguien ahí? quiero preguntar algo antes": each part says nothing of its own, together a request.
  // "¿hay alguien ahí?" alone asks for whoever is there: at a bot, a person.
  if (whole === undefined) return parts.some(checksSomeoneIsThere) ? {} : undefined;
  const held = isRequest(whole) ? undefined : requestThenHeldBack(whole);
  if (held) {
    const after = parts.slice(at + 1).find((part) => !saysNothing(part) && !isRequest(part));
    const question = [
      held.question,
      after && text.slice(text.indexOf(after, text.indexOf(whole) + whole.length)),
    ]
      .filter(Boolean)
      .join(' ')
      .trim();
    return question ? { question } : {};
  }
  const request = heldBack(whole) ?? whole;
  // "¿hay alguien ahí? quiero preguntar algo": the one checked for is whom the wish is to.
  if (!isRequest(request) && parts.slice(0, at).some(checksSomeoneIsThere) && wishToWhoIsThere(request)) {
    const from = parts.slice(at + 1).find((part) => !saysNothing(part) && !isRequest(part));
    return from === undefined
      ? {}
      : { question: text.slice(text.indexOf(from, text.indexOf(request) + request.length)).trim() };
  }
  if (!isRequest(request)) {
    const asked = questionAfter(request);
    if (asked !== undefined) return { question: text.slice(text.indexOf(asked)).trim() };
    return leadThenRequest(text, parts.slice(at)) ?? retractedForRequest(text);
  }
  const rest = parts.slice(at + 1);
  // "let me ask someone first, agent": the request said again is no question.
  const from = rest.find((part) => !saysNothing(part) && !isRequest(part));
  if (from === undefined) return {};
  return { question: text.slice(text.indexOf(from, text.indexOf(request) + request.length)).trim() };
}

/**
 * Words that take back what was typed before them: "212 555— actually, …", "new order — no hang on, …",
 * "2 — no wait, …", "no, mejor …".
 */
const RETRACTION =
  /(?:\bactually\b|\bno,? (?:wait|hang on|hold on)\b|\bno,?\s+(?:esp[eé]r(?:a|e|ate|ese|ame|eme|á)|aguard[ae]|mejor)(?![\p{L}]))[\s,.:;!—–-]*/giu;

/**
 * A request typed after words that take back what came before it ("2 — no wait, let me ask someone
 * first"): what was taken back is no answer, and the request is read from there.
 */
function retractedForRequest(text: string): { question?: string } | undefined {
  const marks = [...text.matchAll(RETRACTION)];
  const last = marks.at(-1);
  if (last?.index === undefined || last.index === 0) return undefined;
  const after = text.slice(last.index + last[0].length);
  return after.trim() ? readPersonRequest(after) : undefined;
}

/** Doubt a person voices before asking for someone: "I'm not sure how many bags", "no sé cuántas bolsas". */
const DOUBT = phrases(
  'not sure',
  'im not sure',
  'i am not sure',
  'i dont know',
  'dont know',
  'i have no idea',
  'no idea',
  'idk',
  'dunno',
  'i dunno',
  'no se',
  'nose',
  'no estoy seguro',
  'no estoy segura',
  'no tengo idea',
  'ni idea',
);

const startsWithDoubt = (part: string) => {
  const tokens = tokenize(part);
  return DOUBT.some((doubt) => doubt.every((word, k) => tokens[k] === word));
};

/**
 * What the question is about, said before the request: "lo de la alfombra,", "about the rug,", "regarding
 * my order,", "acerca de la factura,": a thing named with its article, never a bare time or number ("about
 * 3", "sobre las 3" may answer the question on screen).
 */
const TOPIC =
  /^(?:lo\s+del?\s+\p{L}|(?:about|regarding|re|as for|concerning)\s+(?:the|my|this|that|our|a|an)\s+\p{L}|(?:acerca\s+de|respecto\s+a|en\s+cuanto\s+a|sobre)\s+(?:la|el|los|las|lo|mi|mis|nuestra|nuestro|una|un)\s+(?!\d)\p{L})/iu;
const namesATopic = (part: string) => TOPIC.test(tokenize(part).join(' ')) && !/\d/.test(part);

/** A sentence asked, by its mark: "how big is a bag??", "¿cuánto sale?". */
const asks = (part: string) => /\?$/.test(part);

/**
 * A sentence of doubt or a question, then a request (wholly, or with its question after it): the
 * request, and the doubt or question is carried to staff ("I'm not sure how many bags. May I speak to
 * a staff member?", "how big is a bag?? can i ask someone"). More questions, or checks that someone is
 * there, may come between. Only these open so: an answer before a request ("Friday. Can someone call
 * me?") is read where it was typed.
 */
function leadThenRequest(text: string, [lead, ...rest]: string[]): { question: string } | undefined {
  if (lead === undefined || !(startsWithDoubt(lead) || asks(lead) || namesATopic(lead))) return undefined;
  const request = rest.find(
    (part) => isRequest(part) || questionAfter(part) !== undefined || !(saysNothing(part) || asks(part)),
  );
  if (request === undefined) return undefined;
  const asked = isRequest(request) ? undefined : questionAfter(request);
  if (!isRequest(request) && asked === undefined) return undefined;
  const from = text.indexOf(lead);
  const at = text.indexOf(request, from + lead.length);
  const after = asked ?? text.slice(at + request.length).trim();
  return { question: [text.slice(from, at).trim(), after].filter(Boolean).join(' ') };
}

/**
 * A part that is a request followed straight by the person's question, from its question word on:
 * "necesito preguntarle a alguien cuánto cabe" is a request, and "cuánto cabe" its question.
 */
function questionAfter(part: string): string | undefined {
  const words = part.split(/\s+/);
  for (let k = 1; k < words.length; k++) {
    const [first] = tokenize(words[k] ?? '');
    // The question may open with the doubt it is: "can a real person help me idk how many bags"; a
    // doubt is no errand, so it needs no wish before it ("human pls idk how many bags").
    const doubt = first !== undefined && startsWithDoubt(words.slice(k).join(' '));
    if (first === undefined || !(QUESTION_WORDS.has(first) || doubt)) continue;
    const before = words.slice(0, k).join(' ');
    if (isRequest(before) && (doubt || withVerbs(tokenize(before)).some((t) => WISH.has(t))))
      return words.slice(k).join(' ');
  }
  return undefined;
}

/** Naming the bot (or "never mind") is what a message leaving the talk with a person must do. */
const THE_BOT = phrases(
  'bot',
  'the bot',
  'automated chat',
  'the automated chat',
  'automated service',
  'the automated service',
  'assistant',
  'the assistant',
  'chatbot',
  // The bot by what it is: "the automated thing", "the machine", "el robot", "el sistema automático".
  ...['automated', 'automatic'].flatMap((what) =>
    ['thing', 'one', 'system', 'stuff', 'chat', 'service', 'assistant', 'bot', 'helper'].map(
      (n) => `the ${what} ${n}`,
    ),
  ),
  'the machine',
  // Automatic, alone after going back: "ok thanks, go back automatic", "volver a lo automático".
  'automatic',
  'automatico',
  // The bot by the thing it runs on: "back to the computer", "back to the app", "vuelvo a la computadora".
  'the app',
  'la app',
  'la aplicacion',
  'the computer',
  'computer',
  'la computadora',
  'la compu',
  'el programa',
  'the program',
  'the robot',
  'the system',
  'robot',
  'el robot',
  'la maquina',
  'el sistema',
  'sistema',
  'el sistema automatico',
  'lo automatico',
  'asistente',
  'el asistente',
  'la asistente',
  // Going back to what the bot does names it: "back to ordering", "seguir con el pedido".
  'back to ordering',
  'back to my order',
  'back to the order',
  'continue ordering',
  'continue my order',
  // Booking, as the bot's work: "back to booking", "continue booking".
  'back to booking',
  'to booking',
  'continue booking',
  'seguir con el pedido',
  'seguir con mi pedido',
  'volver al pedido',
  'seguir pidiendo',
  // After "go back": "can i go back to ordering", "going back to my order now".
  'to ordering',
  'to my order',
  'to the order',
  // Or to what it shows: "I'll go on back to the ordering", "back to the menu", "volver al menú".
  'to the ordering',
  'to the menu',
  'to the main menu',
  'al menu',
  'al menu principal',
  'never mind',
  'nevermind',
  'olvidalo',
  // The bot without its article, after "with", "to": "I continue with bot", "return to bot".
  'bot',
  // The automated chat, in Spanish: "regresar al chat automático".
  'chat automatico',
  'el chat automatico',
  'chat automatizado',
  'el chat automatizado',
  // Fondly: "el robotito", "el botcito", "la maquinita".
  'maquinita',
  'la maquinita',
  'robotito',
  'el robotito',
  'botcito',
  'el botcito',
  // Hawaii Pidgin's "da" (the): "back to da bot".
  'da bot',
);

/**
 * Asking staff to hand the person back, with no word after "back" but when or please: "you can hand me
 * back now", "send me back", "regrésame", "ya me puedes devolver". Back from a person is only ever to the
 * bot, so it names it; "send me back a photo", "devuélvame el dinero" say what is sent, and are not this.
 */
const HAND_ME_BACK = phrases(
  ...['hand', 'send', 'put', 'pass', 'transfer', 'switch', 'take', 'bring'].map((verb) => `${verb} me back`),
  // Return me, in tú and usted, said to staff: "regrésame", "devuélvame", "me regresas", "ya me puede devolver".
  'regresame',
  'regreseme',
  'regresarme',
  'devuelveme',
  'devuelvame',
  'devolverme',
  ...['regresas', 'regresa', 'devuelves', 'devuelve'].map((verb) => `me ${verb}`),
  ...['puedes', 'puede', 'podes', 'pueden'].flatMap((can) => [`me ${can} regresar`, `me ${can} devolver`]),
);

/** Around it: "ok thanks!", "I'll go back to", "return me to", "volver al", "ya puedo seguir con el". */
const GOING_BACK = phrases(
  'back',
  'go back',
  'going back',
  'take me back',
  'return me',
  'return',
  'switch back',
  'to',
  'i',
  'ill',
  'i will',
  'im',
  'now',
  'ok',
  'okay',
  // Texted and drawled okays, and the "then" of a decision: "k thx back to bot", "alright, back to the bot then".
  'k',
  'kk',
  'alright',
  'all right',
  'then',
  // Asking leave to go: "can i go back to ordering", "may I go back to the bot".
  'can i',
  'could i',
  'may i',
  'got it',
  'entendido',
  'vale',
  'great',
  'cool',
  'perfect',
  'done',
  'volver',
  'volvemos',
  'vuelvo',
  'regresar',
  'regreso',
  'regresamos',
  'seguir',
  'sigo',
  'puedo',
  'ya',
  'va',
  'listo',
  'al',
  'el',
  'con el',
  'ahora',
  'pls',
  'plz',
  'here',
  'done here',
  'all set',
  'thats all',
  'continue',
  // Going on with the bot: "I'll carry on with the bot", "keep going with the bot".
  'carry on',
  'keep going',
  'go on',
  'move on',
  'moving on',
  'carrying on',
  'resume',
  'with the',
  'by',
  // Leaving the person, said as letting go: "nvm, back to the bot".
  'nvm',
  'nevermind',
  'never mind',
  // Passing the person back, said to staff: "ya podés pasarme otra vez con el bot", "pásame al bot".
  'pasarme',
  'pasame',
  'paseme',
  'pasenme',
  'me pasas',
  'me pasa',
  'podes',
  'puedes',
  'puede',
  'otra vez',
  'por aqui',
  'aqui',
  'perfecto',
  'continuar',
  'continuo',
  // Taking it up again: "retomo con el bot", "retomamos con el asistente".
  'retomo',
  'retomar',
  'retomamos',
  // A wish said formally: "quisiera regresar al chat automático", "me gustaría volver al bot".
  'quisiera',
  'me gustaria',
  'de nuevo',
  // What the bot does, gone back to: "I'll finish my order with the bot", "vuelvo a pedir con el bot".
  'finish',
  // Finishing, wrapping up, or the bot once again: "I'll finish up with the bot", "bot again please".
  'finish up',
  'wrap up',
  'again',
  'my order',
  'order',
  'ordering',
  'on the',
  'will',
  'a',
  'pedir',
  'ordenar',
  'terminar',
  // Signing in or up, the bot's work before ordering: "ahora quiero iniciar sesión con el bot".
  'iniciar sesion',
  'iniciar',
  'registrarme',
  'sign in',
  'log in',
  'sign up',
  'mi pedido',
  // Done with the person: "ya terminé", "I'm done", "de vuelta al bot", "de regreso".
  'termine',
  'ya termine',
  'terminamos',
  'im done',
  'i am done',
  'finished',
  'im finished',
  'de vuelta',
  'de regreso',
  // Asked to be taken back, in tú and usted: "regréseme al bot", "devuélveme", "take me back".
  'regresame',
  'regreseme',
  'devuelveme',
  'devuelvame',
  'pasame',
  'paseme',
  'llevame',
  'lleveme',
  'send me back',
  'put me back',
  // Leave granted, or asked formally: "you can send me back to the bot", "kindly revert me to the bot".
  'you can',
  'can you',
  'could you',
  'revert',
  'revert me',
  // Vos's "go back", and the "just" of Mexican and Andean Spanish: "volvé al bot", "sigo con el bot nomás".
  'volve',
  'nomas',
  // What the bot does next, gone back to: "and sort out the pickup", "para hacer mi pedido".
  'sort out',
  'and sort out',
  'the pickup',
  'my pickup',
  'para',
  'hacer',
  'para hacer',
  // Glad of what staff said, before going back: "that's great news", "guay", "ya con eso me quedo tranquila".
  'thats great news',
  'thats good news',
  'great news',
  'good news',
  'guay',
  'genial',
  'so',
  'con eso',
  'ya con eso',
  'me quedo tranquila',
  'me quedo tranquilo',
  // Going back said by its parts: "lemme finish the order w the bot", "volvamos", "ya me regreso al robot",
  // "sigo con la máquina", "bot nomás otra vez".
  'let me',
  'lemme',
  'the order',
  'with',
  'w',
  'w the',
  'volvamos',
  'regresemos',
  'sigamos',
  'me',
  'me regreso',
  'me vuelvo',
  'con la',
  'con',
  'pues',
  'otra vez',
  // Done with the person, said before going back: "done with agent", "eso era todo", "that was all".
  ...['agent', 'the agent', 'you', 'staff', 'the person', 'a person', 'human', 'the human'].map(
    (who) => `done with ${who}`,
  ),
  'that was all',
  'thats all i needed',
  'that is all',
  'eso era todo',
  'eso es todo',
  'era todo',
  'es todo',
  // Wanting or preferring to go back, and finishing the booking: "i'd like to go back to the bot now and
  // finish booking", "mejor regreso con el bot".
  'id like to',
  'i would like to',
  'i want to',
  'quiero',
  'mejor',
  'and',
  'finish booking',
  'booking',
  // Caribbean "pa'l" (to the): "de vuelta pa'l bot"; Spain's vosotros: "pasadme al bot", "devolvedme".
  'pal',
  'pa',
  'pasadme',
  'devolvedme',
  'regresadme',
  'llevadme',
  // Bahamian "ga" (going to) and patois "wid" (with): "I ga finish wid da bot".
  'ga',
  'ga go back',
  'wid',
  'wid the',
  'wid da',
  // Tagalog (Taglish): "balik na ako sa bot" (I'm going back to the bot).
  'salamat',
  'muy amable',
  'balik',
  'balik na',
  'babalik',
  'na',
  'ako',
  'sa',
  // Tagalog "ulit" (again): "bot na ulit" (the bot again now).
  'ulit',
  // Ending the chat with the person before going back (`ENDING_THE_CHAT`): "terminar chat con Alex y seguir
  // con el asistente", "end chat with Priya and back to the bot".
  'end chat',
  'y',
);

/**
 * Thanks in a region's words: Hawaiian "mahalo", Guaraní "aguyje", Jamaican "tank yuh" (POLITE has the
 * English and Spanish ones).
 */
const THANKING = phrases(
  'mahalo',
  'aguyje',
  // Marshallese "kommol" (thank you).
  'kommol',
  'tank you',
  'tank yuh',
  'tanks',
  // French (Cajun) and Hindi thanks, and "a thousand thanks": "merci cher", "shukriya", "mil gracias".
  'merci',
  'merci beaucoup',
  'shukriya',
  'dhanyavaad',
  'mil gracias',
  // Thanks as texted: "thank u", "tysm", "thanx", "thnx".
  'thank u',
  'thanku',
  'tysm',
  'thanx',
  'thnx',
  'tks',
  // Thanks in the other languages a person may bring: German and Afrikaans "danke", "dankie" (typed
  // "denki"), Dutch, Italian, Portuguese, Japanese, Yup'ik "quyana", Ojibwe "miigwech", Swahili "asante".
  'danke',
  'danke schon',
  'dankie',
  'denki',
  'dank je',
  'dank u',
  'grazie',
  'grazie mille',
  'obrigado',
  'obrigada',
  'arigato',
  'arigatou',
  'quyana',
  'miigwech',
  'asante',
  'spasibo',
  'kiitos',
  // Tongan "mālō" ("mālō ʻaupito": thank you very much) and Bosnian "hvala" ("hvala lijepa").
  'malo',
  'malo aupito',
  'fakafetai',
  'hvala',
  'hvala lijepa',
  'hvala puno',
  'xie xie',
  // Relief or delight said with the thanks: "omg ok thank u!!", "ay qué bien, gracias".
  'omg',
  'oh my god',
  'oh my gosh',
  'wow',
  'yay',
);

/** Thanks, after which a name is the staff member's ("gracias Alex!"): it does not keep a leaving from being one. */
const THANKS = new Set([
  'thanks',
  'thank',
  'thanku',
  'tysm',
  'thanx',
  'thnx',
  'tks',
  'thx',
  'ty',
  'gracias',
  'merci',
  'shukriya',
  'salamat',
  'amable',
  'mahalo',
  'aguyje',
  'yuh',
  'tanks',
  'danke',
  'dankie',
  'denki',
  'grazie',
  'obrigado',
  'obrigada',
  'arigato',
  'quyana',
  'miigwech',
  'asante',
  'malo',
  'fakafetai',
  'hvala',
]);

/**
 * Agreement or praise said back to staff before going back, beside the yeses (yes-no.ts): "Understood.",
 * "bet", Hawaii's "shoots", Argentina's "joya", Nicaragua's "tuani", Colombia's "bacano", "ajá".
 */
const ACKNOWLEDGED = phrases(
  'understood',
  // Tongan "'io" (yes), said with thanks: "'io malo, back to the bot".
  'io',
  // Radio's "heard you": "Copy.", "copy that", "roger".
  'copy',
  'copy that',
  'roger',
  'roger that',
  'noted',
  'got it',
  'gotcha',
  'bet',
  'shoots',
  'cool',
  'nice',
  'sweet',
  'fair enough',
  'good to know',
  'makes sense',
  'entendido',
  'aja',
  'joya',
  'tuani',
  'bacano',
  'buenisimo',
  'buenisima',
  'excelente',
  'que bueno',
  'que bien',
  'chido',
  // Good, said in a region's word: Hindi "accha", Costa Rica's "tuanis", Argentina's "bárbaro", Colombia's "fino".
  'good',
  'ok good',
  'very good',
  'accha',
  'acha',
  'theek hai',
  'tuanis',
  'barbaro',
  'fino',
  'perfect',
  'perfecto',
  'great',
  'listo',
);

/** A part that only agrees or praises ("Brilliant,", "joya,", "Understood.", "bet ty,"): nothing staff must read. */
const acknowledges = (part: string) =>
  readYesNo(part) === true || coveredBy(tokenize(part), ACKNOWLEDGED, [...THANKING, ...POLITE]);

/** A part that only thanks ("mahalo!", "Thanks so much,"): kept, for a name after it is staff's. */
const thanksOnly = (part: string) => coveredBy(tokenize(part), [...THANKING, ...POLITE]);
/** The words of a thanks after its first: "thank you", "thanks so much", "muchas gracias", "salamat po". */
const THANKS_WORDS = new Set([
  ',',
  'you',
  'u',
  'so',
  'much',
  'very',
  'po',
  'muy',
  'aupito',
  'lijepa',
  'puno',
]);

/**
 * Being done with the person, said without naming the bot: "that's all", "that was everything", "eso es
 * todo", "nada más". Only with thanks is it a leaving ("ty, that's all"): "yes that's all" may answer
 * staff's "just the two shirts?", and is read as said to them.
 */
const DONE_WITH_SOMEONE = doneWithSomeone();
const DONE = phrases(
  'thats all',
  'that is all',
  'that was all',
  'thats all i needed',
  'thats all i need',
  'that was all i needed',
  'thats everything',
  'that was everything',
  'thats all for now',
  'nothing else',
  'eso es todo',
  'eso era todo',
  'es todo',
  'era todo',
  'eso seria todo',
  'seria todo',
  'nada mas',
  'eso es todo por ahora',
  // Done, said alone after thanks: "k thanks, done", "ty, all done", "gracias, ya quedó".
  'done',
  'all done',
  'im all done',
  'ya quedo',
  // Done with the person, said so: "I'm done", "done talking to the person", "I'm is done talkin with staff",
  // "ya terminé (de hablar con la persona)".
  'im done',
  'i am done',
  'ya termine',
  'termine',
).concat(DONE_WITH_SOMEONE);

/**
 * Done with the person, said of them (never of an order): "ya terminé con la persona", "done talking to
 * staff", "done w/ the human". It leaves without thanks too: whom the person is done with is named.
 */
function doneWithSomeone(): string[][] {
  return phrases(
    ...['la persona', 'usted', 'ustedes', 'el agente', 'la agente', 'alguien', 'el personal'].flatMap(
      (who) => [
        `termine de hablar con ${who}`,
        `ya termine de hablar con ${who}`,
        `termine con ${who}`,
        `ya termine con ${who}`,
      ],
    ),
    ...['talking', 'chatting', 'speaking'].flatMap((verb) =>
      ['to', 'with'].flatMap((prep) =>
        [
          'a person',
          'the person',
          'you',
          'staff',
          'the staff',
          'a human',
          'the human',
          'the agent',
          'someone',
        ].map((who) => `done ${verb} ${prep} ${who}`),
      ),
    ),
    // Done with them, the talking unsaid: "ok done w/ the person", "done with staff".
    ...['with', 'w'].flatMap((prep) =>
      ['the person', 'staff', 'the staff', 'the human', 'the agent', 'you'].map(
        (who) => `done ${prep} ${who}`,
      ),
    ),
  );
}
/** Said with being done: an okay, and for when ("ok ty, that's all for today", "listo, gracias, es todo por hoy"). */
const WITH_DONE = phrases(
  // "nada, ya terminé con la persona": nothing more, said before being done (a stranger's try).
  'nada',
  'ok',
  'okay',
  'k',
  'alright',
  'cool',
  'great',
  'perfect',
  'perfecto',
  'listo',
  'vale',
  'ya',
  'so',
  'for now',
  'for today',
  'por ahora',
  'por hoy',
  // Who is done: "thanks, I'm done talking to the person".
  'im',
  'i am',
);
/** Whether the tokens are thanks and being done, and nothing more: "ty, that's all", "gracias, eso es todo". */
const thanksAndDone = (tokens: string[], thanked: boolean) =>
  (thanked || tokens.some((t) => THANKS.has(t))) &&
  coveredBy(tokens, DONE, [...WITH_DONE, ...THANKING, ...POLITE]);

/**
 * Whether the message wholly asks to leave the talk with a person and go back to the bot: it names
 * the bot, and says nothing more than going back and thanks, with agreement or praise set apart before
 * it ("Brilliant,", "Understood.", "joya,"); or it thanks and says the person is done, and nothing more
 * ("ty, that's all") (invariant person-leaves-handoff-by-word).
 *
 * @example leavesForTheBot('ok thanks! back to the bot') // true
 * @example leavesForTheBot('regreso con el bot') // true
 * @example leavesForTheBot('gracias Alex! ya sigo con el bot') // true
 * @example leavesForTheBot('the bot told me friday') // false
 */
export function leavesForTheBot(text: string): boolean {
  // Agreement or praise set apart before the going back, among thanks ("Brilliant, thanks Alex. Back to
  // the bot", "aguyje! ya está, vuelvo con el bot"), is left out.
  let rest = '';
  let from = 0;
  // Thanks said in a part left out ("ok gracias, es todo"): still thanks for being done (`thanksAndDone`).
  let thanked = false;
  const parts = partsOf(text);
  for (const part of parts.slice(0, -1)) {
    const at = text.indexOf(part, from);
    if (!acknowledges(part) && !thanksOnly(part)) break;
    thanked ||= tokenize(part).some((t) => THANKS.has(t));
    rest += acknowledges(part) ? ' ' : text.slice(from, at + part.length);
    from = at + part.length;
  }
  return goesBack(rest + text.slice(from), thanked);
}

/**
 * Ending the chat with the person, by their name as typed or none: "terminar (el) chat con Alex", "termino
 * la conversación con Sam", "end the chat with Priya", read as "end chat". Alone it does not leave: only
 * with the bot named ("…, y seguir con el asistente").
 */
const ENDING_THE_CHAT =
  /\b(?:end|ending|close|finish|terminar|termino|terminamos|cerrar|cierro|finalizar|finalizo)\s+(?:(?:the|this|el|la|este|esta)\s+)?(?:chat|conversation|conversaci[oó]n|charla)(?:\s+(?:with|con)\s+(\p{L}+))?/giu;
const endingTheChat = (text: string) =>
  text.replace(ENDING_THE_CHAT, (said, name?: string) =>
    name === undefined || /^\p{Lu}\p{Ll}+$/u.test(name) ? 'end chat' : said,
  );

/** Whether the text names the bot and says nothing more than going back and thanks, or thanks and is done. */
function goesBack(typed: string, thanked: boolean): boolean {
  const text = endingTheChat(typed);
  const known = new Set(
    [...THE_BOT, ...HAND_ME_BACK, ...GOING_BACK, ...DONE, ...WITH_DONE, ...THANKING, ...POLITE].flat(),
  );
  // "thanks Sam", "Thank you, Alex", "thanks so much, Priya": the name after the thanks and their words.
  const afterThanks = (all: string[], i: number) =>
    THANKS.has(
      all
        .slice(0, i)
        .filter((t) => !THANKS_WORDS.has(t))
        .at(-1) ?? '',
    );
  const tokens = tokenize(text).filter(
    (token, i, all) => !(afterThanks(all, i) && !THANKS_WORDS.has(token) && !known.has(token)),
  );
  return (
    coveredBy(tokens, [...THE_BOT, ...HAND_ME_BACK], [...GOING_BACK, ...THANKING, ...POLITE]) ||
    thanksAndDone(tokens, thanked) ||
    coveredBy(tokens, DONE_WITH_SOMEONE, [...WITH_DONE, ...THANKING, ...POLITE])
  );
}

/**
 * A going back itself, beside naming the bot: "back", "volver", "sigo", "hand me back". A part that
 * only names the bot ("the bot was confusing") says where, not that they go.
 */
const GOES = phrases(
  'back',
  'return',
  'revert',
  'volver',
  'volve',
  'vuelvo',
  'volvemos',
  'volvamos',
  'regresar',
  'regreso',
  'regresamos',
  'regresemos',
  'seguir',
  'sigo',
  'sigamos',
  'continue',
  'continuar',
  'continuo',
  'retomo',
  'retomar',
  'retomamos',
  'carry on',
  'resume',
  'de vuelta',
  'de regreso',
  'balik',
);

/** Words that put the going back after something staff are to do first: "…, then back to the bot". */
const AFTER_FIRST = new Set(['then', 'luego', 'despues', 'after']);

/**
 * Words after the going back that put it off ("I'll go back to the bot later, first tell me…", "… after
 * you check my order", "… cuando me conteste"): the person is still talking to staff.
 */
const PUT_OFF = phraseTable({
  later: ['later', 'after', 'afterwards', 'when', 'once', 'until', 'till', 'in a bit', 'in a minute'],
  luego: ['luego', 'despues', 'mas tarde', 'cuando', 'hasta', 'en un rato', 'ahorita no'],
});

/** Whether `rest`, said after a going back, begins by putting it off (`PUT_OFF`). */
function putOff(rest: string): boolean {
  return (
    phraseAt(
      PUT_OFF,
      tokenize(rest).filter((t) => t !== ','),
      0,
    ) !== undefined
  );
}

/**
 * A leaving for the bot said within a longer message (invariant person-leaves-handoff-by-word): a part
 * that begins with a going back naming the bot, with what was said to staff before it ("great thanks,
 * I'll book one then.") and what is said for the order after it ("…, pickup from my manhattan apartment
 * wednesday morning", "…para terminar mi pedido de la casa de brooklyn"): the `rest`, for the order's
 * questions (invariant rest-kept-for-its-question). Not one when something before it asks staff ("?"),
 * when it comes after something staff are to do first ("…, then back to the bot") or is put off ("I'll
 * go back to the bot later, first tell me…", "… after you check my order"), or when it only
 * names the bot ("the bot was confusing"); "should I go back to the bot?" says nothing it covers.
 *
 * @example leavingWithin('thanks Sam. back to the bot, pickup friday morning') // { rest: 'pickup friday morning' }
 * @example leavingWithin('the bot was confusing') // undefined
 */
export function leavingWithin(text: string): { rest: string } | undefined {
  const parts = partsOf(text);
  for (const [i, part] of parts.entries()) {
    const words = part.split(/\s+/);
    for (let k = words.length; k > 0; k--) {
      const said = words.slice(0, k).join(' ');
      const tokens = tokenize(said);
      if (!holdsPhrase(tokens, [...GOES, ...HAND_ME_BACK]) || !goesBack(said, false)) continue;
      if (i > 0 && AFTER_FIRST.has(tokens[0] ?? '')) return undefined;
      if (parts.slice(0, i).some((before) => before.includes('?'))) return undefined;
      const rest = [words.slice(k).join(' '), ...parts.slice(i + 1)].join(' ').trim();
      if (putOff(rest)) return undefined;
      return { rest };
    }
  }
  return undefined;
}
