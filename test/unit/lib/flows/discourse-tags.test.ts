/**
 * Discourse tags said around an answer at every step (invariant vocative-never-said, vocative.ts), as
 * transcripts over in-memory ports: the menu, an option list, a number, the tip, the preferences and
 * the hand-off each read the answer the tag is said with. Issue 34, round 26's kinds ("1 vos", "el 2
 * pes", "ponele 5 vos"), in phrasings of no round.
 */
import { createFakeWorld, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, SIGN_IN } from './conversations';

/** PLACE_ORDER picked up by the courier (10:30, only the courier's window runs), with its tip asked after the card. */
const BY_COURIER = PLACE_ORDER.map((answer) => (answer === '8am' ? '10:30am' : answer));
const CARD = BY_COURIER.indexOf('the visa');

describe('a tag said with the answer, at each step', () => {
  it('an order answered with a texting tag at every question is placed as if none were said', async () => {
    // Closing an answer ("2 bags fr"), or opening one ("tbh the visa"): "fr" and "rq" only ever close.
    const closing = ['lol', 'fr', 'rq', 'haha'];
    const opening = ['tbh', 'lol', 'ngl', 'haha'];
    const tagged = (answer: string, i: number) =>
      i % 2 === 0 ? `${answer} ${closing[(i / 2) % 4]}` : `${opening[((i - 1) / 2) % 4]} ${answer}`;
    const answers = [
      ...BY_COURIER.slice(0, CARD + 1).map(tagged),
      '$5 fr',
      ...BY_COURIER.slice(CARD + 1).map((a, i) => tagged(a, i + 1)),
    ];
    const world = createFakeWorld();
    const placed = await transcript(world.engine, [...SIGN_IN, ...answers]);

    expect(placed.text).toContain('is placed');
    expect(world.laundry.createOrderBodies().map((body) => body.orderDelivery.pickup)).toEqual([
      expect.objectContaining({ deliveryProvider: 'ON_DEMAND', courierTip: 5 }),
    ]);
  });

  it('in Spanish, "vos", "ve", "pes" and "mi pana" close the menu, an order list, a change menu, a new tip, a yes and the hand-off', async () => {
    const world = createFakeWorld();
    const at = await transcript(world.engine, [...SIGN_IN, ...BY_COURIER.slice(0, CARD + 1)]);
    const tipped = await continued(world, at, ['ponle 6 vos', 'no pes', 'skip', 'skip', 'place it']);
    expect(tipped.text).toContain('is placed');
    expect(world.laundry.createOrderBodies().map((body) => body.orderDelivery.pickup?.courierTip)).toEqual([
      6,
    ]);

    // The menu, the order list and the change menu by number, the new tip by amount, the yes: each with its tag.
    const changed = await continued(world, tipped, [
      'español',
      'el 3 ve',
      'el 1 mi pana',
      'el 3 pes',
      'ponele 4 vos',
      'sí, compay',
    ]);
    expect(world.laundry.callsOf('updateTransportation').map((call) => call.args[2])).toEqual([
      expect.objectContaining({ pickup: { courierTip: 4 } }),
    ]);
    const handed = await continued(world, changed, ['pasame con una persona vos']);
    expect(handed.outcomes[0]?.notices?.some((notice) => 'staffThread' in notice)).toBe(true);
  });

  it('a pronoun "vos" is never set aside: "para vos" at the tip is no amount', async () => {
    const world = createFakeWorld();
    const at = await transcript(world.engine, [...SIGN_IN, ...BY_COURIER.slice(0, CARD + 1)]);
    const asked = await continued(world, at, ['5 para vos']);
    // The tip is asked again, or read as 5 only with "para vos" accounted for: never another amount.
    expect(world.laundry.createOrderBodies()).toEqual([]);
    expect(asked.text).not.toContain('is placed');
  });
});
