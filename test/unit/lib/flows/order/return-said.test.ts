/**
 * How it comes back, said in the person's words: collecting at the store themselves is read by the
 * collection reader (invariant collecting-is-not-the-pickup), in English or Spanish; said with words it
 * cannot place, it is asked back, never taken as a delivery.
 */
import { orderSaying, PLACE_ORDER, questions, SIGN_IN } from '../conversations';

const AT_RETURN = PLACE_ORDER.indexOf('collect');

const answered = (reply: string) => orderSaying(AT_RETURN, [reply, ...PLACE_ORDER.slice(AT_RETURN + 1)]);

describe('the return said in the person’s words', () => {
  it.each([
    "I'll just come get it myself",
    'we will swing by the store',
    'yo paso a buscarlas',
    'mejor voy por ella a la tienda',
  ])('%j is collecting at the store', async (reply) => {
    const { said, bodies } = await answered(reply);
    expect(questions(said)[SIGN_IN.length + AT_RETURN]).toBe(
      'Is this a one-time order, or a regular pickup?',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ returnMethod: 'IN_STORE_PICKUP' });
  });

  it('collecting said with a day it cannot place is asked back, nothing placed', async () => {
    const { said, bodies } = await answered("I'll come get it on friday");
    expect(questions(said)[SIGN_IN.length + AT_RETURN]).toBe('How should we get it back to you?');
    expect(bodies).toEqual([]);
  });

  // Round 32: a bare "pick up" was taken as collecting. Said with no one doing it, it may be the
  // driver's pickup as well as the person's own: asked back.
  it.each(['pickup', 'pick up thx', 'Pick-up.'])('%j alone is asked back, nothing placed', async (reply) => {
    const { said, bodies } = await answered(reply);
    expect(questions(said)[SIGN_IN.length + AT_RETURN]).toBe('How should we get it back to you?');
    expect(bodies).toEqual([]);
  });

  it.each(['i can pick it up', 'pick up myself', 'we pick up at the shop'])(
    '%j, said with who collects, is collecting at the store',
    async (reply) => {
      const { bodies } = await answered(reply);
      expect(bodies[0]).toMatchObject({ returnMethod: 'IN_STORE_PICKUP' });
    },
  );
});

// Round 40: brought to where they live, said by its words, was asked back.
describe('delivery said as where it goes', () => {
  it.each(['just drop it at my place', 'a mi casa porfa', 'a la misma dirección'])(
    '%j is a delivery: its day is asked next',
    async (reply) => {
      const { said } = await orderSaying(AT_RETURN, [reply]);
      expect(questions(said).at(-1)).toMatch(
        /Which day should we deliver it back\?|¿Qué día se la devolvemos\?/,
      );
    },
  );
});

// Round 43: brought to another place than the address offered was delivered to the address offered
// (invariant delivered-elsewhere-asked).
describe('delivery to another place', () => {
  it.each(['bring them to my office instead pls', 'llévenmela al trabajo mejor', 'drop it at my moms place'])(
    '%j is asked again, nothing placed',
    async (reply) => {
      const { said, bodies } = await answered(reply);
      expect(questions(said)[SIGN_IN.length + AT_RETURN]).toBe('How should we get it back to you?');
      expect(bodies).toEqual([]);
    },
  );
});

// Round 45: "don't wanna go get it ... bring it back" was read as collecting: the options' "not X" left
// the collecting option (invariant refused-collecting-never-collecting).
describe('collecting refused', () => {
  it.each([
    'dont feel like going to get it, bring it back',
    'no quiero ir a recogerla jaja, tráiganmela',
    "i'm not gonna go pick it up bring them back",
    // Round 47's wish reader: the bringing back said is read (invariant wish-read-by-its-parts).
    'really dont feel like going to get it, bring it back plz',
  ])('%j is a delivery: its day is asked next', async (reply) => {
    const { said } = await orderSaying(AT_RETURN, [reply]);
    expect(questions(said).at(-1)).toMatch(
      /Which day should we deliver it back\?|¿Qué día se la devolvemos\?/,
    );
  });

  it.each([
    'dont wanna go grab it, the thing is idk',
    'no tengo ganas de ir a buscarla jeje en fin',
    'not going to collect it lol whatever',
  ])('%j is never collecting: asked again, nothing placed', async (reply) => {
    const { said, bodies } = await answered(reply);
    expect(questions(said)[SIGN_IN.length + AT_RETURN]).toBe('How should we get it back to you?');
    expect(bodies.every((b) => (b as { returnMethod?: string }).returnMethod !== 'IN_STORE_PICKUP')).toBe(
      true,
    );
  });
});

// Round 40: "only this time" and "fine as is" in Mexican and Central American words.
describe('once, and no notes, as said', () => {
  it('"nada más por esta vez" at how often is a one-time order', async () => {
    const at = PLACE_ORDER.indexOf('weekly');
    const { bodies } = await orderSaying(at, ['nada más por esta vez', ...PLACE_ORDER.slice(at + 1)]);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]?.subscription).toBeUndefined();
  });
  it('"todo bien así, gracias" at the service notes is no notes', async () => {
    const at = PLACE_ORDER.indexOf('skip');
    const { said } = await orderSaying(at, ['todo bien así, gracias']);
    expect(questions(said).at(-1)).toBe('How many bags?');
  });
});

// Rounds 47/48: brought back said by its verb and who does it ("no I don't come, you bring") was asked
// back; the wish reader of what to change reads it here too (invariant wish-read-by-its-parts).
describe('brought back, wished by its verb', () => {
  it.each(["no I don't come, you bring", 'que me la traigan ustedes', "can y'all bring it back to me"])(
    '%j is a delivery: its day is asked next',
    async (reply) => {
      const { said } = await orderSaying(AT_RETURN, [reply]);
      expect(questions(said).at(-1)).toMatch(
        /Which day should we deliver it back\?|¿Qué día se la devolvemos\?/,
      );
    },
  );
  it.each(['bring it to another place', 'bring it somewhere else', "I'll come get it, don't bring it"])(
    '%j is no delivery to the address offered',
    async (reply) => {
      const { said, bodies } = await answered(reply);
      expect(questions(said)[SIGN_IN.length + AT_RETURN]).not.toMatch(/Which day should we deliver/);
      expect(bodies.filter((b) => (b as { returnMethod?: string }).returnMethod === 'DELIVERY')).toEqual([]);
    },
  );
});
