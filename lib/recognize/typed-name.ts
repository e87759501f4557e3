/**
 * A name typed as the answer to "What's your name?" or "What's the business's name?", in English or
 * Spanish: the words a person types before it taken off ("it's", "my name is", "me llamo", "soy", "se
 * llama", "the business is", "el negocio se llama", "a nombre de", "under the name", "name:", "ponle:"), and
 * the words after it that are not the name, then its words cased as a name is written.
 *
 * @invariant typed-name-as-meant A name is kept as the person meant it, or not at all: a lead-in is
 *   never kept as part of it ("it's Ana Lima" is Ana Lima), nor the article some say before their own
 *   name ("soy la Ana Lima" is Ana Lima), a word typed all in lower case gets its
 *   capital ("ana lima" is Ana Lima; "lima tailoring llc" is Lima Tailoring LLC), a word typed with
 *   capitals of its own among small letters is never changed ("McDonald", "DeAngelo", "iClean", "Lima IT
 *   Services"), a word fixed beside it takes the place of its slip ("Lima Tailorng LLC (perdón,
 *   Tailoring)", "… *Tailoring"; a fix that fits no one word is asked), and a name typed all in
 *   capitals, which says nothing of its case, is written as a careful clerk writes it ("ANA LIMA" is Ana Lima, "ACME DRY GOODS LLC" Acme Dry Goods LLC, "NYC" kept). A
 *   legal suffix is written one way, its letters alone ("Lima Tailoring, L.L.C." and "lima tailoring,
 *   llc" are Lima Tailoring LLC), said by its letters' Spanish names too ("ele ele ce"). Nor is a pleasantry after it ("Ana Lima, mucho gusto", "Ana Lima po",
 *   "Ana Lima ji", "haan ji, Ana Lima": "Po" and "Ji" are kept only typed with their capital, and asked
 *   about where case tells nothing), a filler ("Ana Lima nomás", "… LLC so", "Ana Lima then"), an emoji ("Ana Lima 😊"), a tag question
 *   ("Rosa Huamaní, ya?"), the name one goes by ("…, but everybody calls me Peg", "ana lima pero todos
 *   me dicen anita"), a comment in brackets ("(acct for …)"), a part's label in brackets ("Ana (first) Lima (last)"), the letters one signs after it ("Gary
 *   Kowalski, MSgt USAF (Ret)", "Ana Lima, RN"), or a correction beside it ("Lima Tailoring LLC (not Lima
 *   Tailors)"); a comma between two names is "Last, First" ("Lima, Ana" is Ana Lima). A reply that still
 *   reads as a sentence, a question ("the llc or the dba? …"), a shrug or a pointer to another name once
 *   the lead-in is off ("my name is the same", "idk", "el mismo de la sastrería", "like my other
 *   account"), or a person's name that still holds what one is called ("call me ana lima") is no name:
 *   the step asks again. A lead-in typed misspelt ("se yama", "its caled") is one only where case bears
 *   it out (in lower case, before a name with a capital), else asked; a name said in labelled parts
 *   ("Ana, family name Lima") is read whole; its spelling said after it ("that is A N A", "Ana with one
 *   n") is taken off when it bears out the name as typed, and asked when it spells it otherwise; and a
 *   name the person is unsure of ("… not sure what is better"), a sentence past a full stop ("Lima
 *   Tailoring. Or with LLC"), or a trade's word in a person's name ("Ana Lima Tailoring") is asked again.
 *   A name broken off and said again ("ana lim... ana lima", "Jorge Rmaos — no, Jorge Ramos") is the one
 *   said last, an apology after it ("… perdón", "sorry") no part of it; an ellipsis with no name said
 *   again after it ("jorge... ramos"), or a chat mention left in ("@Spin City Lima Tailoring LLC"),
 *   is asked again, never kept in the name. A name with what to write instead said after it ("…, pero
 *   ponga Ana Lima", "…, but just put …") is that one, when it says again a word of the name typed;
 *   what the name is of, said after it ("…, that's my shop", "…, es mi negocio"), is no part of it.
 */
import { asksTheStore } from './asks-the-store';
import { asksWhether } from './confirm';
import { EMOJI_CODE } from './emoji-code';
import { isTypoOf, soundOf } from './fuzzy-match';
import { LEAD_IN_WORDS } from './greeting';
import { tokenize } from './normalize';
import { RELATIONS } from './relations';
import { isShrug } from './shrug';
import { withoutVocatives } from './vocative';

/** What a typed name is for: a person's first and last name, or a business's name. */
export type NameKind = 'person' | 'business';

/**
 * A business's legal suffixes by their letters, and how each is written: the one place their styling
 * is decided. A careful clerk writes a legal suffix as its letters alone, with no dots in or after it
 * and no comma before it: "Lima Tailoring, L.L.C." is Lima Tailoring LLC, "Harbor Bakes, Inc." is
 * Harbor Bakes Inc, "s.a. de c.v." is SA de CV. One styling, so a name typed either way is kept the same.
 */
const LEGAL_SUFFIXES: Readonly<Record<string, string>> = {
  llc: 'LLC',
  pllc: 'PLLC',
  llp: 'LLP',
  lp: 'LP',
  plc: 'PLC',
  pc: 'PC',
  inc: 'Inc',
  corp: 'Corp',
  co: 'Co',
  ltd: 'Ltd',
  sa: 'SA',
  cv: 'CV',
  srl: 'SRL',
  sas: 'SAS',
  sapi: 'SAPI',
  sl: 'SL',
};
/** A legal suffix as typed, in any case, its letters dotted or not ("LLC", "l.l.c.", "Inc."). */
const LEGAL_SUFFIX = `(?<!\\p{L})(?:${Object.keys(LEGAL_SUFFIXES)
  .sort((a, b) => b.length - a.length)
  .map((letters) => letters.split('').join('\\.?'))
  .join('|')})\\.?(?!\\p{L})`;
/** Legal suffixes ending a name, one after another ("S.A. de C.V.", "Co. Ltd."). */
const LEGAL_SUFFIXES_AT_END = `${LEGAL_SUFFIX}(?:\\s+(?:de\\s+)?${LEGAL_SUFFIX})*[\\s.]*$`;
/** The comma a legal suffix is typed after ("Lima Tailoring, LLC"), which its styling leaves out. */
const COMMA_BEFORE_SUFFIX = new RegExp(`\\s*,\\s*(?=${LEGAL_SUFFIXES_AT_END})`, 'iu');

/** How a word that is a legal suffix is written ("l.l.c." is LLC, "Inc." is Inc), or undefined. */
function legalSuffix(word: string): string | undefined {
  if (!/^(?:\p{L}\.?)+$/u.test(word)) return undefined;
  return LEGAL_SUFFIXES[word.toLowerCase().replace(/\./g, '')];
}

/** Whether a name ends in a legal suffix ("Lima Tailoring LLC", "… S.A. de C.V."). */
const ENDS_IN_LEGAL_SUFFIX = new RegExp(`\\s${LEGAL_SUFFIXES_AT_END}`, 'iu');
const endsInLegalSuffix = (name: string) => ENDS_IN_LEGAL_SUFFIX.test(name);

/** A word of the reply as typed, and what it is folded to for reading (accents, case, apostrophes). */
interface Word {
  raw: string;
  folded: string[];
}

/** Whose name: "my name", "the business name", "el nombre del negocio". */
const OWNERS = new Set('my our the its mi nuestro nuestra el la su'.split(' '));
/** What is named: "name", "full name", "business", "nombre", "negocio", "empresa". */
const NOUNS = new Set(
  'name full first last legal registered official business biz company entity organization organisation shop store firm nombre completo negocio empresa tienda compania comercial razon social'.split(
    ' ',
  ),
);
/** Words that join two nouns: "name of the business", "nombre del negocio", "nombre de mi empresa". */
const GLUE = new Set('of the my our del de la mi'.split(' '));
/**
 * What the name is to be, said before it: "should be", "will be", "has to be", "debe ser", "tiene que
 * ser". Never one word alone: "Sera" is a first name.
 */
const TO_BE: string[][] = [
  ['should', 'be'],
  ['would', 'be'],
  ['will', 'be'],
  ['must', 'be'],
  ['has', 'to', 'be'],
  ['needs', 'to', 'be'],
  ['is', 'going', 'to', 'be'],
  ['debe', 'ser'],
  ['deberia', 'ser'],
  ['tiene', 'que', 'ser'],
  ['va', 'a', 'ser'],
  // How it is to read, written: "it should read: …", "should say …", "debe decir: …".
  ['should', 'read'],
  ['should', 'say'],
  ['will', 'read'],
  ['would', 'read'],
  ['must', 'read'],
  ['needs', 'to', 'read'],
  ['has', 'to', 'say'],
  ['debe', 'decir'],
  ['deberia', 'decir'],
  ['tiene', 'que', 'decir'],
];
/** What ties the noun to the name: "is", "'s", "es", "se llama", "is called", ":". */
const SAYS: string[][] = [
  ['is', 'called'],
  ['is', 'named'],
  ['se', 'llama'],
  ...TO_BE,
  ['is'],
  ['es'],
  ['sera'],
  ['seria'],
  ['called'],
  ['named'],
  ["'s"],
  [':'],
];
/** "under the name", "a nombre de", and with what is put under it first: "put it under…", "póngalo a nombre de…". */
const UNDER: string[][] = [
  ['under', 'the', 'name', 'of'],
  ['in', 'the', 'name', 'of'],
  ['bajo', 'el', 'nombre', 'de'],
  ['under', 'the', 'name'],
  ['a', 'nombre', 'de'],
  ['a', 'nombre', 'del'],
  ['en', 'nombre', 'de'],
];
const PUT: string[][] = [['put', 'it'], ['ponlo'], ['pongalo'], ['ponla'], ['pongala']];
/**
 * The name said of oneself or of the thing asked about, one list: "under the name" (put first or not),
 * "it's", "I'm", "me llamo", "soy", "se llama", "somos".
 */
const SELF: string[][] = [
  ...PUT.flatMap((put) => UNDER.map((under) => [...put, ...under])),
  ...UNDER,
  // Whom it is for, said by one who orders for another: "it's for Ana Lima", "es para Ana Lima".
  ['it', 'is', 'for'],
  ['this', 'is', 'for'],
  ['its', 'for'],
  ['thats', 'for'],
  ['for'],
  ['es', 'para'],
  ['para'],
  ['es', 'a', 'nombre', 'de'],
  ['yo', 'me', 'llamo'],
  ['yo', 'soy'],
  ['me', 'llamo'],
  ['se', 'llama'],
  // What it is to be: "it should be: …", "it'll be …", "that would be …", "debe ser …".
  ...['it', 'that', 'this'].flatMap((subject) => TO_BE.map((be) => [subject, ...be])),
  ['itll', 'be'],
  ['thatll', 'be'],
  ...TO_BE,
  ['it', 'is'],
  ['this', 'is'],
  ['that', 'is'],
  ['i', 'am'],
  ['we', 'are'],
  ['its'],
  ['thats'],
  ['im'],
  ['were'],
  ['soy'],
  ['somos'],
  ['es'],
];
/**
 * A business's name said as what to put on the invoices: "put Lima Tailoring LLC on the invoices",
 * "pongan …" (the rest is TRAILING_PLACE). Only a business's: "Pon" begins a person's name.
 */
