/**
 * What a held-out case came to, from what was observed: the run with the case's reply, and the
 * canonical run (the script with what the reply means typed instead, or for a reply meant to be asked
 * back, the script as written). Pure: score.ts observes, this decides.
 *
 * - `understood`: the same outcome, and the question was not asked back. A free text (a note, the
 *   hang-dry instructions) is the same when it differs only by courtesy at its edges (`COURTESY_EDGE`).
 *   A note for the laundry (`NOTE_FIELD`) kept as the person typed it is understood too: the staff
 *   read it as the person wrote it, and a writer's tidied meaning ("timbre x2" meaning "tocar el
 *   timbre dos veces") is no other meaning. Names and codes are not notes: they must be as meant.
 * - `asked`: the bot asked back at that step: it said it did not take the reply, or asked the same
 *   question again, a question already answered (before it, or by the reply itself), or a question no
 *   script knows (one added to ask back with), or which one of a flow the meaning went through without
 *   that question (the order the reply named, asked for).
 * - `wrong`: the outcome differs and the bot did not ask back: it acted on a meaning the person did
 *   not give. `placed` when the service was asked to place something the meaning would not have
 *   placed (an order, a change of one, a customer), not when a placement is merely missing.
 * - `stuck`: the run came to no outcome, and only its outcome could tell (a reply asked back is asked
 *   back whatever became of the run after it).
 * - `acted`: a reply meant to be asked back was acted on without a question, and nothing placed
 *   differs from the script's (not understood, and not wrong).
 *
 * For a reply meant to be asked back, asking back is understanding; acting is wrong only when it
 * changed what was placed (an order, a change or a customer placed otherwise, or not placed).
 */
import { withinOneEdit } from '../../lib/recognize/edit-distance';
import type { Outcome, Reaction } from './play';

export type Verdict = 'understood' | 'asked' | 'wrong' | 'stuck' | 'acted';

/** What a case's run showed, beside its canonical run's. */
export interface Observed {
  /** The answers the reply means, or `ask`: it is unclear, and a careful clerk asks back. */
  means: string[] | 'ask';
  /** The question the reply was typed at. */
  question: string;
  /** The reply as typed. */
  said?: string;
  /** What the bot did with the reply. */
  reaction: Reaction;
  /** The case's outcome; undefined when the run was stuck (`failure`). */
  outcome?: Outcome;
  failure?: string;
  /** The questions met before the reply's. */
  before: readonly string[];
  /** The script's flow: its questions are `<flow>/<step>`. */
  flow: string;
  canonical: {
    /** Every question the canonical run met. */
    met: ReadonlySet<string>;
    /** What the bot did with the first answer the reply means (with the script's own, for `ask`). */
    reaction: Reaction;
    /** The questions the meaning's further answers were typed at. */
    answered: readonly string[];
    /** The question asked once every answer of the meaning was typed. */
    next: string;
    outcome: Outcome;
  };
  /** Every question a script or a canonical run met: one outside them is a question asked back. */
  known: ReadonlySet<string>;
}

export interface Classified {
  verdict: Verdict;
  /** For `wrong`: an order, a change or a customer was placed otherwise than meant. */
  placed?: boolean;
  /** What happened, in a few words. */
  why: string;
}

/** Requests that place something: an order, a change of one, a customer. */
const PLACING = /^(?:POST \/service-order |PATCH \/service-order\/\d+\/transportation |POST \/customers )/;

/** Whether the bot asked back right after the reply: yes, no, or only the outcome can tell. */
function askedBack(o: Observed): boolean | 'if-outcome-differs' {
  const { reaction, canonical } = o;
  if (reaction.missed) return true;
  // The question asked again as it was: asked back, unless the meaning stays there too (a code sent again).
  if (reaction.stayed) return canonical.reaction.stayed ? 'if-outcome-differs' : true;
  if (reaction.question === canonical.next) return false;
  // A reply meant to be asked back, met by a question of the flow the script as written never needs
  // ("change my order": which order? where the script names it): the bot asked what was missing.
  if (
    o.means === 'ask' &&
    reaction.question.startsWith(`${o.flow}/`) &&
    !canonical.met.has(reaction.question)
  )
    return true;
  // A choice the meaning made by itself (the order it names), asked for: the bot asked which one, and
  // acted on none. What is typed there next is another story's line ("1"), not what the person would
  // answer, so the run's outcome cannot tell a wrong.
  if (whichOfMeaningsFlow(reaction.question, canonical.met)) return true;
  return (
    reaction.question === o.question ||
    o.before.includes(reaction.question) ||
    canonical.answered.includes(reaction.question) ||
    !o.known.has(reaction.question)
  );
}

