import fc from 'fast-check';
import { formatWindow } from '../../../../../lib/channels/format';
import {
  clipMrkdwn,
  escapeMrkdwn,
  slackTime,
  slackWindow,
  splitMrkdwn,
} from '../../../../../lib/channels/slack/mrkdwn';

const NEW_YORK = 'America/New_York';

describe('escapeMrkdwn', () => {
  it('escapes the three characters Slack reads as markup', () => {
    expect(escapeMrkdwn('Wash & Fold <!channel> <@U123> <https://x.example|x>')).toBe(
      'Wash &amp; Fold &lt;!channel&gt; &lt;@U123&gt; &lt;https://x.example|x&gt;',
    );
  });

  it('escapes an ampersand already written as an entity again, so it shows as typed', () => {
    expect(escapeMrkdwn('&amp;')).toBe('&amp;amp;');
  });

  it('strips control characters, keeping line breaks', () => {
    expect(escapeMrkdwn('\x1b[31mred\x1b[0m\r\nnext\u202e\u0000')).toBe('red\nnext');
  });

  it('leaves emoji and other text alone', () => {
    expect(escapeMrkdwn('👩‍💻 *bold* _it_ é')).toBe('👩‍💻 *bold* _it_ é');
  });
});

describe('clipMrkdwn', () => {
  it('returns the escaped text when it fits', () => {
    expect(clipMrkdwn('Tom & Jerry', 15)).toBe('Tom &amp; Jerry');
  });

  it('cuts before an entity rather than inside it', () => {
    expect(clipMrkdwn('Tom & Jerry', 12)).toBe('Tom &amp; J…');
    expect(clipMrkdwn('Tom & Jerry', 9)).toBe('Tom …');
  });

  it('never splits an emoji', () => {
    expect(clipMrkdwn('ab👩‍💻cd', 4)).toBe('ab…');
  });

  it('keeps within the limit, and never leaves a broken entity, whatever the text', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', '&', '<', '>', '😀', ' '), maxLength: 80 }),
        fc.integer({ min: 1, max: 60 }),
        (text, max) => {
          const clipped = clipMrkdwn(text, max);
          expect(clipped.length).toBeLessThanOrEqual(max);
          expect(clipped.replace(/&(amp|lt|gt);/g, '')).not.toMatch(/[&<>]/);
        },
      ),
    );
  });
});

describe('splitMrkdwn', () => {
  it('cuts at line breaks', () => {
    expect(splitMrkdwn('one\ntwo\nthree', 8)).toEqual(['one\ntwo', 'three']);
  });

  it('cuts a long line at a space, else between characters, never inside an entity', () => {
    expect(splitMrkdwn('aaaa bbbb', 6)).toEqual(['aaaa ', 'bbbb']);
    expect(splitMrkdwn('aaaaaaaa', 3)).toEqual(['aaa', 'aaa', 'aa']);
    expect(splitMrkdwn('a&&', 7)).toEqual(['a&amp;', '&amp;']);
  });

  it('gives no pieces for blank text', () => {
    expect(splitMrkdwn(' \n\n ', 10)).toEqual([]);
  });

  it('gives pieces within the limit that put the text back together', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('a', 'b', '&', '<', '\n', '😀', 'é'), maxLength: 200 }),
        fc.integer({ min: 5, max: 40 }),
        (text, max) => {
          const pieces = splitMrkdwn(text, max);
          for (const piece of pieces) {
            expect(piece.length).toBeLessThanOrEqual(max);
            expect(piece.replace(/&(amp|lt|gt);/g, '')).not.toMatch(/[&<>]/);
          }
          const strip = (s: string) => s.replace(/\s/g, '');
          expect(strip(pieces.join(''))).toBe(strip(escapeMrkdwn(text)));
        },
      ),
    );
  });
});

describe('slackTime', () => {
  it('writes a date token with the epoch, and the time in the zone as the fallback', () => {
    expect(slackTime('2026-11-24T13:00:00Z', NEW_YORK, '{time}')).toBe('<!date^1795525200^{time}|8:00 AM>');
    expect(slackTime('2026-11-24T13:00:00Z', 'Asia/Kolkata', '{time}')).toBe(
      '<!date^1795525200^{time}|6:30 PM>',
    );
  });

  it('writes the fallback of a day and of a day and time', () => {
    expect(slackTime('2026-11-24T13:00:00Z', NEW_YORK, '{date_short_pretty}')).toBe(
      '<!date^1795525200^{date_short_pretty}|Nov 24, 2026>',
    );
    expect(slackTime('2026-11-25T03:00:00Z', NEW_YORK, '{date_short_pretty} {time}')).toBe(
      '<!date^1795575600^{date_short_pretty} {time}|Nov 24, 2026 10:00 PM>',
    );
    expect(slackTime('2026-11-24T13:00:00Z', NEW_YORK, '{date_num}')).toBe(
      '<!date^1795525200^{date_num}|2026-11-24>',
    );
  });

  it('reads a time without an offset as calendar.ts does, so both channels name the same instant', () => {
    const iso = '2026-11-24T08:00:00';
    const epoch = Math.floor(new Date(iso).getTime() / 1000);
    expect(slackTime(iso, NEW_YORK, '{time}')).toMatch(new RegExp(`^<!date\\^${epoch}\\^\\{time\\}\\|`));
  });

  it('shows a time that does not parse as it is, escaped', () => {
    expect(slackTime('soon <b>', NEW_YORK, '{time}')).toBe('soon &lt;b&gt;');
  });
});

describe('slackWindow', () => {
  it('writes the start’s day and time and the end’s time, each with its plain fallback', () => {
    const window = { startTime: '2026-11-24T13:00:00Z', endTime: '2026-11-24T15:00:00Z', timeZone: NEW_YORK };
    expect(slackWindow(window)).toBe(
      '<!date^1795525200^{date_short_pretty} {time}|Nov 24, 2026 8:00 AM> – <!date^1795532400^{time}|10:00 AM>',
    );
    // The fallback names the same times the text channels show.
    expect(formatWindow(window)).toBe('8:00–10:00 AM EST');
  });
});
