import { normalize, stripFillers, tokenize } from '../../../../lib/recognize/normalize';

describe('normalize', () => {
  it.each([
    ['Never mind!', 'never mind'],
    ['  Go   BACK. ', 'go back'],
    ['?', '?'],
  ])('folds %j to %j', (text, folded) => {
    expect(normalize(text)).toBe(folded);
  });
});

describe('tokenize', () => {
  it.each([
    ['Wash & Fold, the 2nd!', ['wash', 'and', 'fold', ',', 'the', '2nd']],
    ["I'd like $4.50", ['id', 'like', '$4.50']],
    ['8:30 a.m.', ['8:30', 'am']],
    ['Dry Clean – Shirt', ['dry', 'clean', 'shirt']],
    ['Café #2', ['cafe', '2']],
    // A plus spaced apart joins a list, before a number too; right before a digit it is a phone's.
    ['the comforter + 3 shirts', ['the', 'comforter', 'plus', '3', 'shirts']],
    ['call +1 212', ['call', '1', '212']],
    // Spanish as texted is read as spelled out; a lone "k" stays English's okay.
    ['kiero el q no da alergia', ['quiero', 'el', 'que', 'no', 'da', 'alergia']],
    ['k', ['k']],
    // A letter held down is once; a word of one letter only ("mmm", a name's "III") is as typed.
    ['siiii porfaaa', ['si', 'porfa']],
    ['yesss pleeease', ['yes', 'please']],
    ['kiiiero', ['quiero']],
    ['mmm ok', ['mmm', 'ok']],
    ['Henry Ford III', ['henry', 'ford', 'iii']],
    // "tb", "c/" as texted: "también", "cada"; "c/o" (care of) stays.
    ['y tb las camisas', ['y', 'tambien', 'las', 'camisas']],
    ['c/3 semanas', ['cada', '3', 'semanas']],
    ['c/ semana', ['cada', 'semana']],
    ['c/o Ana Lima', ['c', 'o', 'ana', 'lima']],
    // English with its "g" dropped, as said; "cousin" and "begin" end so too, and stay.
    ["nothin' else", ['nothing', 'else']],
    ['sat evenin', ['sat', 'evening']],
    ['my cousin', ['my', 'cousin']],
    ['', []],
  ])('splits %j into %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

describe('stripFillers', () => {
  it.each([
    ['the first one', ['first']],
    ["I'd like option 2 please", ['2']],
    // A list of places said as "options", "los números".
    ['options 2 and 5', ['2', 'and', '5']],
    ['los números 1 y 3', ['1', 'y', '3']],
    ['one', ['one']],
    ['lets go with the visa thanks', ['visa']],
    ['please', []],
  ])('reads %j as %j', (text, tokens) => {
    expect(stripFillers(tokenize(text))).toEqual(tokens);
  });
});

describe('words as texted (issue 34, round 18)', () => {
  it.each([
    ['the morrow, early', ['tomorrow', ',', 'early']],
    ['THE MORRA pls', ['tomorrow', 'pls']],
    ['satidy', ['saturday']],
    ['tomorra afternoon', ['tomorrow', 'afternoon']],
  ])('%j is %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });

  // "morra" alone is a surname, and a girl in Mexican Spanish: only "the morra" is tomorrow.
  it.each([
    ['mi morra', ['mi', 'morra']],
    ['Luca Morra', ['luca', 'morra']],
    ['la morra', ['la', 'morra']],
  ])('%j stays %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});

// Issue 34, round 38 (h6): Lumbee "I'm is" is "I'm", and verbs with their "g" dropped ("talkin", "drivin").
describe('Lumbee English and dropped g', () => {
  it.each([
    ["I'm is done talkin", ['im', 'done', 'talking']],
    ['im is not drivin', ['im', 'not', 'driving']],
    ['wantin needin', ['wanting', 'needing']],
    ['a walkin closet', ['a', 'walkin', 'closet']],
  ])('%j → %j', (text, tokens) => {
    expect(tokenize(text)).toEqual(tokens);
  });
});
