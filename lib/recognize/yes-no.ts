/** Yes or no, in the forms people type, in English or Spanish (a person may mix). */
import { BARE_NO, BARE_YES } from './answer-words';
import { FINDING_DEAR } from './finding-dear';
import { typoOf } from './fuzzy-match';
import { tokenize } from './normalize';
import { coveredBy, POLITE, phrases } from './phrase-match';
import { holdsDoubt } from './shrug';

/**
 * What is on screen said right in a sentence of its own, and "now" after a fix: "All is correct now",
 * "everything looks fine", "it's all good now", "todo está bien ahora", "ya está todo correcto".
 */
const SAID_RIGHT = ['all', 'everything', 'it', 'it is all', 'that is all', 'all of it']
  // "that all looks correct", "it all seems fine": the whole of it, said so.
  .concat(['it all', 'that all', 'this all'])
  .flatMap((what) => ['is', 'looks', 'seems'].map((is) => `${what} ${is}`))
  .concat(['its', 'its all', 'thats all', 'everythings'])
  .concat(['todo esta', 'esta todo', 'ya esta todo', 'ahora todo esta', 'todo se ve', 'todo parece'])
  .flatMap((said) =>
    ['correct', 'right', 'good', 'fine', 'ok', 'okay', 'correcto', 'bien', 'perfecto'].map(
      (right) => `${said} ${right}`,
    ),
  )
  // Everything said right in two words: "todo ok", "all fine", "todo perfecto".
  .concat(
    ['ok', 'okay', 'fine', 'correct', 'perfect', 'perfecto', 'correcto'].flatMap((r) => [
      `all ${r}`,
      `todo ${r}`,
    ]),
  )
  .concat(['all good', 'looks good', 'good', 'fine', 'ok', 'okay', 'correct', 'perfect', 'todo bien', 'bien'])
  .concat(['esta bien', 'ta bien', 'perfecto', 'correcto', 'esta perfecto', 'esta correcto'])
  // "todo" clipped to "to" as "está" is to "ta": "ta to bien así", "to bien".
  .concat(['ta todo bien', 'ta to bien', 'to bien', 'todo ta bien'])
  // Said right as it is shown, "así" ("like that") after or before: "está bien así", "así está perfecto".
  .flatMap((said) => [said, `${said} now`, `${said} ahora`, `${said} asi`, `asi ${said}`])
  // The whole named after its being right: "está bien todo", "está todo bien" said the other way.
  .concat(['esta bien todo', 'ta bien todo', 'esta perfecto todo', 'esta correcto todo', 'bien todo'])
  // "ya quedó": it is as it should be now.
  .concat(['ya quedo', 'ya quedo bien', 'quedo bien', 'ya esta'])
  // What is shown, named as the details it is, said right: "the details are correct", "my info looks
  // good", "los datos están bien", "la información es correcta".
  .concat(
    ['the details', 'my details', 'the info', 'my info', 'the information', 'the data', 'these details']
      .flatMap((what) => ['are', 'is', 'look', 'looks', 'seem'].map((are) => `${what} ${are}`))
      .concat([
        'los datos estan',
        'mis datos estan',
        'la informacion esta',
        'los datos son',
        'los datos se ven',
      ])
      .flatMap((said) =>
        ['correct', 'right', 'good', 'fine', 'ok', 'okay', 'bien', 'correctos', 'correcta', 'perfectos'].map(
          (right) => `${said} ${right}`,
        ),
      ),
  )
  // A bare yes, then "like that" (what is shown, as it is shown): "ya, así", "sí así", "yep like that".
  // Never "así" alone, which may be "leave it like that" ("déjalo así").
  .concat(
    ['si', 'ya', 'dale', 'vale', 'listo', 'sale', 'claro', 'de acuerdo']
      // Mexico's "ándale", "órale", "va": "ándale, así".
      .concat(['andale', 'orale', 'va', 'sip', 'simon'])
      .flatMap((yes) => [`${yes} asi`, `asi ${yes}`]),
  )
  .concat(['yes', 'yeah', 'yep', 'yup', 'sure'].map((yes) => `${yes} like that`));

/**
 * Spanish imperatives of doing what is asked, with the object they take, in tú, usted, ustedes and vos
 * (vos drops the accent of "hacé", "poné" once typed without it): "hazlo", "hágalo", "hacelo", "ponelo",
 * "mándalo", "confírmela". Without its object ("haz", "manda") the verb needs a yes before it (confirm.ts).
 */
export const DO_IT = ['haz', 'haga', 'hagan', 'hace', 'pon', 'ponga', 'pongan', 'pone']
  // Making the account or order shown: "créela", "créala", "ábrela".
  .concat(['crea', 'cree', 'creen', 'abre', 'abra', 'abran'])
  .concat(['manda', 'mande', 'manden', 'envia', 'envie', 'envien', 'confirma', 'confirme', 'confirmen'])
  .concat(['procesa', 'procese', 'procesen', 'agenda', 'agende', 'agenden'])
  // Applying the change shown: "aplícalo", "aplíquelo", "aplíquenlo".
  .concat(['aplica', 'aplique', 'apliquen'])
  // Ordering what is shown: "pídelo", "pídala", vos "pedilo".
  .concat(['pide', 'pida', 'pidan', 'pedi'])
  // Spain's vosotros: "hacedlo", "enviadla".
  .concat(['haced', 'poned', 'mandad', 'enviad', 'confirmad', 'procesad', 'agendad'])
  .flatMap((verb) => [`${verb}lo`, `${verb}la`]);
/**
 * Yes in everyday and regional words, English and Spanish, each a yes wherever it is said and nothing
 * else as a whole reply: formal and British English ("quite right", "very well", "righto", "spot on"),
 * Australian and New Zealand ("too right", "sweet"), American ("aight", "mhm", "uh huh", "roger that"),
 * Hindi as Indian English mixes it ("haan", "ji haan", "theek hai",
 * "sahi hai", "bilkul") and Singlish's "ok lah", "can lah" ("can" alone may be asking); Mexico's
 * "arre" (north), "chido", "va que va", "sale y vale"; the Andes' "arí" (Quechua yes); the River
 * Plate's "bárbaro", "joya", "macanudo"; Costa Rica's "tuanis"; the Caribbean's "nítido"; Spain's
 * "hecho"; Peru's formal "conforme"; and everywhere "exacto", "eso es", "así es", "ajá", "obvio".
 * Not "acha" (also "I see"), "ha" (a laugh), "normal" (an option's name), "ni modo" (resigned, no no).
 */
