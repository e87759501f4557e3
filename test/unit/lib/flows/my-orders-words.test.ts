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
  it('is said in words a customer understands, no "Not known:" after a label (English)', async () => {
    const said = await unansweredThenListed('en');
    expect(said).toContain('may have been placed');
    expect(said).not.toContain('Not known');
    expect(said).not.toContain('Placed with the store');
    expect(said).toContain("Not sure yet: the laundry's system didn't answer when I sent it");
  });

  it('is said in words a customer understands, no "No se sabe:" after a label (Spanish)', async () => {
    const said = await unansweredThenListed('es');
    expect(said).toContain('puede que se haya registrado');
    expect(said).not.toContain('No se sabe');
    expect(said).not.toContain('Registrado en la tienda');
    expect(said).toContain('Todavía no se sabe: el sistema de la lavandería no respondió cuando lo envié');
  });
});
