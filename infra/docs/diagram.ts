/**
 * `npm run diagram`: regenerates the two diagrams of docs/architecture.md, the flows (from their step
 * tables) and the modules of lib/ (from the imports, as dependency-cruiser reads them). `--check`
 * changes nothing and fails when a diagram is out of date (`npm run check` runs it): the module
 * diagram must be exactly the generated one; the flow diagram must be the generated one for the flows
 * it draws, and a flow registered since is only named (invariant flow-diagram-never-wrong).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { flowDiagram, withDiagram } from '../../lib/dialog/diagram';
import { REGISTRY } from '../../lib/flows';
import { FLOW_DIAGRAM_MARKERS, flowsAsDrawn, undrawnFlows } from './flow-diagram';
import { MODULE_DIAGRAM_MARKERS, moduleDiagram } from './module-diagram';

const root = join(__dirname, '..', '..');
const docPath = join(root, 'docs', 'architecture.md');
const shown = 'docs/architecture.md';
const cruised = execFileSync(
  join(root, 'node_modules', '.bin', 'depcruise'),
  [
    'lib',
    'functions',
    '--include-only',
    '^(lib|functions)/',
    '--collapse',
    '^(lib/[^/]+/|functions/)',
    '-T',
    'json',
  ],
  { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
);
const flows = Object.values(REGISTRY.flows);
const before = readFileSync(docPath, 'utf8');
const withModules = withDiagram(before, moduleDiagram(JSON.parse(cruised)), MODULE_DIAGRAM_MARKERS);
if (process.argv.includes('--check')) {
  const asDrawn = flowDiagram(flowsAsDrawn(before, flows), REGISTRY.needs);
  if (withDiagram(withModules, asDrawn, FLOW_DIAGRAM_MARKERS) !== before) {
    process.stderr.write(`${shown}: a diagram is out of date; run npm run diagram\n`);
    process.exit(1);
  }
  const undrawn = undrawnFlows(before, flows);
  if (undrawn.length > 0)
    process.stdout.write(`${shown}: not drawn yet: ${undrawn.join(', ')} (npm run diagram draws them)\n`);
} else {
  writeFileSync(docPath, withDiagram(withModules, flowDiagram(flows, REGISTRY.needs), FLOW_DIAGRAM_MARKERS));
  process.stdout.write(`${shown}: diagrams updated\n`);
}
