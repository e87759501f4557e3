/**
 * Invariant before-confirming-never-confirms (lib/dialog/read-answer.ts). Issue 34, round 42: "antes de
 * confirmar, …" at an order's summary was asked back as "¿Se refiere a "Hacer el pedido"?": the
 * confirming named as when something else comes first is never the confirmation, nor offered as it.
 */
import { readAnswer } from '../../../../lib/dialog/read-answer';
import type { PromptState } from '../../../../lib/dialog/types';
import { words } from '../../../../lib/words';

const SUMMARY: PromptState = {
  id: 'p1',
  depth: 0,
  step: 'summary',
  kind: 'confirm',
  shown: true,
  options: [
    { value: 'place', label: 'Place order', role: 'primary', synonyms: ['confirm', 'yes', 'confirmar'] },
    { value: 'change', label: 'Change something', role: 'choice', synonyms: ['change', 'cambiar'] },
    { value: 'drop', label: 'Drop this order', role: 'danger' },
  ],
};
const ZONE = 'America/New_York';

describe('the confirming said as when, at a confirmation', () => {
  it.each([
    'antes de confirmar, déjeme revisar las bolsas',
    'before you confirm, let me look at the tip',
    'antes de confirmar, sí, una pregunta',
    'before you place it, ok hmm',
  ])('%j is never the primary option, picked or offered', async (text) => {
    const read = readAnswer({ type: 'text', text }, SUMMARY, ZONE, await words('es'));
    expect(('values' in read ? read.values : undefined) ?? []).not.toContain('place');
    expect(('suggest' in read ? read.suggest : undefined) ?? []).not.toContain('place');
    expect('askBack' in read ? read.askBack : '').not.toMatch(/Place order/);
  });

  it.each(['confirmar', 'yes, confirm', 'ok place it'])('%j still confirms', (text) => {
    expect(readAnswer({ type: 'text', text }, SUMMARY, ZONE)).toMatchObject({ values: ['place'] });
  });
});

// Invariant question-never-confirms, round 44: "do I have to … now?" at the account's review created it.
describe('a question of whether, at a confirmation', () => {
  it.each(['must I place it today?', 'does this place the order now', '¿tengo que hacer el pedido ya?'])(
    '%j is never the primary option, picked or offered',
    async (text) => {
      const read = readAnswer({ type: 'text', text }, SUMMARY, ZONE, await words('es'));
      expect(('values' in read ? read.values : undefined) ?? []).not.toContain('place');
      expect(('suggest' in read ? read.suggest : undefined) ?? []).not.toContain('place');
      expect('askBack' in read).toBe(true);
    },
  );

  it.each([
    ['can I change something?', 'change'],
    ['could you place it please?', 'place'],
  ])('%j is still read as %j', (text, value) => {
    expect(readAnswer({ type: 'text', text }, SUMMARY, ZONE)).toMatchObject({ values: [value] });
  });
});

// Invariant confirming-never-guessed: "yes, 4 bags then send it" was asked back as "“Place order”, right?",
// whose yes would have placed the order with the bags it had.
describe('a reply not read as the go-ahead, at a confirmation', () => {
  it.each([
    'yes, 4 bags then send it',
    'ok place it with the other card',
    'sí, hazlo con 3 bolsas y mándalo',
  ])('%j is never offered the primary option as a guess', async (text) => {
    const read = readAnswer({ type: 'text', text }, SUMMARY, ZONE, await words('es'));
    expect(('values' in read ? read.values : undefined) ?? []).not.toContain('place');
    expect(('suggest' in read ? read.suggest : undefined) ?? []).not.toContain('place');
  });
});
