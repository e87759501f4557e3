/**
 * SMS as the worker sees it: carrier keywords before the dialog, replies rendered for a phone and sent
 * through Twilio's Messages API.
 *
 * Rules:
 * 1. STOP, STOPALL, UNSUBSCRIBE, CANCEL, END, QUIT: the opt-out is recorded (no expiry), one confirmation
 *    is sent, and nothing more goes to that phone until START, YES or UNSTOP. YES means opt-in only for a
 *    phone that opted out; otherwise it is the dialog's yes.
 * 2. START (after an opt-out) confirms, then asks the question the conversation was at: a draft is kept.
 * 3. HELP or INFO answers with what carriers require: the business's name, what the number is for, the
 *    support contact (SUPPORT_CONTACT), "Msg frequency varies", "Msg&data rates may apply", how to stop.
 * 4. MORE shows the next page of the choices on screen, from the channel's note, without a turn.
 * 5. Replies are sent once per message id (the note lists the last ids sent), as on Slack.
 * 6. A turn's replies go to the phone in its message (the reply target). Outside a turn (staff's
 *    notices, and a reminder: a turn the bot starts, `startTurn`) the phone is the one sealed in the
 *    conversation's link at sign-in: a conversation signed out, or never signed in, is not texted, and
 *    its reminder's turn is not even run.
 * 7. START also clears an opt-out left under the key older code gave the phone, so the next turn does
 *    not carry it over again (invariant legacy-opt-out-carried-over).
 * 8. An opted-out phone gets nothing the worker sends on its own either: no notice, reminder or apology.
 *    (Its texts run no turn: runTurn checks the opt-out on its one read.)
 * 9. Twilio's 21610 (the phone texted STOP to the carrier) records the opt-out and stops. Twilio's other
 *    refusals of the message or its recipient (a 400: unreachable, invalid number…) would fail the same
 *    way every time: the send is `UndeliverableError`, which the worker drops instead of retrying. A 5xx,
 *    a 429 or a network error is thrown as is, and retried; so is a refused account or auth token (the
 *    operator's to fix: the dead-letter queue keeps the record and its alarm says so).
 * 10. A text the channel reads the conversation for (a keyword) and then hands to the dialog hands the
 *    read over too: a turn on SMS reads the conversation once.
 */
import * as z from 'zod';
import { keyOf } from '../../conversation/conversation';
import { UndeliverableError } from '../../conversation/errors';
import { legacySmsKey } from '../../conversation/key';
import type { TurnResult } from '../../conversation/turn';
import type { PromptReply, Reply } from '../../dialog/types';
import type { ConversationStore } from '../../store/conversation-store';
import type { SmsAdapter } from '../../worker/types';
import type { SmsReplyTarget } from '../../worker/work';
import { isOnlyOptInWhenOptedOut, readCarrierKeyword } from './carrier-keywords';
import { isMoreRequest, OPT_IN_CONFIRMATION, OPT_OUT_CONFIRMATION, renderSms, smsHelpText } from './render';
import { TwilioError } from './twilio-messages';

/** How many sent message ids the note keeps (as many as the turn keeps replies for). */
const SENT_KEPT = 5;

const smsNoteSchema = z.object({
  sent: z.array(z.string()).default([]),
  /** The question on screen and the next page of its choices, while there are more. */
  more: z.object({ prompt: z.unknown(), page: z.number().int().positive() }).optional(),
});
type SmsNote = z.infer<typeof smsNoteSchema>;

function readNote(raw: unknown): SmsNote {
  const parsed = smsNoteSchema.safeParse(raw);
  return parsed.success ? parsed.data : { sent: [] };
}

/** Sends one text; throws on failure (the queue retries the turn). */
export interface SmsSender {
  send(to: string, from: string, body: string): Promise<{ sid: string }>;
}

export interface SmsWorkerDeps {
  messages: SmsSender;
  store: Pick<ConversationStore, 'load' | 'saveNote' | 'setOptedOut'>;
  businessName: string;
  /** Where a person gets help (a phone or an e-mail), said in HELP. */
  supportContact: string;
}

/**
 * @example const sms = createSmsWorkerChannel({ messages: createTwilioMessages(config.sms), store: bot.store, businessName, supportContact });
 */