const REGIONAL_YES = [
  ...['quite right', 'quite so', 'very well', 'very good', 'indeed', 'yes indeed', 'certainly', 'approved']
    .concat([
      'i approve',
      'approve',
      'approve it',
      'fair enough',
      'carry on',
      'by all means',
      'exactly',
      'precisely',
    ])
    .concat(['righto', 'right oh', 'righty o', 'right on', 'spot on', 'bang on', 'too right', 'sweet'])
    .concat(['cool', 'will do', 'roger', 'roger that', 'copy that', 'aight', 'ight', 'alrighty', 'okie'])
    .concat(['okie dokie', 'okey dokey', 'oki', 'mhm', 'mhmm', 'uh huh', 'yeh', 'yas', 'yass', 'deal'])
    .concat(['its a deal', 'good to go', 'fine by me', 'good by me', 'go on then'])
    // The go-ahead said warmly, what is shown said to be exactly it: "go right ahead", "that's exactly it".
    .concat([
      'go right ahead',
      'thats exactly it',
      'that is exactly it',
      'thats it exactly',
      'that is it exactly',
    ])
    // American slang's go-ahead: "bet", "say less", "fo sho" (never "i bet", a guess).
    .concat(['bet', 'say less', 'fo sho', 'fasho', 'for sure'])
    // "Ok then", "fine then": the go-ahead, "then" closing it.
    .concat(['ok', 'okay', 'alright', 'fine', 'right', 'very well'].map((yes) => `${yes} then`)),
  // Maine and New England's flat yes: "ayuh", "ayup" ("ayuh, that's it").
  'ayuh',
  'ayup',
  ...[
    'haan',
    'haanji',
    'haan ji',
    'ji haan',
    'han ji',
    'theek hai',
    'thik hai',
    'theek',
    'thik',
    'sahi hai',
  ].concat([
    'sahi',
    'bilkul',
    'bilkul sahi',
    'ok lah',
    'okay lah',
    'can lah',
    'sure lah',
    'yes lah',
    'can can',
  ]),
  ...['arre', 'ari', 'barbaro', 'joya', 'macanudo', 'tuanis', 'nitido', 'chido', 'va que va', 'sale y vale']
    .concat(['hecho', 'trato hecho', 'conforme', 'exacto', 'exactamente', 'eso es', 'asi es'])
    // Mexico's "así mero", "eso mero" (just so).
    .concat(['asi mero', 'eso mero'])
    // "conforme" said with its being: "está conforme", "estoy conforme", "todo conforme".
    .concat(['esta conforme', 'estoy conforme', 'estamos conformes', 'todo conforme', 'todo esta conforme'])
    .concat(['aja', 'ajam', 'obvio', 'obvio que si', 'excelente', 'genial', 'buenisimo', 'de lujo'])
    .concat(['okey', 'okis', 'oki doki', 'claro que si', 'sin duda', 'como no'])
    // The Caribbean's and Colombia's "de ley" (for sure), the Dominican "ya tú sabes" (you know it).
    .concat(['de ley', 'de ley que si', 'ya tu sabes', 'ya tu sabe', 'ya usted sabe'])
    // Approved, said of what is shown: "aprobado", "lo apruebo"; radio's "afirmativo".
    .concat(['aprobado', 'aprobada', 'apruebo', 'lo apruebo', 'afirmativo'])
    // Usted's and ustedes' "dale": "dele", "denle"; "vale" typed "bale", b and v alike in Spanish.
    .concat(['dele', 'denle', 'dele nomas', 'bale'])
    // Spain's "ea" (well, there): said beside a yes, "ea, vale", "venga, ea". Never alone, an "ah" that
    // agrees to nothing by itself.
    .concat(['vale', 'venga', 'pues', 'si', 'bueno', 'listo'].flatMap((yes) => [`ea ${yes}`, `${yes} ea`])),
  // "hazlo nomás", "dale nomás": an imperative of doing it, "nomás" (just) softening it; without its
  // object too ("haz nomás", vos "hacé nomás", "mandá nomás"), which "nomás" makes a go-ahead.
  ...[...DO_IT, 'hagale', 'dale'].map((verb) => `${verb} nomas`),
  ...['haz', 'hace', 'haga', 'pon', 'pone', 'manda', 'mande', 'envia', 'sigue', 'siga', 'segui', 'avanza']
    .concat(['avance', 'procede', 'proceda', 'crea', 'cree', 'confirma', 'confirme'])
    .map((verb) => `${verb} nomas`),
  // Polynesian yes in passing (Tongan and Samoan "ʻio", "ioe"); Colombian "sisas", "sisa"; Portuguese
  // "claro que sim", "beleza" (great), Brazil's "tá bom" typed "ta bom".
  ...['io', 'ioe', 'sisas', 'sisa', 'claro que sim', 'beleza', 'ta bom'],
  // The cost shown, said acceptable: "Fee acceptable.", "the fee's fine", "price is ok", "el cargo está bien".
  ...['fee', 'the fee', 'fees', 'the fees', 'price', 'the price', 'prices', 'cost', 'the cost', 'charge']
    .concat(['the charge', 'el cargo', 'cargo', 'el precio', 'precio', 'el costo', 'costo', 'la tarifa'])
    .flatMap((cost) =>
      [
        'acceptable',
        'is acceptable',
        'is fine',
        'fine',
        'is ok',
        'ok',
        'is okay',
        'okay',
        'works',
        'esta bien',
      ]
        .concat(['es aceptable', 'aceptable', 'ta bien'])
        .map((fine) => `${cost} ${fine}`),
    ),
  // Agreeing to the cost shown, by its name: "de acuerdo con el cargo", "ok with the fee", "fine with the price".
  ...['fee', 'the fee', 'fees', 'the fees', 'price', 'the price', 'cost', 'the cost', 'charge', 'the charge']
    .flatMap((cost) =>
      ['ok with', 'okay with', 'fine with', 'good with', 'agree with', 'i agree with'].map(
        (ok) => `${ok} ${cost}`,
      ),
    )
    .concat(
      ['el cargo', 'el precio', 'el costo', 'la tarifa', 'los cargos'].flatMap((cost) =>
        ['de acuerdo con', 'conforme con', 'estoy de acuerdo con', 'esta bien'].map((ok) => `${ok} ${cost}`),
      ),
    ),
  // Accepting what is shown, said so: "Accept.", "I accept", "acepto", "aceptado".
  ...[
    'accept',
    'i accept',
    'accepted',
    'accept it',
    'acepto',
    'aceptado',
    'aceptada',
    'lo acepto',
    'aceptar',
  ],
  // A command's go-ahead: "Execute.", "make it so", "green light"; what is shown enough: "that'll do".
  ...[
    'execute',
    'execute it',
    'make it so',
    'make it happen',
    'green light',
    'greenlight it',
    'authorized',
  ].concat(['thatll do', 'that will do', 'thatd do', 'that would do', 'thisll do', 'this will do']),
];

/**
 * No in everyday and regional words: "no siree", "hard pass", "absolutely not"; Hindi "nahi", "ji
 * nahi"; Guaraní "nahániri"; "ni en pedo", "ni a palos" (River Plate), "ni de coña" (Spain), "qué va", "nanay", "jamás".
 */
