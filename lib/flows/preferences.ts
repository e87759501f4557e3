/**
 * The customer's preferences at the business (detergent, folding, starch…): pick one, choose its
 * option(s), and it is saved at once; then the list again, until Done. Notes for the laundry are
 * one more entry of the list: the notes flow, pushed, and the list again when it ends.
 *
 * @invariant preference-said-with-its-option A preference named with one of its options ("switch
 *   detergent to hypoallergenic", "detergente ecológico") is that option chosen, saved as a click on it
 *   would be; named with two options, or one it cannot tell, its question is asked.
 * @invariant preference-named-at-menu A preference named at the menu with a verb of changing ("change my
 *   detergent", "quiero cambiar el jabón") opens that preference's question, its option too when said;
 *   named without one ("do you sell detergent?") it is no preference at all (invariant
 *   preference-is-not-the-order, preference-request.ts).
 * @invariant preference-question-never-chosen A question about a preference's options ("which is better
 *   for sensitive skin?", "¿cuál es mejor pa piel sensible?") chooses none, though it names one: it is
 *   answered that the laundry can advise, and the options asked again (invariant question-about-the-question).
 * @invariant notes-said-with-their-text "add a note: use the side door" at the list is the notes flow
 *   with that text as its draft: previewed and confirmed before anything is sent.
 */
import * as z from 'zod';
import { end, finalStep } from '../dialog/prompts';
import { asking, ok, picked, requireSession, retry, say } from '../dialog/step-helpers';
import type { ReplyOption } from '../dialog/types';
import type { PreferenceChoice } from '../laundry/schemas';
import { lazySchema } from '../lazy-schema';
import { namedOption, readPreferenceRequest, readPreferenceSaid } from '../recognize';
import { tokenize } from '../recognize/normalize';
import { namesNotes, readNotesSaid } from '../recognize/notes-instruction';
import { coveredBy, POLITE, phrases } from '../recognize/phrase-match';
import { withoutStanding } from '../recognize/preference-request';
import { asksAboutIt } from '../recognize/yes-no';
import type { Accepted, Flow, Step, StepContext } from './flow';

const preferenceSchema = lazySchema(() =>
  z.object({
    id: z.number(),
    fieldName: z.string(),
    multi: z.boolean(),
    options: z.array(
      z.object({ id: z.number(), value: z.string(), isDefault: z.boolean(), selected: z.boolean() }),
    ),
  }),
);
type Preference = z.infer<typeof preferenceSchema>;

const preferencesDataSchema = lazySchema(() =>
  z.object({
    /** The business's preferences as last read, with the customer's selections. */
    choices: z.array(preferenceSchema).optional(),
    /** The preference being changed. */
    preferenceId: z.number().optional(),
  }),
);
type PreferencesData = z.infer<typeof preferencesDataSchema>;
type Ctx = StepContext<PreferencesData>;

const DONE = 'done';
const NOTES = 'notes';
/** Done, in English or Spanish, whatever the conversation's language. */
const DONE_WORDS = [
  'nothing',
  'none',
  'no',
  'finished',
  'thats all',
  'that is all',
  'nada',
  'ninguna',
  'eso es todo',
  'nothing else',
  'nothing more',
  'thats it',
  'all done',
  'im done',
  'nada mas',
  'ya nada mas',
  'es todo',
  'ya termine',
  'listo',
  // Finished, said of the list: "ya está", "ya estuvo", "that'll be all".
  'ya esta',
  'ya estuvo',
  'con eso',
  'eso seria todo',
  'thatll be all',
  'that will be all',
  'thats everything',
  // Nothing more wanted: "I'm good", "estoy bien así".
  'im good',
  'i am good',
  'all good',
  'estoy bien',
  'estoy bien asi',
  // Said for a household ("we're good") or of the list as settled ("ya quedó"). Never "all
  // set": its "set" is a wish to change ("set my soap to …").
  'were good',
  'we are good',
  'estamos bien',
  'ya quedo',
  'ya quedo todo',
  'quedo todo',
  // "Just (that)", no more: "ya nomás", "eso nomás". Listed, so no typo of "notas" is read in it.
  'nomas',
  'ya nomas',
  'eso nomas',
  'nomas eso',
  // The list said complete: "Complete.", "ya acabé".
  'complete',
  'completed',
  'all complete',
  'ya acabe',
  'acabe',
  'ya acabamos',
  'terminado',
  'completo',
];

