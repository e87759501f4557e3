import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowDiagram, withDiagram } from '../../../../lib/dialog/diagram';
import type { AnyFlow } from '../../../../lib/dialog/step';
import { REGISTRY } from '../../../../lib/flows';
import { dialogDiagram } from '../../../../lib/flows/dialog-diagram';

const FLOWS = REGISTRY.flows;

import { ORDER_STEPS } from '../../../../lib/flows/order';

describe('the flow diagram', () => {
  it('in the README is the one the step tables generate (run npm run diagram)', () => {
    const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
    expect(withDiagram(readme, dialogDiagram())).toBe(readme);
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

  it('refuses a README without the markers', () => {
    expect(() => withDiagram('# no diagram here', dialogDiagram())).toThrow(
      'README has no <!-- flow-diagram:start',
    );
  });
});