const PUT_ON: string[][] = [
  ['please', 'put', 'it', 'under'],
  ['please', 'put'],
  ['please', 'use'],
  ['put', 'it', 'under'],
  ['put', 'it', 'as'],
  ['just', 'put'],
  ['put'],
  ['use'],
  ['pongan'],
  ['ponga'],
  ['pon'],
  // The same with its "to it": "ponle Sabor de Cumaná LLC", "póngale …", "ponele …" (voseo).
  ['ponle'],
  ['pongale'],
  ['ponganle'],
  ['ponele'],
];

/**
 * A verb of putting or writing down, and what may follow it before a colon ("ponle: …", "write: …",
 * "anótalo así: …", "put down: …"): what to do with the name, never a word of it, for a person's name
 * and a business's alike. Only before a colon: "Pon Ramos" is a name.
 */
const INSTRUCTION_VERBS = new Set(
  `put write type use enter make call name register
  pon ponle ponlo ponla pone ponele ponelo ponga pongale pongalo pongala pongan ponganle
  escribe escribele escribelo escriba escribale escribalo escribi escribime anota anotalo anotale anote
  anotelo apunta apuntalo apunte apuntelo usa use registra registralo registre llamalo llamala`.split(/\s+/),
);
/** Words between such a verb and its colon: "put down:", "anótalo así:", "write it as:", "call it:". */
const INSTRUCTION_TAIL = new Set('down it in as so this like asi como tal cual please porfa'.split(' '));
/** Words before such a verb: "just write:", "please put:", "solo ponle:". */
const INSTRUCTION_LEAD = new Set('just please pls kindly solo nomas'.split(' '));

/** "ponle:", "just write it as:": the tokens up to and with the colon from `start`, or undefined. */
function instructionLeadIn(tokens: string[], start: number): number | undefined {
  let k = start;
  while (INSTRUCTION_LEAD.has(tokens[k] ?? '')) k++;
  if (!INSTRUCTION_VERBS.has(tokens[k] ?? '')) return undefined;
  k++;
  while (INSTRUCTION_TAIL.has(tokens[k] ?? '')) k++;
  return tokens[k] === ':' ? k + 1 : undefined;
}

/**
 * Who the invoices go to, said before a business's name: "invoice Lima Tailoring LLC", "bill to …",
 * "facturen a …", "que le facturen a …", "mándenle la factura a …". Only a business's.
 */
const INVOICE_TO: string[][] = [
  ['invoice', 'to'],
  ['invoices', 'to'],
  ['invoice'],
  ['bill', 'to'],
  ['bill'],
  // Sending them, one or all, by any way: "send the invoice to …", "email invoices to …".
  ...['send', 'email', 'mail'].flatMap((send) =>
    ['invoice', 'invoices'].flatMap((invoice) => [
      [send, 'the', invoice, 'to'],
      [send, invoice, 'to'],
    ]),
  ),
  ['que', 'le', 'facturen', 'a'],
  ['le', 'facturen', 'a'],
  ['que', 'nos', 'facturen', 'a'],
  ['nos', 'facturen', 'a'],
  ['facturenos', 'a'],
  ['que', 'facturen', 'a'],
  ['facturen', 'a'],
  ['facturenle', 'a'],
  // The same said to one person, tú or usted: "factúrale a …", "facture a …".
  ['factura', 'a'],
  ['facturale', 'a'],
  ['facturele', 'a'],
  ['facture', 'a'],
  ['facturar', 'a'],
  ['facturarle', 'a'],
  ['mandenle', 'la', 'factura', 'a'],
  ['manden', 'la', 'factura', 'a'],
].flatMap((lead) => [lead, ...['please', 'pls', 'porfa', 'kindly'].map((polite) => [polite, ...lead])]);

/**
 * An arrow or an equals sign typed between a label and its value ("business name -> Lima Tailoring
 * LLC", "name = Ana Lima", "company name → Acme"): it says what a colon says.
 */
const ARROW = /-+>|=+>|[→⇒➔➜➡]/gu;
const SEPARATOR = /^(?:-+>|=+>|[→⇒➔➜➡=–—-])$/u;

/** After "it's": "it's called", "its named". */
const CALLED = new Set(['called', 'named']);

/**
 * Words that never belong to a person's name: left in it once the lead-in is off, the reply is a
 * sentence ("my name is the same as before"), not a name. Not "an": it is a name ("Tran Thi An").
 */
