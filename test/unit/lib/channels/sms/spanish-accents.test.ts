/**
 * No Spanish text loses an accent where that turns the word into another (invariant
 * stripped-accent-keeps-the-word): every Spanish sentence a phone can be sent, with realistic fillers,
 * through the SMS path's own GSM-7 conversion (renderSms), against the checked list of such words. The
 * few sentences that keep their accents and pay UCS-2 for it are listed, each with why.
 */
import { ACCENT_CHANGES_WORD, INTERROGATIVES } from '../../../../../lib/channels/sms/accent-words';
import { isGsm7, segmentInfo } from '../../../../../lib/channels/sms/gsm7';
import { isMoreRequest, renderSms } from '../../../../../lib/channels/sms/render';
import { es } from '../../../../../lib/words/es';
import { spanishSmsSentences } from '../../../../support/spanish-sentences';

/**
 * The sentences that keep their accents by SMS (UCS-2: 70 characters a segment, not 160), decided one
 * by one: "sí" is the word for yes and has no other, so the yes/no prompts' "Sí" and the sentences
 * that ask for it pay; everything else is written to read right in GSM-7.
 */
const KEPT_ACCENTED = [
  'dialog.yes', // the yes option of every yes/no prompt: "1 Sí / 2 No"
  'dialog.yesOrNo', // that prompt's hint: "Sí o no."
  'dialog.answerYesOrNo', // its retry: "Conteste sí o no, por favor."
  'order.yesOrNo', // the hang-dry question's retry
  'order.hangDryHint', // the hang-dry question's hint, beside its "Sí"
];

const LETTERS = /\p{L}+/gu;

/** The words of `original` that `sent` has without an accent where that makes them another word. */
function wordsTurnedOther(original: string, sent: string): string[] {
  const before = [...original.matchAll(LETTERS)];
  const after = [...sent.matchAll(LETTERS)].map((match) => match[0]);
  const questions = [...original.matchAll(/¿[^?¿]*\?/g)].map((m) => [m.index, m.index + m[0].length]);
  return before.flatMap((match, index) => {
    const word = match[0].toLowerCase();
    const asked =
      INTERROGATIVES.includes(word) &&
      questions.some(([from = 0, to = 0]) => match.index > from && match.index < to);
    return ACCENT_CHANGES_WORD.has(word) && !asked && after[index] !== match[0] ? [match[0]] : [];
  });
}

const sentences = spanishSmsSentences();
const sent = (text: string) => renderSms([{ type: 'text', text }], { language: 'es' }).messages.join('\n');

describe('Spanish by SMS, in GSM-7', () => {
  test('every Spanish sentence a phone can be sent has every word it had: no accent dropped turns one into another', () => {
    const turned = sentences
      .map(({ key, text }) => ({ key, words: wordsTurnedOther(text, sent(text)) }))
      .filter(({ words }) => words.length > 0)
      .map(({ key, words }) => `${key}: ${words.join(', ')}`);
    expect(turned).toEqual([]);
  });

  test('only the sentences decided to keep their accents are UCS-2; every other is GSM-7', () => {
    const ucs2 = new Set(sentences.filter(({ text }) => !isGsm7(sent(text))).map(({ key }) => key));
    expect([...ucs2].sort()).toEqual([...KEPT_ACCENTED].sort());
  });

  test('the checked list holds only words GSM-7 lacks an accent of, each GSM-7 without it', () => {
    for (const word of ACCENT_CHANGES_WORD) {
      expect([word, isGsm7(word)]).toEqual([word, false]);
      expect([word, isGsm7(word.normalize('NFD').replace(/\u0301/g, ''))]).toEqual([word, true]);
    }
  });

  test('the words of the issue keep their meaning: "inició", "está hecho", "sí", "más", "cambió"', () => {
    for (const text of [
      'Ya inició sesión.',
      'Está hecho.',
      'Sí, envíenme',
      'uno o más',
      'No se cambió nada.',
    ])
      expect(sent(text)).toBe(text);
    expect(sent('¿Cuál es su número de teléfono?')).toBe('¿Cual es su numero de teléfono?');
    expect(segmentInfo(sent('¿Cuál es su número de teléfono?')).encoding).toBe('GSM-7');
  });

  test('a future read as a subjunctive keeps its accent: "Lo esperará" is not "were it to wait", "verá" not "the edge"', () => {
    for (const text of ['Lo esperará en la tienda.', 'La persona lo verá.', 'Le contestará pronto.'])
      expect(sent(text)).toBe(text);
  });

  test('the word asked for more choices reads right without accents (SIGUIENTE; "MAS" is "but"), and asks for them', () => {
    const asked = es['sms.more'].match(/Responda (\p{Lu}+)/u)?.[1] ?? '';
    expect(asked).not.toBe('MAS');
    expect(isMoreRequest(asked)).toBe(true);
    expect(sent(es['sms.more'])).toBe(es['sms.more']);
  });
});
