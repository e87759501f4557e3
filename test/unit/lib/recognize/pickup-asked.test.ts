/**
 * A new pickup asked for as the Southern Cone and Chile say it ("que retiren la ropa", "agendar un
 * retiro"), where the options' words cannot hold "retir-" (invariant retiro-asked-is-a-new-pickup).
 */
import { asksForAPickup } from '../../../../lib/recognize/pickup-asked';

describe('a new pickup asked for by "retirar"', () => {
  it.each([
    'quiero que retiren ropa',
    'quiero que retiren mi ropa',
    '¿me pueden retirar la ropa mañana?',
    'que pasen a retirar la ropa',
    '¿pueden pasar a retirar la ropa?',
    'hola! necesito agendar un retiro de ropa para la oficina :pray:',
    'quiero programar un retiro',
    'necesito un retiro para el viernes',
    'quisiera solicitar un retiro a domicilio',
    // Round 43: the first one, none placed yet; one to schedule, with no article.
    'quiero hacer mi primer retiro',
    'programar retiro para el lunes',
  ])('%j asks for a new pickup', (text) => {
    expect(asksForAPickup(text)).toBe(true);
  });

  it.each([
    'lo retiro yo',
    'retiro',
    'quiero retirar mi ropa',
    'retiro mi ropa mañana',
    'necesito reprogramar un retiro',
    'quiero cambiar el retiro del viernes',
    'cancelen el retiro',
    'no quiero un retiro',
    'paso a retirar la ropa',
    'voy a pasar a retirar la ropa',
    'el retiro en tienda',
    'el 5002 po, el que retiran el miercoles',
    'la que retiran mañana',
    'reprogramar retiro',
    'cancelar mi primer retiro',
  ])('%j is not a new pickup asked for', (text) => {
    expect(asksForAPickup(text)).toBe(false);
  });
});
