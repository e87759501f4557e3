/**
 * Sign in by phone and one-time code (seed: request-otp → verify-otp → token). Pushed by the engine
 * on whatever needs a session (or an idle one); ends with the session, and the frame below checks whose it is.
 *
 * @invariant sms-code-to-texting-phone By SMS the code goes only to the phone that is texting: a typed number is refused, and a sender outside North America (the service's numbers are 10 digits) cannot sign in or sign up by text.
 * @invariant codes-sent-limited-per-phone Codes texted to a phone are limited per 10 minutes and per day, counted in the table across conversations and channels; "send it again" counts too. Over a limit the person is told how long.
 * @invariant codes-capped-per-requester Codes and sign-ups are also capped per requester (a Slack user and their workspace, or the conversation: lib/conversation/conversation.ts `requestersOf`), in the table with a TTL, so one person cannot make the service text many phones; a capped request sends nothing, creates no customer, and the person is told why and for how long.
 * @invariant wrong-codes-limited-per-phone Wrong codes are limited per phone the same way (a cool-down after MAX_OTP_ATTEMPTS).
 * @invariant late-code-is-still-a-code When the service does not answer a request for a code (it may have texted one), the code step is asked anyway, saying so: a code that arrives late is read as a code, never as a phone number, and "Send it again" is offered. A code typed where none was asked for is named as a code.
 * @invariant short-code-uses-no-try A code of the wrong length (the codes are OTP_DIGITS long) is not sent to the service and uses up no try; a code the service could not check (it did not answer) uses none either.
 * @invariant code-request-named-at-code At the code alone, a reply with no digit and no question that names one request by its parts (sent again, or the number wrong) is that request, whatever else it says: either changes nothing of an order or account.
 * @invariant no-code-read-by-options At the code, a reply holding no digits and no code said in words is read by the options' words ("el dos", "Quisiera poner otro número"), never as a code; one holding digits is the code's to read.
 * @invariant right-code-greets-account-name The reply to a right code greets the account's first name (see verifyOtpResponseSchema's GAP), so someone signed in to an account not theirs notices at once.
 */
import * as z from 'zod';
import { stripControls } from '../dialog/clean-text';
import { maskPhone } from '../dialog/mask-phone';
import { end, finalStep } from '../dialog/prompts';
import { askText, ok, picked, retry, say } from '../dialog/step-helpers';
import type { ReplyOption } from '../dialog/types';
import { isLaundryApiError } from '../laundry/errors';
import { lazySchema } from '../lazy-schema';
import {
  asksWhatItTakes,
  codeRequestNamed,
  isNewCustomer,
  nameAfterNewCustomer,
  readCodeRequest,
  readOtp,
  readPhoneSaid,
  readYesNo,
  recognizeChoice,
} from '../recognize';
import type { SendAllowance } from '../store/sign-in-attempts';
import type { Words } from '../words';
import type { Accepted, Flow, Step, StepContext } from './flow';

/** Wrong codes allowed per phone number before a cool-down (counted in the table, across conversations). */
export const MAX_OTP_ATTEMPTS = 5;
/**
 * Digits in a sign-in code. GAP: the seed does not state the OTP's length; the sandbox texts 6 digits
 * (and SANDBOX_OTP must be 6), which is the reading here (invariant short-code-uses-no-try).
 */
export const OTP_DIGITS = 6;
/** How long sign-in is locked after too many wrong codes. */
export const OTP_COOL_DOWN_MS = 10 * 60 * 1000;

const signInDataSchema = lazySchema(() =>
  z.object({
    phoneNumber: z.string().optional(),
  }),
);
type SignInData = z.infer<typeof signInDataSchema>;

/** What sign-in and sign-up hand back: who signed in. */
export type SignInResult = { serviceCustomerId: number };

/**
 * What asking the service to text a code came to: sent; `unsure` when the service did not answer in
 * time (it may have texted one: invariant late-code-is-still-a-code); or refused, with the reason to ask again.
 */
export type CodeSent = { sent: true } | { sent: 'unsure' } | { sent: false; refused: Accepted };

