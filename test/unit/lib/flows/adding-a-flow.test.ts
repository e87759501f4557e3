/**
 * docs/adding-a-flow.md, done: the example flow added to the registry the way the doc says (one line
 * among the flows above the menu) is reached from the menu, by its word and by typed text, through
 * the engine over in-memory ports, with no change to the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { DialogInput } from '../../../../lib/dialog/types';
import { ABOVE_MENU, REGISTRY, registry } from '../../../../lib/flows';
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../support/fake-ports';
import { menuLabels } from './conversations';
import { helloFlow } from './hello-flow';

// The doc's step 2: its line in the registry.
const WITH_HELLO = registry({ ...ABOVE_MENU, hello: helloFlow });

const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];

async function reached(by: (string | DialogInput)[]) {
  const world = createFakeWorld({ registry: WITH_HELLO });
  const asked = await transcript(world.engine, [...SIGN_IN, ...by]);
  expect(lastPrompt(asked.replies)?.text).toBe('What should I call you?');
  const greeted = await transcript(world.engine, ['Ada'], {
    state: asked.state,
    ...(asked.session ? { session: asked.session } : {}),
  });
  expect(greeted.text).toContain('Hello, Ada!');
  expect(lastPrompt(greeted.replies)?.text).toBe('What would you like to do?');
  expect(world.errors).toEqual([]);
}

/** The flow's declaration in `text`: from `export const helloFlow` to its closing brace. */
function helloDeclaration(text: string): string {
  const start = text.indexOf('export const helloFlow');
  return text.slice(start, text.indexOf('\n};\n', start) + 3);
}

describe('a flow added as docs/adding-a-flow.md says', () => {
  it('is the example the guide shows, word for word (its schema written inline there)', () => {
    const guide = readFileSync(join(__dirname, '../../../../docs/adding-a-flow.md'), 'utf8');
    const source = readFileSync(join(__dirname, 'hello-flow.ts'), 'utf8');
    expect(helloDeclaration(guide)).toBe(
      helloDeclaration(source).replace(
        'schema: helloDataSchema,',
        'schema: z.object({ name: z.string().optional() }),',
      ),
    );
    expect(helloDeclaration(guide)).toContain('textPrompt(');
  });

  it('is an option of the menu, in the place its `position` gives it, and picking it runs the flow', async () => {
    const world = createFakeWorld({ registry: WITH_HELLO });
    const menu = await transcript(world.engine, SIGN_IN);
    const labels = menuLabels(WITH_HELLO);
    expect(lastPrompt(menu.replies)?.options.map((o) => o.label)).toEqual(labels);
    expect(labels).toEqual(expect.arrayContaining([...menuLabels(REGISTRY), 'Say hello']));
    await reached(['Say hello']);
  });

  it('opens by its word (`/laundry hello`)', () => reached([{ type: 'open', word: 'hello' }]));

  it('opens by its typed words ("say hello")', () => reached(['say hello']));
});
