/**
 * Sign up for a new customer (seed: customer creation, which texts the code itself), then the code.
 * By SMS the account is for the phone that is texting: its number is not asked (invariant sms-code-to-texting-phone).
 */
import * as z from 'zod';
import { maskPhone } from '../dialog/mask-phone';
import { field, textPrompt, yesNoPrompt } from '../dialog/prompts';
import { asking, askText, fields, ok, picked, retry, say } from '../dialog/step-helpers';
import type { Reply } from '../dialog/types';
import { isLaundryApiError } from '../laundry/errors';
import { lazySchema } from '../lazy-schema';
import {
  drawnOut,
  ESTABLISHMENTS,
  givesNoEmail,
  namesOnlyAKind,
  type Outcomes,
  onlyAChangeFrame,
  readByOutcome,
  readEmail,
  readPhone,
  readPhoneSaid,
  readTypedName,
  saysOwnName,
  typedAsBusinessName,
  typedAsPersonName,
  wantsAChange,
} from '../recognize';
import { yesWithMore } from '../recognize/confirm';
import { tokenize } from '../recognize/normalize';
import { coveredBy, POLITE, phrases } from '../recognize/phrase-match';
import { SKIP } from '../recognize/skip';
import type { MessageKey, Words } from '../words';
import type { Flow, Step } from './flow';
import { handoffReachable } from './handoff';
import { CODE_MAYBE_SENT, NOT_BY_TEXT, notByTextAsk, otpStep, sendCode, tooManyCodes } from './sign-in';

const signUpDataSchema = lazySchema(() =>
  z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    /** A name with an initial for a first or last name ("Tesfaye B."), asked about once (invariant initial-asked-once). */
    nameAsked: z.string().optional(),
    phoneNumber: z.string().optional(),
    email: z.string().optional(),
    optOutMarketingSms: z.boolean().optional(),
    isCommercial: z.boolean().optional(),
    isInvoicingEnabled: z.boolean().optional(),
    businessName: z.string().optional(),
    /** A business name that only says its kind ("la sastrería"), asked about once (invariant kind-is-no-name). */
    businessNameAsked: z.string().optional(),
    /** True once the person said the details shown are right (invariant sign-up-shows-details-first). */
    confirmed: z.boolean().optional(),
    /** True while the person picks which detail to change. */
    editing: z.boolean().optional(),
    /** True once the customer was created (the service texted a code). */
    created: z.boolean().optional(),
  }),
);
type SignUpData = z.infer<typeof signUpDataSchema>;
type SignUpStep = Step<SignUpData>;

/** `filled`/`clear`/`value` of a step answering one field. */
const fieldOf = (key: keyof SignUpData) => fields<SignUpData, keyof SignUpData>(key);

/** One letter, with or without its dot: "B.", "J", an initial. */
const INITIAL = /^\p{L}\.?$/u;
/** Particles before a family name: "de la O" is a last name of one letter, no initial. */
const SURNAME_PARTICLES = new Set([
  'de',
  'del',
  'la',
  'las',
  'los',
  'da',
  'do',
  'dos',
  'van',
  'von',
  'le',
  'y',
]);

/**
 * Whether a name gives its first or its last name by an initial only ("Tesfaye B.", "J. Okafor"): a
 * middle initial ("Ana M. Lima") is no such thing, nor a one-letter family name after its particle
 * ("Ana de la O").
 *
 * @invariant initial-asked-once A first or last name given only by its initial ("Tesfaye B.", "J.
 *   Okafor") is asked for in full once before the account is made; typed again the same, it is the name.
 */
function givenByInitial(words: string[]): boolean {
  const last = words.at(-1) ?? '';
  const beforeLast = (words.at(-2) ?? '').toLowerCase();
  return INITIAL.test(words[0] ?? '') || (INITIAL.test(last) && !SURNAME_PARTICLES.has(beforeLast));
}

/**
 * A name typed whole: a first and a last name, neither by its initial alone, as the name question takes
 * it without asking again. The sign-in's "Sign me up. Ron Kowalski" starts the sign-up with it.
 *
 * @invariant sign-up-takes-name-said A name said with "I'm new" at the sign-in's phone, typed as a name
 *   (`nameAfterNewCustomer`), is the sign-up's name when the name question would take it whole; else the
 *   name is asked as usual. The details are shown before the account is made (invariant
 *   sign-up-shows-details-first), the name among them.
 */
function wholeName(text: string): Pick<SignUpData, 'firstName' | 'lastName'> | undefined {
  const typed = readTypedName(text, 'person');
  if ('unclear' in typed) return undefined;
  const words = typed.name.split(' ');
  if (words.length < 2 || typed.name.length > 100 || givenByInitial(words) || drawnOut(typed.name, text))
    return undefined;
  return { firstName: words[0], lastName: words.slice(1).join(' ') };
}

/**
 * A mobile number typed after the name ("Ana Lima, phone 646 555 0177", "Ana Lima po, 6465550177", "…
 * - my cell is (646) 555-0177"): a mark or space, what names it or none, then the digits to the end.
 */
