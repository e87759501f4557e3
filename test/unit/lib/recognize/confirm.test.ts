import { readConfirm } from '../../../../lib/recognize/confirm';
import type { RecognizerOption } from '../../../../lib/recognize/types';

const confirm: RecognizerOption[] = [
  { value: 'place', label: 'Place order', role: 'primary' },
  { value: 'change', label: 'Change something' },
  { value: 'drop', label: 'Drop this order', role: 'danger' },
];

describe('readConfirm', () => {
  it.each(['yes', 'place it', 'yes please', 'go ahead', 'confirm', 'looks good', 'sounds good', 'ok'])(
    'reads %j as the primary option',
    (text) => {
      expect(readConfirm(text, confirm)).toBe('place');
    },
  );

  it.each(['no', 'change', 'drop it', 'maybe', ''])('reads %j as no confirmation', (text) => {
    expect(readConfirm(text, confirm)).toBeUndefined();
  });

  it.each([
    ['no primary option', confirm.filter((o) => o.role !== 'primary')],
    ['two primary options', [...confirm, { value: 'other', label: 'Other', role: 'primary' as const }]],
  ])('reads nothing with %s', (_, options) => {
    expect(readConfirm('yes', options)).toBeUndefined();
  });

  // Issue 34: a yes, then the primary option's own words; everyday Spanish yeses.
  it.each([
    ['sure, make the change', 'Make this change'],
    ['ok go ahead and create it', 'Create my account'],
    ['sí, haga el cambio', 'Hacer este cambio'],
    ['de una pues', 'Place order'],
    ['wepa', 'Place order'],
    ['listo, dale', 'Place order'],
  ])('reads %j at %j as the primary option', (text, label) => {
    expect(readConfirm(text, [{ value: 'p', label, role: 'primary' }, ...confirm.slice(1)])).toBe('p');
  });

  it.each(['yes, change the day', 'yes keep it', 'ok but change something'])(
    'reads %j, which says more than the primary option, as no confirmation',
    (text) => {
      expect(readConfirm(text, [{ value: 'p', label: 'Make this change', role: 'primary' }])).toBeUndefined();
    },
  );
});
