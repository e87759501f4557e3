/**
 * `npm run lockfile:complete` — run after `npm install <something>` on this workplace.
 *
 * Why: the package registry reachable here serves the platform binaries of Linux x64 only (Biome's,
 * SWC's and Jest's resolver's macOS, Windows, ARM… builds answer 404). `npm install` then leaves
 * those optional packages out of package-lock.json, and `npm ci` refuses the lockfile as "Missing:
 * … from lock file". This adds each missing optional platform package back as an entry with its
 * version and the os/cpu/libc its name declares, exactly what npm writes for it elsewhere, so
 * `npm ci` skips it on every other platform without fetching it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

interface LockEntry {
  version?: string;
  dev?: boolean;
  optional?: boolean;
  optionalDependencies?: Record<string, string>;
  os?: string[];
  cpu?: string[];
  libc?: string[];
}

const OS = [
  'android',
  'darwin',
  'freebsd',
  'linux',
  'openbsd',
  'openharmony',
  'sunos',
  'win32',
  'aix',
  'netbsd',
];
const CPU: Record<string, string> = {
  arm64: 'arm64',
  x64: 'x64',
  ia32: 'ia32',
  arm: 'arm',
  ppc64: 'ppc64',
  s390x: 's390x',
  riscv64: 'riscv64',
  loong64: 'loong64',
  wasm32: 'wasm32',
};

/** The platform a binary package's name declares, e.g. `core-linux-arm-gnueabihf` → linux/arm/glibc. */
export function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const os = parts.find((part) => OS.includes(part));
  const cpu = parts.map((part) => CPU[part]).find(Boolean);
  if (!cpu || (!os && cpu !== 'wasm32')) throw new Error(`cannot tell the platform of ${name}`);
  const libc = parts.some((p) => p.startsWith('musl'))
    ? ['musl']
    : parts.some((p) => p.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { ...(os ? { os: [os] } : {}), cpu: [cpu], ...(libc && os === 'linux' ? { libc } : {}) };
}

function main(): void {
  const path = join(__dirname, '..', '..', 'package-lock.json');
  const lock = JSON.parse(readFileSync(path, 'utf8')) as { packages: Record<string, LockEntry> };
  const added: string[] = [];
  for (const [where, entry] of Object.entries(lock.packages)) {
    for (const [name, version] of Object.entries(entry.optionalDependencies ?? {})) {
      const base = where ? `${where}/node_modules/` : 'node_modules/';
      if (lock.packages[`${base}${name}`] || lock.packages[`node_modules/${name}`]) continue;
      lock.packages[`node_modules/${name}`] = {
        version,
        ...(entry.dev ? { dev: true } : {}),
        optional: true,
        ...platformOf(name),
      };
      added.push(`${name}@${version}`);
    }
  }
  lock.packages = Object.fromEntries(
    Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
  );
  writeFileSync(path, `${JSON.stringify(lock, null, 2)}\n`);
  process.stdout.write(
    added.length ? `added ${added.length}: ${added.join(', ')}\n` : 'package-lock.json is complete\n',
  );
}

if (require.main === module) main();