const PHONE_AFTER_NAME =
  /[\s,;:–—-]+(?:(?:and|y)\s+)?(?:(?:my|mi)\s+)?(?:(?:phone|cell|mobile|number|tel[eé]fono|tel|celular|cel|m[oó]vil|n[uú]mero)(?:\s+(?:phone|number|n[uú]mero|is|es))*\s*[:#]?\s*)?([+(]?\d[\d\s().-]*\d)[\s.!]*$/iu;

/**
 * The name and the mobile number typed together at the name's question, each read for certain, or
 * undefined.
 *
 * @invariant name-with-phone-answers-both A name typed with the mobile number after it answers the name's
 *   question and the number's, each read as its own question reads it (`readTypedName`, `readPhoneSaid`)
 *   and both for certain, or neither: the name is asked again. Never by SMS, whose account is the texting
 *   phone's (invariant sms-code-to-texting-phone); the details show both before the account is made
 *   (invariant sign-up-shows-details-first).
 */
function nameThenPhone(text: string): { name: string; phoneNumber: string } | undefined {
  const phone = PHONE_AFTER_NAME.exec(text);
  if (!phone?.index) return undefined;
  const said = readPhoneSaid(phone[1] as string);
  const typed = readTypedName(text.slice(0, phone.index), 'person');
  if (!said || !('phone' in said) || 'unclear' in typed) return undefined;
  return { name: typed.name, phoneNumber: said.phone };
}

/**
 * The name question.
 *
 * @invariant drawn-out-name-asked-once A name with a letter drawn out as a held key draws it ("anaa
 *   lima", "Annna Lima": `drawnOut`) is asked about once, never changed: typed again the same, it is
 *   the name; typed otherwise, the new one is read.
 */
const name: SignUpStep = {
  id: 'name',
  title: 'Name',
  ...fieldOf('firstName'),
  // "I'm new, Ana Lima" at the sign-in: a name typed as one after the answer before it (invariant
  // rest-taken-only-when-certain); "I'm new, ana lima" is asked.
  readsRest: typedAsPersonName,
  async ask(ctx) {
    return askText(ctx.words.t('signUp.askName'), ctx.words.t('signUp.askNameHint'));
  },
  async accept(ctx, answer) {
    // "Ana Lima, phone 646 555 0177": the number too (invariant name-with-phone-answers-both).
    const both = ctx.channel.textsFromPhone ? undefined : nameThenPhone(answer.text);
    if (!both && (readPhone(answer.text) || /\d{3}/.test(answer.text)))
      return retry(ctx.words.t('signUp.nameIsNumber'));
    // A lead-in off, the words cased as meant (invariant typed-name-as-meant).
    const typed = both ? { name: both.name } : readTypedName(answer.text, 'person');
    if ('unclear' in typed) return retry(ctx.words.t('signUp.nameOnly'));
    const words = typed.name.split(' ');
    if (words.length < 2 || typed.name.length > 100) return retry(ctx.words.t('signUp.nameBoth'));
    // Invariant initial-asked-once: "Tesfaye B." is asked for in full once; typed again, it is the name.
    if (givenByInitial(words) && ctx.data.nameAsked !== typed.name) {
      ctx.data.nameAsked = typed.name;
      return retry(ctx.words.t('signUp.nameInitial', { name: typed.name }));
    }
    // Invariant drawn-out-name-asked-once: "anaa lima" is asked about once; typed again, it is the name.
    if (drawnOut(typed.name, answer.text) && ctx.data.nameAsked !== typed.name) {
      ctx.data.nameAsked = typed.name;
      return retry(ctx.words.t('signUp.nameDrawnOut', { name: typed.name }));
    }
    Object.assign(ctx.data, { firstName: words[0], lastName: words.slice(1).join(' ') });
    if (both) ctx.data.phoneNumber = both.phoneNumber;
    return ok();
  },
};

const phone: SignUpStep = {
  id: 'phone',
  title: 'Phone number',
  // A number read, never text kept (invariant dialect-read-as-standard).
  readsValue: true,
  ...fieldOf('phoneNumber'),
  dependents: [{ step: 'create' }],
  // "Ana Lima, 646 555 0177" at the name: a number read whole, never one taken back (invariant
  // rest-taken-only-when-certain).
  readsRest: (text) => readPhone(text) !== undefined,
  async ask(ctx) {
    if (ctx.channel.textsFromPhone) {
      const sender = ctx.senderPhone;
      if (!sender) return notByTextAsk();
      ctx.data.phoneNumber = sender;
      return { kind: 'filled' };
    }
    return askText(ctx.words.t('signUp.askPhone'), ctx.words.t('signIn.phoneHint'));
  },
  async accept(ctx, answer) {
    // By SMS only a sender outside North America is ever asked, and no number of theirs can sign up.
    if (ctx.channel.textsFromPhone) return retry(NOT_BY_TEXT);
    // "212 555 0101.. no wait thats my husband's": a number taken back, or said to be another's, is never
    // the account's: asked which is theirs (the phone reader's one reading, as at sign-in).
    const said = readPhoneSaid(answer.text);
    if (said && 'takenBack' in said) return retry(ctx.words.t('signIn.numberTakenBack'));
    if (!said) return retry(ctx.words.t('signIn.notAPhone'));
    ctx.data.phoneNumber = said.phone;
    return ok();
  },
};

const email: SignUpStep = textPrompt({
  id: 'email',
  title: 'Email',
  field: field<SignUpData, 'email'>('email'),
  question: async (ctx) => ({
    text: ctx.words.t('signUp.askEmail'),
    hint: ctx.words.t('signUp.askEmailHint'),
  }),
  // Spelled out ("ana at gmail dot com") it could be misheard: asked back as read, a yes picks it.
  readsFirst: (text) => {
    const read = readEmail(text);
    return read && 'spelled' in read ? { guess: read.email } : undefined;
  },
  read(answer, ctx) {
    const read = readEmail(picked(answer) ?? answer.text);
    if (!read)
      return { retry: ctx.words.t(givesNoEmail(answer.text) ? 'signUp.emailNeeded' : 'signUp.notAnEmail') };
    if ('unclear' in read) return { retry: ctx.words.t('signUp.whichEmail') };
    return { value: read.email };
  },
});

const businessAccount = (d: SignUpData) => d.isCommercial === true;

/** The outcomes' words of the yes/no questions (invariant yes-no-by-outcome), in either language. */
const MARKETING_OUTCOMES: Outcomes = {
  yes: [
    'news',
    'offer*',
    'promo*',
    'deal*',
    'discount*',
    'coupon*',
    'noticia*',
    'oferta*',
    'descuento*',
    'cupon*',
    // Opting in by its word: "opt in", "opt me in".
    'opt in',
    'opt me in',
  ],
  // Opting out by its word: "opt out", "opt-out", "unsubscribe", "darme de baja".
  no: ['opt out', 'opt me out', 'optout', 'unsubscrib*', 'de baja'],
  scorned: ['spam*', 'junk'],
  // Texts are yes or no for all: "only discounts" is asked back.
  kinds: true,
};
const COMMERCIAL_OUTCOMES: Outcomes = {
  yes: [
    'business*',
    'compan*',
    'shop',
    'store',
    'office',
    'firm',
    'llc',
    'inc',
    'for work',
    // Working said of oneself: "I work from home" names home and work both, and is asked back.
    'work',
    'working',
    'trabaj*',
    'negocio*',
    'empresa*',
    'compania',
    'tienda',
    'oficina',
    'taller',
    'para el trabajo',
    '*eria',
    // The business by its kind: "for the salon", "es para la clínica". Said beside oneself or the family
    // ("for salon and sometime my family clothes"), both outcomes are named and it is asked back.
    ...ESTABLISHMENTS,
    // More kinds of business by their everyday names: "es pa'l bar", "la bodega". Not a gym, a studio or a
    // hotel, which are a person's own too ("my gym clothes", "I live in a studio", "I'm at a hotel").
    'bar',
    'bares',
    'pub',
    'bodega',
    'colmado',
    'diner',
    'bistro',
    'cleaners',
    'tailor*',
    'consultorio',
  ],
  no: [
    'personal*',
    'home',
    'household',
    'family',
    'myself',
    'just me',
    'private',
    'casa',
    'hogar',
    'familia',
    'particular',
    'solo yo',
    'para mi casa',
    'para mi mismo',
    'para mi misma',
  ],
  // Oneself joined to another purpose ("es para mí y para el taller", "for the shop and for me"): both,
  // whatever the other is, asked back. Only with the "and": "para mi negocio" is the business.
  // A share of the two uses ("half half, some is my family clothes", "50/50", "mitad y mitad", "a mix",
  // "un poco de cada"): both, whichever one it names beside the share.
  both: [
    'for me and',
    'and for me',
    'for myself and',
    'and for myself',
    'para mi y',
    'y para mi',
    'half',
    'halfs',
    'halves',
    '50 50',
    'fifty fifty',
    'mix',
    'mixed',
    'a bit of each',
    'some of each',
    'mitad',
    'mixto',
    'mixta',
    'un poco de cada',
    'de todo un poco',
  ],
  // "no personal": the answer and what the account is, never "not personal".
  noSaysWhatItIs: true,
};
const INVOICING_OUTCOMES: Outcomes = {
  yes: ['invoic*', 'bill', 'bill us', 'billed', 'billing', 'factur*'],
  no: [
    'card*',
    'credit',
    'debit',
    'charg*',
    'visa',
    'mastercard',
    'amex',
    'tarjeta*',
    'cobr*',
    'credito',
    'debito',
  ],
};

const businessName: SignUpStep = textPrompt({
  id: 'business-name',
  title: 'Business name',
  when: { test: (d) => d.isCommercial === true && d.isInvoicingEnabled === true, label: 'invoiced business' },
  field: field<SignUpData, 'businessName'>('businessName'),
  // "yes, invoice Lima Tailoring LLC" at the question before: a name typed as one, never "bill the company".
  readsRest: typedAsBusinessName,
  question: async (ctx) => ({
    text: ctx.words.t('signUp.askBusinessName'),
    hint: ctx.words.t('signUp.askBusinessNameHint'),
  }),
  read({ text }, ctx) {
    // "same as my name", "a mi nombre": the person's own name (invariant own-name-is-the-name).
    const own = [ctx.data.firstName, ctx.data.lastName].filter(Boolean).join(' ');
    if (own && saysOwnName(text)) return { value: own };
    // A lead-in off, the words cased as meant (invariant typed-name-as-meant).
    const typed = readTypedName(text, 'business');
    if ('unclear' in typed || typed.name.length < 2 || typed.name.length > 120)
      return { retry: ctx.words.t('signUp.businessNameRetry') };
    // Invariant kind-is-no-name: "la sastrería" is asked about once; typed again, it is the name.
    if (namesOnlyAKind(typed.name) && ctx.data.businessNameAsked !== typed.name) {
      ctx.data.businessNameAsked = typed.name;
      return { retry: ctx.words.t('signUp.businessNameOnlyKind', { name: typed.name }) };
    }
    return { value: typed.name };
  },
});

const CREATE = 'create';
const CHANGE = 'change';
const KEEP = 'keep';

/**
 * The details a person can change before the account is created, and the words that name each one,
 * in English or Spanish whatever the conversation's language ("change email", "cambiar correo").
 */
const CHANGEABLE: { step: string; label: MessageKey; words: RegExp; bySms?: false }[] = [
  { step: 'name', label: 'signUp.detailName', words: /\b(?:name|nombre|apellidos?)\b/ },
  {
    step: 'phone',
    label: 'signUp.detailPhone',
    words: /\b(?:phone|mobile|cell|number|tel[eé]fono|celular|cel|m[oó]vil|n[uú]mero)\b/,
    bySms: false,
  },
  // "el mail", "my e-mail": the address by its everyday names.
  { step: 'email', label: 'signUp.detailEmail', words: /\b(?:e-?mail|mail|correo)\b/ },
  {
    step: 'marketing',
    label: 'signUp.detailNews',
    // The texts by what they bring: "the texts thing", "the deals", "las promos".
    words:
      /\b(?:news|offers|marketing|texts|deals|promos?|promotions|discounts|coupons|noticias|ofertas|promociones|descuentos|mensajes)\b/,
  },
  {
    step: 'commercial',
    label: 'signUp.detailBusiness',
    words: /\b(?:business|invoic\w*|company|negocio|empresa|factura\w*)\b/,
  },
];

/**
 * The business's name, said by its words ("the business name", "company's name", "el nombre del
 * negocio", "razón social"): the business's detail, where it is shown, never the person's name.
 */
const BUSINESS_NAME =
  /\b(?:(?:business|businesss|company|companys|shop|store|negocio|empresa)\s+name|name\s+of\s+(?:the|my|our)\s+(?:business|company|shop|store)|nombre\s+(?:del|de\s+(?:la|mi|nuestra|nuestro|el))\s+(?:negocio|empresa|tienda|compania)|nombre\s+comercial|razon\s+social)\b/;

/** A reply's words as the details are named by (`CHANGEABLE`): the business's name said as the business. */
function detailWords(text: string): string {
  // "email's wrong", "name's misspelled": the detail and its "is", run together once typed.
  // Never before another detail's word: "the company's name" is the business's name.
  const said = tokenize(text);
  const tokens = said.map((t, i) =>
    t.endsWith('s') && !DETAIL_NAMED(t) && DETAIL_NAMED(t.slice(0, -1)) && !DETAIL_NAMED(said[i + 1] ?? '')
      ? `${t.slice(0, -1)} is`
      : t,
  );
  return tokens.join(' ').replace(new RegExp(BUSINESS_NAME.source, 'g'), 'business');
}

/** Whether a word is a detail's own name ("email", "phone", "correo"). */
const DETAIL_NAMED = (word: string) => CHANGEABLE.some((c) => c.words.test(word));

/**
 * A detail's new value typed at the review, with or without the detail's name ("need to fix my email,
 * it's ana.lima@example.com", "el email, debe ser ana.lima@example.com"): read by that detail's own
 * reader, so only a value that can be nothing else is taken (an e-mail address as written, a phone number).
 */
function newValueIn(said: string): { step: string; set: Partial<SignUpData> } | undefined {
  // "one edit: email should be …", "uy, un cambio: el correo es …": the change counted leads the value.
  const clauses = said.split(/(?<=[,:;.!])\s+|\s+[-–—]+\s+/u);
  while (clauses.length > 1 && onlyAChangeFrame(clauses[0] ?? '')) clauses.shift();
  const text = clauses.map((clause) => clause.replace(NEW_ONE, '')).join(' ');
  const email = readEmail(text);
  if (email && 'email' in email && !email.spelled) return { step: 'email', set: { email: email.email } };
  const isName = NAME_IS.exec(text);
  const name = isName?.[1] ?? isName?.[2];
  const typed = name === undefined ? undefined : readTypedName(name, 'person');
  const words = typed && 'name' in typed ? typed.name.split(' ') : [];
  const saysWrong = SAID_WRONG.test(tokenize(name ?? '').join(' '));
  if (words.length >= 2 && !/\d/.test(name ?? '') && !saysWrong)
    return { step: 'name', set: { firstName: words[0], lastName: words.slice(1).join(' ') } };
  const phoneNumber = readPhone(text);
  return phoneNumber ? { step: 'phone', set: { phoneNumber } } : undefined;
}

/**
 * The person's name said with the detail ("name should be just Ana Luisa Lima", "the name is …", "el
 * nombre es …", "nombre: …"): what follows is the new name, read as the name question reads it. Never a
 * business's name ("business name is …" starts otherwise).
 */
const NAME_IS =
  /^\s*(?:(?:change|fix|update)\s+)?(?:(?:the|my)\s+)?name\s+(?:should\s+be|is|to|=|:)(?![\p{L}'’])\s*(?:just\s+)?(.+)$|^\s*(?:(?:cambi[ae](?:r|me)?|corrij[ae]|corregir)\s+)?(?:(?:el|mi)\s+)?nombre\s+(?:deber[ií]a\s+ser|debe\s+ser|es|a|=|:)(?![\p{L}'’])\s*(?:solo\s+|nom[aá]s\s+)?(.+)$/iu;

/**
 * Words saying the name shown is wrong ("is spelled wrong", "está mal puesto", "es incorrecto"): what
 * follows "the name is" then is what is wrong with it, never the new name.
 */
const SAID_WRONG =
  /\b(?:wrong|wrongly|misspel\w*|spelt|spelled|incorrect\w*|mistake\w*|typo\w*|error\w*|mal|equivocad[oa]s?|errad[oa]s?)\b/;

/**
 * The new value pointed at before it ("email, new one is ana@example.com", "the new one: …", "el nuevo
 * es …", "la nueva: …"): only the value follows, read by the detail's own reader.
 */
const NEW_ONE =
  /^(?:(?:the|my)\s+)?new\s+one(?:\s+is|\s+should\s+be|'s|:)?\s+|^(?:el|la|mi)\s+nuev[oa](?:\s+es|\s+seria|:)?\s+/iu;

/** Words beside a detail's name that are still its name: "my email address", "el correo electrónico". */
const DETAIL_DETERMINERS = new Set(['my', 'the', 'our', 'mi', 'el', 'la', 'su', 'de']);
const DETAIL_NOUNS = new Set(['address', 'adress', 'electronico', 'number', 'numero']);

/**
 * The one detail a wish to change names ("Not quite. I need to change my email address.", "no del todo,
 * quiero cambiar el correo"): the wish read by `wantsAChange` once the detail's words are off, so
 * nothing but the wish and the detail is in it. Undefined when none or two are named, or it is no wish.
 */
function detailToChange(text: string): string | undefined {
  const tokens = detailWords(text).split(' ');
  const names = (c: (typeof CHANGEABLE)[number], t: string | undefined) => t !== undefined && c.words.test(t);
  const named = CHANGEABLE.filter((c) => tokens.some((t) => names(c, t)));
  const [detail] = named;
  if (!detail || named.length > 1) return undefined;
  const wish = tokens.filter(
    (t, i) =>
      !names(detail, t) &&
      !(DETAIL_DETERMINERS.has(t) && names(detail, tokens[i + 1])) &&
      !(DETAIL_NOUNS.has(t) && names(detail, tokens[i - 1])),
  );
  return wantsAChange(wish.join(' ')) ? detail.step : undefined;
}

/**
 * Nothing to change, said at the detail to change: "nvm its fine", "never mind, all good", "no, todo
 * bien", "nada, así está bien". Every word says so, or is politeness; a detail named beside it ("nvm,
 * the email") is that detail.
 */
const NOTHING_TO_CHANGE = phrases(
  'nvm',
  'never mind',
  'nevermind',
  'actually',
  'its fine',
  'it is fine',
  'thats fine',
  'all fine',
  'fine',
  'its good',
  'its all good',
  'looks good',
  // The whole said fine: "actually nothing, it all looks fine".
  'nothing',
  'it all looks fine',
  'it all looks good',
  'all looks fine',
  'all looks good',
  'everything looks fine',
  'everything is fine',
  'its ok',
  'its okay',
  'leave it',
  'leave it as is',
  'keep it',
  'keep them',
  'no changes',
  'no change',
  'nothing to change',
  'todo bien',
  'esta bien',
  'todo esta bien',
  'dejalo',
  'dejalo asi',
  'asi',
  'mejor no',
  'ningun cambio',
  'no cambio nada',
);
const keepsTheDetails = (text: string) =>
  coveredBy(
    tokenize(text),
    [...NOTHING_TO_CHANGE, ...SKIP],
    [...POLITE, ...phrases('no', 'nah', 'ok', 'okay')],
  );

const yesOrNo = (words: Words, value: boolean | undefined) =>
  words.t('signUp.yesOrNo', { answer: value ? 'yes' : 'no' });

/** The details as they will be sent, the phone masked (invariant sign-up-shows-details-first). */
function detailsReply(words: Words, d: SignUpData): Reply {
  const text = (t: string) => ({ type: 'text' as const, text: t });
  const business = words.t('signUp.businessValue', {
    kind: !d.isCommercial ? 'no' : d.isInvoicingEnabled ? 'invoiced' : 'card',
    business: d.businessName ?? '',
  });
  return {
    type: 'summary',
    title: words.t('signUp.detailsTitle'),
    lines: [
      {
        label: words.t('signUp.detailName'),
        value: text(`${d.firstName ?? ''} ${d.lastName ?? ''}`.trim()),
      },
      { label: words.t('signUp.detailPhone'), value: text(maskPhone(d.phoneNumber ?? '')) },
      { label: words.t('signUp.detailEmail'), value: text(d.email ?? '') },
      // Kept as an opt-out: news and offers are wanted when it is false.
      {
        label: words.t('signUp.detailNewsByText'),
        value: text(yesOrNo(words, d.optOutMarketingSms === false)),
      },
      { label: words.t('signUp.detailBusiness'), value: text(business) },
    ],
  };
}

/**
 * How the pickup address will go, said before the account is created (invariant address-said-before-sign-up):
 * a new account has none, and only the laundry's staff add one.
 */
function addressAhead(ctx: Parameters<SignUpStep['ask']>[0]): string {
  if (handoffReachable(ctx.deps)) return ctx.words.t('signUp.addressToStaff');
  return ctx.words.t('signUp.addressAskStaff', { contact: ctx.deps.supportContact || 'none' });
}

/**
 * The details, shown before anything is sent to the service.
 *
 * @invariant address-said-before-sign-up Beside the details, before the account is created, the person is told what the bot will need (a pickup address, which the service gives a new account none of and only the laundry's staff add) and how it will go on this channel: passed to staff through the hand-off where one reaches someone (invariant no-address-says-what-next), else sent to the laundry (its contact, when there is one), who take it from there.
 *
 * @invariant sign-up-shows-details-first The account is created only after the person has seen its details (name, masked phone, e-mail, texts, business) and said yes; "change email" (or Change something, then the detail) asks that one again and shows the details anew.
 */
const review: SignUpStep = {
  id: 'review',
  title: 'Check your details',
  ...fieldOf('confirmed'),
  dependents: [{ step: 'create' }],
  // A new value typed with (or as) the detail is the change, whole: not a guess at "Change something";
  // so is a mistake said, or a change before the account is made ("esperá, hay algo mal").
  readsFirst: (text, data) => {
    const found = newValueIn(text);
    if (found) return { option: data.editing ? found.step : CHANGE };
    // "nvm its fine", "no, todo bien" at the detail to change: nothing to change, the details as they are.
    if (data.editing) {
      // "el nombre del negocio": the business's detail, never the option "Name" its word is read as.
      if (BUSINESS_NAME.test(tokenize(text).join(' '))) return { option: 'commercial' };
      return keepsTheDetails(text) ? { option: KEEP } : undefined;
    }
    // "yes and also change my email": the change said after the yes, before anything is created
    // (invariant more-after-the-yes-never-dropped).
    return wantsAChange(text) || detailToChange(text) || yesWithMore(text) !== undefined
      ? { option: CHANGE }
      : undefined;
  },
  async ask(ctx) {
    const changeable = CHANGEABLE.filter((c) => !(ctx.channel.textsFromPhone && c.bySms === false));
    if (ctx.data.editing) {
      return asking({
        kind: 'single',
        text: ctx.words.t('signUp.askChange'),
        hint: ctx.words.t('signUp.askChangeHint'),
        options: [
          ...changeable.map((c) => ({ value: c.step, label: ctx.words.t(c.label), role: 'choice' as const })),
          {
            value: KEEP,
            label: ctx.words.t('signUp.keepDetails'),
            role: 'command',
            synonyms: ['nothing', 'back', 'nada', 'volver'],
          },
        ],
      });
    }
    return asking(
      {
        kind: 'confirm',
        text: ctx.words.t('signUp.askCreate'),
        hint: ctx.words.t('signUp.askCreateHint'),
        options: [
          {
            value: CREATE,
            label: ctx.words.t('signUp.create'),
            role: 'primary',
            confirm: ctx.words.t('signUp.createConfirm'),
            // "make it", "ok make": the account made is the account created.
            synonyms: [
              'yes',
              'create',
              'create it',
              'confirm',
              'ok',
              'looks good',
              'crear',
              'créela',
              'make',
              'make it',
              'make my account',
              'hágala',
              'hazla',
            ],
          },
          {
            value: CHANGE,
            label: ctx.words.t('signUp.change'),
            role: 'choice',
            synonyms: ['change', 'edit', 'fix', 'no', 'cambiar', 'corregir'],
            // "change email": the detail to change is read by this step.
            intent: true,
          },
        ],
      },
      [detailsReply(ctx.words, ctx.data), say(addressAhead(ctx))],
    );
  },
  async accept(ctx, answer) {
    const d = ctx.data;
    const value = picked(answer);
    const changeable = CHANGEABLE.filter((c) => !(ctx.channel.textsFromPhone && c.bySms === false));
    const typed = newValueIn(answer.text ?? '');
    if (
      typed &&
      changeable.some((c) => c.step === typed.step) &&
      (value === CHANGE || value === typed.step)
    ) {
      Object.assign(d, typed.set, { editing: false });
      return ok();
    }
    if (d.editing) {
      // "el email", "my phone": the one detail its own words name, as at the review.
      const named = changeable.filter((c) => c.words.test(detailWords(answer.text ?? '')));
      // "the number and the email": one is asked at a time, so which first is asked, naming both; never
      // the one an option's words found, the other dropped.
      if (value !== KEEP && named.length > 1) {
        const labels = named.map((c) => `"${ctx.words.t(c.label)}"`);
        return retry(
          ctx.words.t('signUp.oneDetailFirst', {
            some: labels.slice(0, -1).join(', '),
            last: labels.at(-1) ?? '',
          }),
        );
      }
      const chosen = changeable.find((c) => c.step === value) ?? (named.length === 1 ? named[0] : undefined);
      // None told apart: the detail to change is asked again, never the details in its place.
      if (value !== KEEP && !chosen) return retry(ctx.words.t('signUp.pickDetail'));
      d.editing = false;
      return chosen ? { kind: 'ok', revisit: openDetail(d, chosen.step, answer.text ?? '') } : ok();
    }
    // "yes invoice us" beside "paid by card": never a yes (invariant review-yes-says-what-is-shown).
    const otherwise = saidOtherwise(answer.text ?? '', d);
    if (otherwise) return { kind: 'ok', revisit: openDetail(d, otherwise, answer.text ?? '') };
    // "change email", "the name is wrong": a detail named straight away.
    const said = detailWords(answer.text ?? '');
    const named = value === CREATE ? undefined : changeable.find((c) => c.words.test(said));
    if (named) return { kind: 'ok', revisit: openDetail(d, named.step, answer.text ?? '') };
    if (value === CREATE) {
      d.confirmed = true;
      return ok();
    }
    if (value === CHANGE) {
      d.editing = true;
      return ok();
    }
    return retry(ctx.words.t('signUp.sayCreate'));
  },
};

/**
 * The yes/no details shown at the review, each with its question's outcome words and the value shown:
 * the invoicing shown as "no" for a personal account, and opened through the business question then.
 */
const SHOWN_YES_NO: {
  step: string;
  outcomes: Outcomes;
  shown: (d: SignUpData) => boolean;
  opens?: (d: SignUpData) => string;
}[] = [
  // Kept as an opt-out: the texts are shown "yes" when it is false.
  { step: 'marketing', outcomes: MARKETING_OUTCOMES, shown: (d) => d.optOutMarketingSms === false },
  { step: 'commercial', outcomes: COMMERCIAL_OUTCOMES, shown: businessAccount },
  {
    step: 'invoicing',
    outcomes: INVOICING_OUTCOMES,
    shown: (d) => businessAccount(d) && d.isInvoicingEnabled === true,
    opens: (d) => (businessAccount(d) ? 'invoicing' : 'commercial'),
  },
];

/**
 * The detail a reply at the review says otherwise than shown ("yes invoice us" beside "Business: yes,
 * paid by card"; "sí, pero por tarjeta" beside invoicing), or says unsure: that detail's step, to ask again.
 *
 * @invariant review-yes-says-what-is-shown A reply at "Shall I create your account?" that names a yes/no
 *   detail's outcome other than the one shown (or names it both ways, or hedges) never creates the account:
 *   that detail is asked again, and the details are shown anew before anything is created.
 */
function saidOtherwise(text: string, d: SignUpData): string | undefined {
  for (const detail of SHOWN_YES_NO) {
    const read = readByOutcome(text, detail.outcomes);
    if (read === undefined || read === detail.shown(d)) continue;
    return detail.opens?.(d) ?? detail.step;
  }
  return undefined;
}

/**
 * The step that asks a detail again, and its follow-ups cleared so they are asked too: the business's
 * name said by its words is its own question when it is asked at all ("change the business name").
 *
 * @invariant business-follow-ups-asked-again Changing "Business account" asks the invoicing and the
 *   business's name again (when they apply) before the details are shown anew, whatever the answer: the
 *   detail shown is all three. The business's name, named ("the company name is wrong"), is asked itself
 *   for an invoiced business; for any other, the business question is.
 */
function openDetail(d: SignUpData, step: string, text: string): string {
  if (step !== 'commercial') return step;
  if (BUSINESS_NAME.test(tokenize(text).join(' ')) && businessAccount(d) && d.isInvoicingEnabled === true)
    return 'business-name';
  d.isInvoicingEnabled = undefined;
  d.businessName = undefined;
  d.businessNameAsked = undefined;
  return step;
}

/** Creates the customer; the service texts the first code itself. */
const create: SignUpStep = {
  id: 'create',
  title: 'Create account',
  ...fieldOf('created'),
  async ask(ctx) {
    const d = ctx.data;
    const phoneNumber = d.phoneNumber ?? '';
    const isCommercial = d.isCommercial ?? false;
    const isInvoicingEnabled = isCommercial && (d.isInvoicingEnabled ?? false);
    // The service texts the first code itself: counted with the others, never refused for the phone (a
    // number is created once; a second creation is a 409), but refused for a requester over its caps
    // (invariant codes-capped-per-requester): then nothing is created and nothing texted.
    const allowance = await ctx.deps.signInAttempts.recordSignUp(phoneNumber, ctx.requesters);
    if (!allowance.allowed) {
      d.confirmed = undefined;
      if (ctx.channel.textsFromPhone) d.email = undefined;
      else d.phoneNumber = undefined;
      const why = tooManyCodes(allowance, phoneNumber, ctx.now, ctx.words);
      return { kind: 'filled', say: [say(why, 'warning')] };
    }
    try {
      await ctx.deps.laundry.createCustomer({
        firstName: d.firstName ?? '',
        lastName: d.lastName ?? '',
        phoneNumber,
        optOutMarketingSms: d.optOutMarketingSms ?? true,
        email: d.email ?? '',
        businessId: ctx.deps.businessId,
        isCommercial,
        isInvoicingEnabled,
        ...(isInvoicingEnabled ? { businessName: d.businessName ?? '' } : {}),
      });
    } catch (error) {
      if (!isLaundryApiError(error, 'invalid')) throw error;
      if (error.status === 409) {
        // The number already has an account: sign in instead of failing.
        const code = await sendCode(ctx, phoneNumber);
        const phone = maskPhone(phoneNumber);
        return {
          kind: 'replace',
          flow: 'sign-in',
          args: code.sent === false ? {} : { phoneNumber },
          say: [
            say(
              code.sent === false
                ? ctx.words.t('signUp.hasAccountSignIn', { phone })
                : code.sent === 'unsure'
                  ? ctx.words.t('signUp.hasAccountMaybeSent', { phone, maybeSent: CODE_MAYBE_SENT })
                  : ctx.words.t('signUp.hasAccountTexted', { phone }),
            ),
          ],
        };
      }
      // Ask something again before the next try: by SMS the number is the sender's, so the e-mail;
      // then the details again (invariant sign-up-shows-details-first).
      d.confirmed = undefined;
      if (ctx.channel.textsFromPhone) d.email = undefined;
      else d.phoneNumber = undefined;
      return {
        kind: 'filled',
        say: [say(ctx.words.t('signUp.refused', { reason: error.serviceMessage }), 'warning')],
      };
    }
    d.created = true;
    return {
      kind: 'filled',
      say: [say(ctx.words.t('signUp.created'), 'success')],
    };
  },
  async accept() {
    return ok();
  },
};

export const signUpFlow: Flow<SignUpData> = {
  id: 'sign-up',
  title: 'Sign up',
  schema: signUpDataSchema,
  needsSession: false,
  // The name said at the sign-in with "I'm new" (invariant sign-up-takes-name-said).
  init: (args) => {
    const said = z.object({ name: z.string() }).safeParse(args);
    return (said.success && !/\d/.test(said.data.name) && wholeName(said.data.name)) || {};
  },
  steps: [
    name,
    phone,
    email,
    yesNoPrompt({
      id: 'marketing',
      title: 'Marketing texts',
      field: field<SignUpData, 'optOutMarketingSms'>('optOutMarketingSms'),
      question: (words) => words.t('signUp.askMarketing'),
      // Kept as an opt-out: yes to the question is false.
      yes: false,
      outcomes: MARKETING_OUTCOMES,
    }),
    yesNoPrompt({
      id: 'commercial',
      title: 'Business account',
      field: field<SignUpData, 'isCommercial'>('isCommercial'),
      question: (words) => words.t('signUp.askCommercial'),
      outcomes: COMMERCIAL_OUTCOMES,
      afterLead: true,
      dependents: [{ step: 'invoicing' }, { step: 'business-name' }],
    }),
    yesNoPrompt({
      id: 'invoicing',
      title: 'Invoicing',
      field: field<SignUpData, 'isInvoicingEnabled'>('isInvoicingEnabled'),
      question: (words) => words.t('signUp.askInvoicing'),
      outcomes: INVOICING_OUTCOMES,
      afterLead: true,
      when: { test: businessAccount, label: 'business account' },
      dependents: [{ step: 'business-name' }],
    }),
    businessName,
    review,
    create,
    otpStep<SignUpData>((d) => {
      d.phoneNumber = undefined;
      d.confirmed = undefined;
      d.created = undefined;
    }),
  ],
  transitions: { replace: ['sign-in'] },
  result: 'the session',
  nevermind: { say: (words) => words.t('signUp.nevermind'), replace: 'sign-in' },
  backAtStart: { replace: 'sign-in' },
};
