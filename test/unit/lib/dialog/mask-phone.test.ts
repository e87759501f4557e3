import { maskPhone } from '../../../../lib/dialog/mask-phone';

describe('maskPhone', () => {
  it('keeps the last four digits of any spelling, never the number', () => {
    expect(maskPhone('+12125550101')).toBe('(***) ***-0101');
    expect(maskPhone('(212) 555-0101')).toBe('(***) ***-0101');
  });
});
