/**
 * A person saying they have no account yet, where their phone number is asked to sign them in: "first
 * time, need an account", "I'm a new customer", "es mi primera vez, quiero registrarme", "no tengo cuenta".
 *
 * @invariant new-customer-whole A reply at the sign-in's phone is read as "I'm new here" only when each
 *   of its words says so (or is politeness): "my new number is 212 555 0101" gives a number, and "my
 *   account" names one that exists; a question of what it takes ("¿qué necesito para crear una
 *   cuenta?") is asked back, never read as "I'm new".
 */
import { tokenize } from './normalize';
import { coveredBy, FILLERS, POLITE, phrases } from './phrase-match';
import { RELATIONS, relationPhrases } from './relations';
import { ESTABLISHMENTS, readTypedName, typedAsPersonName } from './typed-name';

const NEW = phrases(
  'new',
  'new here',
  'new customer',
  'first time',
  'first time here',
  'sign up',
  'sign me up',
  'signup',
  'register',
  'create an account',
  'create account',
  'need an account',
  'make an account',
  'open an account',
  'dont have an account',
  'do not have an account',
  'no account',
  'havent got an account',
  'not registered',
  'no estoy registrado',
  'no estoy registrada',
  'nuevo',
  'nueva',
  'nuevos',
  'nuevas',
  'abrir cuenta',
  'cliente nuevo',
  'clienta nueva',
  // The customer said in either gender, the adjective before or after: "cliente nueva", "nuevo cliente".
  'cliente nueva',
  'nuevo cliente',
  'nueva cliente',
  'nueva clienta',
  'new client',
  // Never having used it: "nunca usé esto", "nunca lo he usado", "never used it".
  'nunca use',
  'nunca lo use',
  'nunca he usado',
  'nunca lo he usado',
  'nunca pedi',
  'never used',
  'never ordered',
  'primera vez',
  // "vez" typed with the s it sounds like: "primera ves".
  'primera ves',
  'registrarme',
  'registrarse',
  // Asking how to sign up, in the present: "¿cómo me registro?", "¿dónde me registro?".
  'me registro',
  'crear una cuenta',
  'crear cuenta',
  'abrir una cuenta',
  'no tengo cuenta',
  // Not a customer yet: "no soy clienta aún", "todavía no soy cliente".
  'no soy cliente',
  'no soy clienta',
  'todavia no soy cliente',
  'todavia no soy clienta',
  'no soy cliente aun',
  'no soy clienta aun',
  // Said of those ordered for: "they don't have an account", "la señora no tiene cuenta".
  'dont have an account',
  'doesnt have an account',
  'dont have one',
  'doesnt have one',
  'have no account',
  'has no account',
  'no tiene cuenta',
  'no tienen cuenta',
  'no tiene una cuenta',
  'no tienen una cuenta',
  'no tengo una cuenta',
  'quiero una cuenta',
  'necesito una cuenta',
  // Never having used the service: "never used you guys before", "nunca he pedido con ustedes".
  'never used',
  // The past said as the present, in many Englishes: "never use you before".
  'never use',
  'never ordered',
  'never tried',
  'havent used',
  'have not used',
  'havent ordered',
  'nunca he usado',
  'nunca he pedido',
  'nunca he ordenado',
  'nunca los he usado',
  'no he usado',
  'no he pedido',
  // Never having done it, in many Englishes: "I ain't never done this before", "never did this", "nunca lo he hecho".
  'never done this',
  'never did this',
  'aint never done this',
  'havent done this',
  'have not done this',
  'never done it',
  'never did it',
  'nunca he hecho esto',
  'nunca he hecho un pedido',
  'nunca lo he hecho',
  'nunca he hecho',
  // Signing up in Mexico's words: "darme de alta" (put me on the books).
  // Said by its parts: no account, in any order and with or without its article ("I don't have account",
  // "ACCOUNT NONE."), one wanted ("I want to make one", "quiero crear una"), new said fondly ("nuevita").
  'dont have account',
  'doesnt have account',
  'account none',
  'no account yet',
  'make one',
  'create one',
  'open one',
  'crear una',
  'abrir una',
  'registrar',
  'nuevita',
  'nuevito',
  // New with its v typed as the b it sounds like: "soy nueba", "somos nuebos".
  'nuebo',
  'nueba',
  'nuebos',
  'nuebas',
  'darme de alta',
  'dar de alta',
  'dame de alta',
  'deme de alta',
  // One to be set up, as a business says it: "need to set one up", "no tenemos cuenta, hay que abrir una".
  'set one up',
  'set up one',
  'set up an account',
  'set an account up',
  'get one set up',
  'no tenemos cuenta',
  'no tenemos una cuenta',
);

