/** What: the services, their extras and notes, laundry or dry cleaning, and the bags. */

import { textPrompt } from '../../dialog/prompts';
import { asking, askText, choices, ok, picked, retry } from '../../dialog/step-helpers';
import type { ServiceChoice } from '../../orders/choices';
import type { Draft, OrderData } from '../../orders/order-data';
import { categoryWord } from '../../orders/service-words';
import {
  endsWithDayWanted,
  isSkip,
  readCountChange,
  readCountOf,
  readItemNotes,
  saysSameAsTheOther,
} from '../../recognize';
import {
  joinsAnotherThing,
  readCountAlone,
  readCountChangeAlone,
  readCountSoundingLike,
  saysWeight,
  twoCountsSaid,
  wholeBeforeHalf,
} from '../../recognize/count';
import { extrasSaidWith } from '../../recognize/extras-said';
import { isNeutral } from '../../recognize/neutral-words';
import { tokenize } from '../../recognize/normalize';
import { services } from './catalog';
import {
  draftField,
  draftFields,
  NO_NOTES,
  NO_NOTES_ALL,
  NONE,
  noNotes,
  type OrderStep,
  orderTimeZone,
  readInstructionNote,
} from './fields';

const MAX_BAGS = 20;
/** The counts of bags offered as options. */
const BAG_OPTIONS = [1, 2, 3, 4];
/** What is counted at the bags question, in either language. */
const BAG_WORDS = ['bag', 'bags', 'bolsa', 'bolsas'];

export const servicesStep: OrderStep = {
  id: 'services',
  title: 'Services',
  editable: true,
  filled: (d) => d.draft.services !== undefined,
  clear: (d) => {
    d.draft.services = undefined;
    d.draft.servicesStoreId = undefined;
    d.draft.categories = undefined;
  },
  value: (d) => d.draft.services?.map((s) => s.servicePriceId),
  dependents: [{ step: 'category' }],
  // "just the dress for Sunday": the day it is wanted for, read here and set aside (invariant
  // for-whom-is-commentary), never cut off for the pickup's day question as the pickup's.
  readsWhole: (text) => endsWithDayWanted(text),
  async ask(ctx) {
    const list = await services(ctx);
    const { glossary } = ctx.deps;
    const { language } = ctx.words;
    return asking({
      kind: 'multi',
      text: ctx.words.t('order.whichServices', {
        store: ctx.data.draft.store?.name ?? ctx.words.t('order.theStore'),
      }),
      hint: ctx.words.t('order.pickServices'),
      options: choices(
        list.map((svc) => ({
          value: String(svc.id),
          ...glossary.option(svc.name, language),
          detail: glossary.shown(svc.description, language),
        })),
      ),
      ...(ctx.data.draft.services
        ? { current: ctx.data.draft.services.map((s) => glossary.shown(s.name, language)).join(', ') }
        : {}),
    });
  },
  async accept(ctx, answer) {
    const list = await services(ctx);
    const chosen = (answer.values ?? []).map((v) => list.find((svc) => String(svc.id) === v));
    if (chosen.length === 0 || chosen.some((svc) => !svc))
      return retry(ctx.words.t('order.atLeastOneService'));
    const before = ctx.data.draft.services ?? [];
    const said = extrasSaid(ctx, list, answer.text);
    // A service chosen again keeps its extras and notes; one new takes the extras said with it.
    ctx.data.draft.services = chosen.flatMap((svc) => {
      if (!svc) return [];
      const kept = before.find((b) => b.servicePriceId === svc.id);
      if (kept) return [kept];
      const extras = svc.modifiers.filter((m) => said.get(String(svc.id))?.includes(String(m.id)));
      return [
        {
          servicePriceId: svc.id,
          name: svc.name,
          ...(extras.length > 0
            ? { modifierIds: extras.map((m) => m.id), modifierNames: extras.map((m) => m.name) }
            : {}),
        },
      ];
    });
    ctx.data.draft.servicesStoreId = ctx.data.draft.store?.id;
    return ok();
  },
};

/**
 * The extras said with their service in the services' reply ("lavado y doblado con el hipoalergénico, y
 * el traje con raya"), by the service's id (invariant extras-said-with-their-service).
 */
