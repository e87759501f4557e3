/**
 * SMS as the worker sees it: carrier keywords before the dialog, replies rendered for a phone and sent
 * through Twilio's Messages API.
 *
 * @invariant twilio-answers-carrier-keywords Twilio's Advanced Opt-Out stays on (the stock setting, docs/sms.md): Twilio itself answers an opt-out, opt-in or help word (carrier-keywords.ts) with the texts configured on the Messaging Service, and refuses any send to an opted-out phone (21610). So the bot never answers those words itself: one reply to HELP, one confirmation of STOP, whoever's send fails.
 * @invariant opt-out-recorded-whoever-confirms An opt-out word records the opt-out (no expiry) and sends nothing; so does a 21610 from any send (the phone opted out at Twilio or the carrier). Nothing more goes to that phone until an opt-in word.
 * @invariant start-resumes An opt-in word (START, UNSTOP; YES only from a phone that opted out, else it is the dialog's yes) clears the opt-out and asks the question the conversation was at: a draft is kept. Twilio has confirmed it.
 * @invariant more-pages-without-turn MORE shows the next page of the choices on screen, from the channel's delivery note, without a turn.
 * @invariant sms-sends-what-it-is-given A turn's replies are texted as given: whether they were sent before, and whether the person opted out, is the turn's decision (invariants handled-recorded-once, opted-out-runs-nothing), not checked again here. A message this channel takes by itself (MORE, and the carrier keywords Twilio answered) runs no turn and changes no conversation state: it keeps only its delivery note.
 * @invariant sms-outside-turn-uses-sealed-phone A turn's replies go to the phone in its message (the reply target). Outside a turn (staff's notices, and a reminder: a turn the bot starts, `reach`) the phone is the one sealed in the conversation's link at sign-in: a conversation signed out, or never signed in, is not texted, and its reminder's turn is not even run.
 * @invariant start-clears-legacy-opt-out START also clears an opt-out left under the key older code gave the phone, so the next turn does not carry it over again (invariant legacy-opt-out-carried-over).
 * @invariant opted-out-gets-nothing-unasked An opted-out phone gets nothing the worker sends on its own either: no notice, reminder or apology. A notice or an apology is checked here; a reminder or a hand-off staff open is a turn the bot starts, refused by that turn's one check on the conversation the worker read once (invariant opted-out-runs-nothing), and so are the phone's texts.
 * @invariant twilio-refusal-not-retried Twilio's 21610 (the phone texted STOP to the carrier) records the opt-out and stops. Twilio's other refusals of the message or its recipient (a 400: unreachable, invalid number…) would fail the same way every time: the send is `UndeliverableError`, which the worker drops instead of retrying. A 5xx, a 429 or a network error is thrown as is, and retried; so is a refused account or auth token (the operator's to fix: the dead-letter queue keeps the record and its alarm says so).
 * @invariant sms-first-text-introduces The first text of a conversation started afresh (its delivery note does not say it was
 *    introduced: a new number, or one whose conversation was forgotten, CONVERSATION_IDLE_HOURS) begins with the business's name and how to stop
 *    and get help (STOP, HELP: Twilio answers both in either language), as US carriers require; the note then says so.
 * @invariant keyword-read-handed-over A text the channel reads the conversation for (a keyword) and then hands to the dialog hands the read over too: a turn on SMS reads the conversation once.
 */
import * as z from 'zod';
import type { Language } from '../../config/shapes';
import { keyOf } from '../../conversation/conversation';
import { UndeliverableError } from '../../conversation/errors';
import { legacySmsKey } from '../../conversation/key';
import { answeredIn, spokenLanguageOf } from '../../conversation/state';
import { plainTurnWording, type TurnResult, type TurnWording } from '../../conversation/turn';
import type { PromptReply } from '../../dialog/types';
import { lazySchema } from '../../lazy-schema';
import type { ConversationStore } from '../../store/conversation-store';
import { LANGUAGES, words as wordsIn } from '../../words';
import type { SmsAdapter } from '../../worker/types';
import type { SmsReplyTarget } from '../../worker/work';
import { isOnlyOptInWhenOptedOut, readCarrierKeyword } from './carrier-keywords';
import { isMoreRequest, renderSms } from './render';
import { TwilioError } from './twilio-messages';

