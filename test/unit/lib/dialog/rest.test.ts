/**
 * A reply that answers the question on screen and the next ones (lib/dialog/rest.ts, invariant
 * rest-taken-only-when-certain): where it is cut, what the next question takes of the rest, and that a
 * rest read for anything short of certain, or met by a confirmation, is acted on nowhere.
 */

import { byPositionOnly, cutsOf, isLedText, yesThenRest } from '../../../../lib/dialog/rest';
import type { DialogState, ReplyOption, Session } from '../../../../lib/dialog/types';
import type { OrderData } from '../../../../lib/orders/order-data';
import {
  createFakeWorld,
  FAKE,
  type FakeWorld,
  type Line,
  lastPrompt,
  transcript,
} from '../../../support/fake-ports';

const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];
const TO_BAGS = ['new order', 'wash and fold', 'none', 'skip'];
const TOMORROW = '2025-06-10';

async function reach(lines: Line[]) {
  const world = createFakeWorld();
  const at = await transcript(world.engine, [...SIGN_IN, ...lines]);
  return { world, at };
}

function next(world: FakeWorld, at: { state: DialogState; session: Session | undefined }, lines: Line[]) {
  return transcript(world.engine, lines, { state: at.state, ...(at.session ? { session: at.session } : {}) });
}

const draftOf = (state: DialogState) =>
  (state.stack.find((f) => f.flow === 'order')?.data as OrderData | undefined)?.draft;

/** A question's options: a yes-or-no one, a list. */
const YES_NO = {
  options: ['yes', 'no'].map((value): ReplyOption => ({ value, label: value, role: 'choice' })),
};
const LIST = { options: [{ value: 'none', label: 'No notes', role: 'choice' as const }] };