/**
 * A question picking which one (`change/which-order`, `preferences/which`, `sign-up/which-detail`) of a
 * flow the meaning's run went through without it.
 */
function whichOfMeaningsFlow(question: string, met: ReadonlySet<string>): boolean {
  const [flow, step] = question.split('/');
  if (!step?.startsWith('which') || met.has(question)) return false;
  return [...met].some((q) => q.startsWith(`${flow}/`));
}

/**
 * The verdict on one case.
 * @example classify(observed).verdict // 'wrong'
 */
export function classify(o: Observed): Classified {
  const asked = askedBack(o);
  // Asked back is asked back, whatever became of the run after it (said, when it came to no outcome).
  const then = o.outcome ? '' : ` (then stuck: ${o.failure ?? 'no outcome'})`;
  if (o.means === 'ask' && asked !== false)
    return { verdict: 'understood', why: `asked back: ${o.reaction.said}${then}` };
  if (asked === true) return { verdict: 'asked', why: `asked back: ${o.reaction.said}${then}` };
  if (!o.outcome) return { verdict: 'stuck', why: o.failure ?? 'no outcome' };
  const placed = placedOtherwise(o.canonical.outcome, o.outcome);
  if (o.means === 'ask') {
    const what = differences(placing(o.canonical.outcome), placing(o.outcome));
    if (what.length) return { verdict: 'wrong', placed, why: `acted without asking: ${what.join('; ')}` };
    return { verdict: 'acted', why: `acted without asking, then ${o.reaction.question}: ${o.reaction.said}` };
  }
  const differs = outcomeDifferences(o.canonical.outcome, o.outcome, o.said);
  if (asked === 'if-outcome-differs' && differs.length)
    return { verdict: 'asked', why: `asked back: ${o.reaction.said}` };
  if (!differs.length) return { verdict: 'understood', why: '' };
  return { verdict: 'wrong', placed, why: differs.join('; ') };
}

function placing(outcome: Outcome): string[] {
  return outcome.writes.filter((write) => PLACING.test(write));
}

/** The run placed something the canonical one did not (a placement missing is not one made otherwise). */
function placedOtherwise(expected: Outcome, actual: Outcome): boolean {
  const meant = placing(expected);
  return placing(actual).some((write) => !meant.includes(write));
}

/** How `actual` differs from `expected`, in a few words each. */
export function outcomeDifferences(expected: Outcome, actual: Outcome, said?: string): string[] {
  const found = differences(expected.writes, actual.writes, said);
  if (expected.handoffs !== actual.handoffs)
    found.push(`${actual.handoffs} hand-offs to a person, not ${expected.handoffs}`);
  if (expected.signedInAs !== actual.signedInAs)
    found.push(`signed in as ${actual.signedInAs ?? 'nobody'}, not ${expected.signedInAs ?? 'nobody'}`);
  if (expected.question !== actual.question)
    found.push(`ended at ${actual.question}, not ${expected.question}`);
  return found;
}

/** The requests of `actual` that `expected` has not, and the other way round, by their fields when only they differ. */
function differences(expected: string[], actual: string[], said?: string): string[] {
  const found: string[] = [];
  const count = Math.max(expected.length, actual.length);
  for (let i = 0; i < count; i++) {
    const [want, got] = [expected[i], actual[i]];
    if (want === got) continue;
    if (want !== undefined && got !== undefined && !fieldsDiffering(want, got, said).keys.length) continue;
    if (want === undefined) found.push(`also ${got}`);
    else if (got === undefined) found.push(`no ${want}`);
    else found.push(fieldDifferences(want, got, said));
  }
  return found;
}

/** Two requests to the same place, by the fields that differ: `POST /service-order: subscription.interval 1, not 2`. */
function fieldDifferences(want: string, got: string, said?: string): string {
  const { head, keys, wanted, gotten } = fieldsDiffering(want, got, said);
  if (head === undefined) return `${got}, not ${want}`;
  return `${head}: ${keys.map((k) => `${k} ${gotten.get(k) ?? 'absent'}, not ${wanted.get(k) ?? 'absent'}`).join(', ')}`;
}

