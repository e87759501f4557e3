import { withinOneEdit } from '../../../../lib/recognize/edit-distance';
import { matchWord } from '../../../../lib/recognize/fuzzy-match';

describe('matchWord', () => {
  it.each([
    ['wash', 'wash', 'exact'],
    ['week', 'weeks', 'exact'],
    ['dress', 'dresses', 'exact'],
    ['cleening', 'cleaning', 'fuzzy'],
    ['claening', 'cleaning', 'fuzzy'],
    ['delivery', 'deliver', 'fuzzy'],
    ['cleaning', 'clean', 'fuzzy'],
    ['4242', '4242', 'exact'],
    ['was', 'wash', undefined],
    ['suit', 'shirt', undefined],
    ['4243', '4242', undefined],
    ['12345', '12346', undefined],
    ['weekly', 'week', undefined],
    // A long word's first letters, as a person shortens it; never a word of its own, never most of it.
    ['hypo', 'hypoallergenic', 'fuzzy'],
    ['hipoalergenico', 'hipo', 'fuzzy'],
    ['temp', 'temperature', 'fuzzy'],
    ['more', 'moreover', undefined],
    ['hang', 'hanger', undefined],
    ['wash', 'washing', undefined],
    ['hyp', 'hypoallergenic', undefined],
    // Issue 34, round 13: Spanish spelt by ear (b/v, s/z/soft c, j/soft g, y/ll), then one typo at most.
    ['suabisante', 'suavizante', 'fuzzy'],
    ['lavanderia', 'labanderiya', 'fuzzy'],
    ['alerjico', 'alergico', 'fuzzy'],
    ['almidon', 'almidones', 'exact'],
    ['suabisantes', 'suavisado', undefined],
    ['camisa', 'casimir', undefined],
  ])('%j ~ %j: %j', (a, b, match) => {
    expect(matchWord(a, b)).toBe(match);
  });
});

describe('withinOneEdit', () => {
  it.each([
    ['abcde', 'abcde', true],
    ['abcde', 'abxde', true],
    ['abcde', 'abde', true],
    ['abcde', 'abcdef', true],
    ['abcde', 'bacde', true],
    ['abcde', 'badce', false],
    ['abcde', 'abc', false],
    ['abcde', 'edcba', false],
  ])('%j, %j: %j', (a, b, within) => {
    expect(withinOneEdit(a, b)).toBe(within);
    expect(withinOneEdit(b, a)).toBe(within);
  });
});