/** Asks the service to text a code. */
export async function sendCode(ctx: StepContext<unknown>, phoneNumber: string): Promise<CodeSent> {
  const refused = (reason: string): CodeSent => ({ sent: false, refused: retry(reason) });
  const locked = await lockedReason(ctx, phoneNumber);
  if (locked) return refused(locked);
  // invariant codes-capped-per-requester
  const allowance = await ctx.deps.signInAttempts.recordSend(phoneNumber, ctx.requesters);
  if (!allowance.allowed) return refused(tooManyCodes(allowance, phoneNumber, ctx.now, ctx.words));
  try {
    await ctx.deps.laundry.requestOtp({ phoneNumber, businessId: ctx.deps.businessId });
    return { sent: true };
  } catch (error) {
    if (isLaundryApiError(error, 'unavailable')) return { sent: 'unsure' };
    if (isLaundryApiError(error, 'not_found')) {
      return refused(
        `I couldn't find an account for ${maskPhone(phoneNumber)}. Check the number, or choose "I'm new here" to sign up.`,
      );
    }
    if (isLaundryApiError(error, 'invalid'))
      return refused(`The service refused that number: ${error.serviceMessage}.`);
    throw error;
  }
}

/** Said when the service did not answer a request for a code: one may still arrive (invariant late-code-is-still-a-code). */
export const CODE_MAYBE_SENT =
  "The laundry service didn't answer in time, so I can't tell whether it texted you a code. If one arrives, type it here; if not, choose Send it again.";

/** Why sign-in is locked for this phone (too many wrong codes, from any conversation), or undefined. */
async function lockedReason(ctx: StepContext<unknown>, phoneNumber: string): Promise<string | undefined> {
  const { lockedUntil } = await ctx.deps.signInAttempts.status(phoneNumber);
  const lockedFor = lockedUntil ? Date.parse(lockedUntil) - ctx.now.getTime() : 0;
  if (lockedFor <= 0) return undefined;
  const minutes = Math.ceil(lockedFor / 60_000);
  return `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}, then ask for a new code.`;
}

/** Why a code cannot be texted now (or an account created), and for how long. */
export function tooManyCodes(
  refused: Exclude<SendAllowance, { allowed: true }>,
  phoneNumber: string,
  now: Date,
  words: Words,
): string {
  if (refused.limit === 'business') {
    const hours = Math.max(1, Math.ceil((Date.parse(refused.until) - now.getTime()) / 3_600_000));
    return words.t('signUp.businessCapped', { phone: maskPhone(phoneNumber), hours });
  }
  if (refused.limit === 'requester') {
    const hours = Math.max(1, Math.ceil((Date.parse(refused.until) - now.getTime()) / 3_600_000));
    const minutes = Math.max(1, Math.ceil((Date.parse(refused.until) - now.getTime()) / 60_000));
    const wait = minutes <= 60 ? `${minutes} minute${minutes === 1 ? '' : 's'}` : `${hours} hours`;
    return `That's the most codes and new accounts I can send from here for now, so I sent nothing to ${maskPhone(phoneNumber)}. Please try again in ${wait}.`;
  }
  const most = `That's the most codes I can text to ${maskPhone(phoneNumber)}`;
  if (refused.limit === 'day') return `${most} today. Please try again tomorrow.`;
  const minutes = Math.max(1, Math.ceil((Date.parse(refused.until) - now.getTime()) / 60_000));
  return `${most} in 10 minutes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}, then ask again.`;
}

/** A phone texting from outside North America: the service's phone numbers are 10 digits (invariant sms-code-to-texting-phone). */
export const NOT_BY_TEXT =
  "Sorry, by text I can only sign in US and Canadian mobile numbers: the laundry's accounts use 10-digit numbers, and the code goes only to the phone that is texting.";

/** The question a sender outside North America gets instead of a sign-in or a sign-up. */
export const notByTextAsk = () => askText(NOT_BY_TEXT, 'Sign-in by text needs a US or Canadian number.');

const SIGN_UP = 'sign-up';

