/**
 * `npm run test:hours`: the whole suite (Jest, not `npm run check`) under faketime at 03:00, 08:30,
 * 15:00 and 21:30 New York time, on the coming Saturday and on the coming Wednesday: eight runs, one
 * after another, then one line per run. Not part of `npm test`: each run takes the suite's 7–12 minutes.
 *
 * `npm run test:hours -- --at 'Sat 21:30' test/e2e/handoff-spanish.test.ts` runs one point (or a few:
 * `--at` again) and hands the rest of the arguments to Jest, to work on a file that fails at its hour.
 *
 * One clock for the run: it is moved by a relative offset (`faketime -f +Ns`), so Jest,
 * its workers, a spawned `npm start` and the Java DynamoDB engine all read the same instant. An absolute
 * time would restart the clock in each child process, and Slack's signature timestamps would then be
 * refused for drifting apart: no defect of the bot's.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { missingTools } from '../support/tools';
import { type MatrixPoint, matrixPoints, pointName } from './points';

const ROOT = join(__dirname, '..', '..');
const INSTALL =
  "faketime is needed: 'apt-get install faketime' (Debian, Ubuntu), 'brew install libfaketime' (macOS)";

function main(args: string[]): number {
  const { at, jestArgs } = readArgs(args);
  const missing = [
    ...missingTools(),
    ...(spawnSync('faketime', ['-f', '+0s', 'true']).status === 0 ? [] : [INSTALL]),
  ];
  for (const line of missing) process.stderr.write(`test:hours needs: ${line}\n`);
  if (missing.length) return 1;
  const all = matrixPoints(Date.now());
  const chosen = at.length ? all.filter((point) => at.includes(pointName(point))) : all;
  if (chosen.length !== (at.length || all.length)) {
    process.stderr.write(`--at takes one of: ${all.map(pointName).join(', ')}\n`);
    return 1;
  }
  const results = chosen.map((point) => ({ point, status: runAt(point, jestArgs) }));
  process.stdout.write('\ntest:hours\n');
  for (const { point, status } of results)
    process.stdout.write(`${pointName(point)}  ${point.label}  ${status === 0 ? 'passed' : 'FAILED'}\n`);
  return results.every(({ status }) => status === 0) ? 0 : 1;
}

/** Jest at `point`: the offset is taken just before the run, so the run starts at the point's instant. */
function runAt(point: MatrixPoint, jestArgs: string[]): number | null {
  const offsetSeconds = Math.round((point.at - Date.now()) / 1000);
  process.stdout.write(`\ntest:hours: ${pointName(point)} (${point.label}), faketime +${offsetSeconds}s\n`);
  const jest = join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
  const run = spawnSync(
    'faketime',
    ['-m', '-f', `${offsetSeconds >= 0 ? '+' : ''}${offsetSeconds}s`, process.execPath, jest, ...jestArgs],
    { cwd: ROOT, stdio: 'inherit', env: { ...process.env, TZ: 'UTC' } },
  );
  return run.status;
}

function readArgs(args: string[]): { at: string[]; jestArgs: string[] } {
  const at: string[] = [];
  const jestArgs: string[] = [];
  for (let i = 0; i < args.length; i += 1) {
    const arg = args[i] ?? '';
    if (arg === '--at') {
      at.push(args[i + 1] ?? '');
      i += 1;
    } else jestArgs.push(arg);
  }
  return { at, jestArgs };
}

process.exitCode = main(process.argv.slice(2));
