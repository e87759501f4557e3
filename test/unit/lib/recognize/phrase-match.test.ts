import { coveredBy, phrases } from '../../../../lib/recognize/phrase-match';

const vocabulary = phrases('go ahead', 'yes', 'go');
const fillers = phrases('please');

describe('coveredBy', () => {
  it.each([
    [['yes'], true],
    [['go', 'ahead', 'please'], true],
    [['please', 'yes', 'go'], true],
    [['please'], false],
    [[], false],
    [['yes', 'but'], false],
    [['yes', ',', 'go'], true],
  ])('%j: %j', (tokens, covered) => {
    expect(coveredBy(tokens, vocabulary, fillers)).toBe(covered);
  });
});

// Issue 34 (round 23): a longer phrase taken first may leave a word no phrase takes, where a shorter one
// covers all: "sí" + "está bien así", never "sí está bien" + "así".
describe('coveredBy past a longer phrase that leaves a word over', () => {
  const vocab = phrases('si', 'si esta bien', 'esta bien asi', 'ok');
  it.each([
    [['si', 'esta', 'bien', 'asi'], true],
    [['si', 'esta', 'bien'], true],
    [['si', 'esta', 'bien', 'hoy'], false],
    [['si', 'esta'], false],
  ])('%j: %j', (tokens, covered) => {
    expect(coveredBy(tokens, vocab, fillers)).toBe(covered);
  });
  // The fillers alone still cover nothing, by whichever split.
  it('needs a phrase of the vocabulary', () => {
    expect(coveredBy(['please', 'please'], vocab, fillers)).toBe(false);
  });
});
