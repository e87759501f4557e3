/**
 * The first step of `npm test` (and of `npm run test:hours`): every tool beyond npm that the tests need
 * is here, or the run stops at once with one line per missing tool, saying how to install it.
 */
import { missingTools } from './tools';

const missing = missingTools();
for (const line of missing) process.stderr.write(`npm test needs: ${line}\n`);
process.exitCode = missing.length ? 1 : 0;
