import { blocksText, type SlackStack, signInOnSlack, startSlackStack, typeSimpleOrder } from '../support/slack-stack';
import { mondayMorning } from '../support/test-bot';

const PHONES = ['2125550101', '2125550102', '2125550103'];

jest.setTimeout(120_000);

it('experiment: 50 to summary', async () => {
  const stack: SlackStack = await startSlackStack({ now: mondayMorning() });
  let t = Date.now();
  await Promise.all(PHONES.map(async (phone, i) => {
    const p = stack.person(`U0SEED${i}`);
    await signInOnSlack(stack, p, phone);
    await typeSimpleOrder(p);
  }));
  console.log('seed', Date.now() - t, stack.sandbox.orders.length);
  t = Date.now();
  const people = Array.from({ length: 50 }, (_, i) => ({ p: stack.person(`U0L${String(i).padStart(3, '0')}`), phone: PHONES[i % 3] as string }));
  for (let wave = 0; wave < people.length; wave += 3) {
    const batch = people.slice(wave, wave + 3);
    await Promise.all(batch.map(({ p }) => p.slash()));
    await Promise.all(batch.map(({ p, phone }) => p.type(phone)));
    await Promise.all(batch.map(({ p, phone }) => p.type(String(stack.sandbox.lastOtp(phone)))));
  }
  console.log('sign in', Date.now() - t);
  console.log(people[0]?.p.transcript().slice(-1500));
  t = Date.now();
  await Promise.all(people.map(async ({ p }) => {
    await p.type('order again');
    await p.type('tomorrow');
    await p.type('1');
  }));
  console.log('order', Date.now() - t);
  console.log(people[0]?.p.transcript().slice(-1500));
  console.log(people[1]?.p.transcript().slice(-600));
  console.log(people[2]?.p.transcript().slice(-600));
  await stack.close();
});