/** A select argument of the catalogue: `yes` or `no`. */
const yesNo = (value: boolean) => (value ? 'yes' : 'no');

/**
 * GAP: the seed does not say whether a preference takes one option or several, and its data carries
 * no field that says so. Reading: several when more than one of its options is selected now (the
 * service holds several, so it takes several); otherwise exactly one.
 */
export function isMultiChoice(choice: PreferenceChoice): boolean {
  return choice.options.filter((o) => o.selected).length > 1;
}

async function readChoices(ctx: Ctx): Promise<PreferenceChoice[]> {
  return ctx.deps.laundry.listPreferenceChoices(requireSession(ctx).token, ctx.deps.businessId);
}

function view(choice: PreferenceChoice): Preference {
  return {
    id: choice.id,
    fieldName: choice.fieldName,
    multi: isMultiChoice(choice),
    options: choice.options.map((o) => ({
      id: o.id,
      value: o.value,
      isDefault: o.isDefault,
      selected: o.selected,
    })),
  };
}

/** A preference's or an option's name as the service wrote it, in the person's language. */
const shown = (ctx: Ctx, name: string) => ctx.deps.glossary.shown(name, ctx.words.language);

/** What holds now: the selected options, else the default, else nothing. */
function currentText(ctx: Ctx, preference: Preference): string {
  const selected = preference.options.filter((o) => o.selected).map((o) => shown(ctx, o.value));
  if (selected.length) return selected.join(', ');
  const fallback = preference.options.find((o) => o.isDefault);
  return fallback
    ? ctx.words.t('preferences.defaultValue', { value: shown(ctx, fallback.value) })
    : ctx.words.t('preferences.notSet');
}

const pick: Step<PreferencesData> = {
  id: 'pick',
  title: 'Which preference',
  filled: (d) => d.preferenceId !== undefined,
  clear: (d) => {
    d.preferenceId = undefined;
  },
  value: (d) => d.preferenceId,
  // "add a note: ring twice": the notes with their text (invariant notes-said-with-their-text). Said to
  // stand ("… for all our orders", "set default detergent to …"), read here, where those words are set
  // aside: the options' words would find "default" in every "(default)" and read none.
  // A preference asked for whole ("make my soap eco-friendly", carried from the menu) is read here too,
  // so its option is read or its preference's question asked, never the list shown with the option dropped.
  readsFirst: (text) =>
    doneForNow(text) || thanksAlone(text) ? { option: DONE } : readsOwn(text) ? {} : undefined,
  // Said after the menu's entry ("prefs, make default soap eco-friendly for all my orders"): the same
  // reading, taken only when the preference and its option are placed for certain (refused: asked as usual).
  readsRest: (text) => readsOwn(text),
  async ask(ctx) {
    // Read each time the list is shown: it shows what the service holds, saved changes included.
    const choices = (await readChoices(ctx)).map(view);
    ctx.data.choices = choices;
    return asking({
      kind: 'single',
      text: choices.length ? ctx.words.t('preferences.askWhich') : ctx.words.t('preferences.none'),
      hint: ctx.words.t('preferences.askWhichHint'),
      options: [
        ...choices.map(
          (p): ReplyOption => ({
            value: String(p.id),
            ...ctx.deps.glossary.option(p.fieldName, ctx.words.language),
            role: 'choice',
            detail: currentText(ctx, p),
          }),
        ),
        {
          value: NOTES,
          label: ctx.words.t('preferences.notes'),
          role: 'choice',
          synonyms: ['notes', 'note', 'instructions', 'notas', 'instrucciones'],
        },
        {
          value: DONE,
          label: ctx.words.t('account.done'),
          role: 'choice',
          // In English or Spanish, whatever the conversation's language.
          synonyms: DONE_WORDS,
        },
      ],
    });
  },
  async accept(ctx, answer): Promise<Accepted> {
    const value = picked(answer);
    if (value === DONE) return end('done');
    const draft = value ? undefined : readNotesSaid(answer.text);
    // Pushed, so the list comes back once the notes are saved or kept.
    if (draft !== undefined) return { kind: 'push', flow: 'notes', args: { draft } };
    if (value === NOTES || (value === undefined && notesNext(answer.text ?? '')))
      return { kind: 'push', flow: 'notes' };
    // "which detergent is best for sensitive skin?": its preference's question, no option read (invariant preference-question-never-chosen).
    // "prefs - detergent, not the scented one": a negation names no option, and "not X" is never the other.
    const negated = saysNot(answer.text);
    const asked = asksAboutOptions(answer) || negated;
    const byOption =
      value === undefined && answer.text && !asked ? preferenceByOption(ctx, answer.text) : undefined;
    if (byOption) {
      ctx.data.preferenceId = byOption.preference.id;
      return option.accept(ctx, { text: answer.text, values: [byOption.named] });
    }
    const chosen = ctx.data.choices?.find(
      (p) =>
        String(p.id) ===
        (value ??
          (negated
            ? preferenceNamed(ctx, withoutNegation(answer.text))
            : asked
              ? undefined
              : preferenceNamed(ctx, answer.text))),
    );
    if (!chosen) return retry(ctx.words.t('preferences.pickOne'));
    ctx.data.preferenceId = chosen.id;
    const named = answer.text && !asked ? optionNamed(ctx, chosen, answer.text) : undefined;
    return named ? option.accept(ctx, { text: answer.text, values: [named] }) : ok();
  },
};

