/**
 * What a turn opens (engine.ts rules 9 and 11): a channel's entry point by its word, typed words that
 * name one, the staff desk's look-up, and the relay of a flow that passes the person's words on.
 * The routing of inputs to these is engine.ts's.
 */
import { dayInZone } from '../calendar';
import { CommandTurn } from './commands';
import { maskPhonesIn } from './mask-phone';
import { popFrame, pushFrame, topFrame } from './stack';
import type { Below, Step } from './step';
import type { DialogInput, OpeningWord, Reply } from './types';

export class OpeningTurn extends CommandTurn {
  /** A channel's entry point (rule 9): what the flow declaring `word` opens with it. */
  protected async open(
    word: OpeningWord,
    orderId: number | undefined,
    byBot?: true,
    by?: string,
  ): Promise<void> {
    // A person never opens what only the bot opens (a reminder of an order, typed as `/laundry remind-pickup`).
    const found = this.openings().find(
      ({ opening }) => opening.word === word && (byBot || !(opening.kind === 'push' && opening.byBot)),
    );
    if (!found) {
      // A word no flow declares: mistyped, or one an older version offered (an old button).
      this.say(`I can't open that here. ${this.knownWords()}`, 'warning');
      return this.reask();
    }
    const { flow, opening } = found;
    if (opening.kind === 'show') {
      if (!this.session) this.say(opening.signedOut);
      else {
        const session = this.session;
        const today = dayInZone(this.now, this.deps.timeZone);
        const listed = await this.guard(() => opening.replies(this.deps, session, today));
        // A failure was answered by the guard, which asked what comes next.
        if (!listed) return;
        this.replies.push(...listed);
      }
      return this.reask();
    }
    if (opening.kind === 'push' && opening.onTop) {
      // The same flow open already (a second reminder) is replaced, never stacked twice.
      this.state.stack = this.state.stack.filter((frame) => frame.flow !== flow);
      this.closePrompt(opening.label);
      pushFrame(
        this.registry,
        this.state,
        flow,
        opening.args?.(orderId, this.below(), by),
        this.session?.serviceCustomerId,
      );
      return this.advance();
    }
    if (opening.kind === 'push') {
      const held = this.heldFrame();
      if (held) {
        this.say(this.heldOf(held).busy);
        return this.reask();
      }
      this.closePrompt(opening.label);
      this.state.stack = this.state.stack.slice(0, 1);
      pushFrame(
        this.registry,
        this.state,
        flow,
        opening.args?.(orderId, this.below()),
        this.session?.serviceCustomerId,
      );
      return this.advance();
    }
    if (orderId === undefined) return this.reask();
    const [bottom, ...above] = this.state.stack;
    if (!this.session || !bottom || bottom.flow !== flow || above.length > 0) {
      this.say(this.session ? opening.busy(orderId) : opening.signedOut(orderId));
      return this.reask();
    }
    const step = this.flowOf(bottom).steps[0] as Step<unknown>;
    const before = JSON.stringify(step.value?.(bottom.data));
    const result = await this.guard(() =>
      step.accept(this.ctx(bottom), { text: '', values: [opening.answer(orderId)] }),
    );
    if (!result) return;
    if (result.kind === 'retry') this.say(result.reason, 'warning');
    if (result.kind === 'stay') this.replies.push(...result.say);
    if (result.kind === 'retry' || result.kind === 'stay') return this.reask();
    this.closePrompt(opening.label(orderId));
    await this.settle(bottom, step, before, result);
  }

  /** The relay of the flow on top, while one is (rule 11). */
  protected relaying() {
    return this.flowOf(topFrame(this.state)).relay;
  }

  /** The other end of a relay speaks, or ends it (rule 11); with none open, nothing is said. */
  protected async relayed(input: Extract<DialogInput, { type: 'relay' }>): Promise<void> {
    const frame = topFrame(this.state);
    const relay = this.flowOf(frame).relay;
    if (!relay) return;
    if (!input.end) {
      this.replies.push(...relay.said(this.ctx(frame), input.from, input.text ?? ''));
      return;
    }
    if (input.idleSince !== undefined && relay.lastActive(this.ctx(frame)) > input.idleSince) return;
    return this.endRelay(relay.ended(this.ctx(frame), input.from));
  }

  /** A relay ends (rule 11): `said`, then the question below is asked again. */
  protected async endRelay(said: Reply[]): Promise<void> {
    this.replies.push(...said);
    popFrame(this.state);
    this.state.misses = 0;
    return this.advance();
  }

  /** What a flow opened on top is told of the conversation below it. */
  protected below(): Below {
    const held = this.heldFrame();
    return {
      ...(held ? { held: this.heldOf(held).summary(held.data, this.deps) } : {}),
      recent: this.state.recent.flatMap((turn) => turn.replies as Reply[]),
    };
  }

  /** `/laundry staff <order or phone>`: the desk looks it up and opens the change flow for the customer. */
  protected async staffOpen(query: string): Promise<void> {
    const bottom = this.state.stack[0];
    const desk = bottom && this.flowOf(bottom).staffDesk;
    if (!this.staff || !bottom || !desk) {
      this.say("That's for the laundry's support staff.");
      return this.reask();
    }
    this.closePrompt(`Staff: ${maskPhonesIn(query)}`.slice(0, 80));
    this.state.stack = [bottom];
    const result = await this.guard(() => desk.lookUp(this.ctx(bottom), query));
    if (!result) return;
    if (result.kind === 'retry') this.say(result.reason, 'warning');
    if (result.kind === 'stay') this.replies.push(...result.say);
    if (result.kind === 'retry' || result.kind === 'stay') return this.advance();
    const step = this.flowOf(bottom).steps[0] as Step<unknown>;
    await this.settle(bottom, step, JSON.stringify(step.value?.(bottom.data)), result);
  }

  /** The words a person can open, with what each does ("orders: your recent orders"). */
  private knownWords(): string {
    const known = this.openings().flatMap(({ opening }) =>
      opening.does && !(opening.kind === 'push' && opening.byBot)
        ? [`${opening.word} (${opening.does})`]
        : [],
    );
    return known.length ? `I know: ${known.join(', ')}.` : '';
  }

  /** The entry point a typed text names anywhere ("change 5001"), with its order id. */
  protected typedOpening(text: string): { word: OpeningWord; orderId: number | undefined } | undefined {
    for (const { opening } of this.openings()) {
      const match = opening.kind === 'push' ? opening.typed?.exec(text) : undefined;
      if (match)
        return { word: opening.word, orderId: match[1] === undefined ? undefined : Number(match[1]) };
    }
    return undefined;
  }
}
