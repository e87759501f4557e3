/**
 * The slot flow (lib/flows/slot.ts), reached through an order, as a transcript over in-memory
 * ports: a day within the booking range, then a window of that day; answers outside either are asked
 * again, and a return day with no window after the pickup moves on to the next day that has one.
 */
import { parseDay } from '../../../../lib/calendar';
import {
  dayHintExamples,
  namesADay,
  sameWindowNamed,
  timesApart,
  windowAtSameTime,
  windowsAtTime,
} from '../../../../lib/flows/slot';
import type { WindowChoice } from '../../../../lib/orders/choices';
import { findTimesOfDay } from '../../../../lib/recognize/time-of-day';
import { createFakeWorld, fakeWindowId, lastPrompt, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, questions, SIGN_IN } from './conversations';

const ASK_PICKUP_DAY = 'Which day should we pick up?';
const ASK_RETURN = 'How should we get it back to you?';
/** The order's answers up to its pickup day. */
const UP_TO_PICKUP_DAY = PLACE_ORDER.slice(0, PLACE_ORDER.indexOf('tomorrow'));

async function atPickupDay() {
  const world = createFakeWorld();
  const at = await transcript(world.engine, [...SIGN_IN, ...UP_TO_PICKUP_DAY]);
  expect(questions(at).at(-1)).toBe(ASK_PICKUP_DAY);
  return { world, at };
}

const lookedUp = (world: Awaited<ReturnType<typeof atPickupDay>>['world']) =>
  world.laundry.callsOf('listDeliveryWindows').map((call) => {
    const query = call.args[2] as { date: string; type: string };
    return `${query.type} ${query.date}`;
  });

