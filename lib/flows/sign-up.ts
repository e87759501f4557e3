/**
 * Sign up for a new customer (seed: customer creation, which texts the code itself), then the code.
 * By SMS the account is for the phone that is texting: its number is not asked (invariant sms-code-to-texting-phone).
 */
import * as z from 'zod';
import { maskPhone } from '../dialog/mask-phone';
import { field, textPrompt, yesNoPrompt } from '../dialog/prompts';
import { asking, askText, fields, ok, picked, retry, say } from '../dialog/step-helpers';
import type { Reply } from '../dialog/types';
import { isLaundryApiError } from '../laundry/errors';
import { lazySchema } from '../lazy-schema';
import { readPhone } from '../recognize';
import type { Flow, Step } from './flow';
import { CODE_MAYBE_SENT, NOT_BY_TEXT, notByTextAsk, otpStep, sendCode, tooManyCodes } from './sign-in';

const signUpDataSchema = lazySchema(() =>
  z.object({
    firstName: z.string().optional(),
    lastName: z.string().optional(),
    phoneNumber: z.string().optional(),
    email: z.string().optional(),
    optOutMarketingSms: z.boolean().optional(),
    isCommercial: z.boolean().optional(),
    isInvoicingEnabled: z.boolean().optional(),
    businessName: z.string().optional(),
    /** True once the person said the details shown are right (invariant sign-up-shows-details-first). */
    confirmed: z.boolean().optional(),
    /** True while the person picks which detail to change. */
    editing: z.boolean().optional(),
    /** True once the customer was created (the service texted a code). */
    created: z.boolean().optional(),
  }),
);
type SignUpData = z.infer<typeof signUpDataSchema>;
type SignUpStep = Step<SignUpData>;

/** `filled`/`clear`/`value` of a step answering one field. */
const fieldOf = (key: keyof SignUpData) => fields<SignUpData, keyof SignUpData>(key);

const name: SignUpStep = {
  id: 'name',
  title: 'Name',
  ...fieldOf('firstName'),
  async ask() {
    return askText("Welcome! What's your first and last name?", 'For example: Ana Lima.');
  },
  async accept(ctx, answer) {
    if (readPhone(answer.text) || /\d{3}/.test(answer.text))
      return retry("That looks like a number. What's your first and last name?");
    const words = answer.text.trim().split(/\s+/).filter(Boolean);
    if (words.length < 2 || answer.text.length > 100)
      return retry('Please give both your first and last name.');
    Object.assign(ctx.data, { firstName: words[0], lastName: words.slice(1).join(' ') });
    return ok();
  },
};

