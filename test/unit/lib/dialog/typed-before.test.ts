/**
 * A reply typed before the question on screen was sent is not that question's answer (invariant
 * reply-before-question-not-its-answer): the stranger's second "1" (Place order), sent while the slow
 * placing ran, was read as "1 Drop it" of the question asked after it.
 */
import { askedAtOf, typedBeforeAsked } from '../../../../lib/dialog/typed-before';
import type { PromptState } from '../../../../lib/dialog/types';
import { createFakeWorld, transcript } from '../../../support/fake-ports';
import { continued, PLACE_ORDER, SIGN_IN } from '../flows/conversations';

const ASKED = 1_000_000;
const prompt: PromptState = {
  id: 'p1',
  depth: 1,
  step: 'summary',
  kind: 'confirm',
  options: [
    { value: 'drop', label: 'Drop it', role: 'danger' },
    { value: 'again', label: 'Send it again', role: 'primary' },
  ],
  shown: true,
  askedAt: ASKED,
};

describe('typedBeforeAsked', () => {
  it('a text sent before the question was sent is typed before it; at or after it, or untimed, is not', () => {
    expect(typedBeforeAsked(prompt, { type: 'text', text: '1', sentAt: ASKED - 1 })).toBe(true);
    expect(typedBeforeAsked(prompt, { type: 'text', text: '1', sentAt: ASKED })).toBe(false);
    expect(typedBeforeAsked(prompt, { type: 'text', text: '1' })).toBe(false);
    expect(typedBeforeAsked({ ...prompt, askedAt: undefined }, { type: 'text', text: '1', sentAt: 1 })).toBe(
      false,
    );
  });
});

describe('askedAtOf', () => {
  const { askedAt: _asked, ...fresh } = prompt;
  it('a question asked again with the same options keeps its time; other options, another step: now', () => {
    expect(askedAtOf(prompt, fresh, ASKED + 5000)).toBe(ASKED);
    expect(askedAtOf(undefined, fresh, ASKED + 5000)).toBe(ASKED + 5000);
    expect(askedAtOf(prompt, { ...fresh, options: fresh.options.slice(1) }, ASKED + 5000)).toBe(ASKED + 5000);
    expect(askedAtOf(prompt, { ...fresh, step: 'tip' }, ASKED + 5000)).toBe(ASKED + 5000);
    expect(askedAtOf(prompt, { ...fresh, shown: false }, ASKED + 5000)).toBeUndefined();
  });
});

describe('a reply typed before the question on screen was sent', () => {
  it('is not taken as its answer: asked again, saying why, nothing placed; one typed after it is', async () => {
    const world = createFakeWorld();
    const at = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER.slice(0, -1)]);
    const sent = {
      ...at,
      state: { ...at.state, prompt: { ...(at.state.prompt as PromptState), askedAt: ASKED } },
    };
    const early = await continued(world, sent, [{ type: 'text', text: 'place it', sentAt: ASKED - 3000 }]);
    expect(early.text).toContain("That came in before this question, so I haven't taken it as the answer.");
    expect(early.state.prompt?.step).toBe(at.state.prompt?.step);
    expect(world.laundry.createOrderBodies()).toHaveLength(0);
    const late = await continued(world, early, [{ type: 'text', text: 'place it', sentAt: ASKED + 3000 }]);
    expect(late.text).toMatch(/Your order #\d+ is placed!/);
    expect(world.laundry.createOrderBodies()).toHaveLength(1);
  });
});