/**
 * The one option of `preference` a reply names beside it (invariant preference-said-with-its-option):
 * read in what is left once the preference's own name is taken out ("Detergent" alone names none).
 */
function optionNamed(ctx: Ctx, preference: Preference, text: string): string | undefined {
  const own = ctx.deps.glossary.option(preference.fieldName, ctx.words.language);
  const named = new Set([own.label, ...own.synonyms].flatMap((name) => tokenize(name)));
  // "as my default", "for all our orders", "default detergent": a preference stands, so they name no option.
  const rest = withoutStanding(tokenize(text)).filter((t) => !named.has(t));
  if (rest.length === 0) return undefined;
  const options = preference.options.map((o) => ({
    value: String(o.id),
    ...ctx.deps.glossary.option(o.value, ctx.words.language),
  }));
  // By its words only: "1" at the list is the list's first entry, never the first option.
  return namedOption(rest.join(' '), options);
}

/**
 * The one preference whose option a reply names by itself ("quiero hipoalergénico", "cold water"):
 * that preference and its option; none when no option, or options of two preferences, are named
 * ("estándar" is a detergent's and a folding style's).
 */
function preferenceByOption(ctx: Ctx, text: string): { preference: Preference; named: string } | undefined {
  const found = (ctx.data.choices ?? []).flatMap((preference) => {
    const named = optionNamed(ctx, preference, text);
    return named === undefined ? [] : [{ preference, named }];
  });
  return found.length === 1 ? found[0] : undefined;
}

/** Whether the list's own reader takes a reply: notes with their text, a choice said to stand, a preference asked for whole. */
function readsOwn(text: string): boolean {
  return (
    readNotesSaid(text) !== undefined ||
    notesNext(text) ||
    saysItStands(text) ||
    readPreferenceRequest(text) === 'named'
  );
}

/** Done said for now or today, last: "I'm good now", "that's it for now", "listo por hoy". */
const FOR_NOW = phrases('now', 'for now', 'for today', 'por ahora', 'x ahora', 'por hoy', 'por el momento');
const DONE_PHRASES = phrases(...DONE_WORDS);

/**
 * Done said with "for now" after it ("im good now, obrigada", "that's it for now"): Done. Read whole, so
 * "now" is no word of Done's that "and now the notes" would share with the notes.
 */
function doneForNow(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  return FOR_NOW.some((tail) => {
    const at = tokens.length - tail.length;
    const ends = at > 0 && tail.every((w, k) => tokens[at + k] === w);
    return ends && coveredBy(tokens.slice(0, at), DONE_PHRASES, POLITE);
  });
}

