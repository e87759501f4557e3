/**
 * What a question shows once it is answered (Slack's "now shows", the terminal's closed prompt): a
 * chosen window by its time and provider, since the provider alone ("Store driver") does not say which.
 */
import { echo } from '../../../../lib/dialog/read-answer';
import type { Step } from '../../../../lib/dialog/step';
import type { PromptState } from '../../../../lib/dialog/types';

const step = { id: 'pickupWindow' } as Step<unknown>;
const window = (startTime: string, endTime: string) => ({ startTime, endTime, timeZone: 'America/New_York' });
const prompt = {
  id: 'p-1',
  depth: 0,
  step: 'pickupWindow',
  kind: 'choice',
  shown: true,
  options: [
    { value: 'w1', label: 'Store driver', window: window('2036-06-03T12:00:00Z', '2036-06-03T14:00:00Z') },
    { value: 'w2', label: 'Store driver', window: window('2036-06-03T22:00:00Z', '2036-06-04T00:00:00Z') },
    { value: 'collect', label: 'I’ll collect it' },
  ],
} as unknown as PromptState;

describe('an answered question', () => {
  it('shows a chosen window by its time and provider, so two windows of one provider are told apart', () => {
    expect(echo(step, { text: '', values: ['w2'] }, prompt)).toBe('6:00–8:00 PM EDT, Store driver');
    expect(echo(step, { text: '', values: ['w1'] }, prompt)).toBe('8:00–10:00 AM EDT, Store driver');
  });

  it('shows any other option by its label', () => {
    expect(echo(step, { text: '', values: ['collect'] }, prompt)).toBe('I’ll collect it');
  });
});
