/**
 * Sign in by phone and one-time code (seed: request-otp → verify-otp → token), and sign up for a
 * new customer (seed: customer creation, which texts the code itself).
 */
import { isLaundryApiError } from '../../laundry/errors';
import { maskPhone, normalize, readOtp, readPhone } from '../read-text';
import {
  type Accepted,
  type Answer,
  asking,
  askText,
  type Flow,
  ok,
  picked,
  retry,
  type Step,
  type StepContext,
  say,
  yesNo,
} from '../step';
import type { DialogState, SignUp } from '../types';

/** Wrong codes allowed before a cool-down. */
export const MAX_OTP_ATTEMPTS = 5;
/** How long sign-in is locked after too many wrong codes. */
export const OTP_COOL_DOWN_MS = 10 * 60 * 1000;

const SIGN_UP = 'sign-up';

async function sendCode(ctx: StepContext, phoneNumber: string): Promise<Accepted | undefined> {
  try {
    await ctx.deps.laundry.requestOtp({ phoneNumber, businessId: ctx.deps.businessId });
    return undefined;
  } catch (error) {
    if (isLaundryApiError(error, 'not_found')) {
      return retry(
        `I couldn't find an account for ${maskPhone(phoneNumber)}. Check the number, or choose "I'm new here" to sign up.`,
      );
    }
    if (isLaundryApiError(error, 'invalid'))
      return retry(`The service refused that number: ${error.serviceMessage}.`);
    throw error;
  }
}

/** Why sign-in is locked (too many wrong codes), or undefined when it is not. */
function lockedReason(ctx: StepContext): string | undefined {
  const { lockedUntil } = ctx.state.signIn;
  const lockedFor = lockedUntil ? Date.parse(lockedUntil) - ctx.now.getTime() : 0;
  if (lockedFor <= 0) return undefined;
  const minutes = Math.ceil(lockedFor / 60_000);
  return `Too many wrong codes. Please wait ${minutes} minute${minutes === 1 ? '' : 's'}, then ask for a new code.`;
}

const phone: Step = {
  id: 'phone',
  title: 'Phone number',
  filled: (s) => s.signIn.phoneNumber !== undefined,
  clear: (s) => {
    s.signIn.phoneNumber = undefined;
  },
  async ask() {
    return askText(
      "To order, let's sign you in. What's your mobile number?",
      '10 digits, like 212 555 0101.',
      [{ value: SIGN_UP, label: "I'm new here — sign up" }],
    );
  },
  async accept(ctx, answer) {
    if (picked(answer) === SIGN_UP || normalize(answer.text) === 'sign up') {
      ctx.state.flow = 'sign-up';
      ctx.state.signIn.signUp = {};
      return ok();
    }
    const phoneNumber = readPhone(answer.text);
    if (!phoneNumber) return retry("That doesn't look like a 10-digit phone number.");
    const locked = lockedReason(ctx);
    if (locked) return retry(locked);
    const refused = await sendCode(ctx, phoneNumber);
    if (refused) return refused;
    ctx.state.signIn.phoneNumber = phoneNumber;
    ctx.state.signIn.otpAttempts = 0;
    return ok([say(`I've texted a code to ${maskPhone(phoneNumber)}.`)]);
  },
};

const RESEND = 'resend';
const OTHER_NUMBER = 'other-number';

