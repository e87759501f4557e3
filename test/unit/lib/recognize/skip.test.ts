import { isSkip } from '../../../../lib/recognize/skip';

describe('isSkip', () => {
  it.each([
    'skip',
    'Skip.',
    'none',
    'no',
    'nothing',
    'n/a',
    'N/A',
    'no thanks',
    'nope',
    'no extras',
    'no notes',
    'none please',
    'nothing else',
    'no code',
    'no tip',
    "that's all",
    "I'm good",
    // Round 34: "just" said around it, as Mexico and Central America say "nomás" ("ninguno nomás" was asked back).
    'ninguno nomás',
    'nada nomasito',
    'just skip',
    // Tagalog "wala" (none) said whole, with its particles.
    'wala naman po',
    'wala na pala',
    'none, just none',
    // Round 43: "así" (as it is) beside a none: "no nada así nomás" had been written as the note "no nada así".
    'nada, así',
    'no, ninguna, así nomás',
    'nothing, as is',
  ])('skips on %j', (text) => {
    expect(isSkip(text)).toBe(true);
  });

  it.each([
    '',
    'no starch',
    'fold shirts',
    'yes',
    'skip the starch',
    'FALL10',
    'none of the above ok',
    'just',
    'nomás',
    // Hindi and Urdu "wala" after what it names is "the one".
    'the blue wala',
    'así',
    'sin almidón así',
    'no starch, as is',
  ])('does not skip on %j', (text) => {
    expect(isSkip(text)).toBe(false);
  });
});
