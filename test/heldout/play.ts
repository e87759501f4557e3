/**
 * Plays a held-out script on a fresh world (world.ts), as scripted or with other answers at one of its
 * questions, to its outcome: what the service was asked to do, the hand-offs opened, and where the
 * conversation ended.
 *
 * Each question is answered by what the script's line for it says. Once the run has left the script's
 * path (a reply read otherwise), a question is answered by, in turn: an answer the case gave for it
 * (`given`), the script's next line for it, any script's answer to it in the language (`fallbackAnswers`).
 * The run ends when the script's lines are used up, or when the conversation is back at the menu with
 * no line of the script left for it; it is stuck when a question has no answer, one is asked again
 * and again, or the turns run out.
 */
import { randomUUID } from 'node:crypto';
import type { DialogInput, DialogState, PromptState, Reply } from '../../lib/dialog/types';
import type { Language } from '../../lib/words/language';
import { confirmOption, lastPrompt, pickedOptions, shortly } from './answers';
import { type Line, questionOfLine, SCRIPTS, type Script } from './flows';
import { atMenu, NO_QUESTION } from './questions';
import {
  act,
  forkWorld,
  type Person,
  questionNow,
  type Snapshot,
  screenOf,
  snapshotOf,
  startWorld,
  type World,
} from './world';

/** What a run came to. */
export interface Outcome {
  /** Every request the run made of the service but reads, in order: `METHOD /path {body}`. */
  writes: string[];
  /** Hand-offs to a person opened in the run. */
  handoffs: number;
  /** The service's customer the conversation was signed in as at the end; null when signed out. */
  signedInAs: number | null;
  /** The question on screen at the end. */
  question: string;
}

/** What the bot did with the answer given at the replaced question. */
export interface Reaction {
  /** The question asked next. */
  question: string;
  /** The same question was asked again as it was (the same prompt): a retry, or a step that stays. */
  stayed: boolean;
  /** The bot did not take the answer, and said so (a retry: the dialog counts it as a miss). */
  missed: boolean;
  /** What the bot said, as the terminal shows it. */
  said: string;
}

/** The answers given at one question of a script instead of its line's. */
export interface Replacement {
  /** The line's index in the script. */
  index: number;
  /** The first is typed at the question; each next one at the next question asked, whatever it is. */
  answers: string[];
  /**
   * Answers for questions met later, by question (a canonical run's `answeredNext`), each used once,
   * before the script's lines: what the case's reply meant for them.
   */
  given?: ReadonlyMap<string, string>;
  /** Typed if the question is asked again right after (what the reply means), once. */
  again?: string;
  /**
   * The answers are what a case means, not what it says (a canonical run): an option's number among
   * them is the option picked, as a tap picks it, never typed where a number could be read otherwise
   * ("3" on a list of days: the third option, or the 3rd?).
   */
  meaning?: boolean;
  /**
   * The question what the reply means leads to (its canonical run's). A reply that leads there too was
   * taken as meant: the run goes on as the meaning's does, and neither `again` nor the meaning at the
   * replaced line come back is typed (a hand-off the reply opened, left, asks the replaced question
   * again: a second request there would be the run's, not the person's).
   */
  meantNext?: string;
  /**
   * The question the meaning's run reached once all its answers were given (its `next`). A reply that
   * leads straight there answered the questions between by itself: their `given` answers are dropped,
   * never typed at a later question of the same step ("which preference", met again after a save).
   */
  meantAfter?: string;
}

export interface Run {
  /** Undefined when the run is stuck (see `failure`). */
  outcome?: Outcome;
  failure?: string;
  /** The questions met before the replaced one. */
  before: string[];
  /** The replaced question, and what the bot did with its first answer. */
  replaced?: { question: string; reaction: Reaction };
  /** The questions the answers after the first were typed at, in order. */
  answeredNext: [string, string][];
  /** The question asked once every answer of the replacement was typed. */
  next?: string;
  /** Every question the run met. */
  met: Set<string>;
  /** What the person saw before each thing they typed, and what they typed. */
  turns: Turn[];
  transcript: string;
}