const NOT_IN_A_PERSON_NAME = new Set(
  `is are am was my your his her our name names i im its it the called named this that what who why how for from
  know idk dunno not sure same before want need have has please thanks yes no
  llamo llama nombre soy es mi su tu se sabe mismo misma igual antes quiero necesito tengo gracias para`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Politeness typed after the name: "Ana Lima, thanks", "Lima Tailoring LLC por favor", "soy Ana Lima,
 * mucho gusto", "Ana Lima, nice to meet you", "Ana Lima, a sus órdenes", and an apology for a slip
 * fixed before it ("… ana lima perdón", "Ana Lima, sorry").
 */
/**
 * A greeting typed before the name, a comma or "!" after it ("hi, Ana Lima", "howzit! Lima Tailoring
 * LLC"): how the person said it, never a word of the name. Without the comma it may be the name's own
 * ("Hello Kitty Cleaners").
 */
const LEADING_GREETING =
  /^\s*(?:hi|hello|hey|hiya|howdy|howzit|aloha|xopa|hola|buenas|good (?:morning|afternoon|evening)|buen[oa]s (?:d[ií]as|tardes|noches))\s*[,!]+\s*(?=\S)/i;

/**
 * A tag or filler said first, a comma after it ("ve, Chicaiza Cleaning Services LLC", "ok, Ana Lima",
 * "pues, …"): how the person began, never a word of the name.
 */
const LEADING_TAG = /^\s*(?:ve|mira|mire|oye|oiga|pues|bueno|ok|okay|okey|so|well|ah|oh|este)\s*,+\s*(?=\S)/i;

const TRAILING_POLITENESS =
  /[\s,]+(?:sorry|oops|perd[oó]n|perdona|perdone|disculpa|disculpe|thanks?(?: you)?|thx|ty|please|pls|plz|porfis|por ?favor|porfa|gracias|muchas gracias|(?:(?:it's |it is )?(?:nice|pleased|good|great) to meet you)|(?:mucho |un )?gusto(?: en conocerle| en conocerlo| en conocerla)?|encantad[oa]|saludos|cheers|hi|hello|hey|hiya|howdy|howzit|aloha|xopa|hola|buenas|good (?:morning|afternoon|evening)|buen[oa]s (?:d[ií]as|tardes|noches)|a (?:sus|tus) [oó]rdenes|a la orden|a su servicio|pa(?:ra)? servirle|pa(?:ra)? servirte|pa(?:ra)? lo que (?:necesite|guste|mande)|at your service)[.!]*$/i;

/**
 * A particle of politeness or respect typed after the name: Filipino "po", "opo" ("Ana Lima po", "Lima
 * Tailoring LLC po") and Hindi and Punjabi "ji" ("Ana Lima ji", "Lima Tailoring LLC ji"): how it is said,
 * never a word of the name. "Po" and "Ji" are surnames too: typed with its capital ("Ana Po", "Mei Ji")
 * the word is kept; typed where case tells nothing (the whole name in lower case, or all in capitals)
 * the name is asked again (`particleOff`); after a legal suffix ("… LLC ji") it is never the name's.
 */
/**
 * A filler said after the name the same way ("it's Lima Tailoring LLC so", "Ana Lima then", "… pues",
 * "… entonces"): how the sentence trails off, read as the particles are. "So" and "Then" may be a name's
 * own word ("Ana So"): kept typed with its capital, asked where case tells nothing.
 */
const TRAILING_PARTICLE = /[\s,]+(po|opo|ji|so|then|pues|entonces)[.!]*$/iu;

/**
 * The name without a trailing particle said to be polite (invariant typed-name-as-meant), the name as
 * it is when the particle is the name's own word, or undefined when nothing tells which: asked again,
 * never guessed.
 */
function particleOff(name: string): string | undefined {
  const particle = TRAILING_PARTICLE.exec(name);
  if (!particle) return name;
  const rest = name.slice(0, particle.index);
  const word = particle[1] as string;
  if (endsInLegalSuffix(rest)) return rest;
  if (word === word.toLowerCase()) return /\p{Lu}/u.test(rest) ? rest : undefined;
  return typedInCapitals(name) ? undefined : name;
}

/** The particle off the name's end only where it is surely one, for reading the remarks before it. */
const particleSurelyOff = (name: string) => particleOff(name) ?? name;

/**
 * Hindi and Punjabi "haan ji", "ji haan" (yes, with respect) said before the name ("haan ji, Ana
 * Lima"): how the person answered, never a word of the name. "Han Ji" begins Korean names ("Han Ji-woo"):
 * so spelled, only with a mark after it. "ji" alone may be a name: `leadingJiOff`.
 */
const LEADING_RESPECT =
  /^\s*(?:haan\s*ji|hanji|ji\s+haan|(?:han\s+ji|ji\s+han)(?=\s*[,.!:;–—]))(?!\p{L})[\s,.!:;–—-]*/iu;

/**
 * The name's words without a "ji" typed before them in lower case ("ji Ana Lima", "ji, Ana Lima", "ji my
 * name is ana lima"), or undefined when nothing tells it from a first name "Ji" (all in lower case: "ji
 * ana lima"): asked again. "Ji" typed with its capital is a name ("Ji Woo Park"), kept.
 */
function leadingJiOff(words: Word[], kind: NameKind): Word[] | undefined {
  const [first, ...rest] = words;
  if (!first || !/^ji[,.:;!]*$/iu.test(first.raw) || rest.length === 0) return words;
  // "JI ANA LIMA": all in capitals, case tells nothing either.
  if (/^JI/u.test(first.raw)) return rest.some((w) => /\p{Ll}/u.test(w.raw)) ? words : undefined;
  if (!/^ji/u.test(first.raw)) return words;
  // "ji my name is ana lima": a lead-in after it says the name is yet to come.
  const told = leadInLength(rest, kind) > 0 || rest.some((w) => /\p{Lu}/u.test(w.raw));
  return told ? rest : undefined;
}

/**
 * Said after a business's name that it is to be kept just as typed: "Lima Tailoring LLC, tal cual",
 * "… exactly like that", "… así como está". It remarks on the name, never a part of it.
 */
const TRAILING_AS_IS =
  /[\s,;:–—-]+(?:(?:as[ií] )?tal (?:cual|como (?:est[aá]|lo escrib[ií]))|as[ií] ?(?:mism(?:[oa]|it[oa])|como est[aá])|exactly (?:like that|as (?:typed|written|is))|just like that|as (?:typed|written|is))[.!]*$/iu;

/** Where the name goes, said after it: "… on the invoices", "… en las facturas". */
const TRAILING_PLACE =
  /\s+(?:(?:on|in|for) (?:the |our |my |all )?(?:invoices?|bills?|account)|(?:en|para) (?:las |la |sus |mis )?(?:facturas?|cuenta))[.!]*$/i;

/**
 * A remark on the name, said after it: "lima tailoring LLC, thats the legal name", "Ana Lima, es mi
 * nombre completo". It names the name, never a part of it.
 */
const TRAILING_REMARK =
  /[\s,;:–—-]+(?:that'?s|that is|it'?s|it is|this is|which is|es|ese es|esa es|as[ií] es)\s+(?:(?:the|our|my|its|el|la|su|mi|nuestr[oa])\s+)?(?:(?:legal|official|full|registered|exact|real|correct|company|business|company's)\s+)?(?:name|nombre|raz[oó]n social)(?:\s+(?:legal|oficial|completo|registrado|exacto|correcto|de la empresa|del negocio))?[.!]*$/i;

/**
 * What the name is the name of, said after it: "Lima Tailoring LLC, that's my shop", "…, es mi negocio",
 * "…, dat mi shop" (as Caribbean English says it). It names the business, never a part of its name.
 */
const TRAILING_WHOSE =
  /[\s,;:–—-]+(?:that['’]?s|thats|that is|it['’]?s|its|this is|dat|dats|dat's|es|esa es|ese es|eso es)\s+(?:my|our|mi|nuestr[oa]|the|la|el)\s+(?:shop|store|business|company|biz|firm|negocio|tienda|empresa|local|taller|comercio)[.!]*$/iu;

/**
 * A remark in brackets after the name, of several words ("Ana Lima (Ana with one n)", "Ana Lima (I manage
 * the linens)"): how the person said it, never a word of the name. Not a part's label ("(last name)"),
 * read by the labels, nor one word ("(Annie)"), nor a business's other name ("(dba Baca Tires)"): the name's own.
 */
const TRAILING_ASIDE =
  /\s+\((?!\s*(?:dba|d\/b\/a|aka|fka)\b)(?![^()]*\b(?:first|last|given|family|middle|sur|maiden|nombres?|apellidos?)\b)[^()]*\s[^()]*\)[.!]*$/iu;

/**
 * The name agreed to, said after it: "Lima Tailoring LLC it is", "…, it'll be", "…, that's it". It says the
 * name is settled, never a word of it.
 */
const TRAILING_SETTLED =
  /[\s,;:–—-]+(?:it\s+is|it['’]?ll\s+be|that['’]?s\s+it|as[ií]\s+(?:como\s+)?se\s+escribe)[.!]*$/iu;

/**
 * What the business is, set apart after its name by a comma: "Lima Tailoring LLC, the tailor shop", "…, la
 * sastrería" is not, but "…, el taller de costura" is. Without the comma it may be the name's own ("The
 * Tailor Shop").
 */
const TRAILING_WHAT_IT_IS =
  /\s*,\s*(?:the|a|our|my|la|el|mi|nuestr[oa])\s+(?:\p{L}+\s+){0,2}(?:shop|store|business|company|biz|firm|negocio|tienda|empresa|local|taller|comercio)(?:\s+de\s+\p{L}+)?[.!]*$/iu;

/**
 * A business's name with a comma and a lowercase word after it that is no company suffix ("Lima
 * Tailoring LLC mi amor, así mismito con el LLC"): an aside not told apart from the name, asked again,
 * never kept as part of it ("Lima Tailoring, LLC" and "Smith, Jones & Co" are names).
 */
const ASIDE_AFTER_COMMA = new RegExp(`,\\s*(?!${LEGAL_SUFFIX})\\p{Ll}`, 'u');

/**
 * "Just", said after the name: "Ana Lima nomás", "Lima Tailoring LLC, nada más" (that is all of it).
 * A filler, never a word of the name.
 */
const TRAILING_JUST = /[\s,]+(?:nom[aá]s|nam[aá]s|no m[aá]s|nada m[aá]s)[.!]*$/iu;

/**
 * Emoji and other pictographs, their skin tones and joiners ("Ana Lima 😊", "Oak Florist 🌷"): how the
 * name was said, never a letter of it. Not ©, ® or ™, which a business may write in its name.
 */
const PICTOGRAPHS =
  /(?![©®™])\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u{FE0E}|\u{FE0F}|\u{200D}|\u{20E3}/gu;

/**
 * A tag question typed after the name, with a comma before it or its question mark ("Rosa Huamaní,
 * ya?", "Ana Lima ok?", "Lima Tailoring LLC, right?", "Ana Lima ¿sí?", "…, vale?"): it checks the name
 * was taken, never a word of it. Without either mark it may be the name's own ("Ana Ya").
 */
const TRAILING_TAG =
  /(?:\s*,\s*¿?|\s+¿?(?=\S+\?))(?:ya|ok|okay|k|right|yeah|yes|yea|alright|correct|got it|good|s[ií]|no|vale|va|dale|listo|bien|correcto|verdad|cierto|est[aá] bien|okey|oki)\?*[.!]*$/iu;

/**
 * What a person or a business is called, said after the name, in words that need no one named before
 * them: "call me", "me dicen" (they call me), "decime"; and "goes by", "aka", which say so with no mark
 * before them too ("Tom Reyes goes by Tommy").
 */
const CALLED_BY_UNMARKED = String.raw`(?:(?:i\s+|we\s+)?go(?:es)?\s+by|known\s+as|aka|a\.k\.a\.)`;
const CALLED_BY_BARE = String.raw`(?:${CALLED_BY_UNMARKED}|call\s+(?:me|us)|(?:me|nos|le)\s+(?:dicen|llaman)|(?:me|nos|le)\s+conocen\s+como|dec[ií]me|d[ií]me|d[ií]game|ll[aá]mame|ll[aá]meme)`;
/** The same said of one who calls: "everyone calls me", "todo el mundo me dice". */
const CALLED_BY = String.raw`(?:${CALLED_BY_BARE}|calls\s+(?:me|us|it|her|him)|call\s+(?:it|her|him)|(?:me|nos|le)\s+(?:dice|llama))`;
const CALLED_BY_AT = new RegExp(String.raw`(?<!\p{L})${CALLED_BY}(?!\p{L})`, 'iu');
/** Who calls one so, in words no name holds: "everybody", "my friends", "todo el mundo". */
const CALLERS =
  '(?:everybody|everyone|every1|people|they|friends|my friends|all|most people|todos|todo el mundo|mis amigos|la gente)';

/**
 * The name a person goes by, said after their name ("Margaret Kowalski, everybody calls me Peg",
 * "Fernanda Giménez, decime Fer", "Ana Lima (call me Annie)", "Tom Reyes goes by Tommy"): not the name
 * for the account, which is the one typed first. One word or two after the verb, and nothing else; set
 * off by a mark, "and", who calls so, or a verb that says so unmarked. "ana lima to me dicen anita" is
 * none of these: "to" may be the name's, and the name is asked again (`readTypedName`).
 */
const TRAILING_NICKNAME = new RegExp(
  String.raw`(?:\s*[,;(–—-]+\s*(?:(?:and|y)\s+)?(?:${CALLERS}\s+${CALLED_BY}|${CALLED_BY_BARE})|\s+(?:(?:and|y)\s+)?${CALLERS}\s+${CALLED_BY}|\s+(?:and|y)\s+${CALLED_BY_BARE}|\s+${CALLED_BY_UNMARKED})\s+\p{L}[\p{L}'’.-]*(?:\s+\p{L}[\p{L}'’.-]*)?[\s.!)]*$`,
  'iu',
);

/**
 * A clause after the name opened by a word no name holds, a mark before it or not: "but", "pero",
 * "though", "aunque". Not "and", "y": a name may hold them ("Lima y Souza").
 */
const BUT_CLAUSE = /(?:\s*[,;(–—-])?\s+(?:but|pero|though|tho|although|even though|aunque)\s+/giu;

/**
 * The name without a "but …" clause after it that says what the person is called, whatever its
 * words ("ana lima pero todos me dicen anita", "Tom Reyes though at work they call me Tommy",
 * "Lima Tailoring LLC but everyone calls us Lima's"): the name is what comes before the clause.
 * Without such a word, only `TRAILING_NICKNAME` takes one off, and a person's name that still holds
 * one is asked again (`readTypedName`).
 */
function calledByOff(name: string): string {
  const verb = CALLED_BY_AT.exec(name);
  if (!verb) return name;
  const opener = [...name.slice(0, verb.index).matchAll(BUT_CLAUSE)].at(-1);
  return opener?.index ? name.slice(0, opener.index) : name;
}

/**
 * A remark that the name holds one of its own words, said after it ("Lima Tailoring LLC, with the LLC",
 * "… con el LLC", "… including the Inc"): the name as typed before it, when the word is in it.
 */
const WITH_ITS_WORD =
  /[\s,;–—-]+(?:with|including|incl|con|incluyendo|incluido)\s+(?:the\s+|el\s+|la\s+|lo\s+de\s+)?(\S+?)(?:\s+(?:included|incluido|too|tambi[eé]n|at the end|al final))?[.!]*$/iu;
const withItsWordOff = (name: string) =>
  name.replace(WITH_ITS_WORD, (remark, word: string) =>
    name
      .slice(0, name.length - remark.length)
      .toLowerCase()
      .split(/[\s,;]+/)
      .includes(word.toLowerCase())
      ? ''
      : remark,
  );

/** The remarks said after a name, once each, in the order they are read off its end. */
const offTheEnd = (name: string) =>
  name
    .replace(TRAILING_POLITENESS, '')
    .replace(TRAILING_TAG, '')
    .replace(/^.*$/su, calledByOff)
    .replace(TRAILING_NICKNAME, '')
    .replace(TRAILING_REMARK, '')
    .replace(TRAILING_WHOSE, '')
    .replace(TRAILING_SETTLED, '')
    .replace(TRAILING_ASIDE, '')
    .replace(TRAILING_WHAT_IT_IS, '')
    .replace(TRAILING_PLACE, '')
    .replace(TRAILING_WRITTEN, '')
    .replace(TRAILING_INVOICE, '')
    .replace(TRAILING_SELF, '')
    .replace(TRAILING_JUST, '')
    .replace(TRAILING_SAID, '')
    .replace(TRAILING_AS_IS, '')
    .replace(/[\s,;:!?]+$/, '')
    .replace(/^.*$/su, withItsWordOff)
    .replace(/^.*$/su, particleSurelyOff);

/** Most remarks one after another a name is read with ("…, así mismo con el LLC"): a bound, never a loop forever. */
const MAX_REMARKS = 3;

/**
 * The name without the remarks said after it, however many and in whatever order ("Lima Tailoring LLC,
 * así mismo con el LLC": the name's own word, then "as is"): read off its end until none is left.
 */
function withoutTrailingRemarks(typed: string): string {
  let name = typed;
  for (let i = 0; i < MAX_REMARKS; i++) {
    const off = offTheEnd(name);
    if (off === name) break;
    name = off;
  }
  return name;
}

/** The papers a business's name is written on: "paperwork", "license", "sign", "papeles", "letrero". */
const DOCUMENTS =
  'awning|storefront|door|website|truck|van|receipts|papers|documents|docs|license|licence|sign|signage|registration|taxes|tax forms|tax returns|bank account|business cards?|lease|permits?|papeles|documentos|licencia|letrero|registro|r[oó]tulo|contrato|permiso';
/**
 * Where the name is written, said after it: "Reyes Mini Market Corp, that's on all my paperwork", "…,
 * thats how it is on her sign", "…, así sale en los papeles". It says the name is the one typed, never
 * a part of it.
 */
const WRITTEN_ON = String.raw`(?:on|in|en)\s+(?:(?:all|todos|todas)\s+)?(?:(?:the|my|our|her|his|their|its|los|las|la|el|mis|sus|nuestros|nuestras)\s+)?(?:${DOCUMENTS})(?:\s+(?:out front|outside|in front|on the door|afuera|de afuera|de enfrente))?`;
const TRAILING_WRITTEN = new RegExp(
  String.raw`[\s,;:–—-]+(?:(?:that['’]?s|that is|it['’]?s|it is|this is|which is)\s+)?` +
    String.raw`(?:(?:how|what|as|like|exactly as|just as|just like)\s+(?:it['’]?s|it is|it appears|it shows|appears|shows|it reads|reads|it says|says|it['’]?s written|it is written|it looks|looks)\s+)?` +
    String.raw`(?:(?:as[ií]|como|tal como|tal cual)\s+(?:sale|est[aá]|aparece|figura|viene)\s+|(?:es|eso es)\s+(?:lo que|como)\s+(?:sale|aparece|dice)\s+)?` +
    // One place or more: "on the sign out front and on the taxes", "on the sign and the license".
    String.raw`(?:(?:written|spelled|printed|registered)\s+)?${WRITTEN_ON}(?:\s*(?:,|and|&|y)\s*(?:${WRITTEN_ON}|(?:(?:the|my|our|her|his|their|its|los|las|la|el|mis|sus)\s+)?(?:${DOCUMENTS})))*[.!]*$`,
  'iu',
);

/**
 * Said again, after the name: "Rosa's Bakery like i said", "Ana Lima, como le dije". It points back at
 * an earlier answer, never a word of the name.
 */
const TRAILING_SAID =
  /[\s,;–—-]+(?:(?:like|as)\s+(?:i|we)\s+(?:said|told\s+(?:you|ya|u)|mentioned)|(?:como|ya)\s+(?:le|te|les)\s+dije|como\s+dije)[.!]*$/iu;

/**
 * Whom to invoice, said after the business's name as it was asked: "Lima Tailoring LLC, invoice us",
 * "…, bill us please", "…, facturen a ese nombre". It says what the name is for, never a word of it.
 */
const TRAILING_INVOICE =
  /[\s,;–—-]+(?:please\s+|porfa\s+)?(?:(?:invoice|bill)\s+(?:us|me|them|it|that(?: name)?|to (?:that|this)(?: name)?)|fact[uú]r(?:en|e|a)(?:nos|le|me)?(?:\s+a\s+(?:ese|este)(?:\s+nombre)?)?)[.!]*$/iu;

/** Who is typing, said after the name: "ana lima here", "Ana Lima speaking", "Ana Lima, aquí". */
const TRAILING_SELF = /[\s,]+(?:here|speaking|aqu[ií]|al habla)[.!]*$/i;

/** A company's suffix typed letter by letter: "L L C", "L.L.C." is LLC. */
const SPELLED_LLC = /\bL\.?\s?L\.?\s?C\b\.?/gi;

/** The letters of a legal suffix by their Spanish names, as said aloud and typed so: "ele", "ese", "ce" or "se". */
const SPANISH_LETTER_NAMES: Readonly<Record<string, string>> = {
  a: 'a',
  c: '(?:ce|se)',
  l: 'ele',
  p: 'pe',
  r: '(?:erre|ere)',
  s: 'ese',
  v: '(?:ve|uve)',
};
/**
 * A legal suffix said by its letters' Spanish names ("lima tailoring ele ele ce" is Lima Tailoring LLC,
 * "ese a de ce ve" is SA de CV): only a suffix with a letter whose name is no Spanish word of its own
 * ("ele", "ese", "erre"), so "a", "de", "se" alone are never read as letters; "ce ve" only after "de",
 * as "SA de CV" says it.
 */
const SPOKEN_SUFFIX = new RegExp(
  `(?<=\\p{L}[\\s,]+)(${Object.keys(LEGAL_SUFFIXES)
    .filter((letters) => [...letters].every((l) => SPANISH_LETTER_NAMES[l]))
    .filter((letters) => /[lsr]/.test(letters) && letters.length >= 2)
    .sort((a, b) => b.length - a.length)
    .map((letters) => [...letters].map((l) => SPANISH_LETTER_NAMES[l]).join('[\\s.-]+'))
    .join('|')})(\\s+de\\s+(?:ce|se)[\\s.-]+(?:ve|uve))?(?!\\p{L})`,
  'giu',
);
/** The letters a suffix said by its Spanish letter names stands for ("ele ele ce" → LLC, "ese a" → SA). */
const spokenSuffixWritten = (said: string, cv: string | undefined) => {
  const names = Object.entries(SPANISH_LETTER_NAMES).map(
    ([l, n]) => [l, new RegExp(`^${n}$`, 'iu')] as const,
  );
  const letters = said
    .split(/[\s.-]+/)
    .map((name) => names.find(([, n]) => n.test(name))?.[0] ?? '')
    .join('');
  return `${letters.toUpperCase()}${cv ? ' de CV' : ''}`;
};

/**
 * A correction typed beside the name, no part of it: "Lima Tailoring LLC (not Lima Tailors)",
 * "Ana Lima (no Ana Lina)", "Lima Tailoring LLC, not Lima Tailors".
 */
const CORRECTION = /\s*(?:\((?:not|no|ni|instead of|en vez de)\b[^)]*\)|[,;]\s*(?:not|ni)\s.*$)/giu;

/**
 * A word typed again, fixed, beside the name: in brackets or after a comma, opened by what says a slip
 * was made ("Lima Tailorng LLC (perdón, Tailoring)", "Ana Lmia, sorry, Lima", "… (I meant Tailoring)"),
 * or starred as chat fixes a slip ("Lima Tailorng LLC *Tailoring").
 */
const SELF_CORRECTION =
  /(?:(?:\s*\(\s*|\s*[,;]\s*|\s+)(?:perd[oó]n|perdona|disculpa|disculpe|sorry|oops|ups|typo|i mean|i meant|meant|quise decir|quer[ií]a decir|digo|corrijo)(?![\p{L}'’])[\s,:;.!-]*|\s+\*\s*)((?:\p{L}[\p{L}'’.-]*\s*){1,3})\*?(?:\)\s*)?[.!]*$/iu;

/**
 * The name with a word fixed as said beside it (invariant typed-name-as-meant): the fixed words take
 * the place of the words of the name they are a slip of the thumb away from (`isTypoOf`), or the same
 * as; the name as typed when there is no such remark; undefined when the fix fits no one place of the
 * name, or more than one: asked again, never kept with the slip in it.
 */
function selfCorrected(text: string): string | undefined {
  const remark = SELF_CORRECTION.exec(text);
  if (!remark?.index) return text;
  const name = text.slice(0, remark.index).trim().split(/\s+/);
  const fixed = (remark[1] as string).trim().split(/\s+/);
  const fits = (typed: string, fix: string) => {
    const [a, b] = [typed.toLowerCase(), fix.toLowerCase()];
    return a === b || isTypoOf(a, b);
  };
  const places = name
    .map((_, at) => at)
    .filter(
      (at) => at + fixed.length <= name.length && fixed.every((fix, i) => fits(name[at + i] as string, fix)),
    );
  if (places.length !== 1) return undefined;
  const at = places[0] as number;
  return [...name.slice(0, at), ...fixed, ...name.slice(at + fixed.length)].join(' ');
}

/** After a comma, a suffix of the name itself ("Ana Lima, Jr."), never a first name. */
const SUFFIX = /^(?:jr|sr|ii|iii|iv)\.?$/i;
/** A word a person's name is made of: letters, with the hyphens, apostrophes and dots names have. */
const NAME_WORD = /^\p{L}[\p{L}'’.-]*$/u;

/** Words kept in lower case inside a name, never first: "Ana de la Cruz", "Lima and Sons". */
const PARTICLES: Record<NameKind, Set<string>> = {
  person: new Set('de del la las los y e da das do dos di du van von der den ter le'.split(' ')),
  business: new Set('de del la las los y e and of the for a an at on in by to &'.split(' ')),
};
/**
 * Words a business's name writes in capitals, known as letters said one by one or a trade's own
 * ("dba", "nyc", "hvac"): written so however typed, a word of their letters being no word to read.
 */
const BUSINESS_ACRONYMS = new Set('dba nyc usa hvac diy atm'.split(' '));
/**
 * Words of no vowel that are abbreviations, written with one capital ("ST" is St, "MT" Mt, "NG" the
 * surname Ng), not letters said one by one ("BBQ", "JJ").
 */
const ABBREVIATED = new Set('st mt ft dr mr mrs ms jr sr ng rd ln pl ct sq hwy blvd bldg pkwy'.split(' '));
/** A family's numeral after a name: "Jorge Ramos III". */
const NUMERAL = /^(?:ii|iii|iv)$/;

/**
 * Kinds of business that name nothing but a business ("the salon", "la panadería"): an account "for the
 * salon" is a business's. Not "gym", "studio", "bar", "hotel", "market", "office"-like words that also
 * name what a person's own clothes are for or where they live ("gym clothes", "a studio apartment").
 */
export const ESTABLISHMENTS: readonly string[] =
  `salon restaurant cafe bakery boutique agency clinic deli spa barbershop restaurante cafeteria panaderia
  agencia clinica peluqueria barberia`.split(/\s+/);
/** Words that say what kind of business it is, not which one ("la sastrería", "my shop"). */
const BUSINESS_KINDS = new Set([
  ...ESTABLISHMENTS,
  ...`shop store business company office firm studio tailor tailors cleaners laundromat gym hotel bar market
  tienda negocio empresa compania oficina despacho sastreria salon estudio tintoreria lavanderia gimnasio
  hotel bar mercado taller`.split(/\s+/),
]);
/**
 * Articles and possessives before such a word ("the", "my", "her", "la", "su"), and the words that point
 * at one by its kind ("el de la sastrería", "the one at the bakery"): whose it is or where, never which.
 */
const DETERMINERS = new Set(
  `the my our a an la el mi nuestra nuestro una un los las mis his her their your its
  su sus tu tus lo de del one at from`.split(/\s+/),
);

/**
 * Whether a business's name only says what kind of business it is ("la sastrería", "the shop"),
 * which a careful clerk asks about before putting it on invoices.
 *
 * @invariant kind-is-no-name A business name that only says its kind ("la sastrería", "the shop"),
 *   whose it is ("her shop", "su tienda") or points at it by its kind ("el de la sastrería", "the one at
 *   the bakery") is asked about once before it is kept: typed again, it is the name.
 * @example namesOnlyAKind('la sastreria') // true
 * @example namesOnlyAKind('Sastrería Lima') // false
 */
export function namesOnlyAKind(name: string): boolean {
  const words = tokenize(name).filter((w) => !DETERMINERS.has(w));
  return words.length > 0 && words.every((w) => BUSINESS_KINDS.has(w));
}

/**
 * A trailing aside in brackets ("Lima Tailoring LLC (asi en ingles)"): typed in lower case it is the
 * person's comment, never part of the name; with a capital ("Acme (NY)") it may be the name's own.
 */
const ASIDE = /\s*\([^()]*\)\s*$/u;
/**
 * An aside opening with a word in lower case that is a comment's ("(acct for Lima Tailoring)", "(para la
 * sastrería Lima)"): the person's, whatever it names after; "(NY)", "(de Lima)" may be the name's.
 */
const COMMENT_ASIDE = /^\s*\(\s*(?!dba\b|d\/b\/a\b)\p{Ll}+\b(?!\s*\p{Lu}[^()\s]*\s*\)).+\)\s*$/u;
/** A title in brackets ("Kaylee Christensen (Mrs.)", "(Dr.)", "(Sra.)"): how to address the person, no part of the name. */
const TITLE_ASIDE = /^\s*\(\s*(?:mr|mrs|ms|miss|mx|dr|prof|sr|sra|srta|dra|don|doña|dona)\.?\s*\)\s*$/iu;

/**
 * A name said by pointing at another ("el mismo de la sastrería", "same as my other account", "lo de
 * siempre", "like the other one"): no name typed, asked again (invariant typed-name-as-meant). "Same
 * Day Cleaners" names itself: "same" points only before "as", "que", "de", or at the end.
 */
const REFERENCE =
  /(?:^|\s)(?:(?:same|mismo|misma|igual)(?:\s(?:as|que|de|del|al|a|one|name|thing|nombre)\b|$)|(?:de|como) siempre\b|as (?:usual|always|before)\b|(?:like|como|from|de|on) (?:my|mi|mis|the|el|la) (?:other|otra|otro)\b|the other one\b)/;

/** A misspelt lead-in's words typed in lower case (but the reply's first letter), the name's with a capital. */
function misspeltLeadInBorneOut(lead: Word[], name: Word[]): boolean {
  const lower = lead.every((w, i) => !/\p{Lu}/u.test(i === 0 ? w.raw.slice(1) : w.raw));
  return lower && /^\p{Lu}/u.test(name[0]?.raw ?? '');
}

/**
 * Words that say the person is unsure of the name they typed ("I am not sure what is better", "no sé
 * cuál es mejor", "can't decide"): a name they have yet to settle on, asked again (invariant
 * typed-name-as-meant).
 */
const UNSURE =
  /(?<!\p{L})(?:not sure|unsure|no s[eé]|no estoy segur[oa]|i don'?t know|idk|dunno|can'?t decide|(?:which|what)(?: one)? is better|cu[aá]l es mejor|qu[eé] es mejor|cu[aá]l (?:ser[aá]|queda) mejor)(?!\p{L})/iu;

/**
 * A full stop after a word of four letters or more with more words after it ("Lima Tailoring. Or with
 * LLC"): a sentence goes on past the name, never a name's own dot ("St. Mark", "Inc.", "J.R.").
 */
const SENTENCE_STOP = /(?<!\p{L})(\p{L}{4,})\.\s+\S/gu;
const goesOnPastAStop = (name: string) =>
  [...name.matchAll(SENTENCE_STOP)].some((stop) => !ABBREVIATIONS.has((stop[1] as string).toLowerCase()));

/**
 * A trade's word or a company's legal suffix ("Ana Lima Tailoring", "Tomas Reyes Cleaning", "… LLC"),
 * folded: no word of a person's name, but a business's typed in with it. Not a word that is a family
 * name too ("Taylor", "Baker", "Sterling").
 */
const TRADE_WORDS = new Set(
  `tailoring tailors cleaning cleaners laundry laundromat lavanderia tintoreria sastreria services solutions
  enterprises industries holdings consulting construction upholstery alterations plumbing roofing landscaping
  catering trucking bakery boutique barbershop restaurant shop store company llc pllc llp inc corp ltd`.split(
    /\s+/,
  ),
);

/**
 * The name spelled letter by letter after it ("Ana Lima, that is A N A, L I M A", "…, spelled
 * T-O-M-A-S"): single letters, three or more, with what says so before them or not.
 */
const SPELLED_OUT =
  /[\s,;:–—-]+(?:(?:that is|that'?s|thats|it'?s|its|spelled|spelt|se escribe|o sea|es decir)[\s:]*)?((?:\p{L}(?:[\s.,-]+|$)){3,})[.!]*$/u;

/**
 * How one of the name's words is written, said after it ("that's Ana with one n, folks always want to
 * add another", "Reyes with a y", "Tomas sin acento"), and anything said after that.
 */
const SPELLING_REMARK =
  /[\s,;:–—-]+(?:(?:that'?s|that is|it'?s|its|es)\s+)?(\p{L}+)\s+(with|without|con|sin)\s+(?:(one|a|an|just one|only one|single|una|un|una sola|un solo|two|double|dos|doble)\s+)?(\p{L}+)(?:[,;.!–—-].*)?$/su;

const folded = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]/g, '');
const hasMark = (word: string) => /\p{M}/u.test(word.normalize('NFKD'));

/**
 * Whether what is said of a word's spelling is true of it as typed: "Ana with one n", "Reyes with a y",
 * "Tomas sin acento"; undefined when it says nothing we read.
 */
function spellingHolds(
  word: string,
  withOrWithout: string,
  how: string | undefined,
  what: string,
): boolean | undefined {
  const has = withOrWithout === 'with' || withOrWithout === 'con';
  if (/^(?:accents?|acentos?|tildes?)$/iu.test(what)) return hasMark(word) === has;
  if (what.length !== 1) return undefined;
  const count = [...folded(word)].filter((c) => c === folded(what)).length;
  if (!has) return count === 0;
  if (how && /^(?:two|double|dos|doble)$/iu.test(how)) return count === 2;
  if (how && /^(?:one|just one|only one|single|una sola|un solo)$/iu.test(how)) return count === 1;
  return count > 0;
}

/**
 * The name without its spelling said after it (invariant typed-name-as-meant): spelled letter by letter
 * or remarked on word by word, it is taken off when it bears out the name as typed, and the name is
 * asked again (undefined) when it spells it otherwise ("Tomas Reyes, that is Tomás with an accent").
 */
function spellingOff(text: string): string | undefined {
  const spelled = SPELLED_OUT.exec(text);
  if (spelled) {
    const name = text.slice(0, spelled.index);
    return folded(name) === folded(spelled[1] as string) && folded(name).length > 0 ? name : undefined;
  }
  const remark = SPELLING_REMARK.exec(text);
  if (!remark) return text;
  const name = text.slice(0, remark.index);
  const [, word, withOrWithout, how, what] = remark as unknown as [
    string,
    string,
    string,
    string | undefined,
    string,
  ];
  const typed = name
    .split(/[\s,]+/)
    .find((w) => w.toLowerCase() === word.toLowerCase() || folded(w) === folded(word));
  // "that is Thomas with an h": a word not typed is a name said otherwise, left to be read as a sentence.
  if (!typed) return text;
  const holds = spellingHolds(typed, withOrWithout.toLowerCase(), how, what);
  if (holds === undefined) return text;
  return holds && typed === word ? name : undefined;
}

/**
 * A person's name said in parts by their labels: "My name is Ana, family name Lima", "first name Ana,
 * surname Lima", "me llamo Ana y mi apellido es Lima": the first name said before the last name's label.
 */
const LAST_NAME_LABEL =
  /^(.+?)[\s,;./|]+(?:(?:and|y)\s+)?(?:(?:my|the|mi|el)\s+)?(?:(?:last|family|sur)\s*name|apellidos?|last(?=\s*:))(?:\s+(?:is|es))?\s*[:\s]\s*(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})[\s.!]*$/iu;
/** The first name's label, as a form's ("first: Ana / last: Lima", "nombre: Ana, apellido: Lima"). */
const FIRST_NAME_LABEL =
  /^(?:(?:my|mi)\s+)?(?:(?:first|given)\s+name|(?:first|nombre)(?=\s*:))(?:\s+is)?\s*:?\s*/iu;

/** The name said in labelled parts, read as one ("Ana Lima"), or undefined when the reply has no such parts. */
function labelledParts(text: string): TypedName | undefined {
  const parts = LAST_NAME_LABEL.exec(text);
  if (!parts) return undefined;
  const first = readTypedName((parts[1] as string).replace(FIRST_NAME_LABEL, ''), 'person');
  if ('unclear' in first || first.name.split(' ').length > 2) return { unclear: true };
  return readTypedName(`${first.name} ${parts[2]}`, 'person');
}

/**
 * Where a person stopped typing the name and began again: an ellipsis ("ana lim... ana lima", "Lima
 * Tailorin… Lima Tailoring LLC"), or a long dash, or a dash set off by spaces ("Jorge Rmaos — no, Jorge
 * Ramos"). A hyphen inside a word ("Lima-Souza") is no break.
 */
const BREAK = /\s*(?:\.{2,}|…+)\s*|\s+(?:-{1,2}|[–—])\s+|\s*—\s*/gu;
const ELLIPSIS = /\.{2,}|…/u;
/**
 * What opens a fix said after the break, one word or more: "no", "no wait", "sorry", "perdón", "I
 * mean", "digo", "mejor dicho". It says the words before the break were a slip.
 */
const FIX_OPENER =
  /^(?:(?:no|nope|sorry|oops|ups|wait|espera|esper[aá]|perd[oó]n|perdona|perdone|disculpa|disculpe|i mean|i meant|meant|quise decir|quer[ií]a decir|digo|corrijo|mejor dicho|mejor)(?![\p{L}'’])[\s,:;.!]*)+/iu;
/** A typed word folded to its letters, for telling a word said again ("Tomás" is "tomas"). */
const lettersOf = (word: string) =>
  word
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, '');
const wordsOf = (text: string) =>
  text
    .split(/[\s,;:]+/)
    .map(lettersOf)
    .filter(Boolean);
/** Whether a word said again is the one typed before the break: the same, a slip of it, or it cut short ("lim" of "lima"). */
const sameWord = (before: string, again: string, cutShort: boolean) =>
  before === again || isTypoOf(before, again) || (cutShort && before.length >= 2 && again.startsWith(before));

/**
 * Whether the words after the break say again what was typed before it, from one of its words on: the
 * words before the break from there on are the first ones after it, each the same, a slip of it, or
 * (the last) cut short ("my name is jorge ra... jorge ramos"). After a fix's opener (`fixed`) only the
 * first needs to be the same: the rest is what is fixed ("Jorge Rmaos — no, Jorge Ramos").
 */
function saysAgain(before: string[], after: string[], fixed: boolean): boolean {
  return before.some((_, from) => {
    const typed = before.slice(from);
    if (typed.length > after.length) return false;
    if (fixed) return sameWord(typed[0] as string, after[0] as string, typed.length === 1);
    return typed.every((word, i) => sameWord(word, after[i] as string, i === typed.length - 1));
  });
}

/**
 * The name as said last, where the person broke off and said it again (invariant typed-name-as-meant):
 * what comes after the last break, its fix's opener off, when it says again what came before it; the
 * reply as typed when there is no break, or a dash that says nothing of a fix (a remark after it is
 * read elsewhere); undefined (asked again) when an ellipsis breaks the reply and what follows it is no
 * name said again ("jorge... ramos", "Ortiz Fabrics... or Ortiz Textiles"): a name is never kept with
 * the break in it, nor guessed from either side of it.
 */
function saidLast(text: string): string | undefined {
  const last = [...text.matchAll(BREAK)].at(-1);
  if (last?.index === undefined) return text;
  const before = wordsOf(text.slice(0, last.index));
  const rest = text.slice(last.index + last[0].length);
  const opener = FIX_OPENER.exec(rest);
  const after = rest.slice(opener?.[0].length ?? 0).trim();
  const again = before.length > 0 && after !== '' && saysAgain(before, wordsOf(after), opener !== null);
  if (again) return after;
  return ELLIPSIS.test(last[0]) ? undefined : text;
}

/**
 * The name to be written said after the one typed, with "but" and a verb of putting ("Ana Lima Quispe,
 * pero ponga Ana Lima", "…, but just put Tomas Reyes"): the name as typed, then what to write instead.
 */
const PUT_INSTEAD =
  /^(.+?)[\s,;]+(?:but|pero)\s+(?:(?:just|only|solo|mejor)\s+)?(?:put|use|write|type|enter|ponga|pon|ponle|p[oó]ngale|pongan|pone|pon[eé]|escriba|escribe|escrib[ií]|anote|anota|usa|usen)(?![\p{L}'’])(?:\s+(?:it|down|as|just|only|solo|nom[aá]s|as[ií])(?![\p{L}'’]))*[\s:]*(\S.*)$/iu;

/**
 * The name as the person said to write it (invariant typed-name-as-meant): what follows "but put", when
 * it says again a word of the name typed before it; the reply as typed when it says no such thing;
 * undefined (asked again) when what to put names none of it ("…, pero ponga el otro").
 */
function putInstead(text: string): string | undefined {
  const put = PUT_INSTEAD.exec(text);
  if (!put) return text;
  const typed = new Set(wordsOf(put[1] as string));
  return wordsOf(put[2] as string).some((w) => typed.has(w)) ? (put[2] as string) : undefined;
}

/**
 * A mention typed in a chat ("@Spin City", "@Laundry"): whom the message is to, never a word of a
 * name. Where it ends among the words after it nothing tells, so a name typed with one is asked again.
 */
const MENTION = /(?:^|\s)@\p{L}/u;

/**
 * A part's label in brackets beside it ("Ana (first) Lima (last)", "Lima (apellido)"): which part the
 * word before it is, never a word of the name. The parts stay in the order typed.
 */
const PART_LABEL =
  /\s*\(\s*(?:(?:first|last|given|family|middle|sur|maiden)(?:\s*name)?|(?:primer|segundo)?\s*(?:nombres?|apellidos?)(?:\s+(?:paterno|materno))?)\s*\)/giu;

/**
 * @invariant question-is-no-name A reply that asks something where the name goes ("do I need the LLC
 *   part?", "should I put the Inc too", "what about my middle name?") is a question to the bot, asked
 *   back, never kept as the name: read as confirmations read a question of whether (`asksWhether`) and
 *   as notes read one put to the store (`asksTheStore`), the latter only with its mark and of more
 *   than one word ("Ana Lima?" is the name, asked as the person answers).
 */
function asksAQuestion(typed: string): boolean {
  // "…, ¿está bien?", "…, right?": a tag that checks the name was taken asks nothing of it.
  const text = typed.replace(TRAILING_TAG, '');
  if (asksWhether(text)) return true;
  return (
    /\?/u.test(text) && tokenize(text).filter((t) => t !== ',').length > 1 && asksTheStore(text) !== undefined
  );
}

/** What a typed name came to: the name as it will be kept, or unclear (asked again). */
export type TypedName = { name: string } | { unclear: true };

/**
 * The name a reply gives, its lead-in off and its words cased (invariant typed-name-as-meant).
 *
 * @example readTypedName("it's ana lima", 'person') // { name: 'Ana Lima' }
 * @example readTypedName('se llama lima tailoring llc', 'business') // { name: 'Lima Tailoring LLC' }
 * @example readTypedName('Ana McDonald', 'person') // { name: 'Ana McDonald' }
 * @example readTypedName('idk', 'person') // { unclear: true }
 */
export function readTypedName(typedText: string, kind: NameKind): TypedName {
  // "@Spin City Lima Tailoring LLC": a mention left in, its end not told from the name's start.
  if (MENTION.test(typedText)) return { unclear: true };
  // "ana lim... ana lima perdón": the name as said again, after the break.
  const last = saidLast(typedText.replace(PART_LABEL, ' '));
  // "Ana Lima Quispe, pero ponga Ana Lima nomás": the name to write is the one said after "but put".
  const text = last === undefined ? undefined : putInstead(last);
  if (text === undefined || asksAQuestion(text)) return { unclear: true };
  const parts = kind === 'person' ? labelledParts(text) : undefined;
  if (parts) return parts;
  // "¿para qué lo necesitan?": a Spanish question opened with its mark is asked back, never the name.
  if (/^\s*¿/u.test(text)) return { unclear: true };
  // "Ana Lima, hon", "Lima Tailoring LLC causa": whom it is said to is no part of the name (invariant vocative-never-said).
  // "haan ji, …" before the vocatives: its "ji" is the yes's, never left to make "haan" a surname.
  // A suffix said by its letters' names first: "… de ce ve" ends in CV's letter, never a tag "ve".
  const lettered =
    kind === 'business'
      ? text.replace(SPOKEN_SUFFIX, (_said, suffix: string, cv: string | undefined) =>
          spokenSuffixWritten(suffix, cv),
        )
      : text;
  const words = withoutVocatives(
    lettered.replace(PICTOGRAPHS, ' ').replace(EMOJI_CODE, ' ').replace(LEADING_RESPECT, ''),
  )
    .replace(LEADING_GREETING, '')
    .replace(LEADING_TAG, '')
    .replace(LEADING_RESPECT, '')
    .replace(SPELLED_LLC, 'LLC')
    .replace(ARROW, (arrow) => ` ${arrow} `)
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(wordOf);
  const spoken = leadingJiOff(words, kind);
  if (!spoken) return { unclear: true };
  const lead = leadIn(spoken, kind);
  const rest = spoken.slice(lead.length);
  // "… or … Inc, not sure which one is better": unsure of the name, whatever else is read off it.
  if (UNSURE.test(rest.map((w) => w.raw).join(' '))) return { unclear: true };
  // A misspelt lead-in ("se yama Lima Tailoring LLC") is one only where case bears it out: typed in
  // lower case before a name with a capital. Else ("se yama lima tailoring", "Its Caled …") nothing
  // tells the lead-in from the name's own words: asked again, never kept with them.
  if (lead.misspelt && !misspeltLeadInBorneOut(spoken.slice(0, lead.length), rest)) return { unclear: true };
  const spelledOff = spellingOff(rest.map((w) => w.raw).join(' '));
  // "Lima Tailorng LLC (perdón, Tailoring)": the slip fixed as the person fixed it.
  const unspelled = spelledOff === undefined ? undefined : selfCorrected(spelledOff);
  if (unspelled === undefined) return { unclear: true };
  const typed = withoutFullStop(
    unspelled
      // The aside in brackets first: a correction's words inside it ("(…, not me)") are the aside's.
      .replace(ASIDE, (aside) =>
        /\p{Lu}/u.test(aside) && !COMMENT_ASIDE.test(aside) && !TITLE_ASIDE.test(aside) ? aside : '',
      )
      .replace(CORRECTION, '')
      .replace(/^[\s,:;=>→⇒➔➜➡–—¿¡-]+/u, '')
      .replace(/^.*$/su, withoutTrailingRemarks),
  );
  // "the llc or the dba? the sign says …": a question is asked back, never kept as the name; a name
  // with only a question mark after it ("Ana Lima?") is the name, asked as the person answers.
  if (/\?\s*[\p{L}\p{N}]/u.test(typed)) return { unclear: true };
  const particled = particleOff(typed);
  if (particled === undefined) return { unclear: true };
  const name = kind === 'person' ? personInOrder(withoutPostNominals(particled)) : particled;
  // A separator left inside is a label and a value not told apart: asked again, never kept as the name.
  if (!name || isShrug(name) || name.split(' ').some((w) => SEPARATOR.test(w))) return { unclear: true };
  if (kind === 'person' && tokenize(name).some((t) => NOT_IN_A_PERSON_NAME.has(t))) return { unclear: true };
  // "Ana Lima Tailoring": a business's words typed into a person's name, not told apart from it.
  if (kind === 'person' && tokenize(name).some((t) => TRADE_WORDS.has(t))) return { unclear: true };
  // "Lima Tailoring. Or with LLC, …": a sentence goes on past the name, asked again.
  if (goesOnPastAStop(name)) return { unclear: true };
  // "call me ana lima", "ana lima to me dicen anita": what one is called left in, not told from the name.
  if (kind === 'person' && CALLED_BY_AT.test(name)) return { unclear: true };
  if (kind === 'business' && ASIDE_AFTER_COMMA.test(name)) return { unclear: true };
  if (REFERENCE.test(tokenize(name).join(' '))) return { unclear: true };
  // "my name only", "solo mi nombre, creo": one's own name pointed at, never the words kept as a name
  // (invariant own-name-is-the-name: said alone, the flow writes the person's name; else asked).
  if (kind === 'business' && OWN_NAME_SAID.test(` ${tokenize(name).join(' ')} `)) return { unclear: true };
  return { name: nameCased(name, kind) };
}

/** One's own name pointed at: "my name", "my own name", "my first name", "mi nombre", "mi propio nombre". */
const OWN_NAME_SAID =
  / (?:my|mi|our|nuestro) (?:(?:own|first|full|last|real|propio|completo) )?(?:name|nombre) /u;

/** Words said around one's own name given as the business's: "same as", "just", "use", "a", "igual que". */
const AROUND_OWN_NAME = new Set(
  `its it thats the same as just use put under with in like please pls
  only simply write enter type nothing else
  el la mismo misma igual que como a con en de bajo use usa ponga pon solo nomas porfa solamente unicamente escriba nada mas`.split(
    /\s+/,
  ),
);

/**
 * Whether a reply at the business's name says it is the person's own name, and nothing else: "same as
 * my name", "just my name", "my own name", "a mi nombre", "el mismo que mi nombre". "my name is …",
 * "not my name" say more, and are read as ever.
 *
 * @invariant own-name-is-the-name A business's name given as "my name" is the person's name as the
 *   sign-up took it, shown at the review before the account is made ("just my name", "my name only",
 *   "únicamente mi nombre"); a reply with any other word is read as a name is, never guessed, and one
 *   that still points at "my name" is asked again, never kept as the words ("My Name Only").
 * @example saysOwnName('same as my name') // true
 * @example saysOwnName('my name is Lima Tailoring') // false
 */
export function saysOwnName(text: string): boolean {
  const words = tokenize(text).filter((w) => !/^[,.!]$/.test(w));
  const at = words.findIndex((w, i) => (w === 'my' || w === 'mi') && i + 1 < words.length);
  if (at < 0) return false;
  const own = words[at + 1] === 'own' || words[at + 1] === 'propio' ? 1 : 0;
  const noun = words[at + 1 + own];
  if (noun !== 'name' && noun !== 'nombre') return false;
  const rest = [...words.slice(0, at), ...words.slice(at + 2 + own)];
  return rest.every((w) => AROUND_OWN_NAME.has(w) || w === 'full' || w === 'completo');
}

/**
 * Whether a reply is a business's name for certain, typed as one: the name `readTypedName` reads, each
 * of its words as typed capitalised (or a number, "&", or a joining word), and not a kind alone ("the
 * business", "my company"). "yes, invoice Lima Tailoring LLC" is; "yes, bill the company" is a reason.
 * @example typedAsBusinessName('invoice Lima Tailoring LLC') // true
 * @example typedAsBusinessName('please invoice the business') // false
 */
export function typedAsBusinessName(text: string): boolean {
  const words = typedAsAName(text, 'business');
  return words?.every((w) => /^[\p{Lu}\d&]/u.test(w) || PROPER_NAME_GLUE.has(w)) ?? false;
}

/**
 * Whether a reply is a person's first and last name for certain, typed as one: the name `readTypedName`
 * reads, two to four words as typed capitalised and only particles beside them ("de la", "van"), no digits
 * in the reply. "I'm new, Ana Lima" leaves "Ana Lima" for the name's question; "ana lima", "I want to
 * order" are asked.
 * @example typedAsPersonName('Ana Lima') // true
 * @example typedAsPersonName('ana lima') // false
 */
export function typedAsPersonName(text: string): boolean {
  if (/\d/.test(text)) return false;
  const words = typedAsAName(text, 'person') ?? [];
  const named = words.filter((w) => /^\p{Lu}/u.test(w));
  return (
    named.length >= 2 &&
    named.length <= 4 &&
    words.every((w) => named.includes(w) || PROPER_NAME_GLUE.has(w) || NAME_PARTICLES.has(w))
  );
}

/** The words of the name a reply reads as, as typed, when it has a capital: never a kind alone. */
function typedAsAName(text: string, kind: NameKind): string[] | undefined {
  const typed = readTypedName(text, kind);
  if ('unclear' in typed || namesOnlyAKind(typed.name)) return undefined;
  // Found as typed, whatever its styling left out: a comma or dots about a legal suffix ("Ortiz Fabrics, Inc.").
  const spelled = text.replace(SPELLED_LLC, 'LLC');
  const found = new RegExp(
    typed.name
      .split(' ')
      .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[\\s,.]+'),
    'iu',
  ).exec(spelled);
  if (!found) return undefined;
  const words = found[0].split(/\s+/);
  return words.some((w) => /^\p{Lu}/u.test(w)) ? words : undefined;
}

/**
 * Whether a person's name, as the reply typed it, has a letter drawn out, as a thumb held on a key
 * draws it: a letter three times in a row ("Annna"), or, typed with no capital (no care shown for its
 * spelling), an "a", "i" or "u" doubled at a word's end ("anaa lima", "luiss" not: consonants end names
 * doubled, "Ross", "Lynn"; nor "ee", "oo": "Lee", "Woo"). A name is the person's own, never changed: such
 * a one is asked about, and kept as typed once typed again (invariant drawn-out-name-asked-once, in the
 * sign-up's name question). Some names end so ("Alaa", "Hanaa"): asked once, then kept.
 *
 * @example drawnOut('Anaa Lima', 'anaa lima') // true
 * @example drawnOut('Alaa Hassan', 'Alaa Hassan') // false
 */
export function drawnOut(name: string, typed: string): boolean {
  const words = name.toLowerCase().split(/\s+/);
  if (words.some((w) => /(\p{L})\1\1/u.test(w))) return true;
  return !/\p{Lu}/u.test(typed) && words.some((w) => w.length >= 3 && /([aiu])\1$/u.test(w));
}

/** The particles of a family name, typed uncapitalised: "de la Vega", "van Buren", "da Silva". */
const NAME_PARTICLES = new Set('da das do dos di du van von der den le'.split(' '));

/** Words a business's name may hold uncapitalised: "Casa de Lima", "Bread and Butter". */
const PROPER_NAME_GLUE = new Set('of the and de del la las los y e'.split(' '));

/**
 * A person's name first name first: a comma between two names is "Last, First" ("Lima, Ana" is Ana
 * Lima), a suffix after it stays ("Ana Lima, Jr."), and any other comma makes it no name we can be sure
 * of (asked again, empty), never a last name with a comma in it.
 */
function personInOrder(name: string): string {
  if (!name.includes(',')) return name;
  const parts = name.split(',').map((part) => part.trim().split(/\s+/).filter(Boolean));
  const [last, first] = parts;
  if (parts.length !== 2 || !last || !first || last.length === 0 || first.length === 0) return '';
  if (first.length === 1 && SUFFIX.test(first[0] as string)) return name;
  // "Ana, Ana Lima", "Ana Lima, Ana": a name said again, whole or in part, is no "Last, First" to turn.
  const folded = (words: string[]) => words.map((w) => w.toLowerCase());
  const within = (part: string[], whole: string[]) => folded(part).every((w) => folded(whole).includes(w));
  if (within(last, first) || within(first, last)) return '';
  // "Rosa Delgado, Rosa's Bakery", "Ana Lima, de la panadería": a business said after a whole name is
  // whom the person is with, never a first name typed "Last, First".
  if (last.length >= 2 && namesABusiness(first) && !first.some((w) => /\d/.test(w)))
    return last.every((w) => NAME_WORD.test(w)) ? last.join(' ') : '';
  // "Rosa Huamaní, porfis": a word in lower case after a name typed with capitals is an aside, not a
  // first name; "lima, ana" typed all in lower case is Last, First.
  const capitalised = (w: string) => /^\p{Lu}/u.test(w);
  if (last.every(capitalised) && !first.some(capitalised)) return '';
  const words = [...first, ...last];
  return first.length <= 2 && words.every((w) => NAME_WORD.test(w)) ? words.join(' ') : '';
}

/** Whether words name a business: its kind ("Bakery", "la panadería") or a company's suffix ("LLC"). */
function namesABusiness(words: readonly string[]): boolean {
  return (
    tokenize(words.join(' ')).some((w) => BUSINESS_KINDS.has(w)) ||
    words.some((w) => legalSuffix(w) !== undefined)
  );
}

/**
 * Letters a person signs after the name, a comma before them: a degree or licence ("MD", "PhD", "RN",
 * "Esq."), a rank or service ("MSgt", "USAF"), "retired" ("(Ret)"). Folded; none a first name too
 * ("Do", "Gen", "Col" are names, left out).
 */
const POST_NOMINALS = new Set(
  `ret retd retired usa usaf usmc usn uscg ussf md phd dds dmd rn lpn esq cpa mba jd msgt sgt ssgt tsgt
  smsgt cmsgt sgm csm sfc cpl pfc lt ltc capt cpt maj adm cdr lcdr cwo cpo`.split(/\s+/),
);

/**
 * The name without what is signed after its comma ("Gary Kowalski, MSgt USAF (Ret)" is Gary
 * Kowalski): every word after the comma a post-nominal, never a first name typed "Last, First".
 */
function withoutPostNominals(name: string): string {
  const comma = name.indexOf(',');
  if (comma < 0) return name;
  const after = tokenize(name.slice(comma + 1)).filter((t) => t !== ',');
  return after.length > 0 && after.every((t) => POST_NOMINALS.has(t)) ? name.slice(0, comma).trim() : name;
}

/** Abbreviations whose dot is part of the name: "Lima Tailoring Inc.", "Ana Lima Jr.". */
const ABBREVIATIONS = new Set('inc co corp ltd jr sr bros assn dept intl mfg'.split(' '));

/** The sentence's full stop off a name, but not an abbreviation's dot ("Inc.", "S.A."). */
function withoutFullStop(name: string): string {
  const last = name.split(' ').at(-1) ?? '';
  const abbreviation =
    ABBREVIATIONS.has(last.toLowerCase().replace(/\.$/, '')) || /^(?:\p{L}\.){2,}$/u.test(last);
  return abbreviation ? name : name.replace(/\.+$/, '');
}

/** How many of the reply's first words are a lead-in (none when they are not one). */
function leadInLength(words: Word[], kind: NameKind): number {
  return leadIn(words, kind).length;
}

/**
 * A lead-in's word as typed against the word it is: the same, or (`fuzzy`) the same word misspelled:
 * spelt as it sounds in Spanish ("se yama" is "se llama", "me yamo" "me llamo") or one slip of the thumb
 * ("its caled", "a nombe de"). Only a word after the lead-in's first one is read fuzzily: "se" or "its"
 * must be typed as they are, so a lone word ("Somos", "Para") is never taken for one by its looks.
 */
type Same = (token: string, word: string, inPhrase: number) => boolean;
const exactly: Same = (token, word) => token === word;
const misspelt: Same = (token, word, inPhrase) =>
  token === word ||
  (inPhrase > 0 && word.length >= 4 && (soundOf(token) === soundOf(word) || isTypoOf(token, word)));

/**
 * The reply's lead-in: how many of its first words it spans, and whether a word of it was read as a
 * misspelling (`misspelt`), which the name after it must bear out (`readTypedName`).
 */
function leadIn(words: Word[], kind: NameKind): { length: number; misspelt: boolean } {
  const exact = leadInWith(words, kind, exactly);
  const fuzzy = leadInWith(words, kind, misspelt);
  return fuzzy > exact ? { length: fuzzy, misspelt: true } : { length: exact, misspelt: false };
}

function leadInWith(words: Word[], kind: NameKind, same: Same): number {
  const tokens: { token: string; word: number }[] = words.flatMap((w, i) =>
    w.folded.map((token) => ({ token, word: i })),
  );
  const at = (k: number) => tokens[k]?.token;
  let start = 0;
  while (at(start) !== undefined && LEAD_IN_WORDS.has(at(start) as string)) start++;
  const ends = [
    nounLeadIn(
      tokens.map((t) => t.token),
      start,
      (k) => /^\p{Lu}/u.test(words[tokens[k]?.word ?? -1]?.raw ?? ''),
      same,
    ),
    selfLeadIn(
      tokens.map((t) => t.token),
      start,
      kind === 'business' ? [...SELF, ...PUT_ON, ...INVOICE_TO] : SELF,
      same,
    ),
    instructionLeadIn(
      tokens.map((t) => t.token),
      start,
    ),
  ];
  const led = Math.max(...ends.map((e) => e ?? -1));
  // "Soy la señora Ana Lima", "this is Mrs. Ana Lima": a title is how one is called, never the name;
  // taken off only with a name after it ("Señora" alone stays what was typed).
  const from = Math.max(led, start);
  // A business may be named for one ("Mr. Clean Laundry LLC"): a person's title only.
  const title =
    kind === 'person'
      ? honorificAt(
          tokens.map((t) => t.token),
          from,
        )
      : 0;
  // "soy la Ana Lima", "aquí el Juan Pérez": an article said before one's own name, as Spanish speakers
  // of many places do, is how it is said, never the name's first word; only typed in lower case after a
  // lead-in, with a name's word after it ("soy la de la sastrería" points at a business, asked).
  const article =
    kind === 'person' && !title && led > start
      ? articleBeforeName(
          tokens.map((t) => t.token),
          led,
          (k) => words[tokens[k]?.word ?? -1]?.raw ?? '',
        )
      : 0;
  const end = title ? from + title : led + article;
  if (end < 0) return 0;
  // A lead-in ends where a typed word ends: "name:" and "name's" are one word of two tokens.
  const last = tokens[end - 1];
  return last ? last.word + 1 : 0;
}

/** Titles said before a name, folded; "la"/"el" before the Spanish ones. Not "Don", "Miss": first names too. */
const HONORIFICS = new Set(['senora', 'senor', 'senorita', 'sra', 'sr', 'srta', 'mrs', 'mr', 'ms']);
/** How many tokens from `at` say a title with a name after it ("la señora Ana", "Mrs. Ana"): 0 when none. */
function honorificAt(tokens: string[], at: number): number {
  const article = tokens[at] === 'la' || tokens[at] === 'el' ? 1 : 0;
  if (!HONORIFICS.has(tokens[at + article] ?? '')) return 0;
  const dot = tokens[at + article + 1] === '.' ? 1 : 0;
  return tokens[at + article + 1 + dot] === undefined ? 0 : article + 1 + dot;
}

/** The articles said before a person's own name in Spanish: "la Ana", "el Juan". */
const NAME_ARTICLES = new Set(['la', 'el']);
/**
 * How many tokens from `at` are an article said before one's own name ("la Ana Lima"): 1 when the
 * article is typed in lower case and a word of a name follows it (no particle or pointing word: "la de
 * la sastrería", "el mismo"), else 0.
 */
function articleBeforeName(tokens: string[], at: number, rawAt: (k: number) => string): number {
  if (!NAME_ARTICLES.has(tokens[at] ?? '') || rawAt(at) !== tokens[at]) return 0;
  const next = tokens[at + 1];
  if (next === undefined || !NAME_WORD.test(rawAt(at + 1))) return 0;
  if (PARTICLES.person.has(next) || DETERMINERS.has(next) || NOT_IN_A_PERSON_NAME.has(next)) return 0;
  return 1;
}

/** "my name is", "the business name is called", "nombre del negocio:": the tokens it spans, or undefined. */
function nounLeadIn(
  tokens: string[],
  start: number,
  capitalAt: (k: number) => boolean,
  same: Same = exactly,
): number | undefined {
  let k = start;
  const owned = OWNERS.has(tokens[k] ?? '');
  if (owned) k++;
  // "my nmae is": the noun misspelt only after whose name it is.
  const noun = (token: string) => NOUNS.has(token) || (owned && same(token, 'name', 1));
  if (!noun(tokens[k] ?? '')) return undefined;
  k++;
  // "the business's name is": a possessive joins two nouns as the glue words do.
  const joins = (i: number) => (GLUE.has(tokens[i] ?? '') || tokens[i] === "'s") && nounAhead(tokens, i);
  while (NOUNS.has(tokens[k] ?? '') || joins(k)) k++;
  const says = SAYS.find((phrase) => phrase.every((word, i) => same(tokens[k + i] ?? '', word, i)));
  if (says) return k + says.length;
  // "my name Mai Vang", "mi nombre Ana Lima": the "is" dropped, whose name said, the name capitalised.
  return owned && capitalAt(k) ? k : undefined;
}

/** A noun comes after the glue words from `k`: "of the business", "de mi negocio". */
function nounAhead(tokens: string[], k: number): boolean {
  let i = k;
  while (GLUE.has(tokens[i] ?? '') || tokens[i] === "'s") i++;
  return NOUNS.has(tokens[i] ?? '');
}

/** "it's", "it's called", "I'm", "me llamo", "soy", "se llama": the tokens it spans, or undefined. */
function selfLeadIn(
  tokens: string[],
  start: number,
  leads: string[][],
  same: Same = exactly,
): number | undefined {
  const self = leads.find((phrase) => phrase.every((word, i) => same(tokens[start + i] ?? '', word, i)));
  if (!self) return undefined;
  const end = start + self.length;
  if ([...CALLED].some((called) => same(tokens[end] ?? '', called, 1))) return end + 1;
  // "it's for my dad, Mike Sullivan", "es para mi papá, …": whom it is for by their relation, then their name.
  if (FOR.has(self.at(-1) ?? '')) return end + relationAt(tokens, end);
  return end;
}

/** The words that say whom it is for: "its for", "es para". */
const FOR = new Set(['for', 'para']);
/** Whose relation, before it: "my dad", "mi papá", "la abuela". */
const WHOSE = new Set(['my', 'our', 'his', 'her', 'mi', 'su', 'nuestra', 'nuestro', 'la', 'el']);
/** How many tokens from `at` name a relation ("my dad", "mi papa", "grandma"): 0 when none do. */
function relationAt(tokens: string[], at: number): number {
  const whose = WHOSE.has(tokens[at] ?? '') ? 1 : 0;
  return RELATIONS.includes(tokens[at + whose] ?? '') ? whose + 1 : 0;
}

/** A typed word folded for reading: "It's" → its; "name:" → name, ':'; "business's" → business, 's. */
function wordOf(raw: string): Word {
  if (SEPARATOR.test(raw)) return { raw, folded: [':'] };
  const colon = /:$/.test(raw) ? [':'] : [];
  const plain = raw
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[’‘`´]/g, "'")
    .replace(/[^a-z0-9']+/g, '');
  const possessive = /^(.+)'s$/.exec(plain);
  if (possessive && NOUNS.has(possessive[1] as string))
    return { raw, folded: [possessive[1] as string, "'s", ...colon] };
  return { raw, folded: [plain.replace(/'/g, ''), ...colon].filter(Boolean) };
}

/**
 * A name's words cased as a name is written (invariant typed-name-as-meant): a word with a capital of
 * its own as typed; a word in lower case with its capital, each part of "lima-souza" and "o'brien"
 * too; particles in lower case but first ("Ana de la Cruz"); a business's legal suffixes one way
 * (`LEGAL_SUFFIXES`), and initials with dots in capitals ("j.r." is J.R.). A name typed all in capitals
 * says nothing of its case, so it is written as one typed in lower case ("ANA LIMA" is Ana Lima), but
 * for the words a careful clerk writes in capitals: a business's letters said one by one ("NYC", "BBQ",
 * "HVAC") and a family's numeral ("III").
 *
 * @example nameCased('maria de la cruz', 'person') // 'Maria de la Cruz'
 * @example nameCased('lima tailoring llc', 'business') // 'Lima Tailoring LLC'
 * @example nameCased('ACME DRY GOODS, L.L.C.', 'business') // 'Acme Dry Goods LLC'
 */
export function nameCased(name: string, kind: NameKind): string {
  const shouted = typedInCapitals(name);
  const words = (kind === 'business' ? name.replace(COMMA_BEFORE_SUFFIX, ' ') : name).split(/\s+/);
  const suffixesFrom = kind === 'business' ? legalSuffixesFrom(words) : words.length;
  return words
    .map((typed, i) => {
      // A legal suffix is styled where it ends the name, or typed in lower case or all in capitals; a
      // word of capitals of its own inside the name is kept ("Denver CO Movers").
      const styled = i >= suffixesFrom || !/\p{Lu}/u.test(typed) || shouted;
      const suffix = kind === 'business' && i > 0 && styled ? legalSuffix(typed) : undefined;
      if (suffix) return suffix;
      // In capitals, a word is re-cased; an initial stays one ("J.", "E"), but the Spanish "y" ("LIMA Y SOUZA").
      // A word with a sign of its own ("AT&T", "7/11") is kept as typed.
      const recased =
        shouted &&
        /^[\p{L}\p{N}'’.-]+$/u.test(typed) &&
        (/\p{L}{2}/u.test(typed) || (i > 0 && typed === 'Y'));
      if (/\p{Lu}/u.test(typed) && !recased) return typed;
      if (shouted && kind === 'business' && lettersSaidOneByOne(typed)) return typed.replace(/['’]S$/u, "'s");
      const word = typed.toLocaleLowerCase();
      if (i > 0 && PARTICLES[kind].has(word)) return word;
      if (kind === 'business' && BUSINESS_ACRONYMS.has(word)) return word.toLocaleUpperCase();
      if (/^(?:\p{L}\.)+\p{L}?\.?$/u.test(word) || (i > 0 && NUMERAL.test(word)))
        return word.toLocaleUpperCase();
      return word.split('-').map(capitalized).join('-');
    })
    .join(' ');
}

/** Where the legal suffixes that end a name begin ("Lima Tailoring S.A. de C.V." from "S.A."), or its length. */
function legalSuffixesFrom(words: string[]): number {
  let from = words.length;
  for (let i = words.length - 1; i > 0; i--) {
    const word = words[i] as string;
    if (legalSuffix(word)) from = i;
    else if (word.toLowerCase() !== 'de' || from !== i + 1) break;
  }
  return from;
}

/**
 * Whether a name is typed all in capitals: no small letter, two words or more, one of them a word of
 * capitals ("ANA LIMA", "J.R. LIMA", "ACME LLC"). One word alone ("KIKO") may be how the brand is
 * written, and is kept.
 */
function typedInCapitals(name: string): boolean {
  return !/\p{Ll}/u.test(name) && /\p{Lu}{2}/u.test(name) && name.trim().split(/\s+/).length >= 2;
}

/**
 * Whether a word typed in capitals in a business's name is letters said one by one: no vowel to read it
 * by ("BBQ", "JJ'S") and no abbreviation ("ST", "MT").
 */
function lettersSaidOneByOne(typed: string): boolean {
  const letters = typed.replace(/['’]S$/u, '');
  return (
    /^\p{Lu}{2,}$/u.test(letters) &&
    !/[AEIOUY]/.test(letters.normalize('NFKD')) &&
    !ABBREVIATED.has(letters.toLowerCase())
  );
}

/** "ana" → Ana; "o'brien" → O'Brien, "d'angelo" → D'Angelo, "mcdonald" → McDonald, but "lima's" → Lima's. */
function capitalized(part: string): string {
  // "mcdonald" is McDonald, as the family writes it.
  const mc = /^mc(\p{L})(\p{L}.*)$/u.exec(part);
  if (mc) return `Mc${upperFirst(mc[1] as string)}${mc[2]}`;
  const apostrophe = /^(\p{L})(['’])(\p{L}.*)$/u.exec(part);
  if (apostrophe)
    return `${upperFirst(apostrophe[1] as string)}${apostrophe[2]}${upperFirst(apostrophe[3] as string)}`;
  return upperFirst(part);
}

const upperFirst = (word: string) => word.charAt(0).toLocaleUpperCase() + word.slice(1);
