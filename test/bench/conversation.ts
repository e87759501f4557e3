/**
 * People placing an order through the bench stack, one turn at a time and each waiting only for their
 * own turn: a Slack user in their DM, or a phone texting the business number. They answer whatever
 * question is on screen (so a step the bot skips, such as the address of a customer with one, is not
 * answered blindly), signing in with a seeded customer's phone or signing up with a new one, then
 * place the simplest order: wash & fold, one bag, tomorrow's first window, collect in store, once.
 * Told the laundry service isn't answering, they say the same again (and that counts as repeating).
 */
import type { RecordedMessage } from '../../infra/local/slack-api-recorder';
import { messageSid } from '../../infra/local/twilio-inbound';
import { slackKey, slackStaffKey, smsKey } from '../../lib/conversation/key';
import { phoneFingerprintOf } from '../../lib/store/phone-fingerprint';
import { SIMPLE_ORDER_ANSWERS } from '../support/order-answers';
import { blockActions, directMessage, type SlackBody, slashCommand, TEAM } from '../support/slack-payloads';
import { blocksText, controls } from '../support/slack-stack';
import { ACCOUNT_SID } from '../support/sms-stack';
import { inboundSms } from '../support/twilio-payloads';
import type { BenchStack } from './bench-stack';

/** One turn as its sender saw it. */
export interface TurnRecord {
  /** What was typed or clicked. */
  input: string;
  messageId: string;
  /** The HTTP handler's time, from the request to the ack. */
  ackMs: number;
  /** From the request to the worker's end of the turn (the ack, the queue and the turn). */
  latencyMs: number;
}

/** Who signs in: a customer the sandbox knows (the code is texted to their phone), or a new one. */
export interface Customer {
  /** 10 digits. */
  phone: string;
  /** Present for a new customer: the conversation signs up. */
  signUp?: { name: string; email: string };
}

export interface Conversation {
  key: string;
  /** The bot's words since the last input (Slack: the newest message in the DM). */
  question(): string;
  /** Starts the conversation: `/laundry` on Slack, a "hi" by SMS. */
  open(): Promise<TurnRecord>;
  /** Types `text`; `shown` is what the turn's record says instead (a code or a phone is not kept). */
  type(text: string, shown?: string): Promise<TurnRecord>;
  /** Places the order at the summary: the button on Slack, "place it" by SMS. */
  confirm(): Promise<TurnRecord>;
  transcript(): string;
}

export interface PlacedOrder {
  orderId: number;
  turns: TurnRecord[];
  /** Answers the person had to give again: the same answer to the same question, right after it. */
  repeated: number;
}

/**
 * Signs in (or up) and places the simple order, turn by turn; `onTurn` sees each turn as soon as it is
 * done. Throws, with the transcript, on a question it has no answer for.
 */
export async function placeSimpleOrder(
  stack: BenchStack,
  conversation: Conversation,
  customer: Customer,
  onTurn: (turn: TurnRecord) => void | Promise<void> = () => {},
): Promise<PlacedOrder> {
  const turns: TurnRecord[] = [];
  const record = async (turn: Promise<TurnRecord>) => {
    const done = await turn;
    turns.push(done);
    await onTurn(done);
  };
  let choseSignUp = false;
  let ordered = false;
  let lastAsked = '';
  let repeats = 0;
  let repeated = 0;
  let last = () => conversation.open();
  await record(last());
  for (let step = 0; step < 40; step++) {
    const question = conversation.question();
    const placed = /order #(\d+) is placed!/.exec(question);
    if (placed) return { orderId: Number(placed[1]), turns, repeated };
    if (/isn't answering/.test(question)) {
      // The bot gave up on the laundry service for now: the person says it again.
      repeated++;
      await record(last());
      continue;
    }
    if (/Shall I place this order\?/.test(question)) {
      last = () => conversation.confirm();
      await record(last());
      continue;
    }
    let answer: string | undefined;
    let shown: string | undefined;
    if (/Shall I text a code/.test(question)) {
      // By SMS the phone is known: a new customer signs up from here.
      answer = customer.signUp && !choseSignUp ? 'sign me up' : 'yes';
      choseSignUp ||= answer === 'sign me up';
    } else if (/What's the code/.test(question)) {
      answer = stack.sandbox.lastOtp(customer.phone);
      shown = '<code>';
      // The service gives a new customer no address: the store's back office adds one once the
      // account exists (the sandbox's stand-in), before the order asks for it.
      const created = customer.signUp && stack.sandbox.customerByPhone(customer.phone);
      if (created && created.addresses.length === 0) stack.sandbox.addAddress(created.serviceCustomerId, {});
    } else if (/mobile number/.test(question)) {
      answer = customer.signUp && !choseSignUp ? 'sign up' : customer.phone;
      choseSignUp ||= answer === 'sign up';
      if (answer === customer.phone) shown = '<phone>';
    } else if (/first and last name/.test(question)) answer = customer.signUp?.name;
    else if (/email address/.test(question)) answer = customer.signUp?.email;
    else if (/news and offers|for a business/.test(question)) answer = 'no';
    else if (/create your account with these details/.test(question)) answer = 'yes';
    else if (/What would you like to do\?/.test(question) && !ordered) {
      answer = 'new order';
      ordered = true;
    } else answer = SIMPLE_ORDER_ANSWERS.find(([asked]) => asked.test(question))?.[1];
    if (!answer) throw new Error(`no answer for the question on screen:\n${conversation.transcript()}`);
    const asked = `${question}\n${answer}`;
    repeats = asked === lastAsked ? repeats + 1 : 0;
    if (repeats > 0) repeated++;
    lastAsked = asked;
    if (repeats === 2)
      throw new Error(`asked the same again after "${answer}" twice:\n${conversation.transcript()}`);
    const typed = answer;
    last = () => conversation.type(typed, shown);
    await record(last());
  }
  throw new Error(`no order after 40 turns:\n${conversation.transcript()}`);
}

