/**
 * An account without an address, over in-memory ports: the order says only the laundry's staff add one,
 * and offers what the deployment has (invariant no-address-says-what-next).
 */
import { createFakeWorld, transcript } from '../../../../support/fake-ports';
import { questions, SIGN_IN } from '../conversations';

/** What the reply said, all of it: the retry's line and the question asked again. */
const said = (run: Awaited<ReturnType<typeof transcript>>) =>
  run.replies.map((r) => ('text' in r ? r.text : '')).join('\n');

describe('an account without an address', () => {
  it('without a hand-off, the reply names the business contact and offers Try again', async () => {
    const world = createFakeWorld({ canHandOff: false, supportContact: 'help@spincity.example' });
    world.laundry.listAddresses = async () => [];
    const asked = await transcript(world.engine, [...SIGN_IN, 'new order', 'try again']);
    expect(questions(asked).slice(-2)).toEqual([
      "Your account has no pickup address yet, and I can't add one. The laundry's staff add addresses: please ask them to add yours (help@spincity.example), then choose Try again.",
      "Your account has no pickup address yet, and I can't add one. The laundry's staff add addresses: please ask them to add yours (help@spincity.example), then choose Try again.",
    ]);
    expect(world.errors).toEqual([]);
  });

  it('with a hand-off, "Send my address to the laundry" opens it for the address, with a brief for staff', async () => {
    const world = createFakeWorld({ canHandOff: true });
    world.laundry.listAddresses = async () => [];
    const sent = await transcript(world.engine, [...SIGN_IN, 'new order', 'Send my address to the laundry']);
    expect(questions(sent).at(-1)).toContain(
      'Write your pickup address (street, apartment, city and ZIP): they will see it.',
    );
    expect(sent.state?.stack.map((f) => f.flow)).toEqual(['menu', 'order', 'handoff']);
  });

  it.each([
    [
      'where staff do not answer in the chat',
      false,
      'I can\'t take an address myself. Choose "Try again" once the laundry has added it.',
    ],
  ])(
    '%s, a typed address is told what can be chosen there, never "Pick one of the addresses"',
    async (_where, canHandOff, told) => {
      const world = createFakeWorld({ canHandOff });
      world.laundry.listAddresses = async () => [];
      const run = await transcript(world.engine, [...SIGN_IN, 'new order', '350 W 20th St, Apt 2, New York']);
      expect(said(run)).not.toMatch(/Pick one of (the|your) addresses/);
      expect(said(run)).toContain(told);
      expect(questions(run).at(-1)).toMatch(/^Your account has no pickup address yet/);
      expect(run.state.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
      expect(world.laundry.createOrderBodies()).toEqual([]);
    },
  );

  // Issue 34, round 6: passing the address on, in own words.
  it.each([
    'please forward it',
    'sure, send it to them',
    'envíensela porfa',
    // Round 40: the laundry asked to add it, in tú and as a wish.
    'ok, que la agreguen ustedes',
    'just have them add it',
  ])('with a hand-off, %j opens it for the address', async (passOn) => {
    const world = createFakeWorld({ canHandOff: true });
    world.laundry.listAddresses = async () => [];
    const sent = await transcript(world.engine, [...SIGN_IN, 'new order', passOn]);
    expect(sent.state?.stack.map((f) => f.flow)).toEqual(['menu', 'order', 'handoff']);
  });
});

// Issue 34, round 8: trying again in own words, and the address typed with the wish to send it.
describe('the no-address question answered in own words', () => {
  it.each(['check again pls', 'volver a intentar', 'they added it'])(
    '%j reads the addresses afresh: once added, the order goes on',
    async (retry) => {
      const world = createFakeWorld({ canHandOff: true });
      const theirs = await world.laundry.listAddresses.bind(world.laundry);
      let added = false;
      world.laundry.listAddresses = async (token, id) => (added ? theirs(token, id) : []);
      const asked = await transcript(world.engine, [...SIGN_IN, 'new order']);
      added = true;
      const run = await transcript(world.engine, [retry], { state: asked.state, session: asked.session });
      expect(questions(run).at(-1)).not.toMatch(/no pickup address/);
      expect(run.state.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
    },
  );

  it.each([
    'send it: 12 Bank St, Apt 3, New York',
    '12 Bank St, Apt 3, New York',
    'yes please, my address is 12 Bank St, Apt 3, New York',
    // Round 38: "it's" said short, and the verb with its pronouns in vosotros.
    'send, is 12 Bank St, Apt 3, New York',
    'Enviadla a la lavandería: 12 Bank St, Apt 3, New York',
  ])('%j opens the hand-off with the typed address in the brief for staff', async (typed) => {
    const world = createFakeWorld({ canHandOff: true });
    world.laundry.listAddresses = async () => [];
    const sent = await transcript(world.engine, [...SIGN_IN, 'new order', typed]);
    expect(sent.state.stack.map((f) => f.flow)).toEqual(['menu', 'order', 'handoff']);
    expect(sent.outcomes.at(-1)?.notices?.[0]?.text).toContain(
      'The address they typed: 12 Bank St, Apt 3, New York.',
    );
    expect(questions(sent).at(-1)).toContain(
      'Write anything to add about it (they have the address you typed)',
    );
  });

  it('without a hand-off, "send it: <address>" is told what can be chosen there, and nothing opens', async () => {
    const world = createFakeWorld({ canHandOff: false, supportContact: 'help@spincity.example' });
    world.laundry.listAddresses = async () => [];
    const run = await transcript(world.engine, [
      ...SIGN_IN,
      'new order',
      'send it: 12 Bank St, Apt 3, New York',
    ]);
    expect(said(run)).toContain(
      'I can\'t take an address myself. Choose "Try again" once the laundry has added it.',
    );
    expect(run.state.stack.map((f) => f.flow)).toEqual(['menu', 'order']);
  });
});
