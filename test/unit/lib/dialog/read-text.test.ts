import fc from 'fast-check';
import {
  formatCents,
  formatDollars,
  isSkip,
  maskPhone,
  readCommand,
  readCount,
  readDollars,
  readOtp,
  readPhone,
  readYesNo,
} from '../../../../lib/dialog/read-text';

describe('readPhone', () => {
  it.each([
    ['2125550101', '2125550101'],
    ['(212) 555-0101', '2125550101'],
    ['+1 212 555 0101', '2125550101'],
    ['1-212-555-0101', '2125550101'],
    ['212.555.0101', '2125550101'],
  ])('reads %s', (text, phone) => {
    expect(readPhone(text)).toBe(phone);
  });

  it.each(['212555010', '21255501011', '+44 20 7946 0958', 'call me', '212-555-O101', ''])(
    'refuses %s',
    (text) => {
      expect(readPhone(text)).toBeUndefined();
    },
  );

  it('reads any 10 digits however they are spaced', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), fc.constantFrom(' ', '-', '.', ''), (digits, sep) => {
        const spaced = `${digits.slice(0, 3)}${sep}${digits.slice(3, 6)}${sep}${digits.slice(6)}`;
        expect(readPhone(spaced)).toBe(digits);
      }),
    );
  });
});

describe('maskPhone', () => {
  it('keeps only the last four digits', () => {
    expect(maskPhone('2125550101')).toBe('(•••) •••-0101');
    expect(maskPhone('2125550101')).not.toContain('212');
  });
});

describe('commands', () => {
  it('reads the command words, whatever their case and punctuation', () => {
    expect(readCommand('Help')).toBe('help');
    expect(readCommand(' never mind! ')).toBe('nevermind');
    expect(readCommand('Start over')).toBe('restart');
    expect(readCommand('back')).toBe('back');
  });

  it('never takes CANCEL, STOP, QUIT or END: carrier opt-out words on SMS', () => {
    for (const word of ['CANCEL', 'cancel', 'STOP', 'stop', 'QUIT', 'END', 'UNSUBSCRIBE']) {
      expect(readCommand(word)).toBeUndefined();
    }
  });

  it('takes no sentence that merely contains a command word', () => {
    expect(readCommand('please help me with shirts')).toBeUndefined();
    expect(readCommand('leave it at the back door')).toBeUndefined();
  });
});

describe('small readers', () => {
  it('reads codes with spaces, refuses letters', () => {
    expect(readOtp('123 456')).toBe('123456');
    expect(readOtp('12a456')).toBeUndefined();
    expect(readOtp('12')).toBeUndefined();
  });

  it('reads counts as digits or words', () => {
    expect(readCount('3')).toBe(3);
    expect(readCount('two bags')).toBe(2);
    expect(readCount('many')).toBeUndefined();
  });

  it('reads dollar amounts', () => {
    expect(readDollars('$3')).toBe(3);
    expect(readDollars('4.50')).toBe(4.5);
    expect(readDollars('$2.5')).toBe(2.5);
    expect(readDollars('three')).toBeUndefined();
    expect(readDollars('-3')).toBeUndefined();
  });

  it('reads yes and no, and skip words', () => {
    expect(readYesNo('Yep')).toBe(true);
    expect(readYesNo('nah')).toBe(false);
    expect(readYesNo('maybe')).toBeUndefined();
    expect(isSkip('No thanks')).toBe(true);
    expect(isSkip('no starch')).toBe(false);
  });

  it('formats money', () => {
    expect(formatCents(799)).toBe('$7.99');
    expect(formatDollars(3)).toBe('$3');
    expect(formatDollars(4.5)).toBe('$4.50');
  });
});