/** One thing the person typed, and the screen they typed it at. */
export interface Turn {
  question: string;
  /** The script's key for the question, when it is one of the script's own. */
  step?: string;
  /** The bot's last answer, as the terminal shows it. */
  screen: string;
  typed: string;
  /** The options `typed` picks by their numbers, as the screen shows them. */
  picked?: string[];
}

/** Turns a run may take beyond its script's lines. */
const SPARE_TURNS = 25;
/** How often a question may be answered off the script's path before the run is stuck on it. */
const MAX_OFF_PATH_ANSWERS = 3;

const fallbacks = new Map<Language, Map<string, string>>();

/**
 * Any script's answer to a question, in `language`: the first line answering it, except the hand-off's
 * waiting, which is left ("back to the bot"): a hand-off a reply opened by mistake is not the run's to carry.
 */
export function fallbackAnswers(language: Language): Map<string, string> {
  const known = fallbacks.get(language);
  if (known) return known;
  const table = new Map<string, string>();
  for (const script of SCRIPTS[language])
    for (const line of script.lines) {
      const question = questionOfLine(line);
      if (
        question &&
        'say' in line &&
        question !== 'menu' &&
        question !== NO_QUESTION &&
        !table.has(question)
      )
        table.set(question, line.say);
    }
  const leave = SCRIPTS[language]
    .flatMap((s) => s.lines)
    .find((line) => 'step' in line && line.step === 'handoff/leave');
  if (leave && 'say' in leave) table.set('handoff/waiting', leave.say);
  fallbacks.set(language, table);
  return table;
}

/**
 * The extras and notes of a service no story orders (a meaning that picks the shirt): none, as a person
 * who named no extras and no note would answer.
 */
function perService(language: Language, question: string): string | undefined {
  if (question.startsWith('order/modifiers:')) return language === 'es' ? 'ninguno' : 'none';
  if (question.startsWith('order/service-notes:')) return language === 'es' ? 'omitir' : 'skip';
  return undefined;
}

/**
 * Plays `script` to its outcome, with `replacement`'s answers at one of its questions: from the world
 * the script was in at that question (played once per process, `prefixAt`), on a bot of its own, or
 * from the start while a code is in flight there.
 * @example const run = await playScript(script, { index: 17, answers: ['every second week'] });
 */
export async function playScript(script: Script, replacement?: Replacement): Promise<Run> {
  const kept = replacement && (await prefixAt(script, replacement.index));
  const prefix = kept && !codeInFlight(kept.writes) ? kept : undefined;
  const world = prefix ? await forkWorld(prefix.snapshot) : await startWorld(script.world);
  try {
    return await new Player(world, script, { replacement, prefix }).play();
  } finally {
    await world.close();
  }
}

/**
 * A code was texted and not yet checked: the sandbox keeps no code in flight in its snapshot, so a run
 * from there is played from the start instead.
 */
function codeInFlight(writes: string[]): boolean {
  const sent = writes.findLastIndex((w) => /^POST \/(?:request-otp|customers) /.test(w));
  return sent > writes.findLastIndex((w) => w.startsWith('POST /verify-otp '));
}

/** A script played to one of its questions and kept there: the world, and how the run got there. */
interface Prefix {
  snapshot: Snapshot;
  cursor: number;
  before: string[];
  met: string[];
  turns: Turn[];
  handoffs: number;
  inHandoff: boolean;
  writes: string[];
  transcript: string;
  /** What the person saw at that question. */
  screen: string;
}

const prefixes = new Map<string, Promise<Prefix>>();

/** The script played to its line `index`, once per process. */
function prefixAt(script: Script, index: number): Promise<Prefix> {
  const key = JSON.stringify([script.language, script.id, index]);
  let made = prefixes.get(key);
  if (!made) {
    made = (async () => {
      const world = await startWorld(script.world);
      try {
        return await new Player(world, script, { stopAt: index }).toPrefix();
      } finally {
        await world.close();
      }
    })();
    prefixes.set(key, made);
  }
  return made;
}

/** Where a player starts (a prefix kept), where it stops (before a line), what it answers instead. */
interface PlayerOptions {
  replacement?: Replacement | undefined;
  prefix?: Prefix | undefined;
  stopAt?: number;
}

