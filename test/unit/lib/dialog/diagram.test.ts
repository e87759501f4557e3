import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDiagram } from '../../../../lib/dialog/diagram';
import { dialogDiagram } from '../../../../lib/dialog/dialog-diagram';
import { FLOWS } from '../../../../lib/dialog/engine';

describe('the flow diagram', () => {
  it('in the README is the one the step tables generate (run npm run diagram)', () => {
    const readme = readFileSync(join(__dirname, '../../../../README.md'), 'utf8');
    expect(withDiagram(readme, dialogDiagram())).toBe(readme);
  });

  it('has a node for every step of every flow', () => {
    const diagram = dialogDiagram();
    for (const flow of Object.values(FLOWS)) {
      for (const step of flow.steps) expect(diagram).toContain(`"${step.title}"`);
    }
  });
});
