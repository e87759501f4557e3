/**
 * An account without an address, over in-memory ports: the order says only the laundry's staff add one,
 * and offers what the deployment has (invariant no-address-says-what-next).
 */
import { createFakeWorld, transcript } from '../../../../support/fake-ports';
import { questions, SIGN_IN } from '../conversations';

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
});
