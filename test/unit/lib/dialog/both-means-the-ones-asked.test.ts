/**
 * Invariant both-means-the-ones-asked (lib/dialog/read-answer.ts). A stranger's try (issue 34, sixteenth
 * session): "light starch on hangers" at a shirt's extras was asked "Did you mean “Light starch” or “On
 * hanger”?", and "both" was then asked among all three extras.
 */
import { type AskBack, readAnswer } from '../../../../lib/dialog/read-answer';
import type { Answer } from '../../../../lib/dialog/step';
import type { PromptState } from '../../../../lib/dialog/types';
import { type Words, words } from '../../../../lib/words';

const EXTRAS: PromptState = {
  id: 'p1',
  depth: 0,
  step: 'modifiers',
  kind: 'multi',
  shown: true,
  options: [
    { value: '11', label: 'Light starch', role: 'choice' },
    { value: '12', label: 'Heavy starch', role: 'choice' },
    { value: '13', label: 'On hanger', role: 'choice' },
    { value: 'none', label: 'No extras', role: 'choice', none: true },
  ],
};
const ZONE = 'America/New_York';

/** `first` read, then `then` read at the same question, as the engine keeps what the first asked between. */
function twoReplies(first: string, then: string, prompt = EXTRAS, language?: Words) {
  const asked = readAnswer({ type: 'text', text: first }, prompt, ZONE, language) as AskBack;
  const again = { ...prompt, among: asked.among };
  return { asked, answer: readAnswer({ type: 'text', text: then }, again, ZONE, language) as Answer };
}

describe('"both" after two options were asked between', () => {
  it.each(['both', 'both of them', 'both please', 'all of them'])(
    '%j picks the two asked, not every extra',
    (then) => {
      const { asked, answer } = twoReplies('light starch on hanger', then);
      expect(asked.askBack).toMatch(/Did you mean "Light starch" or "On hanger"/);
      expect(answer.values).toEqual(['11', '13']);
    },
  );

  it('"las dos" in Spanish', async () => {
    const { answer } = twoReplies('light starch on hanger', 'las dos', EXTRAS, await words('es'));
    expect(answer.values).toEqual(['11', '13']);
  });

  it.each([
    // One of the two, or a number, is read against the screen as always.
    ['light starch', ['11']],
    ['3', ['13']],
    ['2', ['12']],
  ])('%j is read as the screen numbers and names them', (then, values) => {
    expect(twoReplies('light starch on hanger', then).answer.values).toEqual(values);
  });

  it('with nothing asked between, "both" among three extras is still asked', () => {
    const both = readAnswer({ type: 'text', text: 'both' }, EXTRAS, ZONE);
    expect('askBack' in both).toBe(true);
  });
});