const phone: Step<SignInData> = {
  id: 'phone',
  title: 'Phone number',
  // A number read, never text kept: a dialect's words read as the standard ones (invariant dialect-read-as-standard).
  readsValue: true,
  filled: (d) => d.phoneNumber !== undefined,
  clear: (d) => {
    d.phoneNumber = undefined;
  },
  // "first time, need an account", "soy cliente nuevo": the sign-up option, in own words (invariant
  // new-customer-whole); "Sign me up. Ron Kowalski" too, its name taken to the sign-up.
  readsFirst: (text) =>
    isNewCustomer(text) || nameAfterNewCustomer(text) !== undefined ? { option: SIGN_UP } : undefined,
  // "¿qué necesito para registrarme?": a question of what it takes is read whole, asked back, never the
  // sign-up option named by its words (invariant new-customer-whole).
  readsWhole: (text) => asksWhatItTakes(text),
  async ask(ctx) {
    const signUp: ReplyOption = {
      value: SIGN_UP,
      label: ctx.words.t('signIn.newHere'),
      role: 'choice',
      synonyms: ['sign up', 'new', 'register', 'create account'],
    };
    const sender = ctx.senderPhone;
    if (ctx.channel.textsFromPhone && !sender) return notByTextAsk();
    if (sender) {
      // By SMS the code goes to the phone that is texting: the number routes, the code proves it.
      return askText(
        ctx.words.t('signIn.textThisPhone', { phone: maskPhone(sender) }),
        ctx.words.t('signIn.textThisPhoneHint'),
        [
          {
            value: TEXT_HERE,
            label: ctx.words.t('signIn.yesTextMe'),
            role: 'primary',
            // "sí pues, mándeme", "send me one": the sending asked for, in either language.
            synonyms: [
              'yes',
              'code',
              'send it',
              'ok',
              'send me',
              'text me',
              'mandeme',
              'envieme',
              'mandemelo',
              'enviemelo',
            ],
          },
          signUp,
        ],
      );
    }
    return askText(ctx.words.t('signIn.askPhone'), ctx.words.t('signIn.phoneHint'), [signUp]);
  },
  async accept(ctx, answer) {
    const sender = ctx.senderPhone;
    if (ctx.channel.textsFromPhone && !sender) return retry(NOT_BY_TEXT);
    if (picked(answer) === SIGN_UP) {
      // "Sign me up. Ron Kowalski": the name said with it is the sign-up's first answer (invariant sign-up-takes-name-said).
      const name = nameAfterNewCustomer(answer.text);
      return { kind: 'replace', flow: 'sign-up', ...(name === undefined ? {} : { args: { name } }) };
    }
    const said = readPhoneSaid(answer.text);
    // "212 555 0101.. no wait that's my wife's": asked which is theirs, as at sign-up (the phone reader's one reading).
    if (said && 'takenBack' in said && !sender) return retry(ctx.words.t('signIn.numberTakenBack'));
    const typed = said && 'phone' in said ? said.phone : undefined;
    // invariant late-code-is-still-a-code
    if (!typed && readOtp(answer.text)?.length === OTP_DIGITS && picked(answer) !== TEXT_HERE)
      return retry(sender ? ctx.words.t('signIn.codeTooEarlyByText') : ctx.words.t('signIn.codeTooEarly'));
    if (sender && typed !== sender && picked(answer) !== TEXT_HERE && readYesNo(answer.text) !== true) {
      return retry(typed ? ctx.words.t('signIn.codeGoesToThisPhone') : ctx.words.t('signIn.sayYes'));
    }
    const phoneNumber = sender ?? typed;
    if (!phoneNumber) return retry(ctx.words.t('signIn.notAPhone'));
    const code = await sendCode(ctx, phoneNumber);
    if (code.sent === false) return code.refused;
    // By SMS the state names the sender, not the number: it comes with every text (phoneOf).
    ctx.data.phoneNumber = sender ? SENDER : phoneNumber;
    if (code.sent === 'unsure') return ok([say(CODE_MAYBE_SENT, 'warning')]);
    return ok([say(ctx.words.t('signIn.texted'))]);
  },
};

const TEXT_HERE = 'text-here';
/** The phone number kept in the state when it is the SMS sender's: the state never holds it in clear. */
const SENDER = 'sender';

/** The number the code went to: the SMS sender's, or the one typed. */
function phoneOf(ctx: StepContext<{ phoneNumber?: string | undefined }>): string {
  const kept = ctx.data.phoneNumber ?? '';
  return kept === SENDER ? (ctx.senderPhone ?? '') : kept;
}
const RESEND = 'resend';
const OTHER_NUMBER = 'other-number';