const REGIONAL_NO = [
  ...['no siree', 'no sir', 'hard pass', 'pass', 'ill pass', 'i will pass', 'nay', 'not at all']
    .concat(['absolutely not', 'definitely not', 'certainly not', 'of course not', 'no no'])
    .concat(['nahi', 'nahin', 'nai', 'ji nahi', 'nahi ji', 'bilkul nahi'])
    // Guaraní's no, in Paraguay's Spanish: "nahániri" (its yes, "heẽ", is read by its letters: EMOJI).
    .concat(['nahaniri']),
  ...['ni en pedo', 'ni a palos', 'ni de cona', 'ni de chiste', 'ni por asomo', 'ni madres'].concat([
    'que va',
    'nanay',
    'jamas',
    'nunca',
    'para nada gracias',
  ]),
];

const YES = phrases(
  'yes',
  'y',
  'yeah',
  'yea',
  'yah',
  // Yiddish, Dutch and German "ja", typed with its h ("jah that's right"): "ja" alone is Spanish laughter.
  'jah',
  'ya',
  'yep',
  'yup',
  'yes sir',
  'yessir',
  // Old-fashioned and regional English yes: "aye", "aye aye"; New Orleans' "(yeah) you right".
  'aye',
  'aye aye',
  'you right',
  'sure',
  'sure thing',
  'ok',
  'okay',
  'okey',
  'k',
  'kk',
  'alright',
  'all right',
  'go ahead',
  'go for it',
  // Taglish yes: "opo", "sige" (all right), "ok lang" (it's fine), "go na", "go po" ("go" alone is no yes:
  // "go to the other address" says where).
  'go po',
  'opo',
  'oo',
  'sige',
  'ok lang',
  'okay lang',
  'go na',
  'please do',
  'do it',
  'place it',
  // The change shown, by the confirm option's own words: "please make the change", "apply it".
  'make the change',
  'make this change',
  'make that change',
  'make the changes',
  'apply it',
  'apply the change',
  'no problem',
  'place the order',
  'place order',
  'book it',
  'lock it in',
  'lock in',
  'submit',
  'submit it',
  // Sending what is shown on its way: "send it", "send it in", "ship it".
  'send it',
  'send it in',
  'send it off',
  'send it through',
  'ship it',
  'proceed',
  // Usted's and ustedes' "proceed".
  'proceda',
  'procedan',
  'procede',
  'confirm',
  'confirmed',
  'i confirm',
  'sounds good',
  'sounds great',
  'looks good',
  'looks great',
  'looks right',
  'looks fine',
  'looks ok',
  'looks okay',
  'looks correct',
  // What is shown praised as it looks: "looks perfect", "looks great to me".
  'looks perfect',
  'looks excellent',
  'looks awesome',
  'looks amazing',
  'se ve bien',
  'all good',
  'lgtm',
  'good',
  'great',
  'perfect',
  // Praise of what is shown, as "great" is: "brilliant", "excellent", "lovely".
  'brilliant',
  'excellent',
  'awesome',
  'wonderful',
  'lovely',
  'splendid',
  'fantastic',
  'fine',
  'correct',
  'right',
  'thats right',
  'that is right',
  'thats correct',
  'that is correct',
  'that works',
  'works for me',
  // What will suit, said ahead of it: "that'll work", "that should work", "this'd work".
  ...['thatll', 'that will', 'thatd', 'that would', 'that should', 'thisll', 'this will', 'thisd'].map(
    (that) => `${that} work`,
  ),
  // Everything on screen said right: "that's all correct", "todo está correcto".
  'all correct',
  'thats all correct',
  'that is all correct',
  'everything is correct',
  'everythings correct',
  'everything looks good',
  'everything looks right',
  'absolutely',
  'definitely',
  'of course',
  'affirmative',
  // Radio's yes: "Affirm.", "wilco" (will comply).
  'affirm',
  'wilco',
  // Going on with what is shown: "go on", "go on and do it".
  'go on',
  // Diné's yes, said in passing in English or Spanish: "aoo'" (its thanks, "ahéhee'", is POLITE's).
  'aoo',
  'agreed',
  'i agree',
  'i do',
  'yes i do',
  // Spanish (accents are dropped by `tokenize`: "sí" is "si").
  'si',
  'claro',
  'claro que si',
  'vale',
  'de acuerdo',
  // Central America's "right", Spain's "come on".
  'cabal',
  'venga',
  'esta bien',
  'por supuesto',
  'dale',
  'perfecto',
  'correcto',
  'todo correcto',
  'todo esta correcto',
  'esta todo correcto',
  'todo esta bien',
  'esta todo bien',
  'adelante',
  'confirmo',
  'confirmar',
  'confirmado',
  'confirmada',
  'seguro',
  'si claro',
  'si por supuesto',
  // Andalusia's "zí", "sí" as its ceceo says it and types it.
  'zi',
  // Everyday US and Mexican Spanish.
  'simon',
  'sip',
  'sii',
  'siii',
  'sale',
  'orale',
  'andale',
  'va',
  'ok si',
  'si si',
  'si esta bien',
  'esta perfecto',
  'asi esta bien',
  // Spoken "está" clipped to "ta", and "ahora sí" said once what was asked is fixed.
  'ta bien',
  'ta bueno',
  'esta bueno',
  'ahora si',
  // The usted, tú and vos imperatives of the bot's own hints ("Hágalo", "hacelo", "dale nomás").
  ...DO_IT,
  'dale nomas',
  'metele',
  'mandale',
  'haga el pedido',
  'haz el pedido',
  'hagan el pedido',
  'adelante con el pedido',
  // Uruguayan "ta" (ok) and "ta perfecto"; Salvadoran "chivo" (great); Costa Rican "pura vida"; Kiwi
  // "sweet as": agreeing, alone or before what is agreed to ("chivo, mándelo", "sweet as, book it in").
  'ta',
  'ta perfecto',
  'chivo',
  'pura vida',
  'sweet as',
  'book it in',
  // Everyday Caribbean and South American Spanish: "de una", "wepa", "chévere", "tato".
  'de una',
  'wepa',
  'chevere',
  'tato',
  // Chilean "sí po", "ya po", typed as one word.
  'sipo',
  'yapo',
  // Tagalog's polite yes, in Taglish: "opo".
  'opo',
  'todo bien',
  'si todo bien',
  'listo',
  ...SAID_RIGHT,
  ...REGIONAL_YES,
);

/**
 * Yeses only as a whole reply, never as the lead of a longer one: "that's the one" is a yes, but "that's
 * the one I don't want" is no yes, nor "let's go with the card".
 */
const WHOLE_YES = phrases(
  // What is shown named as the one meant: "yup that's the one", "esa es", "ese mismo".
  'thats the one',
  'that is the one',
  'this is the one',
  'thats the right one',
  'esa es',
  'ese es',
  'es esa',
  'es ese',
  'esa misma',
  'ese mismo',
  // Going ahead: "let's do it", "let's go", "hágale", "vamos".
  'lets do it',
  'lets do this',
  'lets go',
  'hagale',
  'hazle',
  'hagamoslo',
  'vamos',
  // Arabic "yalla" (let's go), in English and Spanish alike: "ok good, yalla".
  'yalla',
  'vamos con eso',
);

