/**
 * `npm run diagram`: regenerates the README's two diagrams, the flows (from their step tables) and
 * the modules of lib/ (from the imports, as dependency-cruiser reads them). `--check` changes
 * nothing and fails when the README's copy is out of date (`npm run check` runs it).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDiagram } from '../../lib/dialog/diagram';
import { dialogDiagram } from '../../lib/flows/dialog-diagram';
import { MODULE_DIAGRAM_MARKERS, moduleDiagram } from './module-diagram';

const root = join(__dirname, '..', '..');
const readmePath = join(root, 'README.md');
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
const before = readFileSync(readmePath, 'utf8');
const after = withDiagram(
  withDiagram(before, dialogDiagram()),
  moduleDiagram(JSON.parse(cruised)),
  MODULE_DIAGRAM_MARKERS,
);
if (process.argv.includes('--check')) {
  if (after !== before) {
    process.stderr.write('README.md: a diagram is out of date; run npm run diagram\n');
    process.exit(1);
  }
} else {
  writeFileSync(readmePath, after);
  process.stdout.write('README.md: diagrams updated\n');
}
