import { resolve } from '../../../../lib/dialog/engine';

const options = [
  { value: '201', label: 'Wash & Fold' },
  { value: '202', label: 'Wash & Hang Dry' },
  { value: '204', label: 'Dry Clean – Suit' },
];
const text = (t: string) => resolve({ type: 'text', text: t }, options).values;

describe('resolve: what an answer picked', () => {
  it('picks by number, several by list', () => {
    expect(text('1')).toEqual(['201']);
    expect(text('1,3')).toEqual(['201', '204']);
    expect(text('1 and 3')).toEqual(['201', '204']);
    expect(text('1 3')).toEqual(['201', '204']);
  });

  it('picks by label or a unique part of it', () => {
    expect(text('wash & fold')).toEqual(['201']);
    expect(text('suit')).toEqual(['204']);
    expect(text('hang dry, suit')).toEqual(['202', '204']);
  });

  it('picks nothing for an out-of-range number, an ambiguous word or free text', () => {
    expect(text('4')).toBeUndefined();
    expect(text('wash')).toBeUndefined();
    expect(text('no starch please')).toBeUndefined();
    expect(text('2125550101')).toBeUndefined();
  });

  it('maps yes and no onto yes/no options', () => {
    const yesNo = [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ];
    expect(resolve({ type: 'text', text: 'yeah' }, yesNo).values).toEqual(['yes']);
    expect(resolve({ type: 'text', text: 'nope' }, yesNo).values).toEqual(['no']);
  });

  it('keeps a click only when every value is on the prompt (a forged value picks nothing)', () => {
    expect(resolve({ type: 'choice', promptId: 'p', values: ['202'] }, options).values).toEqual(['202']);
    expect(
      resolve({ type: 'choice', promptId: 'p', values: ['202', '999'] }, options).values,
    ).toBeUndefined();
    expect(resolve({ type: 'choice', promptId: 'p', values: [] }, options).values).toBeUndefined();
  });
});
