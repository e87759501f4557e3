/**
 * The staff desk (lib/flows/desk.ts) as a transcript over in-memory ports: a staff member finds
 * a placed order by its number and changes it with the customer's own session and flow; the laundry
 * service receives the customer's token, the ledger names the staff member, and the customer is told.
 * The staff desk port is an in-memory one over the fake ledger.
 */
import { renderReplies } from '../../../../lib/channels/console/render';
import { createDialogEngine, type DialogOutcome } from '../../../../lib/dialog/engine';
import type { DialogState, Session } from '../../../../lib/dialog/types';
import { REGISTRY } from '../../../../lib/flows';
import type { StaffDeskPort } from '../../../../lib/flows/deps';
import type { LedgerEntry } from '../../../../lib/orders/ledger-entry';
import {
  createFakeWorld,
  FAKE,
  FAKE_CONVERSATION_KEY,
  type FakeWorld,
  transcript,
} from '../../../support/fake-ports';
import { continued, PLACE_ORDER, questions, SIGN_IN } from './conversations';

const STAFF = 'U-STAFF';
/** PLACE_ORDER with the order delivered back (the first day, its second window) instead of collected. */
const DELIVERED_ORDER = [
  ...PLACE_ORDER.slice(0, 7),
  'deliver it',
  'the first one',
  '2',
  ...PLACE_ORDER.slice(8),
];
const STAFF_KEY = 'console:staff';
const ASK_ORDER = 'Which order? Give its number, or the customer’s phone number (like 5001).';

/** A world where the customer placed order #9001, and a staff engine whose desk finds it in the ledger. */
async function staffDesk(
  options: { customerSignedIn: boolean; order?: string[] } = { customerSignedIn: true },
) {
  const world = createFakeWorld();
  const placed = await transcript(world.engine, [...SIGN_IN, ...(options.order ?? PLACE_ORDER)]);
  const customer = placed.session as Session;
  const desk: StaffDeskPort = {
    async findOrder(orderId) {
      const record = await world.ledger.getByOrderId<LedgerEntry>(orderId);
      return (
        record && {
          serviceCustomerId: record.serviceCustomerId,
          key: record.entry.placedBy,
          placedBy: 'Dana',
        }
      );
    },
    async findCustomer(phoneNumber) {
      return phoneNumber === FAKE.phone
        ? { serviceCustomerId: FAKE.customerId, key: FAKE_CONVERSATION_KEY }
        : undefined;
    },
    async sessionFor() {
      return options.customerSignedIn ? customer : undefined;
    },
  };
  const engine = createDialogEngine(REGISTRY, { ...world.deps, staffDesk: desk }, (error) =>
    world.errors.push(error),
  );
  return { world, engine, placed };
}

/** The staff member's turns, in order: the text shown and the outcomes. */
async function staffSays(engine: ReturnType<typeof createDialogEngine>, lines: string[]) {
  let state: DialogState | undefined;
  const outcomes: DialogOutcome[] = [];
  const text: string[] = [];
  for (const line of lines) {
    const outcome = await engine.step({
      conversationKey: STAFF_KEY,
      state,
      expired: false,
      session: undefined,
      input: { type: 'text', text: line },
      staff: STAFF,
    });
    state = outcome.state;
    outcomes.push(outcome);
    text.push(`› ${line}`, renderReplies(outcome.replies, { color: false }));
  }
  return {
    text: text.join('\n'),
    outcomes,
    questions: questions({ outcomes }),
  };
}

const changesOf = async (world: FakeWorld) =>
  (await world.ledger.getByOrderId<LedgerEntry>(FAKE.firstOrderId))?.entry.changes ?? [];