const NO = phrases(
  'no',
  'n',
  'nope',
  // "nope" played with, as texts do: "nopes", "nopers", and the South's "naw".
  'nopes',
  'nopers',
  'naw',
  'nah',
  'no way',
  'not now',
  'not yet',
  'not really',
  'dont',
  'do not',
  'i dont',
  'dont do it',
  'negative',
  'incorrect',
  'wrong',
  'not right',
  'para nada',
  'todavia no',
  'aun no',
  'mejor no',
  'no quiero',
  'ahora no',
  'de ninguna manera',
  'nel',
  'nel pastel',
  'nop',
  'nopo',
  // Tagalog's no, in Taglish: "hindi po", "hindi na po, thanks" (no more, no thanks).
  'hindi',
  'hindi na',
  'nones',
  // Not even close: "ni ahí" (River Plate), "ni loco", "ni de broma". Not "ni hablar": there, also "of course".
  'ni ahi',
  'ni loco',
  'ni loca',
  'ni de broma',
  'no gracias',
  'mejor no gracias',
  ...REGIONAL_NO,
);

/**
 * Slack's code of an emoji as it arrives typed, with the skin tone it may carry: ":+1::skin-tone-4:"; a
 * word may run into it ("ahead:thumbsup:", as dialect.ts closes the space before a colon), never another code.
 */