describe('where a reply is cut', () => {
  it('at a joining word or mark, runs of them as one, in English and Spanish', () => {
    expect(cutsOf('3 bags, for friday', LIST)).toEqual([{ head: '3 bags', rest: 'friday', led: false }]);
    expect(cutsOf('la tarjeta mastercard y 4 dólares', LIST)).toEqual([
      { head: 'la tarjeta mastercard', rest: '4 dólares', led: false },
    ]);
    expect(cutsOf('the pickup → thursday', LIST)).toEqual([
      { head: 'the pickup', rest: 'thursday', led: false },
    ]);
    expect(cutsOf('cuatro bolsas pal jueves', LIST)).toEqual([
      { head: 'cuatro bolsas', rest: 'jueves', led: false },
    ]);
  });

  // Issue 34, round 38: "Two. Pickup tomorrow." is two sentences, two answers; a stop after a number ("2.
  // Deliver", "3.50") or an abbreviation ("a.m.") cuts nothing.
  it("at a sentence's stop after a word", () => {
    expect(cutsOf('Two. Pickup tomorrow.', LIST)).toEqual([
      { head: 'Two', rest: 'Pickup tomorrow.', led: false },
    ]);
    expect(cutsOf('dos bolsas. Mañana!', LIST)).toEqual([
      { head: 'dos bolsas', rest: 'Mañana!', led: false },
    ]);
    expect(cutsOf('3 bags! friday', LIST)).toEqual([{ head: '3 bags', rest: 'friday', led: false }]);
    for (const text of ['2. Deliver it', '8 a.m. tomorrow', '3.50 tip', 'Two.'])
      expect([text, cutsOf(text, LIST)]).toEqual([text, []]);
  });

  // Issue 34: a leg named with its day carries both (`Step.cutsAtDay`).
  it('before the first day named, only where the step says a day may follow its option', () => {
    expect(cutsOf('deliver it saturday morning', LIST, true)).toEqual([
      { head: 'deliver it', rest: 'saturday morning', led: false },
    ]);
    expect(cutsOf('a domicilio el miércoles de 8 a 10', LIST, true)[0]).toEqual({
      head: 'a domicilio el',
      rest: 'miércoles de 8 a 10',
      led: false,
    });
    expect(cutsOf('deliver it saturday morning', LIST)).toEqual([]);
    expect(cutsOf('saturday delivery', LIST, true)).toEqual([]);
    expect(cutsOf('delivery, no wait, saturday', LIST, true)).toEqual([]);
  });

  it('after a leading yes only at a yes-or-no question', () => {
    expect(cutsOf('yep the linen shirts', YES_NO)).toEqual([
      { head: 'yep', rest: 'the linen shirts', led: true },
    ]);
    expect(cutsOf('sí: las camisas de lino', YES_NO)[0]).toEqual({
      head: 'sí',
      rest: 'las camisas de lino',
      led: true,
    });
    expect(cutsOf('yep the linen shirts', LIST)).toEqual([]);
    expect(cutsOf('yes please, Rivera Cleaners', YES_NO)[0]).toEqual({
      head: 'yes please',
      rest: 'Rivera Cleaners',
      led: true,
    });
  });

  // Issue 34, round 34 ("yesss my bras and the work tights", "Affirmative. Wool sweaters."): any yes
  // the yes-or-no reader reads, drawn out or formal, leads as "yes" does.
  it.each([
    ['yesss the silk blouses', 'yesss', 'the silk blouses'],
    ['Absolutely. The linen shirts.', 'Absolutely', 'The linen shirts.'],
    ['siii las blusas de seda', 'siii', 'las blusas de seda'],
  ])('after the leading yes of %j', (text, head, rest) => {
    expect(cutsOf(text, YES_NO)[0]).toEqual({ head, rest, led: true });
  });

  it.each(['nope the linen shirts', 'whatever the linen shirts'])(
    'never after %j, which leads with no yes',
    (text) => {
      expect(cutsOf(text, YES_NO).some((cut) => cut.led)).toBe(false);
    },
  );

  it.each([
    "2, maybe 3, I don't know yet",
    'tuesday, or perhaps wednesday',
    '3 bolsas, o tal vez 4',
    'el martes, no sé todavía',
    'dos y a lo mejor tres',
  ])('never in %j, whose rest doubts its head (invariant hedged-head-never-taken)', (text) => {
    expect(cutsOf(text, LIST)).toEqual([]);
  });

  it('never where the rest takes back what came before', () => {
    expect(cutsOf('thursday, no wait, friday', LIST)).toEqual([]);
    expect(cutsOf('4, o mejor 5', LIST)).toEqual([]);
    expect(cutsOf('monday or tuesday', LIST)).toEqual([]);
    expect(cutsOf('not the visa, the mastercard', LIST)).toEqual([]);
    expect(cutsOf('7 to 9 with the courier', LIST)).toEqual([]);
    expect(cutsOf('de 6 a 8, para el lunes', LIST)).toEqual([
      { head: 'de 6 a 8', rest: 'el lunes', led: false },
    ]);
    expect(cutsOf('no notes, and friday', LIST)).toEqual([{ head: 'no notes', rest: 'friday', led: false }]);
    expect(cutsOf('no, the dryer is fine', YES_NO)).toEqual([
      { head: 'no', rest: 'the dryer is fine', led: false },
    ]);
  });

  // Issue 34: "my notes and such" at the menu was cut to "my notes", the notes alone, where the person
  // meant "Preferences and notes"; the tail widens its head (invariant vague-tail-answers-nothing).
  it.each([
    ['preferences and all that', []],
    ['the notes and stuff', []],
    ['mis notas y todo eso', []],
    ['las preferencias y esas cosas', []],
    ['3 bags, shirts and stuff', [{ head: '3 bags', rest: 'shirts and stuff', led: false }]],
  ])('never before a rest that only trails off: %j', (text, cuts) => {
    expect(cutsOf(text, LIST)).toEqual(cuts);
  });

  it('a typed question takes a rest after a yes only when it has words of its own', () => {
    expect(isLedText('the linen shirts')).toBe(true);
    expect(isLedText('I do')).toBe(false);
    expect(isLedText('please')).toBe(false);
    expect(isLedText('no thanks')).toBe(false);
    expect(isLedText('not the towels')).toBe(false);
  });

  it('a bare number picks an option only where its label says it, never by a position the person did not see', () => {
    const parts = { options: [{ value: 'bags', label: 'Bags', role: 'choice' as const }] };
    expect(byPositionOnly('1', ['bags'], parts)).toBe(true);
    expect(byPositionOnly('the first one', ['bags'], parts)).toBe(true);
    const bags = { options: [{ value: '4', label: '4 bags', role: 'choice' as const }] };
    expect(byPositionOnly('4', ['4'], bags)).toBe(false);
    expect(byPositionOnly('bags', ['bags'], parts)).toBe(false);
    expect(byPositionOnly('that one', ['bags'], parts)).toBe(true);
  });

  it('an everyday word that is the option\'s own name is no position ("la dirección" at "Dirección")', () => {
    const change = { options: [{ value: 'address', label: 'Dirección', role: 'choice' as const }] };
    expect(byPositionOnly('la dirección', ['address'], change)).toBe(false);
    expect(
      byPositionOnly('the address', ['address'], {
        options: [{ value: 'address', label: 'Address', role: 'choice' }],
      }),
    ).toBe(false);
    // An everyday word an address's label does not hold is still no name of it.
    const listed = { options: [{ value: '7', label: '200 W 20th St, New York', role: 'choice' as const }] };
    expect(byPositionOnly('the address', ['7'], listed)).toBe(true);
  });
});

