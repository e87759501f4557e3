/**
 * The Spanish phrasebook: what a Spanish speaker types instead of the scripted answer, at each step of
 * the scripted order, scored as natural.ts scores the English one. The bot's questions are whatever
 * the conversation's language gives; what the service names (stores, services, modifiers, cards) is
 * typed as the service wrote it, as people do.
 */
import { day, mondayMorning } from '../support/clock';
import type { NaturalCase, Phrasebook } from './natural';

/** natural.ts's clock: Monday, so Tuesday is `day(clock, 1)` and Friday `day(clock, 4)`. */
const clock = mondayMorning();

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** "el 27 de noviembre": a day as it is said in Spanish. */
function spanishDate(offset: number): string {
  const [, month, date] = day(clock, offset).split('-').map(Number);
  return `el ${date} de ${MONTHS[(month ?? 1) - 1]}`;
}

const CASES: NaturalCase[] = [
  { step: 'menu', say: 'la primera' },
  { step: 'menu', say: 'la primera opción, por favor' },
  // Read by the options' words: understood once the options have Spanish words (the catalogues).
  { step: 'menu', say: 'quiero hacer un pedido' },
  { step: 'address', say: 'la primera' },
  { step: 'address', say: 'el primero' },
  { step: 'address', say: 'la de 210 W 21st' },
  { step: 'services', say: '1 y 4' },
  { step: 'services', say: 'la primera y la cuarta' },
  { step: 'services', say: 'wash & fold y dry clean suit' },
  { step: 'modifiers:Wash & Fold', say: 'el primero' },
  { step: 'modifiers:Wash & Fold', say: 'hypoallergenic por favor' },
  {
    step: 'modifiers:Wash & Fold',
    say: 'ninguno',
    changes: { services: ['201[] "no starch"', '204[305]'] },
  },
  {
    step: 'modifiers:Wash & Fold',
    say: '1 y 3',
    changes: { services: ['201[301,303] "no starch"', '204[305]'] },
  },
  { step: 'modifiers:Dry Clean – Suit', say: 'crease press, gracias' },
  {
    step: 'modifiers:Dry Clean – Suit',
    say: 'nada',
    changes: { services: ['201[301] "no starch"', '204[]'] },
  },
  {
    step: 'modifiers:Dry Clean – Suit',
    say: 'ninguno, gracias',
    changes: { services: ['201[301] "no starch"', '204[]'] },
  },
  {
    step: 'service-notes:Wash & Fold',
    say: 'sin almidón',
    changes: { services: ['201[301] "sin almidón"', '204[305]'] },
  },
  { step: 'service-notes:Wash & Fold', say: 'ninguna', changes: { services: ['201[301]', '204[305]'] } },
  { step: 'service-notes:Wash & Fold', say: 'sin notas', changes: { services: ['201[301]', '204[305]'] } },
  {
    step: 'service-notes:Wash & Fold',
    say: 'doblar las camisas, gracias',
    changes: { services: ['201[301] "doblar las camisas, gracias"', '204[305]'] },
  },
  { step: 'service-notes:Dry Clean – Suit', say: 'nada' },
  { step: 'service-notes:Dry Clean – Suit', say: 'no gracias' },
  { step: 'service-notes:Dry Clean – Suit', say: 'omitir' },
  {
    step: 'service-notes:Dry Clean – Suit',
    say: 'solo planchar los pantalones',
    changes: { services: ['201[301] "no starch"', '204[305] "solo planchar los pantalones"'] },
  },
  { step: 'bags', say: 'dos bolsas' },
  { step: 'bags', say: '2 bolsas' },
  { step: 'bags', say: 'tres', changes: { bags: 3 } },
  { step: 'bags', say: 'solo una bolsa', changes: { bags: 1 } },
  { step: 'pickup-day', say: 'mañana' },
  { step: 'pickup-day', say: 'manana' },
  { step: 'pickup-day', say: 'el martes' },
  { step: 'pickup-day', say: spanishDate(1) },
  { step: 'pickup-window', say: 'de 9 a 11' },
  { step: 'pickup-window', say: 'la segunda' },
  { step: 'pickup-window', say: 'a las 9 con doordash' },
  {
    step: 'pickup-window',
    say: '8 de la mañana',
    changes: { pickup: `${day(clock, 1)} 08:00 OWN_DRIVER`, tipCents: undefined },
  },
  { step: 'return-method', say: 'la segunda' },
  { step: 'return-method', say: 'la segunda opción por favor' },
  { step: 'return-method', say: 'que me lo traigan a casa' },
  {
    step: 'return-method',
    say: 'la primera',
    changes: { returnMethod: 'IN_STORE_PICKUP', delivery: undefined },
  },
  { step: 'return-day', say: 'el viernes' },
  { step: 'return-day', say: 'viernes' },
  { step: 'return-day', say: spanishDate(4) },
  { step: 'return-window', say: 'la primera' },
  { step: 'return-window', say: 'a las 8' },
  { step: 'frequency', say: 'la tercera' },
  { step: 'frequency', say: 'cada dos semanas' },
  { step: 'frequency', say: 'la segunda', changes: { interval: 1 } },
  { step: 'frequency', say: 'la primera', changes: { interval: 0 } },
  { step: 'frequency', say: 'la última', changes: { interval: 4 } },
  { step: 'payment', say: 'la visa' },
  { step: 'payment', say: 'con la visa' },
  { step: 'payment', say: 'la primera' },
  { step: 'payment', say: 'la mastercard', changes: { payment: 3002 } },
  { step: 'tip', say: '3 dólares' },
  { step: 'tip', say: 'tres dólares' },
  { step: 'tip', say: 'sin propina', changes: { tipCents: 0 } },
  { step: 'tip', say: 'cinco dólares', changes: { tipCents: 500 } },
  { step: 'tip', say: 'una propina de 4.50 dólares', changes: { tipCents: 450 } },
  { step: 'promo', say: 'mi código es FALL10' },
  { step: 'promo', say: 'fall10 por favor' },
  { step: 'promo', say: 'sin código', changes: { promo: '' } },
  { step: 'promo', say: 'no tengo', changes: { promo: '' } },
  { step: 'hang-dry', say: 'no gracias' },
  { step: 'hang-dry', say: 'no' },
  { step: 'hang-dry', say: 'para nada' },
  {
    step: 'hang-dry',
    say: 'sí',
    changes: { hangDry: true, hangDryInstructions: 'los suéteres de lana' },
    given: { 'hang-dry-instructions': 'los suéteres de lana' },
  },
  {
    step: 'hang-dry',
    say: 'claro',
    changes: { hangDry: true, hangDryInstructions: 'los suéteres de lana' },
    given: { 'hang-dry-instructions': 'los suéteres de lana' },
  },
  {
    step: 'hang-dry-instructions',
    say: 'solo las blusas de seda por favor',
    changes: { hangDry: true, hangDryInstructions: 'solo las blusas de seda por favor' },
    given: { 'hang-dry': 'sí' },
  },
  { step: 'order-notes', say: 'ninguna' },
  { step: 'order-notes', say: 'sin notas' },
  { step: 'order-notes', say: 'nada, gracias' },
  { step: 'order-notes', say: 'tocar el timbre dos veces', changes: { notes: 'tocar el timbre dos veces' } },
  { step: 'order-notes', say: 'dejarlo con el portero', changes: { notes: 'dejarlo con el portero' } },
  { step: 'summary', say: 'sí', does: 'place' },
  { step: 'summary', say: 'sí, confirmo', does: 'place' },
  { step: 'summary', say: 'dale', does: 'place' },
  { step: 'summary', say: 'de acuerdo', does: 'place' },
  { step: 'summary', say: 'olvídalo', does: 'drop' },
];

/** The Spanish phrasebook: at least as well understood as the issue asks (95%). */
export const SPANISH: Phrasebook = { language: 'Spanish', hello: 'hola', budget: 0.95, cases: CASES };