describe('slot flow', () => {
  it('a day in the past or beyond the booking range is refused naming the range, looking up only the week the day question lists', async () => {
    const { world, at } = await atPickupDay();
    const refused = await continued(world, at, ['yesterday', 'july 30']);

    expect(questions(refused)).toEqual([ASK_PICKUP_DAY, ASK_PICKUP_DAY]);
    expect(refused.text.match(/Pick a day from Mon, Jun 9 to Sun, Jun 22\./g)).toHaveLength(2);
    // Yesterday has passed (invariant recent-date-is-past).
    expect(refused.text).toContain('Sun, Jun 8 has passed.');
    expect(refused.text).toContain("Wed, Jul 30 can't be booked.");
    expect(new Set(lookedUp(world))).toEqual(
      new Set(['09', '10', '11', '12', '13', '14', '15'].map((d) => `PICKUP 2025-06-${d}`)),
    );
  });

  it('a time no window of the day covers is asked again, and "back" goes to the day, whose window is then taken', async () => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, ['friday', '3am', 'back', 'saturday', '6:30pm']);

    expect(questions(chosen)).toEqual([
      'Pickup windows on Fri, Jun 13:',
      'Pickup windows on Fri, Jun 13:',
      ASK_PICKUP_DAY,
      'Pickup windows on Sat, Jun 14:',
      ASK_RETURN,
    ]);
    expect(chosen.text).toContain('Pick one of the windows.');
    expect(lookedUp(world)).toContain('PICKUP 2025-06-14');
    expect(world.errors).toEqual([]);
  });

  it("a day named at the windows is the day question's answer: its windows next, or the window said with it (invariant day-named-at-windows-answers-the-day)", async () => {
    const { world, at } = await atPickupDay();
    const moved = await continued(world, at, [
      'friday',
      'hmm no, make it thursday',
      'mejor el sábado a las 6:30pm',
    ]);

    expect(questions(moved)).toEqual([
      'Pickup windows on Fri, Jun 13:',
      'Pickup windows on Thu, Jun 12:',
      ASK_RETURN,
    ]);
    expect(moved.text).toContain('Sat, Jun 14, 6:00–7:00 PM EDT with Swift Courier, a $7.99 fee');
    expect(moved.text).not.toContain('Pick one of the windows.');
    expect(world.laundry.createOrderBodies()).toEqual([]);
  });

  it("a day at the windows that can't be booked is said why, and the windows shown stay", async () => {
    const { world, at } = await atPickupDay();
    const refused = await continued(world, at, ['friday', 'actually yesterday']);

    expect(questions(refused)).toEqual(['Pickup windows on Fri, Jun 13:', 'Pickup windows on Fri, Jun 13:']);
    expect(refused.text).toContain('Sun, Jun 8 has passed.');
  });

  it('"thursday instead of wednesday", "en lugar del miércoles, el jueves" is Thursday (invariant replaced-day-left-out)', async () => {
    const { world, at } = await atPickupDay();
    const read = await continued(world, at, [
      'thursday instead of wednesday',
      'back',
      'en lugar del miércoles, el jueves',
    ]);
    expect(questions(read)).toEqual([
      'Pickup windows on Thu, Jun 12:',
      ASK_PICKUP_DAY,
      'Pickup windows on Thu, Jun 12:',
    ]);
  });

  it('a day said with two times of day apart, one of them why ("friday, the shop is shut that afternoon so morning"), lists all its windows (invariant times-apart-all-windows-asked)', async () => {
    const { world, at } = await atPickupDay();
    const read = await continued(world, at, ['friday, the shop is shut that afternoon so morning']);
    expect(questions(read)).toEqual(['Pickup windows on Fri, Jun 13:']);
    expect(lastPrompt(read.outcomes[0]?.replies ?? [])?.options).toHaveLength(5);
    expect(timesApart(findTimesOfDay('morning, 8-10', { windows: true }).times)).toBe(false);
    expect(timesApart(findTimesOfDay('not the evening, morning', { windows: true }).times)).toBe(true);
  });

  it('"la de la mañana" and a time at the windows name no day', () => {
    expect(namesADay('la de la mañana')).toBe(false);
    expect(namesADay('the 8 to 10')).toBe(false);
    expect(namesADay('en la mañanita, temprano')).toBe(false);
    expect(namesADay('no, este viernes')).toBe(true);
    expect(namesADay('pasado mañana mejor')).toBe(true);
    expect(namesADay('tmrw instead')).toBe(false);
    expect(namesADay('tomorrow instead')).toBe(true);
  });

  it("a return day within the store's turnaround after the pickup is neither listed nor taken", async () => {
    const { world, at } = await atPickupDay();
    // Saturday 6:30pm: the courier's 6:00-7:00 PM; the fake store's turnaround is 48 hours, to Monday 7 PM.
    const moved = await continued(world, at, ['saturday', '6:30pm', 'deliver', 'sat jun 14', 'jun 16']);

    // Monday has no windows: said so with the next day that has some, and the day asked again (never swapped).
    expect(questions(moved).slice(2)).toEqual([
      'Which day should we deliver it back?',
      'Which day should we deliver it back?',
      'Which day should we deliver it back?',
    ]);
    const listed = lastPrompt(moved.outcomes[2]?.replies ?? [])?.options.map((o) => o.value);
    expect(listed).toEqual(['17', '18', '19', '20', '21', '22'].map((d) => `2025-06-${d}`));
    // The days on offer named from the first listed: Monday, without windows, is not (invariant day-list-offers-bookable-days).
    expect(moved.text).toContain("Sat, Jun 14 can't be booked. Pick a day from Tue, Jun 17 to Sun, Jun 22.");
    expect(moved.text).toContain(
      'There are no delivery windows on Mon, Jun 16. The next day with windows is Tue, Jun 17.',
    );
    expect(world.laundry.createOrderBodies()).toEqual([]);
  });

  it('a window chosen from a typed time states its fee in the same reply', async () => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, ['friday 6:30pm']);

    expect(questions(chosen)).toEqual([ASK_RETURN]);
    expect(chosen.text).toContain(
      'Fri, Jun 13, 6:00–7:00 PM EDT with Swift Courier, a $7.99 fee: the window nearest that time.',
    );
    expect(world.laundry.createOrderBodies()).toEqual([]);
  });
  it('a window that starts at the time typed is said to start then, never "the nearest" (both languages)', async () => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, ['friday 6-7pm']);

    expect(chosen.text).toContain(
      'Fri, Jun 13, 6:00–7:00 PM EDT with Swift Courier, a $7.99 fee: the window that starts at that time.',
    );
    expect(chosen.text).not.toContain('nearest that time');
    const spanish = await transcript(world.engine, ['el viernes de 6 a 7 de la tarde'], {
      state: at.state,
      session: at.session,
      language: 'es',
    });
    expect(spanish.text).toContain('el horario que empieza a esa hora.');
    expect(spanish.text).not.toContain('se ajusta a esa hora');
  });

  it('a span of days is asked back, and a day of the month said alone is that date, not a position', async () => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, ['sometime next week', 'the 11th']);

    expect(questions(chosen)).toEqual([ASK_PICKUP_DAY, 'Pickup windows on Wed, Jun 11:']);
    expect(chosen.text).toContain('"sometime next week" is more than one day. Which day would you like?');
    expect(world.laundry.createOrderBodies()).toEqual([]);
  });

  it('a date typed in numbers is that date, month first in English; its day-first reading alone on offer taken when the other is months away (invariant slash-date-is-a-date)', async () => {
    const { world, at } = await atPickupDay();
    // "14/6": no month 14, so the 14th of June; "12/6" is Dec 6 month first, months away, so Jun 12,
    // said (invariant slash-date-months-away-read-the-other-way); nearer, asked (calendar.test.ts).
    const chosen = await continued(world, at, ['6/13', 'back', '14/6', 'back', '12/6']);

    expect(questions(chosen)).toEqual([
      'Pickup windows on Fri, Jun 13:',
      ASK_PICKUP_DAY,
      'Pickup windows on Sat, Jun 14:',
      ASK_PICKUP_DAY,
      'Pickup windows on Thu, Jun 12:',
    ]);
    expect(chosen.text).toContain('I took "12/6" as Thu, Jun 12.');
    expect(world.laundry.createOrderBodies()).toEqual([]);
  });

  it('"day after tmrw" is two days on, and "el día 12" the 12th', async () => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, ['day after tmrw', 'back', 'el día 12']);

    expect(questions(chosen)).toEqual([
      'Pickup windows on Wed, Jun 11:',
      ASK_PICKUP_DAY,
      'Pickup windows on Thu, Jun 12:',
    ]);
  });

  it('a day said with a window takes the window its other words pick, and asks the windows when none fits them all', async () => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, [
      'sat 6:30pm w the store driver',
      'back',
      'fri 4-6 with the store driver',
    ]);

    // Saturday at 6:30 PM only the courier runs: the windows are asked, no courier window taken.
    expect(questions(chosen)).toEqual(['Pickup windows on Sat, Jun 14:', ASK_PICKUP_DAY, ASK_RETURN]);
    expect(chosen.text).toContain('Fri, Jun 13, 4:00–6:00 PM EDT with the store driver, a $5.00 fee');
  });

  // Invariant day-and-window-in-one-reply: a word of the window beside the day is the window's, not the day's.
  it.each([
    ['vie tempranito con el chofer', 'Fri, Jun 13, 8:00–10:00 AM EDT with the store driver'],
    ['tomorow 4-6 with the store driver', 'Tue, Jun 10, 4:00–6:00 PM EDT with the store driver'],
    ['el viernes de cuatro a seis con el chofer', 'Fri, Jun 13, 4:00–6:00 PM EDT with the store driver'],
    ['friday early w the store driver', 'Fri, Jun 13, 8:00–10:00 AM EDT with the store driver'],
  ])('%j is that day and the window its other words pick', async (said, window) => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, [said]);

    expect(questions(chosen)).toEqual([ASK_RETURN]);
    expect(chosen.text).toContain(window);
  });

  // Invariant vague-time-confirmed: "early" alone never takes the earliest window; the day's windows are asked.
  it.each(['friday early', 'vie tempranito'])(
    '%j is that day, and its windows are asked: "early" alone takes none',
    async (said) => {
      const { world, at } = await atPickupDay();
      const asked = await continued(world, at, [said]);

      expect(questions(asked)).toEqual(['Pickup windows on Fri, Jun 13:']);
    },
  );

  // Invariant refused-day-never-taken: a day said as unavailable is why, never the day wanted.
  it.each([
    'office is closed friday',
    'busy friday',
    'friday is bad for me',
    'el viernes está cerrado',
    'el viernes estoy ocupada',
  ])('%j refuses its day, never takes it: which day is asked', async (said) => {
    const { world, at } = await atPickupDay();
    const asked = await continued(world, at, [said]);

    expect(questions(asked)).toEqual([ASK_PICKUP_DAY]);
    expect(asked.text).toContain('Which day, then?');
  });

  it.each([
    'saturday, office is closed friday',
    'el sábado, el viernes está cerrado',
    'busy friday so saturday',
  ])('%j is the other day, the refused one set aside', async (said) => {
    const { world, at } = await atPickupDay();
    const asked = await continued(world, at, [said]);

    expect(questions(asked)).toEqual(['Pickup windows on Sat, Jun 14:']);
  });

  // A first choice with a fallback: the first when on offer, else the fallback (invariant first-choice-if-offered).
  it.each([
    ['friday if you guys can still do it, otherwise saturday', 'Pickup windows on Fri, Jun 13:'],
    ['el viernes si se puede, si no el sábado', 'Pickup windows on Fri, Jun 13:'],
    ['july 30 if you can, else saturday', 'Pickup windows on Sat, Jun 14:'],
  ])('%j is the first choice when offered, else the fallback', async (said, question) => {
    const { world, at } = await atPickupDay();
    const asked = await continued(world, at, [said]);

    expect(questions(asked)).toEqual([question]);
  });

  it('a first choice on the person\'s own condition ("friday if my check clears, otherwise saturday") is asked', async () => {
    const { world, at } = await atPickupDay();
    const asked = await continued(world, at, ['friday if my check clears, otherwise saturday']);

    expect(questions(asked)).toEqual([ASK_PICKUP_DAY]);
  });

  // A day said as free, or after work, is that day.
  it.each(["friday's not bad", 'friday after work'])('%j is that day', async (said) => {
    const { world, at } = await atPickupDay();
    const asked = await continued(world, at, [said]);

    expect(questions(asked)).toEqual(['Pickup windows on Fri, Jun 13:']);
  });

  it.each(['anything but saturday', 'cualquiera menos viernes'])(
    '%j leaves one day out, never takes it: which day is asked',
    async (said) => {
      const { world, at } = await atPickupDay();
      const asked = await continued(world, at, [said]);

      expect(questions(asked)).toEqual([ASK_PICKUP_DAY]);
      expect(asked.text).toContain('Which day, then?');
    },
  );

  it.each(['June thirteenth please', 'Friday the thirteenth', 'el viernes trece'])(
    '%j is a date, its number never a window’s place: the windows are asked',
    async (said) => {
      const { world, at } = await atPickupDay();
      const asked = await continued(world, at, [said]);

      expect(questions(asked)).toEqual(['Pickup windows on Fri, Jun 13:']);
    },
  );

  // Invariant day-reason-is-commentary.
  it.each([
    ['thursday, no wait, friday because thursday I work late', 'Fri, Jun 13'],
    ['el sábado porque el viernes no estoy', 'Sat, Jun 14'],
    ['saturday since on friday my kids are home', 'Sat, Jun 14'],
    ['friday, so the suit is ready for sunday', 'Fri, Jun 13'],
  ])('%j is the day said before its reason', async (said, day) => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, [said]);

    expect(questions(chosen)).toEqual([`Pickup windows on ${day}:`]);
  });

  // Issue 34 (round 38): "…before Saturday's open house, so Friday please" placed Saturday. A day after "so",
  // "así que" is what the reason before it leads to (invariant day-reason-is-commentary); a deadline's day
  // is never taken (invariant deadline-day-never-taken).
  it.each([
    ["Needs to be back before Saturday's open house, so Friday please", 'Fri, Jun 13'],
    ["My sister's in town Saturday, so let's do Friday", 'Fri, Jun 13'],
    ['we have guests saturday so friday then', 'Fri, Jun 13'],
    ['mi hermana viene el sábado, así que el viernes', 'Fri, Jun 13'],
  ])('%j is the day the reason leads to', async (said, day) => {
    const { world, at } = await atPickupDay();
    const chosen = await continued(world, at, [said]);

    expect(questions(chosen)).toEqual([`Pickup windows on ${day}:`]);
  });

  // Invariant typed-time-fitting-windows.
  it('a day said with a span two kinds of window fit asks among only those, naming the cheapest, and places the one then chosen', async () => {
    const { world, at } = await atPickupDay();
    const placed = await continued(world, at, [
      'fri in the morning',
      '2',
      ...PLACE_ORDER.slice(PLACE_ORDER.indexOf('collect'), PLACE_ORDER.indexOf('no')),
      'no tip',
      ...PLACE_ORDER.slice(PLACE_ORDER.indexOf('no')),
    ]);

    expect(questions(placed).slice(0, 2)).toEqual([
      'Pickup windows on Fri, Jun 13 at the time you said:',
      ASK_RETURN,
    ]);
    const prompt = lastPrompt(placed.outcomes[0]?.replies ?? []);
    expect(prompt?.options.map((o) => o.value)).toEqual([
      String(fakeWindowId('2025-06-13', 'OWN_DRIVER', 0)),
      String(fakeWindowId('2025-06-13', 'ON_DEMAND', 0)),
    ]);
    expect(prompt?.hint).toBe(
      'The cheapest at that time: 8:00–10:00 AM EDT with the store driver, a $5.00 fee.',
    );
    // The courier's window, listed second, is the one the person chose: the one placed.
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
    expect(world.laundry.createOrderBodies()[0]?.orderDelivery.pickup).toMatchObject({
      deliveryProvider: 'ON_DEMAND',
      windowId: fakeWindowId('2025-06-13', 'ON_DEMAND', 0),
    });
  });

  // Invariant part-of-day-fitting-several-asked.
  it.each(['friday in the afternoon', 'viernes por la tarde'])(
    'a day said with a part of the day (%j) several windows of one price and provider fit asks among them, never the earliest taken as what was asked',
    async (said) => {
      const { world, at } = await atPickupDay();
      const chosen = await continued(world, at, [said]);

      expect(questions(chosen)).toEqual(['Pickup windows on Fri, Jun 13 at the time you said:']);
      expect(chosen.text).not.toContain('as you asked');
    },
  );

  it('"the cheapest one after 3pm" at the windows is the store driver\'s, by the fees the windows were shown with', async () => {
    const { world, at } = await atPickupDay();
    const placed = await continued(world, at, [
      'friday',
      'the cheapest one after 3pm',
      ...PLACE_ORDER.slice(PLACE_ORDER.indexOf('collect')),
    ]);

    expect(questions(placed)[1]).toBe(ASK_RETURN);
    // The store driver's third window of the day (4-6 PM, $5.00), not the courier's 6-7 PM ($7.99).
    expect(world.laundry.createOrderBodies()[0]?.orderDelivery.pickup).toMatchObject({
      deliveryProvider: 'OWN_DRIVER',
      windowId: fakeWindowId('2025-06-13', 'OWN_DRIVER', 2),
    });
  });
});

