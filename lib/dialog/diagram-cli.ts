/** `npm run diagram`: regenerates the flow diagram in README.md from the step tables. */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { withDiagram } from './diagram';
import { dialogDiagram } from './dialog-diagram';

const readmePath = join(__dirname, '..', '..', 'README.md');
writeFileSync(readmePath, withDiagram(readFileSync(readmePath, 'utf8'), dialogDiagram()));
process.stdout.write('README.md: flow diagram updated\n');