/** The fields two requests differ by; `head` undefined when they go to different places. */
function fieldsDiffering(want: string, got: string, said?: string) {
  const [wantHead, wantBody] = split(want);
  const [gotHead, gotBody] = split(got);
  const wanted = flatten(wantBody);
  const gotten = flatten(gotBody);
  if (wantHead !== gotHead) return { head: undefined, keys: ['(request)'], wanted, gotten };
  const keys = [...new Set([...wanted.keys(), ...gotten.keys()])].filter(
    (k) =>
      !sameText(wanted.get(k), gotten.get(k)) &&
      !(NOTE_FIELD.test(k) && sameNote(wanted.get(k), gotten.get(k))) &&
      !(said !== undefined && NOTE_FIELD.test(k) && keptAsTyped(said, gotten.get(k))) &&
      !(said !== undefined && NOTE_FIELD.test(k) && keptInOwnWords(said, wanted.get(k), gotten.get(k))),
  );
  return { head: gotHead, keys, wanted, gotten };
}

/**
 * Courtesy and "just" said around a free text ("ring the bell twice pls", "just the 2 wool sweaters",
 * "los sueteres de lana xfa"): a clerk writing the ticket leaves them out, a driver reading them in
 * is told the same. Only at the text's edges; names and codes are compared as they are (their case too).
 */
const COURTESY_EDGE =
  /^(?:(?:just|only|pls|plz|please|nomas|nomás|solo|sólo|porfa|xfa|por favor)[\s,.!]+)+|(?:[\s,.!]+(?:pls|plz|please|thanks|thx|ty|porfa|porfavor|xfa|por favor|gracias|grax))+[\s,.!]*$/iu;

/** The fields that carry a note for the laundry's staff, read by a person as it was written. */
const NOTE_FIELD = /(?:^|\.)(?:serviceNotes|orderNotes|hangDryInstructions|notes)$/;

/**
 * A note sent as the reply was typed, the reference the bot adds after it (` | Chat ref …`) aside: the
 * whole reply, or its first clauses where the rest answered the next question ("no starch on anything,
 * and nothing for the suit": the note is "no starch on anything").
 */
function keptAsTyped(said: string, got: string | undefined): boolean {
  if (got === undefined || !got.startsWith('"')) return false;
  const [body = ''] = (JSON.parse(got) as string).split(/(?= \| )/u, 1);
  const typed = said.trim();
  const leading = [...typed.matchAll(/\s*[,;]\s*|[.!?]+\s+/gu)].map((cut) => typed.slice(0, cut.index));
  return (
    [typed, ...leading].some((part) => sameText(JSON.stringify(part), JSON.stringify(body))) ||
    keptLessEdges(typed, body)
  );
}

/** Words that only say to whom a clause is said ("… mano", "… hon"), left out of a note by a clerk. */
const TAGS = new Set(
  'mano pe pues hon honey sugar darlin darling babe causa asere parce klk tato mija mijo oye mare uay'.split(
    ' ',
  ),
);
/** Who said it, before a clause ("mrs k says …", "la señora dice que …", "fíjese que …"): its last words. */
const REPORTING = /(?:^| )(?:says|said|wants|dice|dijo|quiere|fijese)(?: que)?$/u;
/** The most words of a lead-in left out before a clause's own. */
const EDGE_BEFORE = 4;

/**
 * A note sent as typed but for a few words at the edges of its clauses ("mrs k says no starch" sent
 * as "no starch", "no starch mano" as "no starch", "Fíjese que no le pongan almidón" as "no le pongan
 * almidón"): who said it, or whom it is said to. Words that negate or count are never left out.
 */
function keptLessEdges(typed: string, body: string): boolean {
  const sent = wordsOf(body);
  const clauses = typed
    .split(/[,;.!?¿¡]+/u)
    .map(wordsOf)
    .filter((c) => c.length > 0);
  const from = (c: number, at: number): boolean => {
    if (c === clauses.length) return at === sent.length;
    const clause = clauses[c] as string[];
    // A clause that is only whom it is said to ("…, hon, …") may be left out whole.
    if (clause.every((w) => TAGS.has(w)) && from(c + 1, at)) return true;
    for (let before = 0; before <= Math.min(EDGE_BEFORE, clause.length - 1); before++) {
      const lead = clause.slice(0, before);
      if (before > 0 && !REPORTING.test(lead.join(' ')) && !(before === 1 && TAGS.has(lead[0] as string)))
        continue;
      let end = clause.length;
      // A tag closing the clause, and only such tags, may be left out.
      for (;;) {
        const kept = clause.slice(before, end);
        if (kept.every((w, k) => sent[at + k] === w) && from(c + 1, at + kept.length)) return true;
        if (end - 1 <= before || !TAGS.has(clause[end - 1] as string)) break;
        end--;
      }
    }
    return false;
  };
  return sent.length > 0 && from(0, 0);
}

