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