function extrasSaid(
  ctx: Parameters<OrderStep['accept']>[0],
  list: Awaited<ReturnType<typeof services>>,
  text: string,
) {
  const { glossary } = ctx.deps;
  const { language } = ctx.words;
  const optionOf = (item: { id: number; name: string }) => ({
    value: String(item.id),
    ...glossary.option(item.name, language),
  });
  return extrasSaidWith(
    text,
    list.map(optionOf),
    list.map((svc) => ({ value: String(svc.id), extras: svc.modifiers.map(optionOf) })),
  );
}

/**
 * Forgets `field` of the last chosen service before the first one missing it (of the last, when none
 * is), among those `asked` (a service without extras to offer was never asked): whether there was one.
 */
function retractLast(
  data: OrderData,
  field: 'modifierIds' | 'notes',
  asked: (svc: ServiceChoice) => boolean,
) {
  const chosen = data.draft.services ?? [];
  const missing = chosen.findIndex((svc) => svc[field] === undefined);
  const last = chosen
    .slice(0, missing === -1 ? chosen.length : missing)
    .reverse()
    .find(asked);
  if (!last) return false;
  if (field === 'notes') last.notes = undefined;
  else Object.assign(last, { modifierIds: undefined, modifierNames: undefined });
  return true;
}

/** The first chosen service still missing `field`, with its catalog entry. */
function nextService(data: OrderData, field: 'modifierIds' | 'notes') {
  const chosen = (data.draft.services ?? []).find((svc) => svc[field] === undefined);
  return chosen
    ? { chosen, offered: data.catalog.services?.find((svc) => svc.id === chosen.servicePriceId) }
    : undefined;
}

/** "Just", said of the service done as it is: "just wash it", "solo lavarla", "only the wash & fold". */
const JUST = new Set([
  'just',
  'only',
  'plain',
  'regular',
  'normal',
  'solo',
  'nomas',
  'solamente',
  'normalito',
]);
/** Doing what every laundry service does, no extra named: "wash it", "lavarla", "clean them". */
const DOING = new Set(
  'wash washed washing clean cleaned cleaning do done lavar lavarla lavarlo lavarlas lavarlos lavado lavada laven limpiar limpien limpiarlo limpiarla'.split(
    ' ',
  ),
);

/**
 * @invariant plain-service-no-extras At a service's extras, a reply that says "just" of the service
 *   done as it is, by its name's words or washing and cleaning alone ("no extra, just wash it", "solo
 *   lavarla", "just the wash and fold"), is no extras: a word the service's name and an extra share
 *   ("wash" in "Cold wash only") never names that extra there.
 */
function saysServiceOnly(text: string, service: string): boolean {
  const named = new Set(tokenize(service));
  const parts = text.split(/[,.;!]+/).filter((part) => part.trim() !== '');
  const plain = (part: string) => {
    const words = tokenize(part);
    return (
      words.some((w) => JUST.has(w)) &&
      words.every((w) => JUST.has(w) || DOING.has(w) || named.has(w) || isNeutral(w))
    );
  };
  return parts.some(plain) && parts.every((part) => plain(part) || isSkip(part));
}

/** No extras, as people say it of extras ("no frills", "nothing fancy", "nada especial"). */
export const NO_EXTRAS_SAID = [
  'none',
  'no',
  'nothing',
  'skip',
  'no frills',
  'nothing fancy',
  'just the basics',
  'the basics',
  'nada especial',
  'lo basico',
  'sin nada especial',
];

