import fc from 'fast-check';
import { isGsm7, segmentInfo, toGsm7 } from '../../../../../lib/channels/sms/gsm7';

describe('isGsm7', () => {
  it('accepts the default alphabet, including its accents, Greek capitals and line breaks', () => {
    expect(isGsm7('Pickup at 8:00 AM, $4.99 fee. Reply 1-7!')).toBe(true);
    expect(isGsm7('José Müller, Ñoño? ¿Qué? £5 ¥3 §2 ¤ @home')).toBe(true);
    expect(isGsm7('ΔΦΓΛΩΠΨΣΘΞ_ÆæßÉÅåØøÇ\r\n')).toBe(true);
    expect(isGsm7('')).toBe(true);
  });

  it('accepts the extension table', () => {
    expect(isGsm7('^{}\\[~]|€')).toBe(true);
  });

  it('refuses typography, emoji, other scripts and characters outside both tables', () => {
    for (const text of [
      'Spin City – Chelsea',
      '“quoted”',
      'it’s',
      'wait…',
      '✅',
      '👍',
      'Łukasz',
      '王',
      '`',
      '\t',
      '\x1b',
      '\f',
    ])
      expect(isGsm7(text)).toBe(false);
  });
});

describe('toGsm7', () => {
  it('maps curly quotes to straight ones', () => {
    expect(toGsm7('“no starch” and ‘light’ – it’s ok')).toBe("\"no starch\" and 'light' - it's ok");
  });

  it('maps dashes, ellipses, bullets and odd spaces', () => {
    expect(toGsm7('Spin City Laundry – Chelsea — open…')).toBe('Spin City Laundry - Chelsea - open...');
    expect(toGsm7('• Wash & Fold\n· Dry Clean')).toBe('- Wash & Fold\n- Dry Clean');
    expect(toGsm7('8:00\u202fAM\u00a0EST')).toBe('8:00 AM EST');
    expect(toGsm7('8:00–10:00 AM')).toBe('8:00-10:00 AM');
  });

  it('removes decorative emoji with the space they leave, keeping words apart', () => {
    expect(toGsm7('✅ Order placed')).toBe('Order placed');
    expect(toGsm7('Order placed ✅')).toBe('Order placed');
    expect(toGsm7('Thanks 🎉 see you')).toBe('Thanks see you');
    expect(toGsm7('Thanks🎉 see you')).toBe('Thanks see you');
    expect(toGsm7('a 🎉 🎉 b')).toBe('a b');
    expect(toGsm7('⚠️ Windows are gone')).toBe('Windows are gone');
    expect(toGsm7('👩‍💻 team 👍🏽 ok 🇺🇸 🏴󠁧󠁢󠁳󠁣󠁴󠁿 fine ✓ ★')).toBe('team ok fine');
    expect(toGsm7('line one ✨\n✨ line two')).toBe('line one\nline two');
  });

  it('keeps the digit of a keycap emoji', () => {
    expect(toGsm7('Reply 1️⃣ or 2⃣')).toBe('Reply 1 or 2');
  });

  it('keeps what has no GSM equivalent: the text is then UCS-2', () => {
    expect(toGsm7('Notes for Łukasz Wiśniewski')).toBe('Notes for Łukasz Wiśniewski');
    expect(toGsm7('王小明')).toBe('王小明');
    expect(isGsm7(toGsm7('Notes for Łukasz'))).toBe(false);
  });

  it('makes the bot’s typography GSM-7 and changes GSM-7 text not at all', () => {
    const bot = '“Spin City Laundry – Chelsea” • 8:00–10:00\u202fAM… ✅';
    expect(isGsm7(toGsm7(bot))).toBe(true);
    const gsmChar = fc.constantFrom(...'abcXYZ019 .,:;!?$@£€{}[]~^|\\\'"-_\nÉéÑüà');
    fc.assert(
      fc.property(fc.array(gsmChar, { maxLength: 200 }), (chars) => {
        const text = chars.join('');
        expect(toGsm7(text)).toBe(text);
      }),
    );
  });

  it('is idempotent', () => {
    const char = fc.constantFrom(
      ...Array.from('ab “”‘’–—…•·\u00a0\u202f✅🎉Ł王é€\n'),
      '👍🏽',
      '1️⃣',
      '🇺🇸',
      '\u200d',
    );
    fc.assert(
      fc.property(fc.array(char, { maxLength: 80 }), (chars) => {
        const once = toGsm7(chars.join(''));
        expect(toGsm7(once)).toBe(once);
      }),
    );
  });
});

