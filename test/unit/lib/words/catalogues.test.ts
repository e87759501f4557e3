/**
 * The catalogues say the same messages: every message of one language exists in the other, with the
 * same placeholders and the same plural and select arguments (what a translation may not change).
 */
import { IntlMessageFormat } from 'intl-messageformat';
import { en } from '../../../../lib/words/en/index';
import { es } from '../../../../lib/words/es/index';

type Element = { type: number; value?: string; options?: Record<string, { value: Element[] }> };

/** The arguments of a message, each as `name:kind` (kind: the ICU element type), sorted. */
function argumentsOf(message: string, locale: string): string[] {
  const found = new Set<string>();
  const walk = (elements: Element[]) => {
    for (const element of elements) {
      // 0 literal, 7 pound (#): no argument of their own.
      if (element.type !== 0 && element.type !== 7 && element.value)
        found.add(`${element.value}:${element.type}`);
      for (const option of Object.values(element.options ?? {})) walk(option.value);
    }
  };
  walk(new IntlMessageFormat(message, locale).getAst() as Element[]);
  return [...found].sort();
}

/** Where two catalogues differ: a message in one only, or its arguments not the same. */
function differences(a: Record<string, string>, b: Record<string, string>): string[] {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  const out: string[] = [];
  for (const key of keys) {
    if (!(key in a) || !(key in b)) out.push(`${key}: in one language only`);
    else if (argumentsOf(a[key] ?? '', 'en').join() !== argumentsOf(b[key] ?? '', 'es').join())
      out.push(`${key}: arguments differ`);
  }
  return out;
}

describe('the catalogues', () => {
  test('English and Spanish have the same messages with the same arguments', () => {
    expect(differences(en, es)).toEqual([]);
  });

  test('a message in one language only is found', () => {
    expect(differences({ a: 'x', b: 'y' }, { a: 'x' })).toEqual(['b: in one language only']);
  });

  test('a placeholder renamed, or a plural made a plain argument, is found', () => {
    expect(differences({ a: 'Hi {name}' }, { a: 'Hola {nombre}' })).toEqual(['a: arguments differ']);
    expect(differences({ a: '{n, plural, one {# try} other {# tries}}' }, { a: '{n} intentos' })).toEqual([
      'a: arguments differ',
    ]);
  });

  test('the Spanish plural is chosen by the count', async () => {
    const { words } = await import('../../../../lib/words/index.js');
    const spanish = await words('es');
    expect(spanish.t('signIn.wrongCode', { left: 1 })).toBe('Ese código no es correcto. Le queda 1 intento.');
    expect(spanish.t('signIn.wrongCode', { left: 2 })).toBe(
      'Ese código no es correcto. Le quedan 2 intentos.',
    );
  });
});