/**
 * Thanks alone at the list ("thanks", "thank you!", "ok, muchas gracias"), said after a preference or the
 * notes were saved: nothing more is named, so nothing more is wanted. Read whole, thanks only: "thanks,
 * now the folding" names the next entry, and "detergent thanks" its preference.
 *
 * @invariant thanks-alone-is-done A reply of thanks alone at the list of preferences is Done, as "no
 *   thanks" is; thanks beside anything else leaves that to be read.
 */
function thanksAlone(text: string): boolean {
  return coveredBy(tokenize(text), THANKS, [...POLITE, ...phrases('ok', 'okay', 'vale')]);
}
/** Thanks, in English or Spanish ("please", polite too, thanks for nothing: never Done by itself). */
const THANKS = phrases(
  'thanks',
  'thank you',
  'thx',
  'ty',
  'thanks a lot',
  'thanks so much',
  'thank you so much',
  'gracias',
  'muchas gracias',
  'mil gracias',
);

/** Words that say which entry comes next: the list is shown again after each change, so they order, never choose. */
const NEXT = new Set(['next', 'now', 'then', 'after', 'ahora', 'luego', 'despues', 'sigue', 'siguen']);

/**
 * The notes asked for as the next entry ("next my notes please", "the notes next", "ahora las notas"):
 * the words of order set aside, the rest asks for the notes wholly.
 */
function notesNext(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  const rest = tokens.filter((t) => !NEXT.has(t));
  return rest.length < tokens.length && rest.length > 0 && namesNotes(rest.join(' '));
}

/** The one preference a reply names by its name ("make my folding …"), its option named or not. */
function preferenceNamed(ctx: Ctx, text: string): string | undefined {
  const preferences = (ctx.data.choices ?? []).map((p) => ({
    value: String(p.id),
    ...ctx.deps.glossary.option(p.fieldName, ctx.words.language),
  }));
  return namedOption(text, preferences);
}

/** Whether a reply says its choice stands ("as my default", "for all our orders"): words no option has. */
function saysItStands(text: string): boolean {
  const tokens = tokenize(text);
  return withoutStanding(tokens).length !== tokens.length;
}

/** A negation, which names no option of the preference it is said with: "not the scented one", "sin almidón". */
const NEGATION = /^(?:not|no|dont|never|without|ni|sin|nunca)$/;
const saysNot = (text: string | undefined) => !!text && tokenize(text).some((t) => NEGATION.test(t));
/** The reply without its negations and what they negate in the options' sense: the preference named in it. */
const withoutNegation = (text: string) =>
  tokenize(text)
    .filter((t) => !NEGATION.test(t))
    .join(' ');

/** Whether a typed reply asks about the options rather than choosing (invariant preference-question-never-chosen). */
const asksAboutOptions = (answer: { text?: string }) => !!answer.text && asksAboutIt(tokenize(answer.text));

function preferenceOf(data: PreferencesData): Preference | undefined {
  return data.choices?.find((p) => p.id === data.preferenceId);
}

