/**
 * The flow registry (lib/dialog/flows/index.ts) is the one place the engine learns of flows: a flow
 * added there with its declarations is reached by its word without any change to the engine.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOWS, OPENINGS, ROLES } from '../../../../../lib/dialog/flows';
import { FLOW_IDS, OPENABLE_FLOWS, type OpenableFlow } from '../../../../../lib/dialog/types';
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../../support/fake-ports';

const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];
const ENGINE_MODULES = ['engine.ts', 'turn.ts', 'commands.ts', 'read-answer.ts', 'stack.ts'];

describe('the flow registry', () => {
  it('holds every flow under its own id, and the flows the engine starts itself are among them', () => {
    for (const id of FLOW_IDS) expect(FLOWS[id].id).toBe(id);
    for (const role of Object.values(ROLES)) expect(FLOW_IDS).toContain(role);
  });

  it('the engine and the stack name no flow: they learn of flows from the registry alone', () => {
    for (const file of ENGINE_MODULES) {
      const source = readFileSync(join(__dirname, '../../../../../lib/dialog', file), 'utf8');
      for (const id of FLOW_IDS) expect(source).not.toContain(`'${id}'`);
    }
  });

  it('each entry point word is declared by one flow, and is a word the channels may open', () => {
    const words = OPENINGS.map(({ opening }) => opening.word);
    expect([...words].sort()).toEqual([...OPENABLE_FLOWS].sort());
  });

  it.each(
    OPENINGS.flatMap(({ flow, opening }) =>
      opening.kind === 'push' ? [[opening.word, flow, opening.label]] : [],
    ),
  )(
    '`open %s` drops to the bottom and runs %s, the question on screen shown as "%s"',
    async (word, flow, label) => {
      const world = createFakeWorld();
      const at = await transcript(world.engine, [...SIGN_IN, { type: 'open', flow: word as OpenableFlow }]);
      expect(at.replies).toContainEqual(expect.objectContaining({ type: 'closed', answer: label }));
      // The flow is on top, or has already ended (a customer with no order to change).
      const [bottom, ...above] = at.state.stack.map((frame) => frame.flow);
      expect(bottom).toBe(ROLES.customer);
      expect(above.every((id) => id === flow)).toBe(true);
      expect(world.errors).toEqual([]);
    },
  );

  it('the menu shows each flow’s menu entry in its place, and picking one opens that flow', async () => {
    const entries = Object.values(FLOWS)
      .flatMap((flow) => (flow.menu ? [{ flow: flow.id, entry: flow.menu }] : []))
      .sort((a, b) => a.entry.position - b.entry.position);
    const world = createFakeWorld();
    const at = await transcript(world.engine, SIGN_IN);
    const shown = lastPrompt(at.replies)?.options.map((option) => option.value);
    expect(shown).toEqual([...entries.map(({ entry }) => entry.option.value), 'sign-out']);
    for (const { flow, entry } of entries) {
      const picked = await transcript(world.engine, [entry.option.label], {
        state: at.state,
        ...(at.session ? { session: at.session } : {}),
      });
      expect(picked.replies).toContainEqual(
        expect.objectContaining({ type: 'closed', answer: entry.option.label }),
      );
      // The flow is on top, or has already ended (a customer with no order to change).
      expect(picked.state.stack.slice(1).map((frame) => frame.flow)).toEqual(
        picked.state.stack.length > 1 ? [flow] : [],
      );
    }
  });
});