describe('the window at the same time as the current one', () => {
  const ZONE = 'America/New_York';
  const window = (
    day: string,
    start: string,
    end: string,
    provider: 'OWN_DRIVER' | 'ON_DEMAND',
    feeInCents = 0,
  ): WindowChoice => ({
    id: Number(`${day.replaceAll('-', '')}${start.slice(0, 2)}${provider === 'OWN_DRIVER' ? 1 : 2}`),
    provider,
    day,
    startTime: `${day}T${start}:00-05:00`,
    endTime: `${day}T${end}:00-05:00`,
    feeInCents,
    providerName: provider === 'OWN_DRIVER' ? 'Store driver' : 'DoorDash Drive',
  });
  const current = window('2026-12-01', '08:00', '10:00', 'OWN_DRIVER');

  // Invariant same-time-same-provider.
  it('is the window starting at that time of day with the same provider, though another starts then too', () => {
    const list = [
      window('2026-12-02', '08:00', '10:00', 'ON_DEMAND', 899),
      window('2026-12-02', '08:00', '10:00', 'OWN_DRIVER'),
    ];
    expect(windowAtSameTime(current, list, ZONE)).toEqual({ window: list[1] });
  });

  it('is never another provider’s window: that one is only named, for the bot to ask', () => {
    const courier = window('2026-12-02', '08:00', '10:00', 'ON_DEMAND', 1199);
    const list = [courier, window('2026-12-02', '12:00', '14:00', 'OWN_DRIVER', 499)];
    expect(windowAtSameTime(current, list, ZONE)).toEqual({ other: courier });
  });

  it('is none when no window starts at that time of day', () => {
    const list = [window('2026-12-06', '09:00', '11:00', 'ON_DEMAND', 899)];
    expect(windowAtSameTime(current, list, ZONE)).toEqual({ other: undefined });
  });

  // Invariant same-time-beside-its-window.
  describe('said beside the window’s own words', () => {
    const day = '2026-12-03';
    const list = [
      window(day, '08:00', '10:00', 'ON_DEMAND', 899),
      window(day, '08:00', '10:00', 'OWN_DRIVER'),
      window(day, '12:00', '14:00', 'OWN_DRIVER', 499),
    ];
    const data = { day, windows: { [day]: list }, current, timeZone: ZONE };
    it.each([
      'same as before, 8 to 10 with the store driver',
      'same time po, 8-10 store driver',
      'Same as I had: eight am, your own driver',
      'la de siempre, de 8 a 10 con el chofer de la tienda',
    ])('takes %j, which names the current one’s window', (text) => {
      expect(sameWindowNamed(text, data)).toEqual(list[1]);
    });
    it.each([
      // Two windows run 8-10: "same" is not read to choose between them here.
      'same as before, 8-10',
      // Another window than the current one's: the options' words ask.
      'same time, 12-2 store driver',
      'same as before but with the courier',
      'la de siempre pero con el mensajero',
      'same time',
    ])('leaves %j to the options’ words', (text) => {
      expect(sameWindowNamed(text, data)).toBeUndefined();
    });
    it('takes nothing when the current window’s time is not offered that day', () => {
      const other = [window(day, '12:00', '14:00', 'OWN_DRIVER', 499)];
      expect(
        sameWindowNamed('same time, 12-2 store driver', { ...data, windows: { [day]: other } }),
      ).toBeUndefined();
    });
  });
});