export function createSmsWorkerChannel(deps: SmsWorkerDeps): SmsAdapter {
  /** Texts `texts` to the conversation `key`'s phone; a phone refused for good is rule 9's. */
  const sendAll = async (
    key: string,
    target: Pick<SmsReplyTarget, 'phone' | 'businessNumber'>,
    texts: string[],
  ) => {
    for (const text of texts) {
      try {
        await deps.messages.send(target.phone, target.businessNumber, text);
      } catch (error) {
        if (!(error instanceof TwilioError) || error.status !== 400) throw error;
        if (error.optedOut) await deps.store.setOptedOut(key, true);
        throw new UndeliverableError(error.optedOut ? 'the phone opted out at the carrier' : error.message, {
          cause: error,
        });
      }
    }
  };
  const remember = (key: string, note: SmsNote, messageId: string, more?: SmsNote['more']) =>
    deps.store.saveNote(key, nextNote(note, messageId, more));
  /** The phone outside a turn (rule 6): none when the conversation is signed out or opted out (rule 8). */
  const phoneOf = async (key: string) => {
    const loaded = await deps.store.load(key);
    return loaded.optedOut ? undefined : loaded.link?.phone;
  };
  /** Texts a turn's replies; the note to keep (the turn saves it), or undefined when it sent nothing. */
  const deliver = async (
    key: string,
    messageId: string,
    target: Pick<SmsReplyTarget, 'phone' | 'businessNumber'>,
    result: TurnResult,
  ) => {
    if (result.optedOut) return undefined;
    const note = readNote(result.note);
    if (note.sent.includes(messageId)) return undefined;
    const rendering = renderSms(result.replies, {});
    await sendAll(key, target, rendering.messages);
    const prompt = lastPrompt(result.replies);
    return nextNote(
      note,
      messageId,
      rendering.morePage && prompt ? { prompt, page: rendering.morePage } : undefined,
    );
  };

  return {
    async intercept(conversation, turn) {
      const { target } = turn;
      const key = keyOf(conversation);
      const text = turn.input.type === 'text' ? turn.input.text : '';
      const keyword = readCarrierKeyword(text);
      const more = isMoreRequest(text);
      if (!keyword && !more) return { handled: false };
      const loaded = await deps.store.load(key);
      const note = readNote(loaded.note);
      if (note.sent.includes(turn.messageId)) return { handled: true };
      // The turn goes on with this read (rule 10): the conversation is read once.
      if (keyword === 'opt-in' && isOnlyOptInWhenOptedOut(text) && !loaded.optedOut)
        return { handled: false, loaded };

      if (keyword === 'opt-out') {
        // One confirmation: a phone already opted out hears nothing more.
        if (loaded.optedOut) return { handled: true };
        await deps.store.setOptedOut(key, true);
        await sendAll(key, target, [OPT_OUT_CONFIRMATION(deps.businessName)]);
        await remember(key, note, turn.messageId);
        return { handled: true };
      }
      if (keyword === 'opt-in') {
        if (loaded.optedOut) await deps.store.setOptedOut(key, false);
        await deps.store.setOptedOut(legacySmsKey(target.businessNumber, target.phone), false);
        await sendAll(key, target, [OPT_IN_CONFIRMATION(deps.businessName)]);
        // Back where the conversation was: the question on screen is asked again.
        return { handled: false, input: { type: 'resume' }, loaded: { ...loaded, optedOut: false } };
      }
      if (loaded.optedOut) return { handled: true };
      if (keyword === 'help') {
        await sendAll(key, target, [smsHelpText(deps.businessName, deps.supportContact)]);
        await remember(key, note, turn.messageId, note.more);
        return { handled: true };
      }
      if (!note.more) return { handled: false, loaded };
      const page = renderSms([note.more.prompt as PromptReply], { page: note.more.page });
      await sendAll(key, target, page.messages);
      await remember(
        key,
        note,
        turn.messageId,
        page.morePage ? { prompt: note.more.prompt, page: page.morePage } : undefined,
      );
      return { handled: true };
    },

    deliver: (conversation, turn, result) =>
      deliver(keyOf(conversation), turn.messageId, turn.target, result),

    async reach(conversation) {
      const phone = await phoneOf(keyOf(conversation));
      return phone
        ? { channel: 'sms' as const, phone, businessNumber: conversation.businessNumber }
        : undefined;
    },

    phoneOf: (target) => target.phone,

    async notify(conversation, text) {
      const key = keyOf(conversation);
      const phone = await phoneOf(key);
      if (phone)
        await sendAll(
          key,
          { phone, businessNumber: conversation.businessNumber },
          renderSms([{ type: 'text', text }], {}).messages,
        );
    },

    async apologize(conversation, target) {
      const key = keyOf(conversation);
      if ((await deps.store.load(key)).optedOut) return;
      await sendAll(key, target, [
        "Sorry, something went wrong on our side and I couldn't answer your last text. Please send it again.",
      ]);
    },

    keepsDecentHours: true,
  };
}

/** The note once `messageId` is sent, with the next page of choices when there are more. */
function nextNote(note: SmsNote, messageId: string, more?: SmsNote['more']): SmsNote {
  return { sent: [...note.sent, messageId].slice(-SENT_KEPT), ...(more ? { more } : {}) };
}

function lastPrompt(replies: Reply[]): PromptReply | undefined {
  return [...replies].reverse().find((reply): reply is PromptReply => reply.type === 'prompt');
}
