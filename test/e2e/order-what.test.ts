/**
 * What is ordered, as the laundry sandbox records it: the notes per service (invariant
 * no-note-is-no-note: a reply that says there is no note is never sent as a service's note, and one
 * that covers both services answers each), and "both" among two extras and "No extras".
 */
import { mondayMorning } from '../support/clock';
import { startTestBot, type TestBot } from '../support/test-bot';

const clock = mondayMorning();

describe('what is ordered, as the sandbox records it', () => {
  let bot: TestBot;
  beforeEach(async () => {
    bot = await startTestBot({ now: clock });
  });
  afterEach(() => bot.close());

  /** Signs in, orders Wash & Fold and the suit with no extras, and answers the notes with `notes`. */
  const orderWithNotes = (...notes: string[]) => orderWhat(['none', 'none'], notes);

  /** Signs in, orders Wash & Fold and the suit, answers their extras with `extras` and their notes with `notes`. */
  async function orderWhat(extras: string[], notes: string[], services: string[] = [], said?: string) {
    await bot.signIn('(212) 555-0101');
    await bot.choose('new order');
    await bot.choose('210 W 21st');
    const options = bot.prompt().options.map((o) => o.label);
    const index = (name: string) => options.findIndex((label) => label.includes(name)) + 1;
    for (const answer of services) await bot.say(answer);
    await bot.say(said ?? `${index('Wash & Fold')},${index('Suit')}`);
    for (const answer of extras) await bot.say(answer);
    for (const note of notes) await bot.say(note);
    expect(bot.prompt().text).toBe('How many bags?');
    for (const answer of [
      '2',
      'tomorrow',
      '1',
      'collect',
      'just this once',
      'visa',
      'skip',
      'no',
      'no',
      'skip',
    ])
      await bot.say(answer);
    await bot.choose('Place order');
    expect(bot.text()).toMatch(/Your order #\d+ is placed!/);
    expect(bot.sandbox.orders).toHaveLength(1);
    return bot.sandbox.orders[0]?.body.orderServices as unknown[] | undefined;
  }

  it('"my dirty laundry. also 1 suit, dry cleaned" sends Wash & Fold and the suit (invariants count-of-the-named-thing, laundry-beside-things-is-the-plain-service)', async () => {
    expect(
      await orderWhat(['none', 'none'], ['skip', 'skip'], [], 'my dirty laundry. also 1 suit, dry cleaned'),
    ).toEqual([
      { servicePriceId: 201, serviceModifierIds: [], serviceNotes: null },
      { servicePriceId: 204, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it('"no notes for either of those" sends both services with no note', async () => {
    expect(await orderWithNotes('no notes for either of those')).toEqual([
      { servicePriceId: 201, serviceModifierIds: [], serviceNotes: null },
      { servicePriceId: 204, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it('"light starch, and nothing for the suit" sends the note with Wash & Fold only', async () => {
    expect(await orderWithNotes('light starch, and nothing for the suit')).toEqual([
      { servicePriceId: 201, serviceModifierIds: [], serviceNotes: 'light starch' },
      { servicePriceId: 204, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it('"poco almidón. y pal traje nada" sends the note with Wash & Fold only: the suit is not asked', async () => {
    expect(await orderWithNotes('poco almidón. y pal traje nada')).toEqual([
      { servicePriceId: 201, serviceModifierIds: [], serviceNotes: 'poco almidón' },
      { servicePriceId: 204, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it('"nah, none for the suit either", asked of the suit, sends the suit with no note', async () => {
    const services = await orderWithNotes('skip', 'nah, none for the suit either');
    expect(services?.[1]).toEqual({ servicePriceId: 204, serviceModifierIds: [], serviceNotes: null });
  });

  it('"ninguno" alone, asked of the suit, sends the suit with no note, never "ninguno" as its note', async () => {
    const services = await orderWithNotes('skip', 'ninguno');
    expect(services?.[1]).toEqual({ servicePriceId: 204, serviceModifierIds: [], serviceNotes: null });
  });

  it('"both of those" at the suit\'s extras sends both extras, not "No extras"', async () => {
    const services = await orderWhat(['none', 'both of those'], ['skip', 'skip']);
    expect(services?.[1]).toEqual({
      servicePriceId: 204,
      serviceModifierIds: [305, 306],
      serviceNotes: null,
    });
  });

  it('"back" at the suit\'s extras asks Wash & Fold\'s again, not the services; the extras answered after it are sent', async () => {
    const services = await orderWhat(
      ['fabric softener', 'back', 'cold wash only', 'crease press'],
      ['skip', 'skip'],
    );
    const asked = bot.transcript().split('you › back')[1] ?? '';
    expect(asked.trimStart()).toMatch(/^Any extras for Wash & Fold\?/);
    expect(services).toEqual([
      { servicePriceId: 201, serviceModifierIds: [303], serviceNotes: null },
      { servicePriceId: 204, serviceModifierIds: [305], serviceNotes: null },
    ]);
  });

  it('"back" at the suit\'s notes asks Wash & Fold\'s notes again, not its extras', async () => {
    const services = await orderWhat(['none', 'none'], ['skip', 'back', 'light starch', 'skip']);
    const asked = bot.transcript().split('you › back')[1] ?? '';
    expect(asked.trimStart()).toMatch(/^Any notes for the cleaners about Wash & Fold\?/);
    expect(services?.[0]).toEqual({
      servicePriceId: 201,
      serviceModifierIds: [],
      serviceNotes: 'light starch',
    });
  });

  it('"the good detergent" at the extras is asked back, never the hypoallergenic one taken; the extras then said are sent (invariant quality-of-a-thing-confirmed)', async () => {
    const services = await orderWhat(['the good detergent', 'cold wash only', 'none'], ['skip', 'skip']);
    expect(bot.transcript()).toContain('"Hypoallergenic detergent", right?');
    expect(services).toEqual([
      { servicePriceId: 201, serviceModifierIds: [303], serviceNotes: null },
      { servicePriceId: 204, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it.each([
    ['hypoallergenic. my husband gets hives', [301]],
    ['cold wash only, dont want anything to fade', [303]],
    ['no frills', []],
  ])(
    '"%s" at the extras sends %j, why and everyday words never asked back (invariant reason-after-a-list-set-aside)',
    async (said, ids) => {
      const services = await orderWhat([said, 'none'], ['skip', 'skip']);
      expect(bot.transcript()).not.toContain('right? Say yes, or choose another.');
      expect(services?.[0]).toEqual({ servicePriceId: 201, serviceModifierIds: ids, serviceNotes: null });
    },
  );

  it('"fabric softener, he hates cold water" at the extras is asked back, never "Cold wash only" added; the softener sent once agreed (invariant reason-after-a-list-set-aside)', async () => {
    const services = await orderWhat(
      ['fabric softener, he hates cold water', 'yes', 'none'],
      ['skip', 'skip'],
    );
    expect(bot.transcript()).toContain('"Fabric softener", right?');
    expect(services?.[0]).toEqual({ servicePriceId: 201, serviceModifierIds: [302], serviceNotes: null });
  });

  it('"clothes plus the sheets" is asked back, never Comforter & Bedding taken; the services then chosen are sent (invariant linens-beside-laundry-asked)', async () => {
    const services = await orderWhat(['none', 'none'], ['skip', 'skip'], ['clothes plus the sheets']);
    expect(bot.transcript()).toContain('"Wash & Fold", "Comforter & Bedding", right?');
    expect(services?.map((svc) => (svc as { servicePriceId: number }).servicePriceId)).toEqual([201, 204]);
  });

  it.each([
    'wash & fold (aprons + napkins) and one suit for Pastor Reyes',
    'wash and fold plus a couple of suits dry cleaned and pressed',
  ])(
    '"%s" sends Wash & Fold and the suit, never asked back about what is in the bags, whom for, or how it is done (invariants for-whom-is-commentary, count-of-the-named-thing, done-to-it-is-no-item)',
    async (said) => {
      const services = await orderWhat(['none', 'none'], ['skip', 'skip'], [], said);
      expect(bot.transcript()).not.toContain('right? Say yes, or choose another.');
      expect(services?.map((svc) => (svc as { servicePriceId: number }).servicePriceId)).toEqual([201, 204]);
    },
  );

  it('"laundry and a suit" is Wash & Fold and the suit, never the suit alone (invariant laundry-beside-things-is-the-plain-service)', async () => {
    const services = await orderWhat(['none', 'none'], ['skip', 'skip'], [], 'laundry and a suit');
    expect(bot.transcript()).not.toContain('right? Say yes, or choose another.');
    expect(services?.map((svc) => (svc as { servicePriceId: number }).servicePriceId)).toEqual([201, 204]);
  });
});