const phone: SignUpStep = {
  id: 'phone',
  title: 'Phone number',
  ...fieldOf('phoneNumber'),
  dependents: [{ step: 'create' }],
  async ask(ctx) {
    if (ctx.channel.textsFromPhone) {
      const sender = ctx.senderPhone;
      if (!sender) return notByTextAsk();
      ctx.data.phoneNumber = sender;
      return { kind: 'filled' };
    }
    return askText("What's your mobile number?", '10 digits, like 212 555 0101.');
  },
  async accept(ctx, answer) {
    // By SMS only a sender outside North America is ever asked, and no number of theirs can sign up.
    if (ctx.channel.textsFromPhone) return retry(NOT_BY_TEXT);
    const phoneNumber = readPhone(answer.text);
    if (!phoneNumber) return retry("That doesn't look like a 10-digit phone number.");
    ctx.data.phoneNumber = phoneNumber;
    return ok();
  },
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const email: SignUpStep = textPrompt({
  id: 'email',
  title: 'Email',
  field: field<SignUpData, 'email'>('email'),
  question: async () => ({ text: "What's your email address?", hint: 'For receipts, like ana@example.com.' }),
  read({ text }) {
    const value = text.trim();
    if (!EMAIL.test(value) || value.length > 254)
      return { retry: "That doesn't look like an email address." };
    return { value };
  },
});

const businessAccount = (d: SignUpData) => d.isCommercial === true;

const businessName: SignUpStep = textPrompt({
  id: 'business-name',
  title: 'Business name',
  when: { test: (d) => d.isCommercial === true && d.isInvoicingEnabled === true, label: 'invoiced business' },
  field: field<SignUpData, 'businessName'>('businessName'),
  question: async () => ({
    text: "What's the business's name, as it should appear on invoices?",
    hint: 'As on your invoices.',
  }),
  read({ text }) {
    const value = text.trim();
    if (value.length < 2 || value.length > 120) return { retry: 'Please type the business name.' };
    return { value };
  },
});

const CREATE = 'create';
const CHANGE = 'change';
const KEEP = 'keep';

/** The details a person can change before the account is created, and the words that name each one. */
const CHANGEABLE: { step: string; label: string; words: RegExp; bySms?: false }[] = [
  { step: 'name', label: 'Name', words: /\bname\b/ },
  { step: 'phone', label: 'Mobile number', words: /\b(?:phone|mobile|number)\b/, bySms: false },
  { step: 'email', label: 'Email', words: /\be-?mail\b/ },
  { step: 'marketing', label: 'News and offers', words: /\b(?:news|offers|marketing)\b/ },
  { step: 'commercial', label: 'Business account', words: /\b(?:business|invoic\w*|company)\b/ },
];

const yesOrNo = (value: boolean | undefined) => (value ? 'Yes' : 'No');

/** The details as they will be sent, the phone masked (invariant sign-up-shows-details-first). */
function detailsReply(d: SignUpData): Reply {
  const text = (t: string) => ({ type: 'text' as const, text: t });
  const business = !d.isCommercial
    ? 'No'
    : d.isInvoicingEnabled
      ? `Yes, invoiced to ${d.businessName ?? ''}`
      : 'Yes, paid by card';
  return {
    type: 'summary',
    title: 'Your new account',
    lines: [
      { label: 'Name', value: text(`${d.firstName ?? ''} ${d.lastName ?? ''}`.trim()) },
      { label: 'Mobile number', value: text(maskPhone(d.phoneNumber ?? '')) },
      { label: 'Email', value: text(d.email ?? '') },
      // Kept as an opt-out: news and offers are wanted when it is false.
      { label: 'News and offers by text', value: text(yesOrNo(d.optOutMarketingSms === false)) },
      { label: 'Business account', value: text(business) },
    ],
  };
}

/**
 * The details, shown before anything is sent to the service.
 *
 * @invariant sign-up-shows-details-first The account is created only after the person has seen its details (name, masked phone, e-mail, texts, business) and said yes; "change email" (or Change something, then the detail) asks that one again and shows the details anew.
 */
const review: SignUpStep = {
  id: 'review',
  title: 'Check your details',
  ...fieldOf('confirmed'),
  dependents: [{ step: 'create' }],
  async ask(ctx) {
    const changeable = CHANGEABLE.filter((c) => !(ctx.channel.textsFromPhone && c.bySms === false));
    if (ctx.data.editing) {
      return asking({
        kind: 'single',
        text: 'What would you like to change?',
        hint: 'Pick one; the rest stays as it is.',
        options: [
          ...changeable.map((c) => ({ value: c.step, label: c.label, role: 'choice' as const })),
          {
            value: KEEP,
            label: 'Nothing, back to my details',
            role: 'command',
            synonyms: ['nothing', 'back'],
          },
        ],
      });
    }
    return asking(
      {
        kind: 'confirm',
        text: 'Shall I create your account with these details?',
        hint: 'Create it, or change a detail first.',
        options: [
          {
            value: CREATE,
            label: 'Create my account',
            role: 'primary',
            synonyms: ['yes', 'create', 'create it', 'confirm', 'ok', 'looks good'],
          },
          {
            value: CHANGE,
            label: 'Change something',
            role: 'choice',
            synonyms: ['change', 'edit', 'fix', 'no'],
          },
        ],
      },
      [detailsReply(ctx.data)],
    );
  },
  async accept(ctx, answer) {
    const d = ctx.data;
    const value = picked(answer);
    const changeable = CHANGEABLE.filter((c) => !(ctx.channel.textsFromPhone && c.bySms === false));
    if (d.editing) {
      d.editing = false;
      if (value === KEEP) return ok();
      const chosen = changeable.find((c) => c.step === value);
      return chosen ? { kind: 'ok', revisit: chosen.step } : retry('Pick the detail to change.');
    }
    // "change email", "the name is wrong": a detail named straight away.
    const typed = (answer.text ?? '').toLowerCase();
    const named = value === CREATE ? undefined : changeable.find((c) => c.words.test(typed));
    if (named) return { kind: 'ok', revisit: named.step };
    if (value === CREATE) {
      d.confirmed = true;
      return ok();
    }
    if (value === CHANGE) {
      d.editing = true;
      return ok();
    }
    return retry('Say "create my account", or "change" and the detail, like "change email".');
  },
};

/** Creates the customer; the service texts the first code itself. */
const create: SignUpStep = {
  id: 'create',
  title: 'Create account',
  ...fieldOf('created'),
  async ask(ctx) {
    const d = ctx.data;
    const phoneNumber = d.phoneNumber ?? '';
    const isCommercial = d.isCommercial ?? false;
    const isInvoicingEnabled = isCommercial && (d.isInvoicingEnabled ?? false);
    // The service texts the first code itself: counted with the others, never refused for the phone (a
    // number is created once; a second creation is a 409), but refused for a requester over its caps
    // (invariant codes-capped-per-requester): then nothing is created and nothing texted.
    const allowance = await ctx.deps.signInAttempts.recordSignUp(phoneNumber, ctx.requesters);
    if (!allowance.allowed) {
      d.confirmed = undefined;
      if (ctx.channel.textsFromPhone) d.email = undefined;
      else d.phoneNumber = undefined;
      return { kind: 'filled', say: [say(tooManyCodes(allowance, phoneNumber, ctx.now), 'warning')] };
    }
    try {
      await ctx.deps.laundry.createCustomer({
        firstName: d.firstName ?? '',
        lastName: d.lastName ?? '',
        phoneNumber,
        optOutMarketingSms: d.optOutMarketingSms ?? true,
        email: d.email ?? '',
        businessId: ctx.deps.businessId,
        isCommercial,
        isInvoicingEnabled,
        ...(isInvoicingEnabled ? { businessName: d.businessName ?? '' } : {}),
      });
    } catch (error) {
      if (!isLaundryApiError(error, 'invalid')) throw error;
      if (error.status === 409) {
        // The number already has an account: sign in instead of failing.
        const code = await sendCode(ctx, phoneNumber);
        const has = `${maskPhone(phoneNumber)} already has an account`;
        return {
          kind: 'replace',
          flow: 'sign-in',
          args: code.sent === false ? {} : { phoneNumber },
          say: [
            say(
              code.sent === false
                ? `${has}. Let's sign you in.`
                : code.sent === 'unsure'
                  ? `${has}. ${CODE_MAYBE_SENT}`
                  : `${has}, so I've texted you a code to sign in.`,
            ),
          ],
        };
      }
      // Ask something again before the next try: by SMS the number is the sender's, so the e-mail;
      // then the details again (invariant sign-up-shows-details-first).
      d.confirmed = undefined;
      if (ctx.channel.textsFromPhone) d.email = undefined;
      else d.phoneNumber = undefined;
      return {
        kind: 'filled',
        say: [say(`The service couldn't create the account: ${error.serviceMessage}.`, 'warning')],
      };
    }
    d.created = true;
    return {
      kind: 'filled',
      say: [say(`Account created! I've texted a code to ${maskPhone(phoneNumber)}.`, 'success')],
    };
  },
  async accept() {
    return ok();
  },
};

export const signUpFlow: Flow<SignUpData> = {
  id: 'sign-up',
  title: 'Sign up',
  schema: signUpDataSchema,
  needsSession: false,
  init: () => ({}),
  steps: [
    name,
    phone,
    email,
    yesNoPrompt({
      id: 'marketing',
      title: 'Marketing texts',
      field: field<SignUpData, 'optOutMarketingSms'>('optOutMarketingSms'),
      question: 'May we text you news and offers now and then?',
      // Kept as an opt-out: yes to the question is false.
      yes: false,
    }),
    yesNoPrompt({
      id: 'commercial',
      title: 'Business account',
      field: field<SignUpData, 'isCommercial'>('isCommercial'),
      question: 'Is this account for a business?',
      dependents: [{ step: 'invoicing' }, { step: 'business-name' }],
    }),
    yesNoPrompt({
      id: 'invoicing',
      title: 'Invoicing',
      field: field<SignUpData, 'isInvoicingEnabled'>('isInvoicingEnabled'),
      question: 'Should we invoice the business instead of charging a card?',
      when: { test: businessAccount, label: 'business account' },
      dependents: [{ step: 'business-name' }],
    }),
    businessName,
    review,
    create,
    otpStep<SignUpData>((d) => {
      d.phoneNumber = undefined;
      d.confirmed = undefined;
      d.created = undefined;
    }),
  ],
  transitions: { replace: ['sign-in'] },
  result: 'the session',
  nevermind: { say: 'OK, no new account.', replace: 'sign-in' },
  backAtStart: { replace: 'sign-in' },
};
