/**
 * My orders (lib/flows/change/my-orders.ts) in the customer's words: an order the service never
 * answered for is said plainly, never as a label with "Not known" after it.
 */
import { createFakeWorld, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, SIGN_IN } from './conversations';

/** An order sent with no answer from the service, dropped, then My orders asked for, in `language`. */
async function unansweredThenListed(language: 'en' | 'es') {
  const world = createFakeWorld();
  const at = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER.slice(0, -1)]);
  world.laundry.failNext('createOrder', 'unavailable', { outcomeUnknown: true });
  const sent = await continued(world, at, ['place it', 'drop it']);
  const listed = await transcript(world.engine, [language === 'es' ? 'mis pedidos' : 'my orders'], {
    state: sent.state,
    session: sent.session,
    language,
  });
  return listed.text;
}

describe('My orders: an order the service never answered for', () => {
  it.each([
    [
      'en',
      'may have been placed',
      ['Not known', 'Placed with the store'],
      "Not sure yet: the laundry's system didn't answer when I sent it",
    ],
    [
      'es',
      'puede que se haya registrado',
      ['No se sabe', 'Registrado en la tienda'],
      'Todavía no se sabe: el sistema de la lavandería no respondió cuando lo envié',
    ],
  ] as const)(
    'in %s, is said in words a customer understands, no "Not known:" after a label',
    async (language, title, gone, plain) => {
      const said = await unansweredThenListed(language);
      expect(said).toContain(title);
      for (const words of gone) expect(said).not.toContain(words);
      expect(said).toContain(plain);
    },
  );
});
