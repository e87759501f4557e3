/**
 * `npm run package -- --stage <business>`: the deployable stack of one business, offline (`osls
 * package`), after checking that the business has its settings file, so a newcomer is told what to do
 * instead of a variable-resolution error. Any other arguments go to osls as they are.
 */
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const ROOT = resolve(__dirname, '..', '..');

/** What is wrong with the arguments, or undefined when the stage has its file. */
export function stageProblem(args: string[], root = ROOT): string | undefined {
  const at = args.indexOf('--stage');
  const stage = at >= 0 ? args[at + 1] : undefined;
  if (!stage || stage.startsWith('-'))
    return 'Usage: npm run package -- --stage <business>   (settings in infra/businesses/<business>.yml)';
  if (!/^[a-z0-9-]{1,32}$/.test(stage))
    return `The stage "${stage}" must be lowercase letters, digits and dashes.`;
  if (!existsSync(join(root, 'infra', 'businesses', `${stage}.yml`)))
    return `There is no infra/businesses/${stage}.yml: copy infra/businesses/example.yml to it and fill it in.`;
  return undefined;
}

if (require.main === module) {
  const args = process.argv.slice(2);
  const problem = stageProblem(args);
  if (problem) {
    process.stderr.write(`${problem}\n`);
    process.exit(2);
  }
  const osls = spawn('osls', ['package', ...args], { cwd: ROOT, stdio: 'inherit' });
  osls.on('exit', (code) => process.exit(code ?? 1));
}
