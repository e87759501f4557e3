import { formatCents } from '../../../lib/money';

describe('formatCents', () => {
  it('writes whole dollars bare and cents with two digits', () => {
    expect(formatCents(1400)).toBe('$14');
    expect(formatCents(650)).toBe('$6.50');
    expect(formatCents(1299)).toBe('$12.99');
  });
});
