/**
 * The flow registry (lib/flows/index.ts) is the one place the engine learns of flows: a flow
 * added there with its declarations is reached by its word without any change to the engine.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createDialogEngine } from '../../../../lib/dialog/engine';
import { menuOption } from '../../../../lib/dialog/opening';
import { checkRegistry, isRegistryError } from '../../../../lib/dialog/registry';
import { ABOVE_MENU, REGISTRY, ROLES, registry } from '../../../../lib/flows';
import { ENGLISH, inWords } from '../../../../lib/words';
import { createFakeWorld, FAKE, lastPrompt, transcript } from '../../../support/fake-ports';

const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];
const ENGINE_DIR = join(__dirname, '../../../../lib/dialog');
const { flows: FLOWS, openings: OPENINGS } = REGISTRY;
const FLOW_IDS = Object.keys(FLOWS);

/** What `fn` throws. */
function catching(fn: () => unknown): unknown {
  try {
    fn();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe('the flow registry', () => {
  it('holds every flow under its own id, and the flows the engine starts itself are among them', () => {
    for (const id of FLOW_IDS) expect(FLOWS[id]?.id).toBe(id);
    for (const role of Object.values(ROLES)) expect(FLOW_IDS).toContain(role);
    expect(() => checkRegistry(REGISTRY)).not.toThrow();
  });

  it('an engine is never made over a flow that names an unregistered one, or two entry points with one word', () => {
    const { slot: _slot, ...withoutSlot } = ABOVE_MENU;
    const made = () => createDialogEngine(registry(withoutSlot), createFakeWorld().deps);
    expect(made).toThrow(/names slot, which is not registered/);
    expect(isRegistryError(catching(made))).toBe(true);
    const notes = ABOVE_MENU.notes;
    const twice = { ...notes, id: 'notes-again' };
    expect(() => checkRegistry(registry({ ...ABOVE_MENU, 'notes-again': twice }))).toThrow(
      /two entry points open with notes/,
    );
  });

  it('a stored frame of a flow no longer registered is not trusted: the conversation starts afresh', () => {
    const engine = createFakeWorld().engine;
    const state = engine.freshState(undefined);
    expect(engine.load(state, undefined)).toEqual(state);
    expect(
      engine.load({ ...state, stack: [{ flow: 'gone', data: {}, history: [] }] }, undefined),
    ).toBeUndefined();
  });

  it('no module of the engine (lib/dialog) names a flow: it learns of flows from the registry alone', () => {
    const modules = readdirSync(ENGINE_DIR).filter((file) => file.endsWith('.ts'));
    expect(modules).toContain('engine.ts');
    for (const file of modules) {
      const source = readFileSync(join(ENGINE_DIR, file), 'utf8');
      for (const id of FLOW_IDS) expect(source).not.toContain(`'${id}'`);
    }
  });

  it('a word no flow opens (an old button, a queued message) is answered and changes nothing', async () => {
    const world = createFakeWorld();
    const at = await transcript(world.engine, SIGN_IN);
    const old = await transcript(world.engine, [{ type: 'open', word: 'laundromat' }], {
      state: at.state,
      ...(at.session ? { session: at.session } : {}),
    });
    expect(old.text).toContain("I can't open that here.");
    expect(old.state.stack).toEqual(at.state.stack);
    expect(world.errors).toEqual([]);
  });

  it.each(
    OPENINGS.flatMap(({ flow, opening }) =>
      opening.kind === 'push' && !opening.onTop
        ? [[opening.word, flow, inWords(opening.label, ENGLISH)]]
        : [],
    ),
  )(
    '`open %s` drops to the bottom and runs %s, the question on screen shown as "%s"',
    async (word, flow, label) => {
      const world = createFakeWorld();
      const at = await transcript(world.engine, [...SIGN_IN, { type: 'open', word: word }]);
      expect(at.replies).toContainEqual(expect.objectContaining({ type: 'closed', answer: label }));
      // The flow is on top, or has already ended (a customer with no order to change).
      const [bottom, ...above] = at.state.stack.map((frame) => frame.flow);
      expect(bottom).toBe(ROLES.customer);
      expect(above.every((id) => id === flow)).toBe(true);
      expect(world.errors).toEqual([]);
    },
  );

  it.each(
    OPENINGS.flatMap(({ flow, opening }) =>
      opening.kind === 'push' && opening.byBot ? [[opening.word, flow]] : [],
    ),
  )('`open %s` runs %s over the order in progress, which is kept below it', async (word, flow) => {
    const world = createFakeWorld();
    const at = await transcript(world.engine, [
      ...SIGN_IN,
      'new order',
      { type: 'open', word: word, byBot: true },
    ]);
    // No order of this customer to remind of: the flow ends at once, and the draft's question is asked.
    expect(at.state.stack.map((frame) => frame.flow)).toEqual([ROLES.customer, 'order']);
    expect(at.state.stack.map((frame) => frame.flow)).not.toContain(flow);
    expect(world.errors).toEqual([]);
  });

  it('the menu shows each flow’s menu entry in its place, and picking one opens that flow', async () => {
    const entries = Object.values(FLOWS)
      .flatMap((flow) => (flow.menu ? [{ flow: flow.id, entry: flow.menu }] : []))
      .sort((a, b) => a.entry.position - b.entry.position);
    const world = createFakeWorld();
    const at = await transcript(world.engine, SIGN_IN);
    const shown = lastPrompt(at.replies)?.options.map((option) => option.value);
    expect(shown).toEqual([...entries.map(({ entry }) => entry.option.value), 'sign-out']);
    for (const { flow, entry } of entries) {
      const { label } = menuOption(entry, ENGLISH);
      const picked = await transcript(world.engine, [label], {
        state: at.state,
        ...(at.session ? { session: at.session } : {}),
      });
      expect(picked.replies).toContainEqual(expect.objectContaining({ type: 'closed', answer: label }));
      // The flow is on top, or has already ended (a customer with no order to change).
      expect(picked.state.stack.slice(1).map((frame) => frame.flow)).toEqual(
        picked.state.stack.length > 1 ? [flow] : [],
      );
    }
  });
});