describe('the rest offered to the questions asked next', () => {
  it('is taken when the next question reads it for certain, and said back as answered', async () => {
    const { world, at } = await reach(TO_BAGS);
    expect(lastPrompt(at.replies)?.text).toBe('How many bags?');
    const turn = await next(world, at, ['4 bags, for friday']);
    expect(draftOf(turn.state)).toMatchObject({ bagCount: 4 });
    expect(turn.text).toContain('Which day should we pick up? friday.');
    expect(lastPrompt(turn.replies)?.text).toBe('Pickup windows on Fri, Jun 13:');
    expect(turn.replies.filter((r) => r.type === 'prompt')).toHaveLength(1);
    expect(world.errors).toEqual([]);
  });

  it('is dropped when the next question cannot read it for certain: that question is asked as usual', async () => {
    const { world, at } = await reach(TO_BAGS);
    const turn = await next(world, at, ['4 bags, for whenever suits']);
    expect(draftOf(turn.state)).toMatchObject({ bagCount: 4 });
    expect(lastPrompt(turn.replies)?.text).toBe('Which day should we pick up?');
    // Nothing of the rest was acted on, nor refused aloud: the question as it is always asked.
    expect(JSON.stringify(turn.replies)).not.toMatch(/couldn.t read|whenever/i);
    const slot = turn.state.stack.find((f) => f.flow === 'slot')?.data as { day?: string } | undefined;
    expect(slot?.day).toBeUndefined();
  });

  it('is never a yes or a thanks said after the answer: the next question is asked', async () => {
    const { world, at } = await reach([...TO_BAGS, '2', 'tomorrow', '8am', 'collect', 'weekly', 'the visa']);
    expect(lastPrompt(at.replies)?.text).toBe('Do you have a promo code?');
    const turn = await next(world, at, ['no code, ok']);
    expect(lastPrompt(turn.replies)?.text).toMatch(/hang-dry instead/);
    expect(draftOf(turn.state)?.hangDry).toBeUndefined();
  });

  it('is never read by a position the person has not seen', async () => {
    const { world, at } = await reach([
      ...TO_BAGS,
      '2',
      'tomorrow',
      '8am',
      'collect',
      'weekly',
      'the visa',
      'no',
      'skip',
      'skip',
    ]);
    expect(lastPrompt(at.replies)?.text).toBe('Shall I place this order?');
    const turn = await next(world, at, ['change something, 2']);
    // "2" would be the second part of a list not yet shown: that list is asked, nothing revisited.
    expect(lastPrompt(turn.replies)?.text).toBe('What would you like to change?');
    expect(turn.state.stack.find((f) => f.flow === 'order')?.revisit).toBeUndefined();
  });

  it('never answers a confirmation: the summary is shown, nothing placed', async () => {
    const { world, at } = await reach([
      ...TO_BAGS,
      '2',
      'tomorrow',
      '8am',
      'collect',
      'weekly',
      'the visa',
      'no',
      'skip',
    ]);
    expect(lastPrompt(at.replies)?.text).toMatch(/notes for the store or the driver/);
    const turn = await next(world, at, ['no notes, and place it']);
    expect(lastPrompt(turn.replies)?.text).toBe('Shall I place this order?');
    expect(world.laundry.orders).toHaveLength(0);
    // "no notes" answered the notes question; "place it" waits for the confirmation on screen.
    expect(draftOf(turn.state)?.orderNotes ?? '').toBe('');
    expect(draftOf(turn.state)).toMatchObject({ bagCount: 2 });
    expect(draftOf(turn.state)?.pickupWindow).toMatchObject({ day: TOMORROW });
  });

  it('keeps a day said with its time at the day question for the day step itself (its typed-time reading)', async () => {
    const { world, at } = await reach([...TO_BAGS, '2']);
    const turn = await next(world, at, ['tomorrow, 8am']);
    // Read whole by the day step: the window that time fits, said with its fee; not cut into a day and a rest.
    expect(turn.text).not.toContain('Which day should we pick up? tomorrow');
    expect(turn.text).toMatch(/Tue, Jun 10, 8:00–10:00 AM EDT with the store driver/);
    expect(JSON.stringify(turn.state)).toContain(TOMORROW);
  });
});

describe('a range of hours in words is one answer, never cut at its "to"', () => {
  it.each([
    ['nine to eleven with the store driver', 'nine'],
    ['de ocho a diez con el chofer', 'de ocho'],
    ['seven to nine pm', 'seven'],
    ['la de las dos a las cuatro', 'la de las dos'],
  ])('%j', (text, first) => expect(cutsOf(text, LIST).map((cut) => cut.head)).not.toContain(first));
});