class Player {
  private cursor = 0;
  private handoffs = 0;
  private inHandoff = false;
  private readonly replacement: Replacement | undefined;
  private readonly prefix: Prefix | undefined;
  private readonly stopAt: number | undefined;
  private readonly given: Map<string, string>;
  /** How often each question was answered off the script's path. */
  private readonly offPath = new Map<string, number>();
  private queued: string[] = [];
  private again: string | undefined;
  /**
   * What the reply meant, typed once at the replaced line when the run comes to it again: a second
   * time would go round (the meaning leads back to a question answered before, whose line rewinds the
   * script to before the replaced one); then the script's own line, as the canonical run types.
   */
  private meantAtLine: string | undefined;
  private passed = false;
  /** What the reply at the replaced question means, in the words of its screen: a question asked back is confirmed by them. */
  private meaning: string[] = [];
  /** The script's key of the line `answerTo` answered with, for the turn's record. */
  private answeredStep: string | undefined;
  private readonly run: Run;
  private readonly person: Person;

  constructor(
    private readonly world: World,
    private readonly script: Script,
    { replacement, prefix, stopAt }: PlayerOptions,
  ) {
    this.person = world.person;
    this.replacement = replacement;
    this.prefix = prefix;
    this.stopAt = stopAt;
    this.given = new Map(replacement?.given);
    this.again = replacement?.again;
    this.meantAtLine = replacement?.again;
    this.run = {
      before: [...(prefix?.before ?? [])],
      answeredNext: [],
      met: new Set(prefix?.met),
      turns: [...(prefix?.turns ?? [])],
      transcript: '',
    };
    if (prefix) {
      this.cursor = prefix.cursor;
      this.handoffs = prefix.handoffs;
      this.inHandoff = prefix.inHandoff;
    }
  }

  /** Plays to the line `stopAt` and keeps the world there. */
  async toPrefix(): Promise<Prefix> {
    const run = await this.play();
    if (run.failure)
      throw new ScriptError(`script ${this.script.language}/${this.script.id}: ${run.failure}`);
    return {
      snapshot: await snapshotOf(this.world),
      cursor: this.cursor,
      before: run.before,
      met: [...run.met],
      turns: run.turns,
      handoffs: this.handoffs,
      inHandoff: this.inHandoff,
      writes: this.writes(),
      transcript: run.transcript,
      screen: screenOf(this.person),
    };
  }