export const modifiers: OrderStep = {
  id: 'modifiers',
  title: 'Extras',
  filled: (d) => (d.draft.services ?? []).every((svc) => svc.modifierIds !== undefined),
  clear: (d) => {
    for (const svc of d.draft.services ?? [])
      Object.assign(svc, { modifierIds: undefined, modifierNames: undefined });
  },
  retractLast: (d) =>
    retractLast(
      d,
      'modifierIds',
      (svc) => (d.catalog.services?.find((s) => s.id === svc.servicePriceId)?.modifiers.length ?? 0) > 0,
    ),
  async ask(ctx) {
    await services(ctx);
    const next = nextService(ctx.data, 'modifierIds');
    if (!next) return { kind: 'filled' };
    const offered = next.offered?.modifiers ?? [];
    if (offered.length === 0) {
      Object.assign(next.chosen, { modifierIds: [], modifierNames: [] });
      return { kind: 'filled' };
    }
    const { glossary } = ctx.deps;
    const { language } = ctx.words;
    return asking({
      kind: 'multi',
      text: ctx.words.t('order.anyExtras', { service: glossary.shown(next.chosen.name, language) }),
      hint: ctx.words.t('order.anyExtrasHint'),
      options: [
        ...choices(offered.map((m) => ({ value: String(m.id), ...glossary.option(m.name, language) }))),
        {
          value: NONE,
          label: ctx.words.t('order.noExtras'),
          role: 'choice',
          none: true,
          synonyms: NO_EXTRAS_SAID,
        },
      ],
    });
  },
  // "none for the suit", "nothing on the wash and fold": no extras, said of the service asked about.
  // "no extra, just wash it", "solo lavarla": the service done as it is, no extras (invariant plain-service-no-extras).
  readsFirst(text, data) {
    const next = nextService(data, 'modifierIds');
    if (next && saysServiceOnly(text, next.chosen.name)) return { option: NONE };
    const said =
      next && /^(.+?)[\s,]+(?:for|on)\s+(?:the|his|her|my|their)\s+([\p{L}\s&-]+?)[.!\s]*$/iu.exec(text);
    if (!next || !said?.[1] || !said[2]) return undefined;
    const named = tokenize(next.chosen.name);
    const about = tokenize(said[2]).filter((w) => w !== 'and');
    return about.length > 0 && about.every((w) => named.includes(w)) && isSkip(said[1])
      ? { option: NONE }
      : undefined;
  },
  async accept(ctx, answer) {
    const next = nextService(ctx.data, 'modifierIds');
    if (!next) return ok();
    const values = answer.values ?? (isSkip(answer.text) ? [NONE] : undefined);
    if (!values) return retry(ctx.words.t('order.pickExtras'));
    const offered = next.offered?.modifiers ?? [];
    const chosen = offered.filter((m) => values.includes(String(m.id)));
    Object.assign(next.chosen, {
      modifierIds: chosen.map((m) => m.id),
      modifierNames: chosen.map((m) => m.name),
    });
    return ok();
  },
};

export const serviceNotes: OrderStep = {
  id: 'service-notes',
  title: 'Notes per service',
  filled: (d) => (d.draft.services ?? []).every((svc) => svc.notes !== undefined),
  clear: (d) => {
    for (const svc of d.draft.services ?? []) svc.notes = undefined;
  },
  retractLast: (d) => retractLast(d, 'notes', () => true),
  async ask(ctx) {
    const next = nextService(ctx.data, 'notes');
    if (!next) return { kind: 'filled' };
    const remaining = (ctx.data.draft.services ?? []).filter((svc) => svc.notes === undefined).length;
    return askText(
      ctx.words.t('order.serviceNotes', {
        service: ctx.deps.glossary.shown(next.chosen.name, ctx.words.language),
      }),
      ctx.words.t('order.serviceNotesHint'),
      [
        noNotes(ctx.words),
        ...(remaining > 1
          ? [{ value: NO_NOTES_ALL, label: ctx.words.t('order.noNotesAnyService'), role: 'choice' as const }]
          : []),
      ],
    );
  },
  // A reply that speaks of more than the service asked now ("no notes for either of those") is read
  // whole here, never cut for the questions after it (invariant rest-taken-only-when-certain).
  readsWhole(text, data) {
    const next = nextService(data, 'notes');
    const asked = (data.draft.services ?? []).filter((svc) => svc.notes === undefined);
    if (!next || asked.length < 2) return false;
    const items = [next.chosen, ...asked.filter((svc) => svc !== next.chosen)].map((svc) => ({
      value: String(svc.servicePriceId),
      label: svc.name,
    }));
    const read = readItemNotes(text, items, orderTimeZone(data, 'UTC'));
    return read.kind === 'notes' && Object.keys(read.notes).length > 1;
  },
  async accept(ctx, answer) {
    const next = nextService(ctx.data, 'notes');
    if (!next) return ok();
    const asked = (ctx.data.draft.services ?? []).filter((svc) => svc.notes === undefined);
    const value = picked(answer);
    if (value === NO_NOTES_ALL) return giveNotes(asked, {}, '');
    if (value === NO_NOTES) return giveNotes([next.chosen], {}, '');
    // "same like the other one": the note the order's other service was given (invariant
    // same-as-the-other-service); with no such one to mean, asked back below as naming nothing.
    const other = sameAsTheOther(ctx.data.draft.services ?? [], next.chosen, answer.text, (name) => {
      const { label, synonyms = [] } = ctx.deps.glossary.option(name, ctx.words.language);
      return [label, ...synonyms];
    });
    if (other !== undefined) return giveNotes([next.chosen], {}, other);
    // The service asked now first: a "nothing" the reply does not name is this one's.
    const items = [next.chosen, ...asked.filter((svc) => svc !== next.chosen)].map((svc) => ({
      value: String(svc.servicePriceId),
      ...ctx.deps.glossary.option(svc.name, ctx.words.language),
    }));
    const read = readItemNotes(
      answer.text,
      items,
      orderTimeZone(ctx.data, ctx.deps.timeZone),
      ctx.words.language,
    );
    if (read.kind === 'unclear') return retry(ctx.words.t('order.typeNoteOrSkip'));
    const note = read.notes[String(next.chosen.servicePriceId)];
    if (note) {
      const cleaned = readInstructionNote({ ...answer, text: note }, ctx.words);
      if ('retry' in cleaned) return retry(cleaned.retry);
      read.notes[String(next.chosen.servicePriceId)] = cleaned.value;
    }
    return giveNotes(asked, read.notes);
  },
};

