/**
 * The notes per service (lib/flows/order/steps-what.ts) over in-memory ports: a reply that says there
 * is no note never becomes the note (invariant no-note-is-no-note), and one that covers several
 * services answers each, as the order's body records.
 */
import { createFakeWorld, FAKE, transcript } from '../../../../support/fake-ports';
import { PLACE_ORDER, questions, SIGN_IN } from '../conversations';

const TWO_SERVICES = [...SIGN_IN, 'new order', 'wash and fold, dry cleaning', 'none'];
/** PLACE_ORDER from after its one service's notes: the bags to placing it. */
const AFTER_NOTES = PLACE_ORDER.slice(PLACE_ORDER.indexOf('two bags'));

async function placedServices(notes: string[]) {
  const world = createFakeWorld();
  const run = await transcript(world.engine, [...TWO_SERVICES, ...notes, ...AFTER_NOTES]);
  return { run, bodies: world.laundry.createOrderBodies() };
}

describe('notes per service', () => {
  it('"no notes for either of those" gives both services no note', async () => {
    const { run, bodies } = await placedServices(['no notes for either of those']);
    expect(questions(run)).not.toContain('Any notes for the cleaners about Dry Cleaning?');
    expect(bodies[0]?.orderServices).toEqual([
      { servicePriceId: FAKE.laundryServiceId, serviceModifierIds: [], serviceNotes: null },
      { servicePriceId: FAKE.dryCleaningServiceId, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it('"cold wash only, and nothing for the dry cleaning" gives each service its own answer', async () => {
    const { run, bodies } = await placedServices(['cold wash only, and nothing for the dry cleaning']);
    expect(questions(run)).not.toContain('Any notes for the cleaners about Dry Cleaning?');
    expect(bodies[0]?.orderServices).toEqual([
      { servicePriceId: FAKE.laundryServiceId, serviceModifierIds: [], serviceNotes: 'cold wash only' },
      { servicePriceId: FAKE.dryCleaningServiceId, serviceModifierIds: [], serviceNotes: null },
    ]);
  });

  it('"nah nothing for the dry cleaning either", asked of the dry cleaning, is no note', async () => {
    const { bodies } = await placedServices(['skip', 'nah nothing for the dry cleaning either']);
    expect(bodies[0]?.orderServices?.[1]).toEqual({
      servicePriceId: FAKE.dryCleaningServiceId,
      serviceModifierIds: [],
      serviceNotes: null,
    });
  });

  it('"no notes today" is asked back, never kept as the note', async () => {
    const { run, bodies } = await placedServices(['no notes today', 'skip', 'skip']);
    expect(questions(run).slice(TWO_SERVICES.length - 1, TWO_SERVICES.length + 2)).toEqual([
      'Any notes for the cleaners about Wash & Fold?',
      'Any notes for the cleaners about Wash & Fold?',
      'Any notes for the cleaners about Dry Cleaning?',
    ]);
    expect(run.text).toContain('Type a note, or skip.');
    expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual([null, null]);
  });

  it.each(['ok', 'lo de siempre', 'same as last time', 'idk you pick'])(
    '%j (a yes, a shrug, or a note the bot does not have) is asked back, never kept as the note (invariant note-never-a-yes)',
    async (reply) => {
      const { run, bodies } = await placedServices([reply, 'light starch', 'skip']);
      expect(run.text).toContain('Type a note, or skip.');
      expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual(['light starch', null]);
    },
  );

  // A stranger's find (invariant wish-to-write-is-no-text): a wish to write the note, its words yet to come.
  it.each([
    'quiero escribir algo para la lavanderia',
    'i want to leave a note for the cleaners',
    'me gustaria agregar unas instrucciones',
  ])('%j is asked for the note, never kept as it', async (reply) => {
    const { run, bodies } = await placedServices([reply, 'light starch', 'skip']);
    expect(run.text).toMatch(/Type a note, or skip\.|Escriba una nota o diga omitir\./);
    expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual(['light starch', null]);
  });

  it('a note ending on a question to the store is asked back, never sent (invariant note-question-asked-back)', async () => {
    const { run, bodies } = await placedServices([
      'the cuffs are frayed, could you mend them?',
      'please mend the frayed cuffs',
      'skip',
    ]);
    expect(run.text).toContain('I can\'t get you an answer to "could you mend them?" here');
    expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual([
      'please mend the frayed cuffs',
      null,
    ]);
  });
});

// Round 42: "the same as the other one", asked of the second of two services, points at the note given
// the first in this order, which the bot has: that note is given this one (invariant same-as-the-other-service).
describe('the same note as the other service of the order', () => {
  it.each([
    'same as the other',
    'the same as the other one too',
    'lo mismo que el otro',
    'igual que el otro servicio',
  ])('%j gives the second service the first one’s note', async (reply) => {
    const { bodies } = await placedServices(['cold wash only', reply]);
    expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual([
      'cold wash only',
      'cold wash only',
    ]);
  });

  it('"same as the other one" said of the first service is asked back: no other has a note yet', async () => {
    const { run, bodies } = await placedServices(['same as the other one', 'skip', 'skip']);
    expect(run.text).toContain('Type a note, or skip.');
    expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual([null, null]);
  });

  it.each(['same as the other time', 'lo mismo que la otra vez'])(
    '%j points at another time, not the other service: asked back',
    async (reply) => {
      const { run, bodies } = await placedServices(['cold wash only', reply, 'skip']);
      expect(run.text).toContain('Type a note, or skip.');
      expect(bodies[0]?.orderServices?.map((svc) => svc.serviceNotes)).toEqual(['cold wash only', null]);
    },
  );
});