/** The channel's delivery note (a previous release's `sent` list is the turn's to read: lib/conversation/state.ts). */
/** SMS's words: the plain ones, but help is "options", since the carrier answers HELP (carrier-keywords.ts). */
export const SMS_WORDS: TurnWording = (words) => ({ ...plainTurnWording(words), help: words.t('sms.help') });

const smsDeliveryNoteSchema = lazySchema(() =>
  z.object({
    /** The question on screen and the next page of its choices, while there are more, and the language it was in. */
    more: z
      .object({
        prompt: z.unknown(),
        page: z.number().int().positive(),
        language: z.enum(LANGUAGES).optional().catch(undefined),
      })
      .optional(),
    /** The phone was told who is texting and how to stop (invariant sms-first-text-introduces). */
    introduced: z.literal(true).optional().catch(undefined),
  }),
);
type SmsDeliveryNote = z.infer<typeof smsDeliveryNoteSchema>;

function readDeliveryNote(raw: unknown): SmsDeliveryNote {
  const parsed = smsDeliveryNoteSchema.safeParse(raw);
  return parsed.success ? parsed.data : {};
}

/** Sends one text; throws on failure (the queue retries the turn). */
export interface SmsSender {
  send(to: string, from: string, body: string): Promise<{ sid: string }>;
}

export interface SmsWorkerDeps {
  messages: SmsSender;
  /** The languages whose keywords the Messaging Service has (carrier-keywords.ts `keywordLanguages`): Twilio's to answer (invariant spanish-keywords-set-in-twilio). */
  keywordLanguages?: readonly Language[];
  store: Pick<ConversationStore, 'load' | 'saveDeliveryNote' | 'setOptedOut'>;
  /** How the first text to a phone names who is texting (invariant sms-first-text-introduces). */
  businessName: string;
}

/**
 * @example const sms = createSmsWorkerChannel({ messages: createTwilioMessages(config.sms), store: bot.store, businessName: 'Spin City' });
 */