const AROUND = phrases(
  'i',
  'im',
  'i am',
  'a',
  // "soy una cliente nueva", "soy un cliente nuevo".
  'un',
  'una',
  'its',
  'it is',
  'my',
  'here',
  'to',
  'need to',
  'want to',
  'id like to',
  'would like to',
  'i would like to',
  'wanna',
  'like to',
  'yes',
  'hi',
  'hello',
  'es',
  'mi',
  'soy',
  'quiero',
  'necesito',
  'me',
  'si',
  'hola',
  'aqui',
  // "primera vez que uso esto", "first time using this".
  'this',
  'is',
  'using',
  'using this',
  // "first time ordering", "first time doing this", "primera vez que hago esto": what the first time is of.
  'ordering',
  'doing',
  'doing this',
  'que hago esto',
  'que',
  'uso',
  'esto',
  'que uso esto',
  // "primera vez usando el servicio": the Spanish "using".
  'usando',
  'de',
  'la',
  // "I don't have an account yet", "todavía no tengo cuenta": not yet is still none.
  'yet',
  'still',
  'todavia',
  'aun',
  // Whom they never used: "you guys", "this service", "con ustedes".
  'have',
  'ive',
  'you',
  'you guys',
  'yall',
  // "you" as Ireland, Newfoundland and the Caribbean say it: "never used ye before", "never tried yuh".
  'ye',
  'yuh',
  'ya',
  // What was never done, said as a noun after the first time: "first time use", "first time user".
  'use',
  'user',
  'using',
  'the service',
  'this service',
  'before',
  'ever',
  'with you',
  'with you guys',
  'with yall',
  'from you',
  'ustedes',
  'con ustedes',
  'el servicio',
  'este servicio',
  'antes',
  'nunca',
  // Whose service, and what it is called: "your service", "this app", "su servicio", "q uso esto".
  'your',
  'your service',
  'app',
  'your app',
  'the app',
  'this app',
  'you all',
  'the',
  'su',
  'su servicio',
  'tu',
  'tu servicio',
  'la app',
  'esta app',
  'la aplicacion',
  'esta aplicacion',
  'q',
  'q uso esto',
  'los',
  'las',
  // Asking how, and wishing it formally: "How do I sign up?", "¿cómo le hago para darme de alta?", "desearía".
  'how do i',
  'how can i',
  'como le hago para',
  'como hago para',
  'como puedo',
  'desearia',
  'quisiera',
  'yo',
  // Greetings before it: "Buenos días. Es mi primera vez", "good morning, first time here", "hey there, …".
  'hey',
  'hey there',
  'hi there',
  'hello there',
  'buenas',
  'buen dia',
  'buenos dias',
  'buenas tardes',
  'buenas noches',
  'good morning',
  'good afternoon',
  'good evening',
  // A region's greeting: Panama's "xopá" (hi), the Aymara "kamisaraki" and Quechua "allillanchu" (how are
  // you) of the Andes, and Mexico's "ándele", "órale" (go on, all right) before it.
  'xopa',
  'kamisaraki',
  'allillanchu',
  'andele',
  'orale',
  // Words a person talks around it with: "Well, …", "so I guess sign me up".
  'well',
  'so',
  'i guess',
  'guess',
  // Tagalog "ko" (my) of Taglish: "first time ko po, sign up".
  'ko',
  // Those ordered for, said of: "they don't have an account", "ella no tiene cuenta".
  'they',
  'she',
  'he',
  'the family',
  'ella',
  'ellos',
  'ellas',
  'la familia',
  'la senora',
  'el senor',
  // Who, said short, and how said: "she's never used this before", "esta vaina" (this thing), "pues".
  'shes',
  'hes',
  'theyre',
  'she is',
  'he is',
  'want',
  'i want',
  'we',
  'esta vaina',
  'pues',
  'primo',
  // Whom they speak for, by their relation: "dad doesn't have an account yet", "mi mamá no tiene cuenta";
  // and whom it is for, said first: "it's for my dad, he doesn't have an account", "es para mi papá, él…".
  ...relationPhrases(),
  'for',
  'its for',
  'this is for',
  'para',
  'es para',
  'el',
  // Where or how they ask it: "¿dónde me registro?", "¿cómo me registro?", "where do I sign up".
  'donde',
  'como',
  'where do i',
  // A business speaking as itself: "we're new", "somos nuevos, queremos abrir cuenta".
  'were',
  'we are',
  // A business's wish: "We'd like to open an account", "we want to sign up", "we need to register".
  'wed like to',
  'we would like to',
  'we want to',
  'we need to',
  'we wanna',
  'somos',
  'queremos',
  'necesitamos',
  'nosotros',
  'an account',
  'una cuenta',
  // Said again after the phone was asked: "like i said im new", "como le dije, soy nueva".
  'like i said',
  'as i said',
  'like i told you',
  'i said',
  'como le dije',
  'como te dije',
  'ya le dije',
  'ya te dije',
  'le dije',
  // "with" texted short: "never ordered w yall", "w you guys".
  'w',
  // Setting the account up: "first time, setting up for my bakery".
  'setting up',
  'set up',
  'to set up',
  // What has to be done, in Spanish: "hay que abrir una", "tenemos que crear una".
  'hay que',
  'tenemos que',
  'tengo que',
);