describe('staff desk', () => {
  it('staff find an order by its number and change its pickup with the customer session; the customer is told', async () => {
    const { world, engine } = await staffDesk();
    const desk = await staffSays(engine, [
      'hello',
      '9001',
      'pickup time',
      'tomorrow',
      '12pm',
      'make this change',
    ]);

    expect(desk.questions).toEqual([
      ASK_ORDER,
      `What would you like to change on order #${FAKE.firstOrderId}?`,
      'Which day should we pick up?',
      'Pickup windows on Tue, Jun 10:',
      `Make this change to order #${FAKE.firstOrderId}?`,
      ASK_ORDER,
    ]);
    expect(desk.text).toContain(`Order #${FAKE.firstOrderId} was placed by Dana.`);
    expect(desk.text).toContain(`Done! Order #${FAKE.firstOrderId} is changed.`);
    // Staff never sign in: no session comes back to their conversation.
    expect(desk.outcomes.every((o) => !o.session)).toBe(true);

    const updates = world.laundry.callsOf('updateTransportation');
    expect(updates).toHaveLength(1);
    expect(updates[0]?.args.slice(0, 2)).toEqual([FAKE.token, FAKE.firstOrderId]);
    expect(await changesOf(world)).toEqual([
      expect.objectContaining({
        by: STAFF_KEY,
        staff: STAFF,
        fields: [expect.objectContaining({ field: 'Pickup' })],
      }),
    ]);
    const notices = desk.outcomes.flatMap((o) => o.notices ?? []);
    expect(notices).toEqual([expect.objectContaining({ key: FAKE_CONVERSATION_KEY })]);
    expect(world.errors).toEqual([]);
  });

  it("the desk's options speak as staff: the customer collects the order, never staff's own \"I'll collect it\"", async () => {
    const { engine } = await staffDesk({ customerSignedIn: true, order: DELIVERED_ORDER });
    const desk = await staffSays(engine, ['hello', '9001']);

    expect(desk.text).toContain('Customer collects instead');
    expect(desk.text).toContain('it waits for the customer at');
    expect(desk.text).not.toContain("I'll collect it instead");
    expect(desk.text).not.toContain('waits for you');
  });

  // Invariant relay-told-notice-aside: seen on SMS, where the change re-sent the hand-off's greeting and was never told.
  it('a change staff make while the customer talks to a person is told to them plainly, once: nothing pushed over the hand-off, its greeting not said again, their next words still go to staff', async () => {
    const { world, engine, placed } = await staffDesk();
    const talking = await continued(world, placed, ['talk to a person']);
    await staffSays(engine, ['hello', '9001', 'pickup time', 'tomorrow', '12pm', 'make this change']);
    expect(await changesOf(world)).toEqual([expect.objectContaining({ staff: STAFF })]);
    const opens = {
      type: 'open',
      word: 'staff-changed',
      by: STAFF,
      orderId: FAKE.firstOrderId,
      byBot: true,
    } as const;
    const after = await continued(world, talking, [opens, 'will the driver call me first?']);
    const [told, asked] = after.outcomes;
    expect(told?.replies).toEqual([
      {
        type: 'text',
        text: expect.stringMatching(
          new RegExp(`^Our support team changed your order #${FAKE.firstOrderId}:\nPickup: .* → .*12:00`),
        ),
      },
    ]);
    expect(told?.state.stack.at(-1)?.flow).toBe('handoff');
    expect(asked?.replies).toEqual([]);
    expect(asked?.notices).toEqual([
      { staffThread: true, text: 'will the driver call me first?', language: 'en' },
    ]);
    // A reminder the bot opens meanwhile, whose opening tells nothing aside, asks the hand-off's question again as before.
    const reminded = await continued(world, talking, [
      { type: 'open', word: 'remind-pickup', orderId: FAKE.firstOrderId, byBot: true },
    ]);
    expect(reminded.text).toContain("I've asked a person at the laundry to answer you here shortly.");
    expect(world.errors).toEqual([]);
  });

  it('an order number the bot never placed, or text that is neither number, is answered and asked again', async () => {
    const { world, engine } = await staffDesk();
    const desk = await staffSays(engine, ['hello', '1234', 'blah']);

    expect(desk.questions).toEqual([ASK_ORDER, ASK_ORDER, ASK_ORDER]);
    expect(desk.text).toContain('No order #1234 was placed through the bot.');
    expect(desk.text).toContain("That's neither an order number nor a phone number.");
    expect(world.laundry.callsOf('updateTransportation')).toEqual([]);
  });

  it('a customer whose session is gone cannot be acted for: staff are told to have them sign in, nothing changes', async () => {
    const { world, engine } = await staffDesk({ customerSignedIn: false });
    const desk = await staffSays(engine, ['hello', '9001']);

    expect(desk.questions).toEqual([ASK_ORDER, ASK_ORDER]);
    expect(desk.text).toContain("I can't act for this customer: their sign-in with the laundry has expired");
    expect(desk.text).toContain('Nothing was changed.');
    expect(world.laundry.callsOf('updateTransportation')).toEqual([]);
    expect(await changesOf(world)).toEqual([]);
  });
});