describe('segmentInfo', () => {
  it('counts GSM-7 septets: 160 in one segment, 153 each when concatenated', () => {
    expect(segmentInfo('Reply 1-7')).toEqual({ encoding: 'GSM-7', septetsOrUnits: 9, segments: 1 });
    expect(segmentInfo('a'.repeat(160))).toEqual({ encoding: 'GSM-7', septetsOrUnits: 160, segments: 1 });
    expect(segmentInfo('a'.repeat(161))).toEqual({ encoding: 'GSM-7', septetsOrUnits: 161, segments: 2 });
    expect(segmentInfo('a'.repeat(306))).toEqual({ encoding: 'GSM-7', septetsOrUnits: 306, segments: 2 });
    expect(segmentInfo('a'.repeat(307))).toEqual({ encoding: 'GSM-7', septetsOrUnits: 307, segments: 3 });
  });

  it('counts extension characters as two septets, never split between segments', () => {
    expect(segmentInfo('€'.repeat(80))).toEqual({ encoding: 'GSM-7', septetsOrUnits: 160, segments: 1 });
    expect(segmentInfo('{}'.repeat(41))).toEqual({ encoding: 'GSM-7', septetsOrUnits: 164, segments: 2 });
    // 152 septets, then a 2-septet euro that does not fit the one left: it opens the second segment.
    expect(segmentInfo(`${'a'.repeat(152)}€${'a'.repeat(10)}`).segments).toBe(2);
    expect(segmentInfo(`${'a'.repeat(152)}€${'a'.repeat(152)}`).segments).toBe(3);
  });

  it('counts UCS-2 in UTF-16 units: 70 in one segment, 67 each when concatenated', () => {
    expect(segmentInfo('Łukasz')).toEqual({ encoding: 'UCS-2', septetsOrUnits: 6, segments: 1 });
    expect(segmentInfo('Ł'.repeat(70)).segments).toBe(1);
    expect(segmentInfo('Ł'.repeat(71)).segments).toBe(2);
    expect(segmentInfo('Ł'.repeat(134)).segments).toBe(2);
    expect(segmentInfo('Ł'.repeat(135)).segments).toBe(3);
    expect(segmentInfo('👍'.repeat(35))).toEqual({ encoding: 'UCS-2', septetsOrUnits: 70, segments: 1 });
    // 66 units, then a surrogate pair that does not fit the one unit left: 134 units in 3 segments.
    expect(segmentInfo(`${'Ł'.repeat(66)}👍${'Ł'.repeat(66)}`).segments).toBe(3);
  });

  it('says an empty text is no segment at all', () => {
    expect(segmentInfo('')).toEqual({ encoding: 'GSM-7', septetsOrUnits: 0, segments: 0 });
  });
});

describe('Spanish texts in GSM-7', () => {
  const question =
    '¿Confirma la recogida de mañana, miércoles, a las 8:00? Elija una opción. También puede pedir atención.';

  it('a Spanish text keeps é, ñ, ü, ¿ and ¡ and drops only the accents GSM-7 lacks: one segment of 160, not two of 67', () => {
    expect(segmentInfo(question)).toMatchObject({ encoding: 'UCS-2', segments: 2 });
    const sent = toGsm7(question, 'es');
    expect(sent).toBe(
      '¿Confirma la recogida de mañana, miércoles, a las 8:00? Elija una opcion. También puede pedir atencion.',
    );
    expect(segmentInfo(sent)).toEqual({ encoding: 'GSM-7', septetsOrUnits: 103, segments: 1 });
    expect(toGsm7('¡Listo! Pingüino Ñandú ÁÍÓÚ', 'es')).toBe('¡Listo! Pingüino Ñandu AIOU');
  });

  it('a Spanish text keeps every accent when dropping one would make a word another (sí is not si): it pays UCS-2', () => {
    for (const text of [
      'Ya inició sesión.',
      'Responda sí o no.',
      'Su pedido está hecho.',
      'Elija uno o más.',
    ])
      expect(toGsm7(text, 'es')).toBe(text);
    expect(toGsm7('¿Cuántas bolsas?', 'es')).toBe('¿Cuantas bolsas?');
    expect(toGsm7('No sé cuántas.', 'es')).toBe('No sé cuántas.');
  });

  it('a Spanish text that is UCS-2 anyway keeps its accents, and an English text is never changed so', () => {
    expect(toGsm7('Gracias, 李. ¿Está bien?', 'es')).toBe('Gracias, 李. ¿Está bien?');
    expect(toGsm7('Thanks, Ramón. Pickup at 8:00 AM.')).toBe('Thanks, Ramón. Pickup at 8:00 AM.');
    expect(toGsm7('Thanks, Ramón. Pickup at 8:00 AM.', 'en')).toBe('Thanks, Ramón. Pickup at 8:00 AM.');
  });
});