export function createSmsWorkerChannel(deps: SmsWorkerDeps): SmsAdapter {
  /** Texts `texts` to the conversation `key`'s phone (invariant twilio-refusal-not-retried). */
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
  /** After a message answered here, with no turn: the delivery note, with the next page of choices when there are more. */
  const remember = (key: string, note: SmsDeliveryNote, more?: SmsDeliveryNote['more']) =>
    deps.store.saveDeliveryNote(key, noteWith(note, more));
  /**
   * The phone outside a turn (invariants sms-outside-turn-uses-sealed-phone, opted-out-gets-nothing-unasked),
   * and the person's language (the conversation's, else their sign-in's).
   */
  const phoneOf = async (key: string) => {
    const loaded = await deps.store.load(key);
    const language = spokenLanguageOf(loaded);
    return { phone: loaded.optedOut ? undefined : loaded.link?.phone, language };
  };
  /** Texts a turn's replies (invariant sms-sends-what-it-is-given); the delivery note to keep (the turn saves it). */
  const deliver = async (
    key: string,
    target: Pick<SmsReplyTarget, 'phone' | 'businessNumber'>,
    result: TurnResult,
  ) => {
    // What the channel says of its own, in the turn's language.
    const words = await wordsIn(result.language);
    const before = readDeliveryNote(result.deliveryNote);
    const introduce = !before.introduced && result.replies.length > 0;
    const introduction = {
      type: 'text' as const,
      text: words.t('sms.introduction', { business: deps.businessName }),
    };
    const rendering = renderSms(introduce ? [introduction, ...result.replies] : result.replies, { words });
    await sendAll(key, target, rendering.messages);
    const { morePage: page, morePrompt: prompt } = rendering;
    return noteWith(
      { introduced: before.introduced || introduce || undefined },
      page && prompt ? { prompt, page, language: result.language } : undefined,
    );
  };

  return {
    async intercept(conversation, turn) {
      const { target } = turn;
      const key = keyOf(conversation);
      const text = turn.input.type === 'text' ? turn.input.text : '';
      const keyword = readCarrierKeyword(text, deps.keywordLanguages);
      const more = isMoreRequest(text);
      if (!keyword && !more) return { handled: false };
      const loaded = await deps.store.load(key);
      const note = readDeliveryNote(loaded.note);
      // Answered by the previous release (its note's list) or as a turn: nothing is sent again.
      if (answeredIn(loaded, turn.messageId)) return { handled: true };
      // The turn goes on with this read (invariant keyword-read-handed-over): the conversation is read once.
      if (keyword === 'opt-in' && isOnlyOptInWhenOptedOut(text) && !loaded.optedOut)
        return { handled: false, loaded };

      // Twilio has answered the word already (invariant twilio-answers-carrier-keywords): only what it changes is recorded.
      if (keyword === 'opt-out') {
        if (!loaded.optedOut) await deps.store.setOptedOut(key, true);
        return { handled: true };
      }
      if (keyword === 'opt-in') {
        if (loaded.optedOut) await deps.store.setOptedOut(key, false);
        await deps.store.setOptedOut(legacySmsKey(target.businessNumber, target.phone), false);
        // Back where the conversation was: the question on screen is asked again.
        return { handled: false, input: { type: 'resume' }, loaded: { ...loaded, optedOut: false } };
      }
      if (loaded.optedOut) return { handled: true };
      if (keyword === 'help') {
        await remember(key, note, note.more);
        return { handled: true };
      }
      if (!note.more) return { handled: false, loaded };
      const { language = 'en' } = note.more;
      const page = renderSms([note.more.prompt as PromptReply], {
        page: note.more.page,
        words: await wordsIn(language),
      });
      await sendAll(key, target, page.messages);
      await remember(
        key,
        note,
        page.morePage ? { prompt: note.more.prompt, page: page.morePage, language } : undefined,
      );
      return { handled: true };
    },

    words: SMS_WORDS,
    deliver: (conversation, turn, result) => deliver(keyOf(conversation), turn.target, result),

    async reach(conversation, loaded) {
      // The phone sealed at sign-in; whether the person opted out is the turn's decision (invariant opted-out-runs-nothing).
      const phone = loaded.link?.phone;
      return phone
        ? { channel: 'sms' as const, phone, businessNumber: conversation.businessNumber }
        : undefined;
    },

    phoneOf: (target) => target.phone,

    async notify(conversation, text) {
      const key = keyOf(conversation);
      const { phone, language } = await phoneOf(key);
      if (phone)
        await sendAll(
          key,
          { phone, businessNumber: conversation.businessNumber },
          renderSms([{ type: 'text', text }], { language }).messages,
        );
    },

    async apologize(conversation, target) {
      const key = keyOf(conversation);
      const loaded = await deps.store.load(key);
      if (loaded.optedOut) return;
      const said = await wordsIn(spokenLanguageOf(loaded));
      await sendAll(
        key,
        target,
        renderSms([{ type: 'text', text: said.t('sms.apology') }], { words: said }).messages,
      );
    },

    keepsDecentHours: true,
  };
}

/** The delivery note: whether the phone was introduced (kept), and the next page of choices when there are more. */
function noteWith({ introduced }: SmsDeliveryNote, more?: SmsDeliveryNote['more']): SmsDeliveryNote {
  return { ...(introduced ? { introduced } : {}), ...(more ? { more } : {}) };
}