/**
 * The note of the order's one other service, when the reply says this one's is the same and two
 * services are all the order has, the other answered (invariant same-as-the-other-service); else undefined.
 */
function sameAsTheOther(
  services: ServiceChoice[],
  asked: ServiceChoice,
  text: string,
  waysToSay: (name: string) => string[],
): string | undefined {
  const others = services.filter((svc) => svc !== asked);
  const other = others[0];
  if (others.length !== 1 || other?.notes === undefined) return undefined;
  // The other service's own words, never one it shares with the service asked now (invariant
  // same-as-the-named-service): "laundry" of "regular laundry" names the Wash & Fold beside a suit.
  const wordsOf = (name: string) => new Set(waysToSay(name).flatMap((way) => tokenize(way)));
  const askedWords = wordsOf(asked.name);
  const says = wordsOf(other.name);
  const named = new Set([...says].filter((w) => !askedWords.has(w)));
  return saysSameAsTheOther(text, named, says) ? other.notes : undefined;
}

/** Each service its note from `notes` (by price id), or `fallback` when given. */
function giveNotes(services: ServiceChoice[], notes: Record<string, string>, fallback?: string) {
  for (const svc of services) {
    const note = notes[String(svc.servicePriceId)] ?? fallback;
    if (note !== undefined) svc.notes = note;
  }
  return ok();
}

type Offered = NonNullable<OrderData['catalog']['services']>[number];

/**
 * GAP: the seed's services carry no category. Reading: the one the service's data names, else the one
 * its name and description say ("Dry Clean – Suit", "Laundry washed, dried and folded"); a service
 * whose words say both or neither says none.
 */
function categoryOf(service: Offered): 'LAUNDRY' | 'DRY_CLEANING' | undefined {
  if (service.category) return service.category;
  const words = `${service.name} ${service.description}`.toLowerCase();
  const dry = /\bdry[\s-]?clean/.test(words);
  const laundry = /\b(?:laundry|wash)/.test(words);
  return dry === laundry ? undefined : dry ? 'DRY_CLEANING' : 'LAUNDRY';
}

/** The categories the chosen services say themselves, when every one of them does. */
function categoriesOfServices(data: OrderData): Draft['categories'] {
  const found = (data.draft.services ?? []).map((svc) => {
    const offered = data.catalog.services?.find((c) => c.id === svc.servicePriceId);
    return offered && categoryOf(offered);
  });
  if (found.length === 0 || found.some((c) => c === undefined)) return undefined;
  return (['LAUNDRY', 'DRY_CLEANING'] as const).filter((c) => found.includes(c));
}

export const category: OrderStep = {
  id: 'category',
  title: 'Laundry or dry cleaning',
  editable: true,
  ...draftFields('categories'),
  async ask(ctx) {
    // When the chosen services say it (categoryOf), the order follows them; otherwise the person
    // says it, after choosing the services, so the answer and the services can't contradict each other.
    const known = categoriesOfServices(ctx.data);
    if (known) {
      ctx.data.draft.categories = known;
      return { kind: 'filled' };
    }
    return asking({
      kind: 'single',
      text: ctx.words.t('order.category'),
      hint: ctx.words.t('order.categoryHint'),
      options: choices([
        // The other language's words too: English answers are read in a Spanish conversation, and the reverse.
        {
          value: 'LAUNDRY',
          label: categoryWord('LAUNDRY', ctx.words),
          synonyms: ['laundry', 'wash', 'wash and fold', 'lavar', 'lavado', 'lavanderia'],
        },
        {
          value: 'DRY_CLEANING',
          label: categoryWord('DRY_CLEANING', ctx.words),
          synonyms: ['dry cleaning', 'dry clean', 'lavado en seco', 'tintoreria'],
        },
        {
          value: 'BOTH',
          label: ctx.words.t('order.both'),
          synonyms: ['both', 'laundry and dry cleaning', 'ambos', 'ambas', 'las dos', 'los dos'],
        },
      ]),
    });
  },
  async accept(ctx, answer) {
    const value = picked(answer);
    if (value === 'LAUNDRY' || value === 'DRY_CLEANING') ctx.data.draft.categories = [value];
    else if (value === 'BOTH') ctx.data.draft.categories = ['LAUNDRY', 'DRY_CLEANING'];
    else return retry(ctx.words.t('order.chooseCategory'));
    return ok();
  },
};