const option: Step<PreferencesData> = finalStep({
  id: 'option',
  title: 'Choose the option',
  when: { test: (d) => d.preferenceId !== undefined, label: 'a preference picked' },
  // A question is read here, so the option it names is never chosen (invariant preference-question-never-chosen).
  readsFirst: (text) => (asksAboutOptions({ text }) ? {} : undefined),
  async ask(ctx) {
    const preference = preferenceOf(ctx.data);
    if (!preference) {
      // The business no longer has it: back to the list.
      ctx.data.preferenceId = undefined;
      return { kind: 'filled' };
    }
    return asking({
      kind: preference.multi ? 'multi' : 'single',
      text: ctx.words.t('preferences.askOption', {
        preference: shown(ctx, preference.fieldName),
        multi: yesNo(preference.multi),
      }),
      hint: ctx.words.t('preferences.askOptionHint', { multi: yesNo(preference.multi) }),
      options: preference.options.map((o) => {
        const notes = [
          o.selected ? ctx.words.t('preferences.chosenNow') : '',
          o.isDefault ? ctx.words.t('preferences.default') : '',
        ].filter(Boolean);
        return {
          value: String(o.id),
          ...ctx.deps.glossary.option(o.value, ctx.words.language),
          role: 'choice' as const,
          ...(notes.length ? { detail: notes.join(', ') } : {}),
        };
      }),
      current: currentText(ctx, preference),
    });
  },
  async accept(ctx, answer) {
    const preference = preferenceOf(ctx.data);
    if (!preference) return retry(ctx.words.t('preferences.pickPreference'));
    if (asksAboutOptions(answer)) return retry(ctx.words.t('preferences.cantAdvise'));
    const chosen = preference.options.filter((o) => answer.values?.includes(String(o.id)));
    const fits = preference.multi ? chosen.length > 0 : chosen.length === 1;
    if (!fits || chosen.length !== (answer.values?.length ?? 0))
      return retry(ctx.words.t('preferences.pickOption', { multi: yesNo(preference.multi) }));
    const session = requireSession(ctx);
    // GAP: whether an update clears the preferences it does not list is not shown. Reading: send every
    // preference selected now (read again, so nothing stale is sent back) with this one replaced, so
    // the others stay as they are under either reading.
    const preferenceOptions: Record<string, number[]> = {};
    for (const current of await readChoices(ctx)) {
      const selected = current.options.filter((o) => o.selected).map((o) => o.id);
      if (selected.length) preferenceOptions[String(current.id)] = selected;
    }
    preferenceOptions[String(preference.id)] = chosen.map((o) => o.id);
    await ctx.deps.laundry.updatePreferences(session.token, session.serviceCustomerId, {
      businessId: ctx.deps.businessId,
      preferenceOptions,
    });
    ctx.data.preferenceId = undefined;
    // Counted as the answer to the list, so "back" there leaves the flow rather than reopening a saved change.
    return {
      kind: 'ok',
      answered: pick.id,
      say: [
        say(
          ctx.words.t('preferences.saved', {
            preference: shown(ctx, preference.fieldName),
            chosen: chosen.map((o) => shown(ctx, o.value)).join(', '),
          }),
          'success',
        ),
      ],
    };
  },
});

export const preferencesFlow: Flow<PreferencesData> = {
  id: 'preferences',
  title: 'Preferences',
  schema: preferencesDataSchema,
  needsSession: true,
  init: () => ({}),
  steps: [pick, option],
  transitions: { push: ['notes'] },
  result: 'done',
  menu: {
    position: 4,
    option: {
      value: 'settings',
      label: (words) => words.t('preferences.menuOption'),
      role: 'choice',
      // "prefs", "config": their short forms, too short for a typo of the whole word.
      synonyms: [
        'preferences',
        'settings',
        'preferencias',
        'ajustes',
        'configuracion',
        'prefs',
        'config',
        // How they wash it, set once: "quiero configurar cómo lavan mi ropa", "set up how you wash my clothes".
        'configurar',
        'configurar como lavan',
        'como lavan mi ropa',
        'how you wash my clothes',
        'how you wash my stuff',
      ],
    },
    // "change my detergent to hypoallergenic": the list, and the words read as its answer (invariant preference-is-not-the-order).
    typed: {
      read: (text) => (readPreferenceRequest(text) ? {} : undefined),
      first: true,
      // Also a preference said with words no request reads whole ("set hypoallergenic detergent as my
      // default"), opened by `existing`: its option, if it names one, is the list's to read or ask back.
      carries: (text) => {
        const request = readPreferenceRequest(text);
        return request === 'named' || (request === undefined && readPreferenceSaid(text));
      },
    },
    // "I wanna set how y'all wash my stuff": the preferences, never a new order (invariant change-never-a-new-order).
    existing: (text) => (readPreferenceSaid(text) ? 'named' : undefined),
    // "notes" at the menu is the notes, which the list would only lead to.
    means: {
      words: ['notes', 'note', 'my notes', 'notes for the laundry', 'notas', 'mis notas'],
      flow: 'notes',
      // "quiero dejar una nota pa la lavandería", "add a note: ring twice" (invariant notes-said-with-their-text).
      read: (text) => {
        const draft = readNotesSaid(text);
        return draft !== undefined ? { draft } : namesNotes(text) ? {} : undefined;
      },
    },
  },
  openings: [
    {
      kind: 'push',
      word: 'preferences',
      label: (words) => words.t('preferences.openLabel'),
      does: (words) => words.t('preferences.openDoes'),
    },
  ],
  backAtStart: 'pop',
};