/**
 * What the account is for, said after it: "for our restaurant", "pal restaurant", "para la tienda": a
 * business's, which sign-up asks about; nothing for the sign-in.
 */
const FOR_A_BUSINESS = [
  'for my',
  'for our',
  'for the',
  'for a',
  'para el',
  'para la',
  'para mi',
  'para nuestro',
  'para nuestra',
  'pal',
  'para un',
  'para una',
].flatMap((whose) =>
  [
    ...ESTABLISHMENTS,
    'restaurant',
    'business',
    'company',
    'shop',
    'store',
    'office',
    'negocio',
    'empresa',
    'tienda',
    'oficina',
    'taller',
    // Where a business works from: "for our coworking space", "para nuestro estudio".
    'coworking',
    'coworking space',
    'space',
    'studio',
    'firm',
    'gym',
    'hotel',
    'estudio',
    'consultorio',
    'local',
  ].map((kind) => `${whose} ${kind}`.split(' ')),
);

/** Who told them about the service: a relation, or "neighbor", "friend", "coworker", "vecina", "amigo". */
const REFERRERS = [
  ...RELATIONS,
  ...'neighbor neighbour neighbors friend friends coworker coworkers colleague roommate cousin boss'.split(
    ' ',
  ),
  ...'vecina vecino vecinos amiga amigo amigos companera companero compañera compañero prima primo jefa jefe'.split(
    ' ',
  ),
].join('|');

/**
 * How they came to the service, said as a clause of its own beside being new: "my neighbor told me about
 * you", "a friend recommended you guys", "I heard about you from my sister", "mi vecina me habló de
 * ustedes", "me los recomendó una amiga", or what they heard in praise ("my neighbor said y'all were real
 * nice", "mi vecina dice que son muy buenos"). It says who sent them, nothing for the sign-in: set aside, and
 * the rest must still say they are new.
 */
const REFERRAL = new RegExp(
  String.raw`(?:^|[,.;:!?]+)\s*(?:(?:and|y)\s+)?(?:` +
    String.raw`(?:(?:my|a|our)\s+)?(?:${REFERRERS})\s+(?:told me about|recommended|referred me to|sent me to)\s+(?:you(?:\s+guys|\s+all)?|y'?all|your (?:service|app)|this(?:\s+(?:service|app))?)` +
    String.raw`|i heard about you(?:\s+guys)? from\s+(?:my|a)\s+(?:${REFERRERS})` +
    // What they heard said of the service, in praise: "my neighbor said y'all were real nice".
    String.raw`|(?:(?:my|a|our)\s+)?(?:${REFERRERS})\s+(?:said|says|told me)\s+(?:that\s+)?(?:you(?:\s+guys|\s+all)?|y['’]?all|your (?:service|app)|this (?:service|app)|it)\s+(?:were|are|was|is)\s+(?:(?:real|really|so|very|super|pretty)\s+)?(?:nice|good|great|awesome|amazing|reliable|friendly|fast|the best)` +
    String.raw`|(?:(?:mi|una?)\s+)?(?:${REFERRERS})\s+(?:me\s+)?(?:dijo|dice)\s+que\s+(?:ustedes\s+)?(?:son|eran|es)\s+(?:muy\s+)?(?:buen[oa]s?|amables|excelentes|lo mejor)` +
    String.raw`|(?:(?:mi|una?)\s+)?(?:${REFERRERS})\s+me\s+(?:habl[oó]|cont[oó])\s+de\s+(?:ustedes|esto|este servicio|su servicio)` +
    String.raw`|me\s+(?:los|las|lo)?\s*recomend(?:[oó]|aron)\s+(?:(?:mi|una?)\s+)?(?:${REFERRERS})` +
    String.raw`)\s*(?=[,.;:!?]|$)`,
  'giu',
);

