import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FLOW_DIAGRAM_MARKERS, flowsAsDrawn, undrawnFlows } from '../../../../infra/docs/flow-diagram';
import { flowDiagram, withDiagram } from '../../../../lib/dialog/diagram';
import type { AnyFlow } from '../../../../lib/dialog/step';
import { ABOVE_MENU, REGISTRY, registry } from '../../../../lib/flows';
import { dialogDiagram } from '../../../../lib/flows/dialog-diagram';
import { ORDER_STEPS } from '../../../../lib/flows/order';
import { helloFlow } from './hello-flow';

const FLOWS = REGISTRY.flows;
const ARCHITECTURE = readFileSync(join(__dirname, '../../../../docs/architecture.md'), 'utf8');
/** The diagram `npm run diagram -- --check` expects in `doc`, for the flows of `flows`. */
const expectedIn = (doc: string, flows: AnyFlow[]) =>
  withDiagram(doc, flowDiagram(flowsAsDrawn(doc, flows), REGISTRY.needs), FLOW_DIAGRAM_MARKERS);

describe('the flow diagram', () => {
  it('in docs/architecture.md is the one the step tables generate, for the flows it draws (run npm run diagram)', () => {
    expect(expectedIn(ARCHITECTURE, Object.values(FLOWS))).toBe(ARCHITECTURE);
  });

  it('as npm run diagram writes it, draws every registered flow', () => {
    const written = withDiagram(ARCHITECTURE, dialogDiagram());
    expect(undrawnFlows(written, Object.values(FLOWS))).toEqual([]);
    expect(expectedIn(written, Object.values(FLOWS))).toBe(written);
  });

  it('may leave out a flow registered since it was drawn, and the check names it', () => {
    const withHello = Object.values(registry({ ...ABOVE_MENU, hello: helloFlow }).flows);
    expect(expectedIn(ARCHITECTURE, withHello)).toBe(ARCHITECTURE);
    expect(undrawnFlows(ARCHITECTURE, withHello)).toContain('hello');
  });

  it('may never draw a flow otherwise than its table says, nor a flow no longer registered', () => {
    const renamed = Object.values(FLOWS).map((flow) =>
      flow.id === 'notes'
        ? { ...flow, steps: flow.steps.map((step) => ({ ...step, title: `${step.title}!` })) }
        : flow,
    );
    expect(expectedIn(ARCHITECTURE, renamed)).not.toBe(ARCHITECTURE);
    const withoutNotes = Object.values(FLOWS).filter((flow) => flow.id !== 'notes');
    expect(expectedIn(ARCHITECTURE, withoutNotes)).not.toBe(ARCHITECTURE);
  });

  it('has a subgraph for every flow and a node for every step of it', () => {
    const diagram = dialogDiagram();
    for (const flow of Object.values(FLOWS)) {
      expect(diagram).toContain(`subgraph ${flow.id.replace(/\W/g, '_')}["${flow.title}"]`);
      for (const step of flow.steps) expect(diagram).toContain(`"${step.title}"`);
    }
  });

  it('draws every transition a flow declares, and sign-in under every flow that needs a session', () => {
    const diagram = dialogDiagram();
    expect(diagram).toContain('menu == "push" ==> order');
    expect(diagram).toContain('order == "push" ==> slot');
    expect(diagram).toContain('sign_in -- "replace" --> sign_up');
    expect(diagram).toContain('sign_up -- "replace" --> sign_in');
    for (const flow of Object.values(FLOWS).filter((f) => f.needsSession)) {
      expect(diagram).toContain(`${flow.id} -. "no session: push; the session" .-> sign_in`);
    }
  });

  it('draws the order steps in the order they are asked: laundry or dry cleaning after the services', () => {
    const titles = ORDER_STEPS.map((step) => step.title);
    expect(titles.indexOf('Laundry or dry cleaning')).toBeGreaterThan(titles.indexOf('Notes per service'));
    expect(dialogDiagram()).toContain('order_service_notes --> order_category');
  });

  it('draws a conditional step as a hexagon with an edge around it', () => {
    const diagram = flowDiagram([FLOWS.order as AnyFlow]);
    expect(diagram).toContain('order_return{{"Delivery time"}}');
    expect(diagram).toContain('order_return_method -. "not return by delivery" .-> order_frequency');
  });

  it('refuses a document without the markers', () => {
    expect(() => withDiagram('# no diagram here', dialogDiagram())).toThrow(
      'the document has no <!-- flow-diagram:start',
    );
  });
});