  /** The run to its outcome; a turn that fails leaves it stuck, a script that does not play throws. */
  async play(): Promise<Run> {
    try {
      return await this.turns();
    } catch (error) {
      if (error instanceof ScriptError) throw error;
      return this.stuck(`the turn failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async turns(): Promise<Run> {
    const { lines } = this.script;
    const limit = lines.length + SPARE_TURNS;
    for (let turn = 0; ; turn++) {
      const { question, state } = await questionNow(this.person);
      this.run.met.add(question);
      if (turn > limit) return this.stuck(`no outcome after ${limit} turns, at ${question}`);
      const line = lines[this.cursor];
      const wanted = line && questionOfLine(line);
      if (this.cursor === this.stopAt) {
        if (question !== wanted) return this.broken(`the script did not reach ${wanted}: asked ${question}`);
        return this.done();
      }
      if (this.replacement && this.cursor === this.replacement.index && !this.passed) {
        if (question !== wanted) return this.broken(`the script did not reach ${wanted}: asked ${question}`);
        await this.replace(question, state);
        continue;
      }
      if (this.queued.length) {
        const answer = this.queued.shift() as string;
        this.run.answeredNext.push([question, answer]);
        await this.say(answer, question, undefined, undefined, this.replacement?.meaning);
        if (!this.queued.length) this.run.next = (await questionNow(this.person)).question;
        continue;
      }
      if (this.again !== undefined && question === this.run.replaced?.question) {
        // Asked again right after the reply: the person says what they meant.
        const again = this.again;
        this.again = undefined;
        await this.say(again, question, undefined, undefined, true);
        continue;
      }
      if (!line) return this.finish(question);
      if (!('say' in line)) {
        this.again = undefined;
        await this.act(line);
        this.cursor++;
        continue;
      }
      const answer = this.answerTo(question, state, wanted);
      if (answer === 'end') return this.finish(question);
      if (typeof answer !== 'string') return answer;
      await this.say(answer, question, this.answeredStep);
    }
  }

  /** The answer to `question`, the end of the run, or why it is stuck. */
  private answerTo(question: string, state: DialogState | undefined, wanted: string | undefined) {
    const { lines } = this.script;
    this.answeredStep = undefined;
    const given = this.given.get(question);
    if (given !== undefined) {
      this.given.delete(question);
      return given;
    }
    if (question === wanted) return this.lineAt(this.cursor);
    if (!this.passed) return this.broken(`the script was asked ${question} where it answers ${wanted}`);
    const answers = (l: Line) => 'say' in l && questionOfLine(l) === question;
    const ahead = lines.findIndex((l, i) => i >= this.cursor && answers(l));
    if (atMenu(state) && ahead < 0) return 'end' as const;
    // Off the script's path from here: a question answered over and over is a run going round.
    const uses = (this.offPath.get(question) ?? 0) + 1;
    this.offPath.set(question, uses);
    if (uses > MAX_OFF_PATH_ANSWERS) return this.stuck(`asked ${question} again and again`);
    if (ahead >= 0) return this.lineAt(ahead);
    // A question answered before, asked again: answered as then, and on from there.
    const behind = lines.findLastIndex((l, i) => i < this.cursor && answers(l));
    if (behind >= 0) return this.lineAt(behind);
    const fallback =
      fallbackAnswers(this.script.language).get(question) ?? perService(this.script.language, question);
    // Another script's answer refused on this path ("saturday", too soon after a pickup moved to
    // Friday) is not typed again: the first option shown is.
    if (fallback !== undefined) return uses > 1 && behind < 0 ? '1' : fallback;
    const confirmed = confirmOption(lastPrompt(this.person.replies()), screenOf(this.person), this.meaning);
    return confirmed ?? this.stuck(`no answer for ${question}: ${shortly(screenOf(this.person))}`);
  }

  /**
   * The answer of the line `index`, the script going on after it. The replaced line, come to again,
   * is answered with what the reply meant, once (`meantAtLine`).
   */
  private lineAt(index: number): string {
    const line = this.script.lines[index] as Extract<Line, { say: string }>;
    // Back on the script's path: the replaced question asked later is the script's own.
    this.again = undefined;
    if (!this.passed) this.run.before.push(questionOfLine(line) ?? '');
    this.cursor = index + 1;
    if ('step' in line) this.answeredStep = line.step;
    if (this.replacement?.index === index && this.passed) {
      const meant = this.meantAtLine;
      this.meantAtLine = undefined;
      return meant ?? line.say;
    }
    return line.say;
  }

  /** Types the replacement's first answer at the question, and notes what the bot did with it. */
  private async replace(question: string, state: DialogState | undefined): Promise<void> {
    const [first = '', ...rest] = this.replacement?.answers ?? [];
    const before = state?.prompt?.id;
    const line = this.script.lines[this.cursor];
    const screen = this.prefix?.screen ?? screenOf(this.person);
    const meant = this.replacement?.again ?? first;
    this.meaning = pickedOptions(screen, meant) ?? [meant];
    const writesBefore = this.writes().length;
    const step = line && 'step' in line ? line.step : undefined;
    await this.say(first, question, step, screen, this.replacement?.meaning);
    const after = await questionNow(this.person);
    // The bot acted on the reply (it asked the service to change something) and came back to the same
    // question, as a preference saved from the list does: that is no question asked again, and the
    // meaning typed there would do it twice. Whether it did what was meant, the outcome tells.
    if (this.writes().length > writesBefore) this.again = undefined;
    this.run.replaced = {
      question,
      reaction: {
        question: after.question,
        stayed: after.question === question && after.state?.prompt?.id === before,
        missed: (after.state?.misses ?? 0) > (state?.misses ?? 0),
        said: shortly(screenOf(this.person)),
      },
    };
    if (after.question === this.replacement?.meantNext && !this.run.replaced.reaction.missed) {
      this.again = undefined;
      this.meantAtLine = undefined;
    }
    if (after.question === this.replacement?.meantAfter) this.given.clear();
    // Come straight to where its meaning's run ended, on a question shown anew (not asked back): the
    // reply did the whole meaning ("change the email to x@y.com" at the account's details, shown again
    // with it), so the meaning is not typed there again: "2" would start the change a second time.
    const reaction = this.run.replaced.reaction;
    if (after.question === this.replacement?.meantAfter && !reaction.stayed && !reaction.missed) {
      this.again = undefined;
      this.meantAtLine = undefined;
    }
    this.queued = rest;
    if (!rest.length) this.run.next = after.question;
    this.passed = true;
    this.cursor++;
  }

  /** Types `text`; a meaning's option numbers (`meaning`) are the options picked instead. */
  private async say(
    text: string,
    question: string,
    step?: string,
    screen = screenOf(this.person),
    meaning = false,
  ): Promise<void> {
    const picked = pickedOptions(screen, text);
    this.run.turns.push({
      question,
      ...(step ? { step } : {}),
      screen,
      typed: text,
      ...(picked ? { picked } : {}),
    });
    const tapped = meaning && picked ? tappedOptions((await this.person.state())?.prompt, text) : undefined;
    await this.act({ at: '', say: text }, tapped);
  }

  /** Says `line`, or taps the options `tapped` (shown as the line's words). */
  private async act(line: Line, tapped?: DialogInput): Promise<Reply[]> {
    const replies = tapped
      ? await this.person.send(tapped, 'say' in line ? line.say : '', randomUUID())
      : await act(this.person, line);
    const state = await this.person.state();
    const open = state?.stack.at(-1)?.flow === 'handoff';
    if (open && !this.inHandoff) this.handoffs++;
    this.inHandoff = open;
    return replies;
  }

  /** The run's requests of the service but reads, from its first words (a prefix's too). */
  private writes(): string[] {
    const { bot, requestsBefore } = this.world;
    return [
      ...(this.prefix?.writes ?? []),
      ...bot.sandbox.requests
        .slice(requestsBefore)
        .filter((r) => r.method !== 'GET')
        .map(
          (r) =>
            `${r.method} ${r.path.replace(/^\/api\/v1\/(?:common|auth)/, '')} ${masked(stableJson(r.body))}`,
        ),
    ];
  }

  private async finish(question: string): Promise<Run> {
    const { bot, person } = this.world;
    const loaded = await bot.store.load(person.key);
    this.run.outcome = {
      writes: this.writes(),
      handoffs: this.handoffs,
      signedInAs: loaded.link?.serviceCustomerId ?? null,
      question,
    };
    return this.done();
  }

  private stuck(failure: string): Run {
    this.run.failure = failure;
    return this.done();
  }

  /** The script itself does not play as written: a fault of the script, not of the bot. */
  private broken(why: string): never {
    throw new ScriptError(
      `script ${this.script.language}/${this.script.id}: ${why}\n${this.person.transcript()}`,
    );
  }

  private done(): Run {
    this.run.transcript = [this.prefix?.transcript, this.person.transcript()].filter(Boolean).join('\n');
    return this.run;
  }
}

/** A script that does not play as written (its own fault, not a reply's). */
export class ScriptError extends Error {}

/**
 * The options `typed`'s numbers pick on `prompt`, as a tap sends them; undefined when a number is
 * no option's. Options are numbered as the terminal numbers them: all but the commands.
 */
function tappedOptions(prompt: PromptState | undefined, typed: string): DialogInput | undefined {
  const numbered = prompt?.options.filter((o) => o.role !== 'command') ?? [];
  const values = typed.split(',').map((n) => numbered[Number(n.trim()) - 1]?.value);
  if (!prompt || values.some((v) => v === undefined)) return undefined;
  return { type: 'choice', promptId: prompt.id, values: values as string[] };
}

/** A JSON text whose objects' keys are sorted: equal values, equal texts. */
export function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)),
        )
      : v,
  );
}

/** The order's chat reference (in its notes) is new each run: the same order, the same text. */
const masked = (body: string) => body.replace(/\bChat ref [0-9A-F]{8}\b/g, 'Chat ref REF');