// Issue 34, round 28: a mark ends an answer, even a number's ("la visa 4242, y 3 dólares"); and a rest
// after a mark that shares no word with the option its head picked ("every 2 weeks, visa") is the next
// question's, not ignored by a question reading the whole reply by its first words.
describe('a second answer after a mark, carried to the next question', () => {
  it('a number before a mark is no range with the number after it', () => {
    expect(cutsOf('the card ending 5555, and 4 dollars tip', LIST).map((cut) => cut.head)).toContain(
      'the card ending 5555',
    );
    expect(cutsOf('between 9 and 11', LIST)).toEqual([]);
  });

  it('"weekly please, on the visa" at the frequency is weekly and the visa, the promo asked next', async () => {
    const { world, at } = await reach([...TO_BAGS, '2', 'tomorrow', '8am', 'collect']);
    expect(lastPrompt(at.replies)?.text).toMatch(/one-time order, or a regular pickup/);
    const turn = await next(world, at, ['weekly please, on the visa']);
    expect(draftOf(turn.state)).toMatchObject({ interval: 1, paymentMethodId: 901 });
    expect(turn.text).toContain('Which card should we charge?');
    expect(lastPrompt(turn.replies)?.text).toBe('Do you have a promo code?');
  });

  // Round 37: "cada 2 semanas y con la visa": a joining word parts the answers as a mark does.
  it.each(['weekly and on the visa', 'weekly. Visa please'])(
    '%j at the frequency is weekly and the visa, the promo asked next',
    async (said) => {
      const { world, at } = await reach([...TO_BAGS, '2', 'tomorrow', '8am', 'collect']);
      const turn = await next(world, at, [said]);
      expect(draftOf(turn.state)).toMatchObject({ interval: 1, paymentMethodId: 901 });
      expect(lastPrompt(turn.replies)?.text).toBe('Do you have a promo code?');
    },
  );

  it('"weekly please, it is easier" at the frequency is weekly, the card asked as usual', async () => {
    const { world, at } = await reach([...TO_BAGS, '2', 'tomorrow', '8am', 'collect']);
    const turn = await next(world, at, ['weekly please, it is easier for me']);
    expect(lastPrompt(turn.replies)?.text).toBe('Which card should we charge?');
    expect(draftOf(turn.state)?.interval).toBe(1);
    expect(draftOf(turn.state)?.paymentMethodId).toBeUndefined();
  });
});

// A stranger's try by SMS (issue 34, h7): "sí, quiero que me lo traigan a la casa" at "¿Desea cambiarlo?"
// was "Elija uno de los pedidos": the yes picks the one order, the rest is what to change.
describe('the words after a yes said first (yesThenRest, invariant yes-with-the-change)', () => {
  it.each([
    ['sí, quiero que me lo traigan a la casa', 'quiero que me lo traigan a la casa'],
    ['yes, I want it delivered', 'I want it delivered'],
    ['yes I want it delivered', 'I want it delivered'],
    ['claro, que me la traigan', 'que me la traigan'],
    ['yeah the pickup', 'the pickup'],
  ])('%j: the rest is %j', (text, rest) => {
    expect(yesThenRest(text)).toBe(rest);
  });

  it.each([
    'yes',
    'sí, por favor',
    'yes but not now',
    'sí, no, espera',
    'yes, maybe the pickup',
    'yes yes',
    'no, deliver it',
  ])('%j has no rest to offer', (text) => {
    expect(yesThenRest(text)).toBeUndefined();
  });
});

// Round 44 ("la visa, y 3 dolares de propina", "Visa ending 4242; a three dollar tip"): the card is a
// question of options alone, so a whole reply they cannot place is cut at its mark like any other's,
// the card taken and the tip offered on; a question typed into (the day) still reads its whole itself.
describe('a card said with the tip, at the question of cards', () => {
  const TO_CARD = [...TO_BAGS, '2', 'tomorrow', '10am courier', 'collect', 'weekly'];

  it.each([
    'the visa, and a $4 tip for the driver',
    'card ending 4242; 4 dollars tip',
    'la visa, y 4 dólares de propina pal chofer',
  ])('%j is the visa and a $4 tip, the promo asked next', async (said) => {
    const { world, at } = await reach(TO_CARD);
    expect(lastPrompt(at.replies)?.text).toBe('Which card should we charge?');
    const turn = await next(world, at, [said]);
    expect(draftOf(turn.state)).toMatchObject({
      paymentMethodId: FAKE.paymentMethodId,
      courierTipCents: 400,
    });
    expect(lastPrompt(turn.replies)?.text).toBe('Do you have a promo code?');
  });

  it('"the visa, and the tip whatever you think" is the visa, the tip asked as usual', async () => {
    const { world, at } = await reach(TO_CARD);
    const turn = await next(world, at, ['the visa, and the tip whatever you think']);
    expect(draftOf(turn.state)?.courierTipCents).toBeUndefined();
    expect(lastPrompt(turn.replies)?.text).toMatch(/Add a tip/);
  });
});