const otp: Step = {
  id: 'otp',
  title: 'Code',
  // Filled only by the session it produces: the engine leaves the flow when the code is right.
  filled: () => false,
  clear: () => {},
  async ask(ctx) {
    const phoneNumber = ctx.state.signIn.phoneNumber ?? '';
    return askText(
      `What's the code we texted to ${maskPhone(phoneNumber)}?`,
      'The digits from the text message.',
      [
        { value: RESEND, label: 'Send it again' },
        { value: OTHER_NUMBER, label: 'Use another number' },
      ],
    );
  },
  async accept(ctx, answer) {
    const { signIn } = ctx.state;
    const phoneNumber = signIn.phoneNumber ?? '';
    const choice = picked(answer) ?? (normalize(answer.text) === 'send it again' ? RESEND : undefined);
    if (choice === OTHER_NUMBER) {
      signIn.phoneNumber = undefined;
      if (signIn.signUp) signIn.signUp.created = undefined;
      return ok();
    }
    const locked = lockedReason(ctx);
    if (locked) return retry(locked);
    if (choice === RESEND) {
      const refused = await sendCode(ctx, phoneNumber);
      if (refused) return refused;
      signIn.otpAttempts = 0;
      signIn.lockedUntil = undefined;
      return { kind: 'stay', say: [say(`I've sent a new code to ${maskPhone(phoneNumber)}.`)] };
    }
    const code = readOtp(answer.text);
    if (!code) return retry('The code is the digits from the text message.');
    try {
      const verified = await ctx.deps.laundry.verifyOtp({ phoneNumber, otp: code });
      const resume = signIn.resumeOrder;
      ctx.state.signIn = { otpAttempts: 0 };
      ctx.state.prompt = undefined;
      // Whoever signed in, their own last order is looked up afresh.
      ctx.state.lastOrderId = undefined;
      ctx.state.flow = resume ? 'order' : 'idle';
      ctx.state.history = [];
      return {
        kind: 'ok',
        say: [
          say(
            resume ? "You're signed in again — let's pick up where we left off." : "You're signed in.",
            'success',
          ),
        ],
        session: { serviceCustomerId: verified.serviceCustomerId, token: verified.token },
      };
    } catch (error) {
      if (!isLaundryApiError(error, 'invalid', 'unauthorized', 'not_found')) throw error;
      signIn.otpAttempts += 1;
      const left = MAX_OTP_ATTEMPTS - signIn.otpAttempts;
      if (left <= 0) {
        signIn.lockedUntil = new Date(ctx.now.getTime() + OTP_COOL_DOWN_MS).toISOString();
        return retry(
          `That code isn't right, and that was the last try. Please wait ${OTP_COOL_DOWN_MS / 60_000} minutes, then ask for a new code.`,
        );
      }
      return retry(`That code isn't right. ${left} ${left === 1 ? 'try' : 'tries'} left.`);
    }
  },
};

export const signInFlow: Flow = { id: 'sign-in', steps: [phone, otp] };

// ── Sign up ────────────────────────────────────────────────────────────────────────────────────────

const signUpOf = (s: DialogState) => {
  s.signIn.signUp ??= {};
  return s.signIn.signUp;
};

/** `filled` and `clear` of a sign-up step that answers one field. */
function signUpField(field: keyof SignUp): Pick<Step, 'filled' | 'clear'> {
  return {
    filled: (s) => signUpOf(s)[field] !== undefined,
    clear: (s) => {
      signUpOf(s)[field] = undefined;
    },
  };
}

function yesNoStep(
  id: string,
  title: string,
  question: string,
  field: 'optOutMarketingSms' | 'isCommercial' | 'isInvoicingEnabled',
  invert = false,
): Omit<Step, 'when'> {
  return {
    id,
    title,
    ...signUpField(field),
    async ask() {
      return asking(yesNo(question));
    },
    async accept(ctx, answer: Answer) {
      const value = picked(answer);
      if (value !== 'yes' && value !== 'no') return retry('Please answer yes or no.');
      signUpOf(ctx.state)[field] = invert ? value === 'no' : value === 'yes';
      return ok();
    },
  };
}

const name: Step = {
  id: 'sign-up-name',
  title: 'Name',
  filled: (s) => signUpOf(s).firstName !== undefined,
  clear: (s) => {
    Object.assign(signUpOf(s), { firstName: undefined, lastName: undefined });
  },
  async ask() {
    return askText("Welcome! What's your first and last name?", 'For example: Ana Lima.');
  },
  async accept(ctx, answer) {
    const words = answer.text.trim().split(/\s+/).filter(Boolean);
    if (words.length < 2 || answer.text.length > 100)
      return retry('Please give both your first and last name.');
    Object.assign(signUpOf(ctx.state), { firstName: words[0], lastName: words.slice(1).join(' ') });
    return ok();
  },
};