const slackCode = (names: string) =>
  new RegExp(`(?<!:):(?:${names}):(?::skin-tone-[2-6]:)?(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Signs of a yes or a no, read as the word: the emoji, and Slack's codes of them as its message text
 * carries them (":+1:", ":thumbsup:", ":white_check_mark:", ":-1:", ":x:"). Any other emoji or code is
 * left to stand as typed, and a reply holding one is no bare yes or no.
 */
const EMOJI: [RegExp, string][] = [
  [/👍|👌|✅|✔️?|🙆|🙌/gu, ' yes '],
  [/👎|❌|🙅/gu, ' no '],
  [
    slackCode('\\+1|thumbsup|thumbs_up|ok_hand|white_check_mark|heavy_check_mark|raised_hands|ok_woman'),
    ' yes ',
  ],
  [slackCode('-1|thumbsdown|thumbs_down|x|no_good|no_entry_sign|heavy_multiplication_x'), ' no '],
  // Guaraní's yes, "heẽ" (Paraguay, where it is mixed into Spanish): read by its nasal ẽ, which
  // `tokenize` drops, leaving "hee", a laugh ("hee hee"). Its no, "nahániri", is a word of its own (NO).
  [/(?<!\p{L})h(?:[eé]ẽ|ẽ[eẽ])(?!\p{L})/giu, ' yes '],
];

/** The reply with its signs of a yes or a no (`EMOJI`) as words, for `tokenize`. */
const withSignsRead = (text: string) =>
  EMOJI.reduce((t, [pattern, word]) => t.replace(pattern, word), text.normalize('NFC'));

/**
 * The reply with its signs of a yes or a no as "ok" and "no", for a question of other options: a sign
 * of approval beside an answer ("9-11 doordash está bien :+1:") says ok, as the word would; a sign of
 * no stays a no, for the reader to ask back.
 *
 * @example withSignsAsOk('9-11 :+1:') // '9-11  ok '
 */
export function withSignsAsOk(text: string): string {
  return EMOJI.reduce(
    (t, [pattern, word]) => t.replace(pattern, word === ' yes ' ? ' ok ' : word),
    text.normalize('NFC'),
  );
}

/** Slack's code of any emoji (":point_up:", ":pencil2:", ":truck:"), with its skin tone. */
const ANY_SLACK_CODE = slackCode('[a-z][a-z0-9_+-]*');

/** Emoticons typed as signs (":)", ";-)", ":D", "<3", "xD"): a mood beside the go-ahead, never a word. */
const EMOTICONS = /(?<![\p{L}\p{N}])(?:[:;=][-'^]?[)(\][dDpPoO3*|\\/]+|<3+|x[dD]+)(?![\p{L}\p{N}])/gu;

/**
 * The reply with its signs of a yes or a no as words (`EMOJI`), and every other emoji's Slack code left
 * out, as `tokenize` leaves the emoji itself out ("bags should be 3 :point_up:" is "bags should be 3",
 * as "bags should be 3 👆" is): for a reader that sets clauses of a value apart from what carries none
 * (confirm.ts `withoutChangeFrame`), where the words left are still read by the part's own reader; emoticons
 * (":)", ":D") are left out too, as `tokenize` would leave a stray letter of them ("d").
 * @example signsAsWords('bags 3 :point_up: rest :ok_hand:') // 'bags 3   rest  yes '
 */
export const signsAsWords = (text: string) =>
  withSignsRead(text).replace(ANY_SLACK_CODE, ' ').replace(EMOTICONS, ' ');

/**
 * Yes (`true`) or no (`false`) when the whole reply is one, with politeness allowed; undefined
 * for anything else, including mixed replies like "yes but change the day".
 *
 * @example readYesNo('yes please') // true
 * @example readYesNo('no thanks') // false
 * @example readYesNo('sounds good 👍') // true
 */
/** What a confirmation's cost is called: a yes said of it with a question mark asks, never agrees. */
const COST_WORDS = new Set([
  'fee',
  'fees',
  'price',
  'prices',
  'cost',
  'charge',
  'cargo',
  'precio',
  'costo',
  'tarifa',
]);

export function readYesNo(text: string): boolean | undefined {
  const typed = tokenize(withSignsRead(text));
  // "no sé", "not sure": neither (invariant doubt-is-no-no).
  if (holdsDoubt(typed)) return undefined;
  // "fee acceptable?", "el cargo está bien?": the cost asked about is no yes to it.
  if (/\?\s*$/.test(text) && typed.some((t) => COST_WORDS.has(t))) return undefined;
  for (const tokens of [typed, withTyposRead(typed)]) {
    if (coveredBy(tokens, [...YES, ...WHOLE_YES], POLITE)) return true;
    if (coveredBy(tokens, NO, POLITE)) return false;
  }
  return undefined;
}

/** Every word a yes or a no is said with, each its own meaning, built on the first typo looked up. */
let yesNoVocabulary: ReadonlyMap<string, string> | undefined;
/** Words that are never read as a typo of a yes or a no, built with it. */
let ownWords: ReadonlySet<string> | undefined;

/**
 * The reply with each word that is a typo of one word a yes or a no is said with spelled right ("yse",
 * "nope" as "npoe", "pelase"): fuzzy-match.ts `typoOf`, so a word as near two of them ("yea", "yes") is
 * left as typed, and the reply asked back.
 */
function withTyposRead(tokens: string[]): string[] {
  yesNoVocabulary ??= new Map(
    [...YES, ...WHOLE_YES, ...NO, ...POLITE].flat().map((word) => [word, word] as const),
  );
  const vocabulary = yesNoVocabulary;
  // "caro" is a word of its own, the price found dear, never a typo of "claro" ("calro" still is); a
  // hedge too ("siguro", Tagalog maybe, is no "seguro").
  ownWords ??= new Set([...FINDING_DEAR.flat(), ...HEDGES.filter((p) => p.length === 1).flat()]);
  const own = ownWords;
  return tokens.map((t) => (own.has(t) ? t : (typoOf(t, vocabulary) ?? t)));
}

/** Words after a yes or a no that take it back in part: "yes but change the day". */
const CONTRAST = new Set([
  'but',
  'though',
  'although',
  'except',
  'only',
  'unless',
  'pero',
  'aunque',
  'excepto',
  'solo',
  'salvo',
]);
/** Words that negate the verb of the words before them: "I do not want it" is no "I do". */
const NEGATING_NEXT = new Set(['not', 'nt', 'no', 'never', 'nunca']);
/**
 * Leads that are a yes only set apart: Spanish "ya" before a clause is "already" ("ya me llegan muchos"),
 * and "ta" is "está" clipped ("ta mal la dirección": it is wrong), Uruguay's ok only alone or set apart.
 */
const APART_ONLY = new Set(['ya', 'ta']);

/**
 * Whether a lead of a reply is its answer, given the token after it (invariant lead-is-not-its-clause):
 * "I do not want it" is not a yes by its "I do", nor "ya me llegan demasiados" by its "ya" (already).
 *
 * @invariant lead-is-not-its-clause A yes or no read at the start of a reply is one only when the words
 *   after it do not make it part of their clause: a lead followed by a negation of its verb ("I do not
 *   …", "sure not …") or Spanish "ya" running into a clause ("ya me llegan …") is no yes.
 */
function leadStandsAlone(lead: string[], next: string | undefined): boolean {
  if (NEGATING_NEXT.has(next ?? '')) return false;
  return !(APART_ONLY.has(lead.at(-1) ?? '') && next !== ',');
}

/** Words that refuse again in the two after a "but": "no, thank you, but do not send me anything", "pero no me manden nada". */
const REFUSING = new Set([...NEGATING_NEXT, 'dont', 'nada', 'nothing']);

/**
 * Whether every "but" in the words after a no goes on refusing ("no joven, le agradezco pero no me
 * manden nada"): the no stands, its "but" turning from thanks to the refusal, not taking it back.
 */
const refusesAgain = (rest: string[]) =>
  rest.every((t, i) => !CONTRAST.has(t) || rest.slice(i + 1, i + 3).some((next) => REFUSING.has(next)));

/** The longest yes or no a reply may start with, in words. */
const LONGEST_LEAD = 4;

/**
 * Yes (`true`) or no (`false`) said first, whatever follows as the person's reason ("no, the dryer is
 * fine", "sí, es para mi negocio", "yes invoice the business"); undefined when the reply does not start
 * with one, or goes on with a "but".
 *
 * @example readLeadingYesNo('nope, no texts') // false
 * @example readLeadingYesNo('yes but change the day') // undefined
 * @example readLeadingYesNo('no sé, ¿qué recomiendan?') // undefined
 */
export function readLeadingYesNo(text: string): boolean | undefined {
  const whole = readYesNo(text);
  if (whole !== undefined) return whole;
  const tokens = tokenize(withSignsRead(text));
  if (holdsDoubt(tokens) || holdsCondition(tokens)) return undefined;
  for (let length = Math.min(LONGEST_LEAD, tokens.length - 1); length >= 1; length--) {
    const lead = tokens.slice(0, length);
    const rest = tokens.slice(length).filter((t) => t !== ',');
    if (rest.length === 0 || !leadStandsAlone(lead, tokens[length])) continue;
    if (rest.some((t) => CONTRAST.has(t)) && !(coveredBy(lead, NO, POLITE) && refusesAgain(rest))) continue;
    // "nope, yes actually", "sí… no": the other answer said after it leaves the reply open.
    const yes = coveredBy(lead, YES, POLITE);
    if (!yes && !coveredBy(lead, NO, POLITE)) continue;
    if (rest.some((t) => (yes ? BARE_NO : BARE_YES).has(t))) return undefined;
    return yes;
  }
  return undefined;
}

/**
 * The words of a yes/no question's two outcomes, declared with the question, in either language
 * ("invoice", "bill" for yes; "card", "tarjeta" for no at "Should we invoice the business instead of
 * charging a card?"). A word ending in `*` is a stem ("factur*"), one starting with `*` an ending
 * ("*eria": sastrería, panadería); an entry of several words is a phrase.
 */
export interface Outcomes {
  yes: readonly string[];
  no: readonly string[];
  /** Words that, refused, are a no however the question is put ("nada de spam", "no spam"); never a yes. */
  scorned?: readonly string[];
  /**
   * Words that name both outcomes at once, joined ("for me and for the shop", "para mí y el taller"):
   * asked back, whatever else the reply says (invariant yes-no-by-outcome).
   */
  both?: readonly string[];
  /**
   * The yes words name kinds of one thing the service takes whole ("news", "offers", "discounts": the
   * texts are yes or no for all of them): one said restricted ("only discounts", "just the coupons",
   * "solo ofertas", "descuentos nomás") is a yes on a condition, asked back (invariant condition-asked-back).
   */
  kinds?: true;
  /**
   * The no words say what the thing is ("personal", "home", "particular" at "Is this account for a
   * business?"), never something to refuse: a bare "no" before one is the answer said with it ("no
   * personal" is "No, personal"), never "not personal" (invariant leading-no-answers).
   */
  noSaysWhatItIs?: true;
}

/** Words that restrict what they stand before or after to itself: "only discounts", "ofertas nomás". */
const ONLY = new Set(['only', 'just', 'solo', 'solamente', 'unicamente', 'nomas', 'exclusively']);
/** Words that may stand between the restricting word and what it restricts: "just the coupons". */
const ARTICLES = new Set(['the', 'those', 'el', 'la', 'los', 'las', 'de', 'a', 'an', 'unos', 'unas']);

/** Whether the outcome of `width` words at `at` is restricted by a word of `ONLY` before or after it. */
function restricted(tokens: string[], at: number, width: number): boolean {
  let before = at - 1;
  while (ARTICLES.has(tokens[before] ?? '')) before--;
  return ONLY.has(tokens[before] ?? '') || ONLY.has(tokens[at + width] ?? '');
}

/**
 * Words only a question about the question opens with ("what does invoice mean", "which is better"), or
 * that ask what something means wherever they stand ("invoice meaning", "qué significa factura"): the
 * outcome named in it is what is asked about, never an answer (invariant question-about-the-question).
 * Not "is", "como", "que": they open answers too ("como negocio", "que me facturen").
 */
const ASKS_OPENING = new Set(['what', 'whats', 'which', 'how', 'why', 'cual', 'cuales']);
const ASKS_MEANING = phrases(
  'mean',
  'means',
  'meaning',
  'significa',
  'significan',
  'quiere decir',
  'que es eso',
  // How it works, not understanding it, or asking it explained, wherever said: "¿y cómo es lo de la
  // factura? no entiendo", "how does invoicing work", "I don't get it", "explain the invoicing".
  'como es lo de',
  'como funciona',
  'como funcionan',
  'how does',
  'how do',
  'dont understand',
  'do not understand',
  'dont get it',
  'no entiendo',
  'no entendi',
  'no comprendo',
  'explain',
  'explica',
  'explicame',
  'explique',
  'expliqueme',
);
/** What may open a question before its first word: "and what's the invoice thing", "¿y cuál es mejor?". */
const QUESTION_LEADS = new Set(['and', 'but', 'so', 'y', 'e', 'pero', 'entonces']);

/**
 * Whether a reply asks about the question rather than answering it.
 *
 * @invariant question-about-the-question A reply at a yes-or-no question that asks about it ("what does
 *   invoice mean lol", "which one is better", "¿qué significa factura?") is asked back, never read as the
 *   yes or the no of the outcome it names.
 * @example asksAboutIt(tokenize('what does invoice mean lol')) // true
 * @example asksAboutIt(tokenize('yes invoice the business')) // false
 */
export function asksAboutIt(tokens: readonly string[]): boolean {
  const opening = tokens.find((t) => !QUESTION_LEADS.has(t));
  if (ASKS_OPENING.has(opening ?? '')) return true;
  return tokens.some((_, i) => ASKS_MEANING.some((p) => p.every((w, k) => tokens[i + k] === w)));
}

/** Words that turn the outcome after them around, to the end of their clause: "don't charge a card", "nada de promos". */
const NEGATORS = phrases(
  'no',
  'not',
  'dont',
  'do not',
  'cant',
  'cannot',
  'shouldnt',
  'mustnt',
  'never',
  'without',
  'out of',
  'away from',
  'fuera de',
  'lejos de',
  'instead of',
  'rather than',
  'nothing',
  'nada de',
  'nada',
  'sin',
  'ni',
  'nunca',
  'en lugar de',
  'en vez de',
  // None at all: "zero spam", "cero promos".
  'zero',
  'cero',
  // Refused in a reason of its own: "accounting won't reimburse card charges", "they don't take cards".
  'wont',
  'will not',
  'wouldnt',
  'would not',
  'doesnt',
  'does not',
);

/** Said with a "no" or a "don't" that is a yes: "I don't mind texts", "no hay problema". */
const AFFIRMING = phrases(
  'dont mind',
  'do not mind',
  'no problem',
  'no prob',
  'why not',
  'como no',
  'no hay problema',
  'no problema',
  'por que no',
  'no me molesta',
  // "No" idioms of a shrugged-off trouble: "no worries", "no hay rollo" (Mexico), "no hay bronca".
  'no worries',
  'no biggie',
  'no big deal',
  'not a problem',
  'no issue',
  'no problemo',
  'no hay rollo',
  'no hay bronca',
  'no hay lio',
  'no hay drama',
  'no pasa nada',
  'ningun problema',
  'sin problema',
);

/**
 * The reply with each phrase whose "no" agrees ("why not", "no problem", "por qué no") said as the yes
 * it is, for a reader that takes a "no" or "not" as a negation (invariant agreeing-no-is-yes).
 *
 * @invariant agreeing-no-is-yes At a yes-or-no question, "sure why not", "no problem", "por qué no"
 *   are a yes: their "no" refuses nothing, and is never read as the No option or as leaving one out.
 * @example agreeingAsYes('sure why not') // 'sure yes'
 */
export function agreeingAsYes(text: string): string {
  // Its signs as words first ("confirm :+1:"): the text it gives is read again, with no signs left.
  const tokens = tokenize(signsAsWords(text));
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const agreeing = longestAt(tokens, i, AFFIRMING);
    out.push(agreeing ? 'yes' : (tokens[i] as string));
    i += agreeing ? agreeing.length : 1;
  }
  return out.join(' ');
}

/** Words that leave the answer open: "maybe invoice", "depende", "no sé". */
const HEDGES = phrases(
  'maybe',
  'perhaps',
  'not sure',
  'idk',
  'depends',
  'either',
  'both',
  'sort of',
  'sorta',
  'kind of',
  'kinda',
  'partly',
  'somewhat',
  'a little',
  'en parte',
  'algo asi',
  'medio',
  'more or less',
  'mas o menos',
  'whatever',
  'quizas',
  'quiza',
  'tal vez',
  // Rioplatense "capaz", "puede ser", "a lo mejor"; Tagalog "siguro" (maybe), one letter from "seguro".
  'capaz',
  'puede ser',
  'a lo mejor',
  'siguro',
  'no se',
  'depende',
  'como sea',
  'las dos',
  'los dos',
  'ambos',
  'ambas',
);

/**
 * Words that hang an answer on a condition: "only if they're deals", "yes if it's free", "unless it's
 * daily", "solo si son descuentos", "siempre que sean ofertas".
 */
const CONDITIONS = phrases(
  'if',
  'unless',
  'as long as',
  'solo si',
  'solamente si',
  'nomas si',
  'siempre que',
  'siempre y cuando',
  'con tal de que',
);
/**
 * Spanish "si" before a verb: a condition inside a reply ("ok, si son descuentos"), but the reply's
 * first words are "sí" typed without its accent ("si es pa mi negocio": yes, it is for my business).
 */
const SPANISH_IF = phrases('si es', 'si son', 'si hay', 'si no');

/**
 * Whether a reply hangs its answer on a condition (invariant condition-asked-back): neither yes nor no.
 *
 * @invariant condition-asked-back A yes or no said on a condition ("only if …", "solo si …", "unless
 *   …", "vale, si son …") is asked back, never taken as the yes or the no it holds, like a hedge.
 * @example holdsCondition(tokenize('solo si son descuentos')) // true
 * @example holdsCondition(tokenize('si es pa mi negocio')) // false
 */
export function holdsCondition(tokens: readonly string[], offered: readonly string[] = []): boolean {
  const words = withoutKindly(tokens);
  const at = (i: number, list: string[][]) => list.some((c) => c.every((w, k) => words[i + k] === w));
  return words.some(
    (_, i) => !metByTheOffer(words, i, offered) && (at(i, CONDITIONS) || (i > 0 && at(i, SPANISH_IF))),
  );
}

/**
 * Words that set a yes and a no side by side as alternatives, saying neither: "a veces sí a veces no",
 * "sometimes yes sometimes no", "yes and no", "sí y no", "yes or no", "depende", "unas veces sí, otras no".
 */
const ALTERNATING = new Set(
  `and or y e o u sometimes some times a veces vez unas otras other others another depends depende it
  kinda kind of sort both ambos ambas mostly half mitad maybe quizas tal`.split(/\s+/),
);

/**
 * Whether a reply holds both a yes and a no as alternatives, and nothing else (invariant
 * both-answers-asked-back).
 *
 * @invariant both-answers-asked-back At a yes-or-no question, a reply made only of a bare yes and a bare
 *   no set side by side ("a veces sí a veces no", "yes and no", "sí y no", "sometimes yes sometimes no")
 *   answers neither: asked back, never taken as the one said last or first. A no that says more ("sí,
 *   pero no los lunes") or corrects itself ("no wait, yes") is read as before.
 * @example holdsBothAnswers(tokenize('a veces sí a veces no')) // true
 * @example holdsBothAnswers(tokenize('sí, no hay problema')) // false
 */
export function holdsBothAnswers(tokens: readonly string[]): boolean {
  const words = tokens.filter((t) => t !== ',');
  return (
    words.some((t) => BARE_YES.has(t)) &&
    words.some((t) => BARE_NO.has(t)) &&
    words.every((t) => BARE_YES.has(t) || BARE_NO.has(t) || ALTERNATING.has(t))
  );
}

/** Asking kindly: "if possible", "if you can", "si es posible". It conditions nothing of the answer. */
const KINDLY = phrases(
  'if possible',
  'if its possible',
  'if thats possible',
  'if that is possible',
  'if you can',
  'if u can',
  'if you could',
  'si es posible',
  'si se puede',
  'si pueden',
  'de ser posible',
);
/** The tokens without the ways of asking kindly (`KINDLY`). */
function withoutKindly(tokens: readonly string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; ) {
    const kindly = longestAt(tokens as string[], i, KINDLY);
    if (!kindly) out.push(tokens[i] as string);
    i += kindly?.length ?? 1;
  }
  return out;
}

/** A condition on there being something: "if there's", "if you send", "si hay". */
const IF_THERE_ARE = phrases(
  'if theres',
  'if there is',
  'if there are',
  'if there will be',
  'if you send',
  'if you have',
  'si hay',
  'si mandan',
  'si envian',
);
/** Words between it and what there is to be: "if there are any deals", "si hay buenos cupones". */
const SOME = new Set([...ARTICLES, 'any', 'some', 'good', 'algunos', 'algunas', 'buenos', 'buenas']);

/**
 * Whether the condition at `i` is only that there be one of the kinds the question offers whole ("sure if
 * theres coupons" at "May we text you news and offers?"): the question meets it, no condition. Never
 * restricted ("only if there are coupons", "solo si hay ofertas") nor followed by more in its clause.
 */
function metByTheOffer(words: string[], i: number, offered: readonly string[]): boolean {
  if (offered.length === 0 || ONLY.has(words[i - 1] ?? '')) return false;
  const lead = longestAt(words, i, IF_THERE_ARE);
  if (!lead) return false;
  let k = i + lead.length;
  while (SOME.has(words[k] ?? '')) k++;
  const width = outcomeAt(words, k, offered);
  // Welcomed after it, to the clause's end: "si hay ofertas, mejor", "if there are deals even better".
  const welcomed = longestAt(words, k + width, WELCOMED)?.length ?? 0;
  const after = words[k + width + welcomed];
  return width > 0 && (after === undefined || CLAUSE_ENDS.has(after));
}

/** What there being offers is welcomed with, after the condition: "si hay ofertas mejor", "even better". */
const WELCOMED = phrases(
  'mejor',
  'mucho mejor',
  'aun mejor',
  'todavia mejor',
  'better',
  'even better',
  'all the better',
);

/** Words that end a clause: the negation before them does not reach past them. */
const CLAUSE_ENDS = new Set([',', ...CONTRAST, 'and', 'y', 'so', 'asi', 'just', 'solo']);

const startsAt = (tokens: string[], i: number, phrase: string[]) =>
  phrase.every((w, k) => tokens[i + k] === w);
const longestAt = (tokens: string[], i: number, list: string[][]) =>
  list.filter((p) => startsAt(tokens, i, p)).sort((a, b) => b.length - a.length)[0];

/** How many words of an outcome's entry start at `i`: 0 when none does. */
function outcomeAt(tokens: string[], i: number, entries: readonly string[]): number {
  for (const entry of entries) {
    const words = entry.split(' ');
    const fits = words.every((w, k) => {
      const token = tokens[i + k];
      if (token === undefined) return false;
      if (w.endsWith('*')) return token.startsWith(w.slice(0, -1));
      if (w.startsWith('*')) return token.endsWith(w.slice(1)) && token.length > w.length + 1;
      return token === w;
    });
    if (fits) return words.length;
  }
  return 0;
}

/**
 * Words that may stand between a "no" and the outcome it negates: "no more cards", "no credit card",
 * "no más tarjeta". An article there makes it "no, the card" typed without its comma, never "no card".
 */
const BEFORE_OUTCOME = new Set(['more', 'credit', 'debit', 'mas']);

/**
 * Whether the words from `at` are an outcome, with only `BEFORE_OUTCOME` words before it ("card", "more
 * cards"): what a "no" just before them negates.
 *
 * @invariant leading-no-answers A reply's first bare "no" negates an outcome only when that outcome
 *   follows it ("no card, bill us"); before a clause of its own ("no I'll put a card", "no la tarjeta",
 *   "no, voy a pagar con tarjeta") it is the answer no, and an outcome in that clause votes as said: a "no" and a card
 *   are never read as a yes to invoicing; nor does it negate what a question's no words say the thing
 *   is ("no personal" is "No, personal": `Outcomes.noSaysWhatItIs`). A "no" before an outcome that its clause then says is fine ("no card
 *   is fine": "no, card is fine" or "no card, fine") is asked back; "nope", "nah" are never a determiner.
 */
function negatesNext(tokens: string[], at: number, outcomes: Outcomes): boolean {
  let i = at;
  while (BEFORE_OUTCOME.has(tokens[i] ?? '') && !outcomeAt(tokens, i, [...outcomes.yes, ...outcomes.no])) i++;
  if (outcomes.noSaysWhatItIs && !outcomeAt(tokens, i, outcomes.yes) && outcomeAt(tokens, i, outcomes.no))
    return false;
  const width = outcomeAt(tokens, i, [...outcomes.yes, ...outcomes.no, ...(outcomes.scorned ?? [])]);
  // "no charge my card": the outcome is a verb with its object, a clause of its own ("no, charge my card").
  return width > 0 && !OBJECT_FIRST.has(tokens[i + width] ?? '');
}

/** Words an object starts with, after a verb: "charge my card", "bill the business", "cobren mi tarjeta". */
const OBJECT_FIRST = new Set([
  'my',
  'our',
  'the',
  'it',
  'us',
  'me',
  'mi',
  'nuestra',
  'nuestro',
  'la',
  'el',
  'me',
  'nos',
]);

/** Words that say what is before them is so: "card is fine", "tarjeta está bien". */
const COPULA = new Set(['is', 'are', 'es', 'esta', 'sounds', 'seems', 'looks']);

/**
 * Whether the words after an outcome (past more outcome words: "credit card"), to the end of their clause,
 * say it is fine: "is fine", "works for me", "está bien".
 */
function saidFine(tokens: string[], from: number, outcomes: readonly string[]): boolean {
  return fineUntil(tokens, from, outcomes) !== undefined;
}

/** Where the clause that says the outcome before `from` is fine ends (`saidFine`), or undefined. */
function fineUntil(tokens: string[], from: number, outcomes: readonly string[]): number | undefined {
  let at = from;
  for (let width = outcomeAt(tokens, at, outcomes); width > 0; width = outcomeAt(tokens, at, outcomes))
    at += width;
  const found = tokens.findIndex((t, k) => k >= at && CLAUSE_ENDS.has(t));
  const end = found < 0 ? tokens.length : found;
  const run = tokens.slice(at, end);
  const said = COPULA.has(run[0] ?? '') ? run.slice(1) : run;
  return run[0] === 'works' || (said.length > 0 && readYesNo(said.join(' ')) === true) ? end : undefined;
}

/**
 * A yes/no question answered by its outcomes' words (invariant yes-no-by-outcome): each outcome named
 * is a vote for its answer, turned around by a negation before it in its clause ("don't charge a card"
 * is a yes to invoicing, "nada de promos" a no to texts); a clause that is wholly yes or no votes so.
 * `true`/`false` when every vote agrees; `'unsure'` when they differ or the reply hedges ("maybe
 * invoice") or asks ("do you invoice?"); undefined when no outcome is named (read as yes or no alone).
 *
 * @invariant yes-no-by-outcome Never a guess: an outcome named both ways, or hedged, is asked back.
 * @example readByOutcome("don't charge a card, bill us", { yes: ['bill', 'invoice*'], no: ['card*', 'charg*'] }) // true
 * @example readByOutcome('mejor con tarjeta', { yes: ['factur*'], no: ['tarjeta*'] }) // false
 */
export function readByOutcome(text: string, outcomes: Outcomes): boolean | 'unsure' | undefined {
  // A sentence's end ends its clause too: "Invoice yes. Card no." (never a price's "9.99"); a colon
  // joins what it labels to its answer ("Card: no").
  const sentences = text.replace(/[.;!]+(?=\s|$)/g, ' , ').replace(/:(?=\s|$)/g, ' ');
  const tokens = tokenize(withSignsRead(sentences));
  const all = [...outcomes.yes, ...outcomes.no];
  const votes: boolean[] = [];
  // The reply opened with a bare "no": before a clause of its own (the answer), or right before an outcome.
  let leadingNo: 'answer' | 'outcome' | undefined;
  let named = false;
  let hedged = false;
  let clause: string[] = [];
  let negated = false;
  let negatedSide: boolean | undefined;
  const endClause = () => {
    const whole = clause.length > 0 ? readYesNo(clause.join(' ')) : undefined;
    if (whole !== undefined) votes.push(whole);
    clause = [];
    negated = false;
    negatedSide = undefined;
  };
  let i = 0;
  while (i < tokens.length) {
    const token = tokens[i] as string;
    // Read before a clause's end: "… y para mí" joins with the "y".
    const both = outcomeAt(tokens, i, outcomes.both ?? []);
    if (both) {
      named = true;
      hedged = true;
      i += both;
      continue;
    }
    if (CLAUSE_ENDS.has(token)) {
      endClause();
      i += 1;
      continue;
    }
    const hedge = longestAt(tokens, i, HEDGES);
    if (hedge) {
      hedged = true;
      i += hedge.length;
      continue;
    }
    const affirming = longestAt(tokens, i, AFFIRMING);
    if (affirming) {
      votes.push(true);
      i += affirming.length;
      continue;
    }
    const scorned = outcomeAt(tokens, i, outcomes.scorned ?? []);
    if (scorned) {
      // Refused ("nada de spam") it is a no; said otherwise ("spam me", "I hate spam") it is asked back,
      // unless a "no" that answers came first: then it is why ("nah, I get enough spam").
      named = true;
      if (negated || leadingNo === 'answer') votes.push(false);
      else hedged = true;
      clause = [];
      i += scorned;
      continue;
    }
    const yes = outcomeAt(tokens, i, outcomes.yes);
    const no = yes ? 0 : outcomeAt(tokens, i, outcomes.no);
    if (yes || no) {
      named = true;
      // "only discounts": some of what the yes takes whole (invariant condition-asked-back).
      if (yes && outcomes.kinds && restricted(tokens, i, yes)) hedged = true;
      // A negation reaches the outcome it names and the same outcome's words after it ("don't charge
      // a card"), not the other outcome ("no card bill us").
      if (negatedSide !== undefined && negatedSide !== yes > 0) negated = false;
      if (negated) negatedSide = yes > 0;
      // "card no", "factura sí": the outcome answered by the yes or no said after it, closing its clause.
      const after = tokens[i + (yes || no)] ?? '';
      const closing = tokens[i + (yes || no) + 1];
      if (
        (BARE_YES.has(after) || BARE_NO.has(after)) &&
        (closing === undefined || CLAUSE_ENDS.has(closing))
      ) {
        if (negated) hedged = true;
        votes.push(BARE_YES.has(after) === yes > 0);
        clause = [];
        i += (yes || no) + 1;
        continue;
      }
      // "no card is fine": "no card (needed), fine" or "no, the card is fine"; asked back (invariant
      // leading-no-answers).
      if (leadingNo === 'outcome' && votes.length === 0 && saidFine(tokens, i + (yes || no), all))
        hedged = true;
      // "card ok", "tarjeta está bien": the outcome said fine to its clause's end is one vote for it, its
      // "ok" no second answer of its own.
      // After a "no" set apart ("no, con tarjeta está bien") the outcome said fine is that no's reason.
      const apart = leadingNo === 'answer' && tokens[1] === ',';
      const fine = negated || (leadingNo && !apart) ? undefined : fineUntil(tokens, i + (yes || no), all);
      if (fine !== undefined) {
        votes.push(yes > 0);
        clause = [];
        i = fine;
        continue;
      }
      votes.push(yes ? !negated : negated);
      // A clause that names an outcome is read by it: its "no" was the outcome's negation, not an answer.
      clause = [];
      i += yes || no;
      continue;
    }
    // "no I'll put a card": a reply's first "no" before a clause of its own is the answer no, never
    // the card's negation (invariant leading-no-answers).
    // Only "no" is also a determiner ("no card"): "nope", "nah" are the answer, whatever follows them.
    if (i === 0 && BARE_NO.has(token))
      leadingNo = token === 'no' && negatesNext(tokens, i + 1, outcomes) ? 'outcome' : 'answer';
    if (leadingNo === 'answer' && i === 0) {
      votes.push(false);
      i += 1;
      continue;
    }
    const negator = longestAt(tokens, i, NEGATORS);
    if (negator) {
      negated = true;
      negatedSide = undefined;
    }
    clause.push(...tokens.slice(i, i + (negator?.length ?? 1)));
    i += negator?.length ?? 1;
  }
  endClause();
  if (!named) return undefined;
  if (
    hedged ||
    holdsCondition(tokens, outcomes.kinds ? outcomes.yes : []) ||
    text.trim().endsWith('?') ||
    asksAboutIt(tokens)
  )
    return 'unsure';
  const [first] = votes;
  return votes.every((v) => v === first) ? first : 'unsure';
}
