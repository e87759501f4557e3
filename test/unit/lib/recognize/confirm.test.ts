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
});
