/**
 * The example of docs/adding-a-flow.md: the smallest flow people reach from the menu, by a word
 * (`/laundry hello`) and by typing "say hello". It asks a name, greets, and ends.
 */
import { z } from 'zod';
import { end, field, finalStep, textPrompt } from '../../../../lib/dialog/prompts';
import type { Flow } from '../../../../lib/dialog/step';
import { ok, say } from '../../../../lib/dialog/step-helpers';

const helloDataSchema = z.object({ name: z.string().optional() });
type HelloData = z.infer<typeof helloDataSchema>;

export const helloFlow: Flow<HelloData> = {
  id: 'hello',
  title: 'Say hello',
  schema: helloDataSchema,
  needsSession: true,
  init: () => ({}),
  steps: [
    textPrompt({
      id: 'name',
      title: 'Name',
      field: field<HelloData, 'name'>('name'),
      question: async () => ({ text: 'What should I call you?', hint: 'Type a name.' }),
      read: ({ text }) => (text ? { value: text } : { retry: 'Type a name.' }),
    }),
    finalStep({
      id: 'greet',
      title: 'Greeting',
      ask: async (ctx) => end('greeted', say(`Hello, ${ctx.data.name}!`)),
      accept: async () => ok(),
    }),
  ],
  transitions: {},
  result: 'greeted',
  menu: {
    position: 6,
    option: { value: 'hello', label: 'Say hello', role: 'choice', synonyms: ['hi there'] },
  },
  openings: [{ kind: 'push', word: 'hello', label: 'Say hello', does: 'say hello', typed: /^say hello$/i }],
};