/**
 * Who the order is for, said first by one ordering for another: "hi im ordering for the family i
 * babysit for, …", "estoy pidiendo para la señora, …". A clause of its own, before a comma; it says
 * whom, and the account asked about is theirs.
 */
const ORDERING_FOR =
  /^(?:(?:hi|hello|hey|hola|buenas)[\s,]+)?(?:i'?m |i am |im )?(?:ordering|order|placing an order) (?:for|on behalf of) [^,]+,|^(?:(?:hola|buenas)[\s,]+)?(?:estoy )?(?:pidiendo|ordenando|hago el pedido) (?:para|por) [^,]+,/iu;

/**
 * A question opened by what it asks ("¿qué necesito para …?", "what do I need to …", "cuál es …"): the
 * word typed with its accent, in English, or with a question's mark in the reply; "que" alone may open
 * a statement.
 */
const QUESTION_WORD =
  /^\s*¿?\s*(?:(qu[eé]|cu[aá]l(?:es)?|cu[aá]nto|por\s*qu[eé])|what|whats|what['’]s|which|why|how much)(?![\p{L}'’])/iu;

/**
 * Whether a reply asks what signing up takes ("¿qué necesito para crear una cuenta?", "what do I need to
 * register?"): a question to answer, never the person saying they are new (invariant new-customer-whole),
 * nor the sign-up option named by its words.
 *
 * @example asksWhatItTakes('¿qué necesito para crear una cuenta?') // true
 * @example asksWhatItTakes('soy nueva') // false
 */
export function asksWhatItTakes(text: string): boolean {
  const asked = QUESTION_WORD.exec(text);
  if (!asked) return false;
  const word = asked[1];
  return word === undefined || /[éá]/u.test(word) || /[?¿]/u.test(text);
}

/**
 * Whether a reply at the sign-in's phone says the person is new (invariant new-customer-whole).
 *
 * @example isNewCustomer('first time, need an account') // true
 * @example isNewCustomer('es mi primera vez, quiero registrarme') // true
 * @example isNewCustomer('my new number is 212 555 0101') // false
 */
export function isNewCustomer(text: string): boolean {
  if (asksWhatItTakes(text)) return false;
  return coveredBy(tokenize(text.replace(ORDERING_FOR, '').replace(REFERRAL, ',')), NEW, [
    ...AROUND,
    ...FOR_A_BUSINESS,
    ...POLITE,
    ...FILLERS,
  ]);
}

/**
 * The person's name typed after they say they are new, as a sentence or a clause of its own ("Sign me up.
 * Ron Kowalski", "I'm new here, Ana Lima", "soy nueva. Me llamo Rosa Díaz"): the name, for the sign-up's
 * first question. Only a name typed as one, capitalised, is taken (invariant rest-taken-only-when-certain):
 * "Sign me up. ron kowalski" is asked.
 *
 * @example nameAfterNewCustomer('Sign me up. Ron Kowalski') // 'Ron Kowalski'
 * @example nameAfterNewCustomer('Sign me up. ron kowalski') // undefined
 */
export function nameAfterNewCustomer(text: string): string | undefined {
  // "ME NEW. ACCOUNT NONE.": a reply wholly saying the person is new holds no name.
  if (isNewCustomer(text)) return undefined;
  for (const mark of text.matchAll(/[.,;:!—–]+\s+/gu)) {
    const head = text.slice(0, mark.index);
    const rest = text.slice((mark.index ?? 0) + mark[0].length).trim();
    if (!isNewCustomer(head) || !typedAsPersonName(rest)) continue;
    const typed = readTypedName(rest, 'person');
    return 'name' in typed ? typed.name : undefined;
  }
  return undefined;
}
