/**
 * Invariant price-asked-picks-nothing (lib/recognize/price-asked.ts, lib/dialog/read-answer.ts). A
 * stranger's try (issue 34, twenty-second session): "how much is the wash and fold?" at the services
 * question was answered '"Wash & Fold", right?', and a yes would have ordered what was only asked about.
 */
import { type AskBack, readAnswer } from '../../../../lib/dialog/read-answer';
import type { Answer } from '../../../../lib/dialog/step';
import type { PromptState } from '../../../../lib/dialog/types';
import { asksPrice } from '../../../../lib/recognize/price-asked';
import { ENGLISH, type Words, words } from '../../../../lib/words';

const ZONE = 'America/New_York';
const SERVICES: PromptState = {
  id: 'p1',
  depth: 0,
  step: 'services',
  kind: 'multi',
  shown: true,
  options: [
    { value: '1', label: 'Wash & Fold', role: 'choice', synonyms: ['lavado y doblado'] },
    { value: '2', label: 'Dry Clean – Suit', role: 'choice', synonyms: ['traje'] },
  ],
};
const WINDOWS: PromptState = {
  ...SERVICES,
  step: 'pickup-window',
  kind: 'single',
  options: [
    {
      value: 'w1',
      label: '9:00–11:00 AM, Store driver',
      role: 'choice',
      window: { startTime: '2036-06-03T13:00:00.000Z', endTime: '2036-06-03T15:00:00.000Z', timeZone: ZONE },
    },
    {
      value: 'w2',
      label: '12:00–2:00 PM, Store driver',
      role: 'choice',
      window: { startTime: '2036-06-03T16:00:00.000Z', endTime: '2036-06-03T18:00:00.000Z', timeZone: ZONE },
    },
  ],
};

const read = (text: string, prompt: PromptState, language: Words = ENGLISH) =>
  readAnswer({ type: 'text', text }, prompt, ZONE, language);

describe('a price asked of an option', () => {
  it.each([
    'how much is the wash and fold?',
    'How much for wash & fold',
    "what's the price of the suit one?",
    'wash and fold, how much?',
  ])('%j is answered and picks nothing', (text) => {
    const answer = read(text, SERVICES) as AskBack;
    expect(answer.askBack).toMatch(/can't see the store's prices/);
    expect(answer.suggest).toBeUndefined();
  });

  it.each(['¿cuánto cuesta el lavado y doblado?', 'cuanto cobran por el traje?', 'precio del traje?'])(
    '%j is answered in Spanish and picks nothing',
    async (text) => {
      const answer = read(text, SERVICES, await words('es')) as AskBack;
      expect(answer.askBack).toMatch(/No veo en el chat los precios/);
      expect(answer.suggest).toBeUndefined();
    },
  );

  it('at a list of windows, says where the fees are', () => {
    expect((read('how much is the 9 to 11 one?', WINDOWS) as AskBack).askBack).toMatch(/fee is beside it/);
  });

  it.each(['wash and fold please', 'lavado y doblado'])('%j still picks: no question of price', (text) => {
    expect((read(text, SERVICES) as Answer).values).toBeDefined();
  });
});

describe('asksPrice', () => {
  it.each([
    'how much should I tip?',
    '¿cuánta propina se deja?',
    'the cheapest one',
    'cuanto antes',
    '2 bags',
  ])('%j is no price question', (text) => expect(asksPrice(text)).toBe(false));
  it.each(['how much?', 'cuánto sale?', 'price?', 'HOW MUCH IS A SUIT', 'cuanto vale el traje'])(
    '%j asks a price',
    (text) => expect(asksPrice(text)).toBe(true),
  );
});