/** Words that point and count, no part of what a note names: "the", "my", "unos", "los". */
const POINTING = new Set('the a an my our some los las el la lo unos unas mis mi sus su'.split(' '));
const wordsOf = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);

/**
 * A note sent in the person's own words, cut from what they typed, that names all the meaning names,
 * a misspelling of one of its long words aside
 * ("Oh yes, my good wool jumpers, they shrink…" sent as "my good wool jumpers", meant as "the wool
 * jumpers"): a run of the words typed, holding every word of the meaning but its pointing words. A
 * driver reading it is told the same things.
 */
function keptInOwnWords(said: string, want: string | undefined, got: string | undefined): boolean {
  if (want === undefined || got === undefined || !want.startsWith('"') || !got.startsWith('"')) return false;
  const [body = ''] = (JSON.parse(got) as string).split(/(?= \| )/u, 1);
  const sent = wordsOf(body);
  const typed = wordsOf(said).join(' ');
  const meant = wordsOf(JSON.parse(want) as string).filter((w) => !POINTING.has(w));
  // A word the writer spelt right that the person misspelt ("sueters" for "suéteres"): a reader reads it
  // the same, so it is named, when long enough that one letter cannot make another word of it.
  // So is the word made an adjective or a plural ("woolen" for "wool", "shirts" for "shirt").
  // A Spanish diminutive names its word ("chompitas" for "chompas").
  const base = (w: string) => (w.length >= 6 ? w.replace(/it([oa]s?)$/u, '$1') : w);
  const names = (w: string) =>
    sent.includes(w) ||
    sent.some((s) => base(s) === base(w)) ||
    (w.length >= 6 && sent.some((s) => withinOneEdit(s, w))) ||
    (w.length >= 4 && sent.some((s) => s.startsWith(w) && s.length - w.length <= 3));
  return sent.length > 0 && ` ${typed} `.includes(` ${sent.join(' ')} `) && meant.every(names);
}

/**
 * Two notes the same as a person reads them: a writer's tidied meaning ("Usen la puerta lateral.") and
 * the words typed ("usen la puerta lateral") differ only in the first letter's case and a closing stop.
 */
function sameNote(want: string | undefined, got: string | undefined): boolean {
  const tidy = (text: string | undefined) =>
    text?.startsWith('"')
      ? JSON.stringify(
          (JSON.parse(text) as string)
            .replace(/[.!]+(?= \| |$)/u, '')
            .replace(/^\p{L}/u, (c) => c.toLowerCase()),
        )
      : text;
  return sameText(tidy(want), tidy(got));
}

/** Two leaves the same, or two free texts the same but for courtesy at their edges. */
function sameText(want: string | undefined, got: string | undefined): boolean {
  if (want === got) return true;
  if (want === undefined || got === undefined || !want.startsWith('"') || !got.startsWith('"')) return false;
  const bare = (text: string) => {
    const parsed = JSON.parse(text) as string;
    const [body = '', rest = ''] = parsed.split(/(?= \| )/u, 2);
    return `${body.replace(COURTESY_EDGE, '').replace(COURTESY_EDGE, '')}${rest}`;
  };
  return bare(want) === bare(got);
}

/** `METHOD /path {json}` → the head and the parsed body. */
function split(write: string): [string, unknown] {
  const at = write.indexOf(' {');
  if (at < 0) return [write, undefined];
  return [write.slice(0, at), JSON.parse(write.slice(at + 1)) as unknown];
}

/** A JSON value's leaves by their paths (`orderServices.0.serviceNotes`), as JSON texts (instants as ISO). */
function flatten(value: unknown, path = '', into = new Map<string, string>()): Map<string, string> {
  if (value && typeof value === 'object') {
    const entries = Array.isArray(value)
      ? value.map((v, i) => [String(i), v] as const)
      : Object.entries(value);
    if (!entries.length) into.set(path, JSON.stringify(value));
    for (const [key, v] of entries) flatten(v, path ? `${path}.${key}` : key, into);
  } else into.set(path, isInstant(value) ? new Date(value).toISOString() : JSON.stringify(value));
  return into;
}

/** Epoch milliseconds (a window's start or end): said as the instant, which a reader can read. */
const isInstant = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 1e12 && value < 1e13;