export const bags: OrderStep = textPrompt({
  id: 'bags',
  title: 'Bags',
  editable: true,
  // A count read, never text kept: a dialect's words read as the standard ones ("dalawa po", "tree bag";
  // invariant dialect-read-as-standard).
  readsValue: true,
  // "make it 4 bags" said at the summary or the question before: a count of bags and nothing more; so is
  // its change alone ("una bolsa más", "otra más"), added to the count shown by `read`
  // (invariant change-by-said-alone-is-the-count).
  readsRest: (text) =>
    readCountAlone(text, BAG_WORDS) !== undefined || readCountChangeAlone(text, BAG_WORDS) !== undefined,
  // "to bags", "for bags" are 2 and 4 bags; "thre bags" is asked back as the count it looks like.
  readsFirst(text) {
    const heard = readCountSoundingLike(text, BAG_WORDS);
    if (heard) return heard.sure ? { option: String(heard.count) } : { guess: String(heard.count) };
    // "dos", "tres bolsas": a count said in words alone is its option, as "2" is, so "dos, para mañana"
    // answers here with its head and leaves the day to the next question (invariant rest-taken-only-when-certain).
    const count = readCountAlone(text, BAG_WORDS);
    return count !== undefined && count >= 1 && count <= BAG_OPTIONS.length
      ? { option: String(count) }
      : undefined;
  },
  // "una bolsa y la mochila": another thing carried beside the count is this question's to ask, never cut off;
  // so is the half of "una bolsa y media" (invariant half-is-no-count).
  readsWhole: (text) =>
    joinsAnotherThing(tokenize(text), BAG_WORDS) || wholeBeforeHalf(text, BAG_WORDS) !== undefined,
  field: draftField('bagCount'),
  question: async (ctx) => ({
    text: ctx.words.t('order.howManyBags'),
    hint: ctx.words.t('order.bagsHint', { max: String(MAX_BAGS) }),
    options: BAG_OPTIONS.map((n) => ({
      value: String(n),
      label: ctx.words.t('order.bags', { count: n }),
      role: 'choice' as const,
    })),
    current: ctx.data.draft.bagCount?.toString(),
  }),
  read(answer, ctx) {
    // "like 20 lbs": a weight, never so many bags (invariant weight-is-no-count).
    if (saysWeight(answer.text))
      return { retry: ctx.words.t('order.bagsNotWeight', { max: String(MAX_BAGS) }) };
    // "unas 2 o 3": which of the two is asked by name (invariant two-counts-asked-by-name).
    const two = twoCountsSaid(answer.text);
    if (two) return { retry: ctx.words.t('order.bagsWhichOf', { a: String(two[0]), b: String(two[1]) }) };
    // "una bolsa y media": bags go whole, so which whole count is asked (invariant half-is-no-count).
    const whole = wholeBeforeHalf(answer.text, BAG_WORDS);
    if (whole !== undefined)
      return {
        retry:
          whole >= 1
            ? ctx.words.t('order.bagsWhichOf', { a: String(whole), b: String(whole + 1) })
            : ctx.words.t('order.bagsRetry', { max: String(MAX_BAGS) }),
      };
    // "one more" while 2 are shown is 3, never the first option (invariant change-by-said-not-taken-as-value).
    const by = readCountChange(answer.text, BAG_WORDS);
    const now = ctx.data.draft.bagCount;
    const count =
      by === undefined
        ? Number(picked(answer) ?? readCountOf(answer.text, BAG_WORDS))
        : now === undefined
          ? Number.NaN
          : now + by;
    if (!Number.isInteger(count) || count < 1 || count > MAX_BAGS)
      return { retry: ctx.words.t('order.bagsRetry', { max: String(MAX_BAGS) }) };
    return { value: count };
  },
});