/** The code step, shared by sign-in and sign-up: ends the flow with the session, greeting the account. */
export function otpStep<D extends { phoneNumber?: string | undefined; firstName?: string | undefined }>(
  onOtherNumber: (data: D) => void,
): Step<D> {
  const options = (words: Words): ReplyOption[] => [
    {
      value: RESEND,
      label: words.t('signIn.sendAgain'),
      role: 'choice',
      synonyms: [
        'resend',
        'send again',
        'new code',
        'send a new code',
        'another code',
        "didn't get it",
        'no code',
      ],
    },
    {
      value: OTHER_NUMBER,
      label: words.t('signIn.anotherNumber'),
      role: 'choice',
      synonyms: ['another number', 'wrong number', 'change number'],
    },
  ];
  return finalStep({
    id: 'otp',
    title: 'Code',
    secret: true,
    // A code read, or a request for another ("no m llega", "mi nuh get nuh code"), in standard words.
    readsValue: true,
    // "no text came through, can you send it again", "that's not my number" (invariant code-request-whole).
    readsFirst: (text, _data, words) => {
      const request = readCodeRequest(text);
      // "Quisiera poner otro número": one request named by its parts, at the code alone
      // (invariant code-request-named-at-code).
      const named = request ?? codeRequestNamed(text);
      if (named) return { option: named === 'resend' ? RESEND : OTHER_NUMBER };
      // "el dos", "Quisiera poner otro número": a reply holding no code is read by the options' words,
      // as any question's options are; one holding digits is the code's to read (invariant no-code-read-by-options).
      if (/\d/.test(text) || readOtp(text) !== undefined) return undefined;
      const read = recognizeChoice(text, options(words), { multi: false, timeZone: 'UTC' });
      const option = read.kind === 'picked' && read.values.length === 1 ? read.values[0] : undefined;
      return option === undefined ? undefined : { option };
    },
    // Filled only by the session it produces: the flow ends when the code is right.
    async ask(ctx) {
      return askText(
        ctx.words.t('signIn.askCode', { phone: maskPhone(phoneOf(ctx)) }),
        ctx.words.t('signIn.askCodeHint'),
        // By SMS the number is the phone texting: there is no other one to use.
        options(ctx.words).filter((o) => !ctx.channel.textsFromPhone || o.value !== OTHER_NUMBER),
      );
    },
    async accept(ctx, answer) {
      const phoneNumber = phoneOf(ctx);
      const choice = picked(answer);
      // By SMS the number is the phone texting: there is no other one to use.
      if (choice === OTHER_NUMBER && !ctx.channel.textsFromPhone) {
        onOtherNumber(ctx.data);
        return ok();
      }
      if (choice === RESEND) {
        const sent = await sendCode(ctx, phoneNumber);
        if (sent.sent === false) return sent.refused;
        if (sent.sent === 'unsure') return { kind: 'stay', say: [say(CODE_MAYBE_SENT, 'warning')] };
        return {
          kind: 'stay',
          say: [say(ctx.words.t('signIn.sentAgain'))],
        };
      }
      const code = readOtp(answer.text);
      if (!code) return retry(ctx.words.t('signIn.codeIsDigits'));
      // invariant short-code-uses-no-try
      if (code.length !== OTP_DIGITS)
        return retry(
          ctx.words.t('signIn.codeLength', { digits: String(OTP_DIGITS), typed: String(code.length) }),
        );
      const locked = await lockedReason(ctx, phoneNumber);
      if (locked) return retry(locked);
      try {
        const verified = await ctx.deps.laundry.verifyOtp({ phoneNumber, otp: code });
        await ctx.deps.signInAttempts.reset(phoneNumber);
        const session = { serviceCustomerId: verified.serviceCustomerId, token: verified.token, phoneNumber };
        const result: SignInResult = { serviceCustomerId: session.serviceCustomerId };
        // The account's own name first; the name given at sign-up (this conversation's) only without it.
        const name = firstWord(verified.firstName) ?? firstWord(ctx.data.firstName);
        const greeting = name
          ? ctx.words.t('signIn.signedInNamed', { name })
          : ctx.words.t('signIn.signedInPhone', { phone: maskPhone(phoneNumber) });
        // The name as they typed it, accents and all, on every channel (invariant name-kept-whole).
        const greeted = name ? { ...say(greeting, 'success'), names: [name] } : say(greeting, 'success');
        return { ...end(result, greeted), session };
      } catch (error) {
        if (isLaundryApiError(error, 'unavailable')) return retry(ctx.words.t('signIn.codeNotChecked'));
        if (!isLaundryApiError(error, 'invalid', 'unauthorized', 'not_found')) throw error;
        const { failures, lockedUntil } = await ctx.deps.signInAttempts.recordFailure(phoneNumber);
        const left = MAX_OTP_ATTEMPTS - failures;
        if (lockedUntil || left <= 0) {
          return retry(ctx.words.t('signIn.lastTry', { minutes: String(OTP_COOL_DOWN_MS / 60_000) }));
        }
        return retry(ctx.words.t('signIn.wrongCode', { left }));
      }
    },
  });
}

/** A first name fit to say back: its first word, without control characters, not too long. */
function firstWord(name: string | undefined): string | undefined {
  return (
    stripControls(name ?? '')
      .trim()
      .split(/\s+/)[0]
      ?.slice(0, 30) || undefined
  );
}

export const signInFlow: Flow<SignInData> = {
  id: 'sign-in',
  title: 'Sign in',
  schema: signInDataSchema,
  needsSession: false,
  init: (args) => signInDataSchema.parse(args ?? {}),
  steps: [
    phone,
    otpStep<SignInData>((d) => {
      d.phoneNumber = undefined;
    }),
  ],
  transitions: { replace: ['sign-up'] },
  result: 'the session',
  // Nothing of a sign-in can be dropped: the flow below needs it.
  nevermind: 'nothing',
};
