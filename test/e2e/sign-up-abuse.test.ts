/**
 * Sign-up cannot be used to text many phones (issue 25, invariant codes-capped-per-requester): one
 * Slack user, never signed in, signing up phone after phone is capped per requester, not only per
 * phone; and anyone may install the app, so the business caps its sign-ups a day across every
 * workspace and channel (invariant sign-ups-capped-per-business). Over HTTP through Bolt's receiver with real signatures, the queue, the worker, DynamoDB and the
 * sandbox; asserting what the sandbox recorded (codes texted, customers created).
 */
import { REQUESTER_CAPS } from '../../lib/store/sign-in-attempts';
import { mondayMorning } from '../support/clock';
import { type SlackStack, startSlackStack } from '../support/slack-stack';

const PHONES = [
  '2125550301',
  '2125550302',
  '2125550303',
  '2125550304',
  '2125550305',
  '2125550306',
  '2125550307',
];

describe('sign-up abuse', () => {
  let stack: SlackStack;
  let texted: string[];
  beforeEach(async () => {
    texted = [];
    stack = await startSlackStack({
      now: mondayMorning(),
      sandbox: { onOtp: (phone) => texted.push(phone) },
    });
  });
  afterEach(() => stack.close());

  /** The phones the sandbox was asked to create a customer for. */
  const created = () =>
    stack.sandbox.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/customers'))
      .map((r) => (r.body as { phoneNumber?: string }).phoneNumber);

  it('the 7th phone signed up in a minute by one Slack user gets no code and a clear reply, and no account', async () => {
    const mallory = stack.person('U0MALLORY');
    await mallory.slash();
    await mallory.type("I'm new here");
    await mallory.type('Mal Lory');
    await mallory.type(PHONES[0] as string);
    await mallory.type('mal@example.com');
    await mallory.type('no');
    await mallory.type('no');
    await mallory.type('yes');
    for (const phone of PHONES.slice(1)) {
      await mallory.type('use another number');
      await mallory.type(phone);
      // The details again, with the new number (invariant sign-up-shows-details-first).
      await mallory.type('yes');
    }

    const last = PHONES.at(-1) as string;
    expect(texted).not.toContain(last);
    expect(created()).not.toContain(last);
    expect(mallory.transcript()).toMatch(
      /most codes and new accounts I can send from here for now, so I sent nothing to \(\*\*\*\) \*\*\*-0307/,
    );
    // One Slack user: at most their cap of accounts, however many phones.
    expect(created()).toHaveLength(REQUESTER_CAPS.person.signUpsPerDay);
    expect(texted).toEqual(PHONES.slice(0, REQUESTER_CAPS.person.signUpsPerDay));
  });
});

describe('sign-ups from every installed workspace', () => {
  let stack: SlackStack;
  let texted: string[];
  let capsReached: number;
  const TEAMS = ['T0ONE', 'T0TWO', 'T0THREE'];
  beforeEach(async () => {
    texted = [];
    capsReached = 0;
    stack = await startSlackStack({
      now: mondayMorning(),
      oauth: {},
      env: { SIGN_UPS_PER_DAY: '2' },
      sandbox: { onOtp: (phone) => texted.push(phone) },
      onSignUpsCapped: () => {
        capsReached += 1;
      },
    });
    for (const team of TEAMS) await stack.install(team);
  });
  afterEach(() => stack.close());

  it("stop at the business's daily cap (SIGN_UPS_PER_DAY), however many workspaces install the app: the next gets a clear answer, no code and no account, and the cap is reported for its alarm", async () => {
    const people = TEAMS.map((team) => stack.person('U0NEWCOMER', undefined, team));
    for (const [i, person] of people.entries()) {
      await person.slash();
      await person.type("I'm new here");
      await person.type('New Comer');
      await person.type(PHONES[i] as string);
      for (const answer of ['new@example.com', 'no', 'no', 'yes']) await person.type(answer);
    }
    const created = stack.sandbox.requests
      .filter((r) => r.method === 'POST' && r.path.endsWith('/customers'))
      .map((r) => (r.body as { phoneNumber?: string }).phoneNumber);
    expect(created).toEqual(PHONES.slice(0, 2));
    expect(texted).toEqual(PHONES.slice(0, 2));
    expect(people[2]?.transcript()).toMatch(
      /I can't open any more new accounts today, so I created none and sent nothing to \(\*\*\*\) \*\*\*-0303\./,
    );
    expect(capsReached).toBe(1);
  });
});
