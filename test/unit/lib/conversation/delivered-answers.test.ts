/**
 * The answered messages a conversation keeps (lib/conversation/state.ts `withAnswered`): once its
 * replies were sent, an answer keeps only their words (invariant delivered-answer-keeps-its-words), so
 * the state item every turn rewrites stays small; an answer not yet sent keeps them whole, to send them
 * when its message comes again.
 */
import { type Answered, RECENT_TURNS, withAnswered } from '../../../../lib/conversation/state';
import type { Reply } from '../../../../lib/dialog/types';

const question: Reply = {
  type: 'prompt',
  promptId: 'p-1',
  kind: 'single',
  text: 'Which services?',
  hint: 'Pick one.',
  options: [
    {
      value: '201',
      label: 'Wash & Fold',
      role: 'choice',
      synonyms: ['wash and fold', 'wf'],
      detail: 'By the pound.',
    },
  ],
};
const summary: Reply = {
  type: 'summary',
  title: 'Your order',
  lines: [{ label: 'Bags', value: { type: 'text', text: '1' } }],
};
const echoed: Reply = { type: 'closed', promptId: 'p-0', answer: 'new order' };
const line: Reply = { type: 'text', text: 'Your store: Spin City Laundry.', tone: 'info' };
const replies = [echoed, line, summary, question];

describe('withAnswered', () => {
  it('keeps a delivered answer as its words: a question as its line, an echo and a line as they are, no summary', () => {
    const recent = withAnswered([], { messageId: 'm1', replies, delivered: true });
    expect(recent).toEqual([
      {
        messageId: 'm1',
        replies: [echoed, line, { type: 'text', text: 'Which services?' }],
        delivered: true,
      },
    ]);
  });

  it('keeps an answer not yet delivered whole, to send it again', () => {
    expect(withAnswered([], { messageId: 'm1', replies })).toEqual([{ messageId: 'm1', replies }]);
  });

  it('cuts a delivered answer the previous release kept whole on the next write, and keeps the last few', () => {
    const before: Answered[] = Array.from({ length: RECENT_TURNS }, (_, i) => ({
      messageId: `old-${i}`,
      replies,
      delivered: true,
    }));
    const recent = withAnswered(before, { messageId: 'new', replies: [line], delivered: true });
    expect(recent.map((turn) => turn.messageId)).toEqual([
      ...before.slice(1).map((turn) => turn.messageId),
      'new',
    ]);
    expect(JSON.stringify(recent)).not.toContain('synonyms');
    expect(recent[0]?.replies).toEqual([echoed, line, { type: 'text', text: 'Which services?' }]);
  });

  it('reads a reply of any shape it does not know as it is', () => {
    const odd = [{ type: 'future-kind', x: 1 }, null, 'text'];
    expect(withAnswered([], { messageId: 'm1', replies: odd, delivered: true })[0]?.replies).toEqual(odd);
  });
});