// Invariant typed-time-fitting-windows.
describe('the windows a typed time fits', () => {
  const ZONE = 'America/New_York';
  const window = (
    start: string,
    end: string,
    provider: 'OWN_DRIVER' | 'ON_DEMAND',
    feeInCents: number,
  ): WindowChoice => ({
    id: Number(`${start.slice(0, 2)}${provider === 'OWN_DRIVER' ? 1 : 2}`),
    provider,
    day: '2026-12-07',
    startTime: `2026-12-07T${start}:00-05:00`,
    endTime: `2026-12-07T${end}:00-05:00`,
    feeInCents,
    providerName: provider === 'OWN_DRIVER' ? 'Store driver' : 'DoorDash Drive',
  });
  const courierFiveToSeven = window('17:00', '19:00', 'ON_DEMAND', 1299);
  const driverSixToEight = window('18:00', '20:00', 'OWN_DRIVER', 499);
  const driverNoon = window('12:00', '14:00', 'OWN_DRIVER', 499);
  const driverMorning = window('08:00', '10:00', 'OWN_DRIVER', 0);
  const courierNine = window('09:00', '11:00', 'ON_DEMAND', 899);
  const day = [driverMorning, courierNine, driverNoon, courierFiveToSeven, driverSixToEight];

  it('at an exact time, are those that start at or cover it: differing in price and provider, all are asked', () => {
    expect(windowsAtTime('6:30 pm', day, ZONE)).toEqual({ ask: [courierFiveToSeven, driverSixToEight] });
  });

  it('at an exact time, a window that merely starts then is never taken over a cheaper one running then', () => {
    expect(windowsAtTime('9am', day, ZONE)).toEqual({ ask: [driverMorning, courierNine] });
    expect(windowsAtTime('a las 9', day, ZONE)).toEqual({ ask: [driverMorning, courierNine] });
  });

  it('at an exact time where one window ends and another starts, both are asked, even of one price and provider (invariant time-at-an-end-and-a-start-asked)', () => {
    const courierEleven = window('11:00', '13:00', 'ON_DEMAND', 899);
    const courierElevenDearer = window('11:00', '13:00', 'ON_DEMAND', 1299);
    expect(windowsAtTime('at 11am', [courierNine, courierElevenDearer], ZONE)).toEqual({
      ask: [courierNine, courierElevenDearer],
    });
    expect(windowsAtTime('a eso de las 11', [courierNine, courierEleven], ZONE)).toEqual({
      ask: [courierNine, courierEleven],
    });
    // The one named by its start is that one.
    expect(windowsAtTime('the one at 11', [courierNine, courierEleven], ZONE)).toEqual({
      window: courierEleven,
    });
  });

  it('one window alone that covers the time is taken', () => {
    expect(windowsAtTime('1:15pm', day, ZONE)).toEqual({ window: driverNoon });
  });

  it('in a span, are those starting within it: a store driver and a courier are asked, never the earliest taken', () => {
    expect(windowsAtTime('before noon', day, ZONE)).toEqual({ ask: [driverMorning, courierNine] });
  });

  it('of one price and provider, the earliest is taken', () => {
    const courierEleven = window('11:00', '13:00', 'ON_DEMAND', 899);
    expect(windowsAtTime('9:30am', [courierEleven, courierNine], ZONE)).toEqual({ window: courierNine });
    expect(windowsAtTime('later than 8:30', [courierEleven, courierNine], ZONE)).toEqual({
      window: courierNine,
    });
  });

  // Invariant part-of-day-fitting-several-asked.
  it.each(['afternoon', 'in the afternoon', 'por la tarde', 'en la tarde', 'morning', 'this evening'])(
    'a part of the day (%j) that several windows of one price and provider fit asks among them, never the earliest taken',
    (said) => {
      const driverTwo = window('14:00', '16:00', 'OWN_DRIVER', 499);
      const driverTen = window('10:00', '12:00', 'OWN_DRIVER', 0);
      const driverEight = window('20:00', '22:00', 'OWN_DRIVER', 499);
      const list = [driverMorning, driverTen, driverNoon, driverTwo, driverSixToEight, driverEight];
      const read = windowsAtTime(said, list, ZONE);
      expect(read && 'ask' in read && read.ask.length).toBeGreaterThan(1);
    },
  );

  it('a part of the day that one window alone fits takes it', () => {
    expect(windowsAtTime('en la tarde', [driverMorning, driverNoon], ZONE)).toEqual({ window: driverNoon });
  });

  it('for a span with both ends said, are the windows that run exactly then; a span none runs is only asked', () => {
    expect(windowsAtTime('from 8 to 10 in the morning', day, ZONE)).toEqual({ window: driverMorning });
    expect(windowsAtTime('9:00-10:00', day, ZONE)).toEqual({ ask: [courierNine] });
  });

  it('are none when no window fits, or no time is said', () => {
    expect(windowsAtTime('at 3am', day, ZONE)).toBeUndefined();
    expect(windowsAtTime('whenever', day, ZONE)).toBeUndefined();
  });
});

// Invariant day-hint-examples-listed (stranger's try: "friday" suggested, then refused).
describe('the day question’s typed examples', () => {
  const ZONE = 'America/New_York';
  const now = new Date('2026-11-30T15:00:00Z'); // Monday, Nov 30
  it.each([
    ['en', ['2026-12-01', '2026-12-02', '2026-12-05'], ['wednesday', 'dec 5']],
    ['es', ['2026-12-01', '2026-12-02', '2026-12-05'], ['el miércoles', 'el 5 de diciembre']],
    // A return's days, Friday not among them.
    ['en', ['2026-12-07', '2026-12-08', '2026-12-10'], ['monday', 'dec 10']],
    ['en', ['2026-12-01'], [undefined, 'dec 1']],
  ] as const)('in %s, among %j, are days on the list: %j', async (language, days, [weekday, date]) => {
    const examples = dayHintExamples([...days], '2026-11-30', language);
    expect(examples).toEqual({ weekday: weekday ?? 'none', date });
    const range = { min: days[0], max: '2026-12-13' };
    for (const typed of [weekday, date].filter((e) => e !== undefined))
      expect(days).toContain(await parseDay(typed, now, ZONE, range));
  });
});