/** Sends one request through `post` and waits for the worker to finish the turn it enqueued. */
async function oneTurn(
  stack: BenchStack,
  key: string,
  input: string,
  post: () => Promise<number>,
): Promise<TurnRecord> {
  const started = performance.now();
  const status = await post();
  const ackMs = performance.now() - started;
  if (status !== 200) throw new Error(`the handler answered ${status} to "${input}"`);
  const messageId = stack.tracker.takeSent(key);
  const finished = await stack.tracker.finished(messageId);
  return { input, messageId, ackMs, latencyMs: finished.doneAt - started };
}

/** A Slack user's conversation: a slash command with words, and a click on a button of their DM. */
export interface SlackConversation extends Conversation {
  /** `/laundry <text>`. */
  slash(text: string): Promise<TurnRecord>;
  /** Clicks the button labelled `label` on the newest message that has one. */
  click(label: string): Promise<TurnRecord>;
}

/**
 * A Slack user, in their DM with the bot; `staff`: their conversation as support staff (`/laundry
 * staff …`, answered in the same DM), apart from their own.
 */
export function slackConversation(
  stack: BenchStack,
  user: string,
  { staff = false }: { staff?: boolean } = {},
): SlackConversation {
  const key = staff ? slackStaffKey(TEAM, user) : slackKey(TEAM, user);
  const dm = `D${user.slice(1)}`;
  const send = (input: string, body: SlackBody) => oneTurn(stack, key, input, () => stack.postSlack(body));

  /** The newest message in the DM (searched from the end: many people share the recorder). */
  function newest(
    predicate: (message: RecordedMessage) => boolean = () => true,
  ): RecordedMessage | undefined {
    const { messages } = stack.slackApi;
    for (let i = messages.length - 1; i >= 0; i--) {
      const message = messages[i];
      if (message && message.channel === dm && !message.ephemeralFor && predicate(message)) return message;
    }
    return undefined;
  }

  const self: SlackConversation = {
    key,
    question() {
      const message = newest();
      return message ? blocksText(message.blocks) || message.text : '';
    },
    open: () => send('/laundry', slashCommand({ user })),
    slash: (text) => send(`/laundry ${text}`, slashCommand({ user, text })),
    type: (text, shown = text) => send(shown, directMessage({ user, text })),
    confirm: () => self.click('Place order'),
    click(label) {
      const message = newest((m) => controls(m.blocks).some((c) => c.text === label));
      const button = message && controls(message.blocks).find((c) => c.text === label);
      if (!message || !button) throw new Error(`no ${label} button:\n${self.transcript()}`);
      return send(
        `[click ${label}]`,
        blockActions({
          user,
          message: { ts: message.ts, channel: message.channel, blocks: message.blocks },
          action: {
            type: 'button',
            action_id: button.actionId,
            block_id: button.blockId,
            value: button.value,
            text: { type: 'plain_text', text: button.text, emoji: true },
          },
        }),
      );
    },
    transcript: () =>
      stack.slackApi.messages
        .filter((m) => m.channel === dm)
        .map((m) => `${m.ts}: ${blocksText(m.blocks) || m.text}`)
        .join('\n'),
  };
  return self;
}

/** A phone (10 digits) texting `businessNumber` (E.164): each business number is a conversation of its own. */
export function smsConversation(stack: BenchStack, phone: string, businessNumber: string): Conversation {
  const from = `+1${phone}`;
  const key = smsKey(businessNumber, from, phoneFingerprintOf(stack.bot.config));
  const texts = () => stack.twilio.messages.filter((m) => m.to === from && m.from === businessNumber);
  let seen = 0;
  let lastReply: string[] = [];
  const send = async (text: string, shown = text) => {
    seen = texts().length;
    // Through Twilio's own opt-out handling first, as Twilio passes a text on (STOP gets its OptOutType).
    const turn = await oneTurn(stack, key, shown, () =>
      stack.postSms(
        stack.twilio.receive(
          inboundSms({
            from,
            to: businessNumber,
            body: text,
            accountSid: ACCOUNT_SID,
            messageSid: messageSid(),
          }),
        ),
      ),
    );
    lastReply = texts()
      .slice(seen)
      .map((m) => m.body);
    return turn;
  };
  return {
    key,
    question: () => lastReply.join('\n'),
    open: () => send('hi'),
    type: send,
    confirm: () => send('place it'),
    transcript: () =>
      texts()
        .map((m) => m.body)
        .join('\n---\n'),
  };
}
