/**
 * The example of docs/adding-a-flow.md: the smallest flow people reach from the menu, by a word
 * (`/laundry hello`) and by typing "say hello". It asks a name, greets, and ends.
 */
import { z } from 'zod';
import type { Flow } from '../../../../lib/dialog/step';
import { askText, fields, ok, retry, say } from '../../../../lib/dialog/step-helpers';

const helloDataSchema = z.object({ name: z.string().optional() });
type HelloData = z.infer<typeof helloDataSchema>;

export const helloFlow: Flow<HelloData> = {
  id: 'hello',
  title: 'Say hello',
  schema: helloDataSchema,
  needsSession: true,
  init: () => ({}),
  steps: [
    {
      id: 'name',
      title: 'Name',
      ...fields<HelloData, 'name'>('name'),
      ask: async () => askText('What should I call you?', 'Type a name.'),
      async accept(ctx, answer) {
        if (!answer.text) return retry('Type a name.');
        ctx.data.name = answer.text;
        return ok();
      },
    },
    {
      id: 'greet',
      title: 'Greeting',
      filled: () => false,
      clear: () => {},
      ask: async (ctx) => ({ kind: 'done', result: 'greeted', say: [say(`Hello, ${ctx.data.name}!`)] }),
      accept: async () => ok(),
    },
  ],
  transitions: {},
  result: 'greeted',
  menu: {
    position: 6,
    option: { value: 'hello', label: 'Say hello', role: 'choice', synonyms: ['hi there'] },
  },
  openings: [{ kind: 'push', word: 'hello', label: 'Say hello', does: 'say hello', typed: /^say hello$/i }],
};