const signUpPhone: Step = {
  ...phone,
  id: 'sign-up-phone',
  async ask() {
    return askText("What's your mobile number?", '10 digits, like 212 555 0101.');
  },
  async accept(ctx, answer) {
    const phoneNumber = readPhone(answer.text);
    if (!phoneNumber) return retry("That doesn't look like a 10-digit phone number.");
    ctx.state.signIn.phoneNumber = phoneNumber;
    return ok();
  },
  resets: ['sign-up-create'],
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email: Step = {
  id: 'sign-up-email',
  title: 'Email',
  ...signUpField('email'),
  async ask() {
    return askText("What's your email address?", 'For receipts, like ana@example.com.');
  },
  async accept(ctx, answer) {
    const value = answer.text.trim();
    if (!EMAIL.test(value) || value.length > 254) return retry("That doesn't look like an email address.");
    signUpOf(ctx.state).email = value;
    return ok();
  },
};

const marketing: Step = yesNoStep(
  'sign-up-marketing',
  'Marketing texts',
  'May we text you news and offers now and then?',
  'optOutMarketingSms',
  true,
);

const commercial: Step = {
  ...yesNoStep('sign-up-commercial', 'Business account', 'Is this account for a business?', 'isCommercial'),
  resets: ['sign-up-invoicing', 'sign-up-business-name'],
};

const invoicing: Step = {
  ...yesNoStep(
    'sign-up-invoicing',
    'Invoicing',
    'Should we invoice the business instead of charging a card?',
    'isInvoicingEnabled',
  ),
  when: { test: (s) => signUpOf(s).isCommercial === true, label: 'business account' },
  resets: ['sign-up-business-name'],
};

const businessName: Step = {
  id: 'sign-up-business-name',
  title: 'Business name',
  when: {
    test: (s) => signUpOf(s).isCommercial === true && signUpOf(s).isInvoicingEnabled === true,
    label: 'invoiced business',
  },
  ...signUpField('businessName'),
  async ask() {
    return askText("What's the business's name, as it should appear on invoices?", '');
  },
  async accept(ctx, answer) {
    const value = answer.text.trim();
    if (value.length < 2 || value.length > 120) return retry('Please type the business name.');
    signUpOf(ctx.state).businessName = value;
    return ok();
  },
};

/** Creates the customer; the service texts the first code itself. */
const create: Step = {
  id: 'sign-up-create',
  title: 'Create account',
  filled: (s) => signUpOf(s).created === true,
  clear: (s) => {
    signUpOf(s).created = undefined;
  },
  async ask(ctx) {
    const signUp = signUpOf(ctx.state);
    const phoneNumber = ctx.state.signIn.phoneNumber ?? '';
    const isCommercial = signUp.isCommercial ?? false;
    const isInvoicingEnabled = isCommercial && (signUp.isInvoicingEnabled ?? false);
    try {
      await ctx.deps.laundry.createCustomer({
        firstName: signUp.firstName ?? '',
        lastName: signUp.lastName ?? '',
        phoneNumber,
        optOutMarketingSms: signUp.optOutMarketingSms ?? true,
        email: signUp.email ?? '',
        businessId: ctx.deps.businessId,
        isCommercial,
        isInvoicingEnabled,
        ...(isInvoicingEnabled ? { businessName: signUp.businessName ?? '' } : {}),
      });
    } catch (error) {
      if (!isLaundryApiError(error, 'invalid')) throw error;
      if (error.status === 409) {
        // The number already has an account: sign in instead of failing.
        await ctx.deps.laundry.requestOtp({ phoneNumber, businessId: ctx.deps.businessId });
        ctx.state.flow = 'sign-in';
        return {
          kind: 'filled',
          say: [
            say(`${maskPhone(phoneNumber)} already has an account, so I've texted you a code to sign in.`),
          ],
        };
      }
      ctx.state.signIn.phoneNumber = undefined;
      return {
        kind: 'filled',
        say: [say(`The service couldn't create the account: ${error.serviceMessage}.`, 'warning')],
      };
    }
    signUp.created = true;
    return {
      kind: 'filled',
      say: [say(`Account created! I've texted a code to ${maskPhone(phoneNumber)}.`, 'success')],
    };
  },
  async accept() {
    return ok();
  },
};

export const signUpFlow: Flow = {
  id: 'sign-up',
  steps: [name, signUpPhone, email, marketing, commercial, invoicing, businessName, create, otp],
};
