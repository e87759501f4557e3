import fc from 'fast-check';
import { segmentInfo } from '../../../../../lib/channels/sms/gsm7';
import { MESSAGE_SEGMENTS, pack } from '../../../../../lib/channels/sms/pack';

const segments = (text: string) => segmentInfo(text).segments;
const words = (texts: string[]) => texts.join(' ').split(/\s+/).filter(Boolean);

/** Lines as the renderer gives them: words of GSM-7 letters, an extension character or a non-GSM letter now and then. */
const word = fc
  .array(fc.constantFrom('a', 'b', 'Z', '7', '.', '€', '[', 'é', 'Ł', '王', '👍'), {
    minLength: 1,
    maxLength: 12,
  })
  .map((chars) => chars.join(''));
const line = fc.array(word, { minLength: 1, maxLength: 40 }).map((ws) => ws.join(' '));
const blocks = fc.array(fc.array(line, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 6 });

describe('pack by segments', () => {
  it('bills no turn of 307-320 GSM-7 characters three segments: it is two messages of one or two', () => {
    for (const length of [307, 312, 320]) {
      const first = 'a'.repeat(Math.floor((length - 1) / 2));
      const second = 'b'.repeat(length - 1 - first.length);
      const messages = pack([[first], [second]]);
      for (const message of messages) expect(segments(message)).toBeLessThanOrEqual(2);
      expect(messages.map(segments).reduce((a, b) => a + b, 0)).toBe(2);
    }
  });

  it('sends no message over two segments when one non-GSM character turns a 312-character turn UCS-2', () => {
    const lines = ['Your order for Łukasz is placed.', ...Array.from({ length: 7 }, () => 'x'.repeat(34))];
    const messages = pack([lines]);
    const billed = messages.map(segments).reduce((a, b) => a + b, 0);
    expect(billed).toBeLessThanOrEqual(lines.map(segments).reduce((a, b) => a + b, 0));
    for (const message of messages) expect(segments(message)).toBeLessThanOrEqual(2);
  });

  it('counts a GSM-7 extension character as two septets', () => {
    // 153 euro signs are 306 septets: two segments, one message; one more is a third segment.
    expect(pack([['€'.repeat(153)]])).toHaveLength(1);
    expect(pack([['€'.repeat(77), '€'.repeat(77)]])).toHaveLength(2);
  });

  it('keeps every word in order, sends no message over two segments but an unsplittable word, and never one worse than splitting', () => {
    fc.assert(
      fc.property(blocks, (turn) => {
        const messages = pack(turn);
        expect(words(messages)).toEqual(words(turn.flat()));
        const allLines = turn.flat();
        if (segments(allLines.join('\n')) <= MESSAGE_SEGMENTS) expect(messages).toHaveLength(1);
        for (const message of messages) {
          const parts = message.split('\n');
          if (!message.includes(' ') && parts.length === 1) continue;
          expect(segments(message)).toBeLessThanOrEqual(MESSAGE_SEGMENTS);
          // Never worse than texting its lines one by one.
          expect(segments(message)).toBeLessThanOrEqual(parts.map(segments).reduce((a, b) => a + b, 0));
        }
      }),
      { numRuns: 300 },
    );
  });
});
