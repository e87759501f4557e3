/**
 * One register in Spanish, usted, wherever the bot speaks it: every catalogue sentence (each branch,
 * with realistic fillers), the carrier keywords' answers, and the Add to Slack pages.
 */
import { PAGE_WORDS } from '../../../../lib/channels/slack/oauth/page-words';
import { spanishSentences } from '../../../support/spanish-sentences';

/**
 * The tú forms a sentence of this bot could slip into, each a form usted never takes: the pronouns
 * and possessives (te, ti, contigo, tu, tus, tuyo…; "tú" itself), the second person of the verbs the
 * bot uses (tienes, puedes, quieres, diste…), and its imperatives with a pronoun attached (envíame,
 * escríbenos, inténtalo…: usted's are envíeme, escríbanos, inténtelo). A bare tú imperative (escribe,
 * responde, espera, agrega, elige) is left out: it is also the third person, which usted takes ("el teléfono desde el
 * que escribe", "la lavandería no responde"). "olvídalo" is left out too: it is the command the person
 * types, quoted as their word, not the bot's address to them.
 */
const TU_FORMS = [
  'tú',
  'tu',
  'tus',
  'te',
  'ti',
  'contigo',
  'tuyo',
  'tuya',
  'tuyos',
  'tuyas',
  'tienes',
  'puedes',
  'quieres',
  'necesitas',
  'estás',
  'eres',
  'sabes',
  'deseas',
  'prefieres',
  'recibes',
  'vuelves',
  'escribes',
  'respondes',
  'diste',
  'enviaste',
  'cancelaste',
  'elegiste',
  'hiciste',
  'pediste',
  'iniciaste',
  'cerraste',
  'borraste',
  'agregaste',
  'envíame',
  'escríbeme',
  'escríbenos',
  'dime',
  'avísame',
  'llámame',
  'respóndeme',
  'mándame',
  'pídeme',
  'inténtalo',
  'escríbelo',
  'envíalo',
  'elígelo',
  'revísalo',
  'darte',
];

function tuFormsIn(text: string): string[] {
  return (text.match(/\p{L}+/gu) ?? []).filter((word) => TU_FORMS.includes(word.toLowerCase()));
}

/** Every string of the Spanish Add to Slack pages, their arguments filled. */
function pageTexts(): string[] {
  const texts: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'function') collect(value('Spin City Laundry', '#oficina'));
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect(PAGE_WORDS.es);
  return texts;
}

describe('Spanish in one register, usted', () => {
  test('no sentence the bot can send, carrier answers included, says tú', () => {
    const slips = spanishSentences()
      .map(({ key, text }) => ({ key, forms: tuFormsIn(text) }))
      .filter(({ forms }) => forms.length > 0)
      .map(({ key, forms }) => `${key}: ${forms.join(', ')}`);
    expect(slips).toEqual([]);
  });

  test('the Add to Slack pages say usted too', () => {
    expect(pageTexts().flatMap(tuFormsIn)).toEqual([]);
  });

  test('a tú slip is found, and usted forms and the third person are not taken for one', () => {
    expect(tuFormsIn('Te diste de baja. Responde COMENZAR; puedes volver.')).toEqual([
      'Te',
      'diste',
      'puedes',
    ]);
    expect(tuFormsIn('Se dio de baja. El código va al teléfono desde el que escribe. Inténtelo.')).toEqual(
      [],
    );
  });

  test('no comma before a plain "o" (an English habit: "Confirme, o cambie otra cosa"), but after an example in quotes', () => {
    const commas = spanishSentences()
      // The stuck line's comma parts ways that may hold an "o" of their own.
      .filter(({ key, text }) => key !== 'engine.stuck' && /[^"”], o /.test(text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(commas).toEqual([]);
  });

  test('the customer\'s own words on a button fit a woman as well as a man: no "Soy nuevo"', () => {
    const gendered = spanishSentences()
      .filter(({ text }) => /\b(soy|estoy) (nuev|list|segur|interesad)[oa]\b/i.test(text))
      .map(({ key, text }) => `${key}: ${text}`);
    expect(gendered).toEqual([]);
  });
});
