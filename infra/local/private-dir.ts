/**
 * The local stack's data (`.data/`: the token key, the engine's lock and its tables) is for this user
 * only: directories 0700, files 0600, whatever the umask or an older run left behind.
 */
import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Creates `dir` (and missing parents) as 0700 and tightens everything already under it. Symlinks are left alone. */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  tighten(dir);
}

function tighten(path: string): void {
  const stat = lstatSync(path);
  if (stat.isSymbolicLink()) return;
  if (!stat.isDirectory()) {
    if ((stat.mode & 0o777) !== 0o600) chmodSync(path, 0o600);
    return;
  }
  if ((stat.mode & 0o777) !== 0o700) chmodSync(path, 0o700);
  for (const name of readdirSync(path)) tighten(join(path, name));
}
