/**
 * `npm run build`: one minified CommonJS file per Lambda, `functions/<name>.ts` → `.build/<name>/index.js`
 * with its source map next to it, for the Node 22 runtime. Prints each bundle's size when run directly.
 *
 * @invariant bundle-carries-pinned-sdk Every package a function imports is in its bundle, the AWS SDK's clients (`@aws-sdk/*`,
 *    `@smithy/*`) included, at the versions package-lock.json pins: Lambda runs the SDK the tests ran,
 *    never the runtime's own copy (a version no test has run, changing under the function).
 */
import { readdirSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { basename, extname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build, type Plugin } from 'esbuild';

import plugins = require('./esbuild-plugins.cjs');

const ROOT = resolve(__dirname, '..', '..');
const FUNCTIONS_DIR = join(ROOT, 'functions');

export interface BuiltBundle {
  /** The entry's file name without extension: the Lambda it is for. */
  name: string;
  /** Absolute path of `<outDir>/<name>/index.js`. */
  file: string;
  bytes: number;
  gzipBytes: number;
}

export interface BundleOptions {
  /** Where `<name>/index.js` goes (default `.build` at the repository root). */
  outDir?: string;
  /** Entry files (default every `functions/*.ts`); relative paths are from the repository root. */
  entries?: string[];
  /** Run after the functions' own plugins (the bench's variants of a module). */
  plugins?: Plugin[];
}

/**
 * Bundles each entry with esbuild, one build each: a plugin may apply to one function's build only
 * (esbuild-plugins.cjs), as serverless-esbuild builds them for deployment.
 * @example const bundles = await bundleFunctions({ outDir: '/tmp/out' }); // [{ name: 'slack', file, bytes, gzipBytes }, …]
 */
export async function bundleFunctions(options: BundleOptions = {}): Promise<BuiltBundle[]> {
  const outDir = resolve(ROOT, options.outDir ?? '.build');
  const entries = (options.entries ?? functionEntries()).map((entry) => resolve(ROOT, entry));
  const named = entries.map((entry) => ({ name: basename(entry, extname(entry)), entry }));
  const names = new Set(named.map(({ name }) => name));
  if (names.size !== named.length) throw new Error('two entries have the same file name');

  // A bundle from an earlier build must not outlive its entry's new one (a stale map, a renamed chunk).
  await Promise.all(named.map(({ name }) => rm(join(outDir, name), { recursive: true, force: true })));
  await Promise.all(
    named.map(({ name, entry }) =>
      build({
        entryPoints: { [`${name}/index`]: entry },
        outdir: outDir,
        bundle: true,
        platform: 'node',
        target: 'node22',
        format: 'cjs',
        minify: true,
        sourcemap: 'linked',
        // A stack trace needs the map's mappings and names, not the sources' text (4.4 of the worker map's
        // 6.9 MB): --enable-source-maps reads and parses the whole map on every cold start.
        sourcesContent: false,
        plugins: [...plugins, ...(options.plugins ?? [])],
        absWorkingDir: ROOT,
        logLevel: 'warning',
      }),
    ),
  );

  return Promise.all(
    named.map(async ({ name }) => {
      const file = join(outDir, name, 'index.js');
      const code = await readFile(file);
      return { name, file, bytes: code.length, gzipBytes: gzipSync(code).length };
    }),
  );
}

/** Every Lambda entry point: `functions/*.ts`. */
function functionEntries(): string[] {
  return readdirSync(FUNCTIONS_DIR)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .sort()
    .map((file) => join(FUNCTIONS_DIR, file));
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

async function main(): Promise<void> {
  const bundles = await bundleFunctions();
  const rows = [
    ['bundle', 'minified', 'gzipped', 'file'],
    ...bundles.map((b) => [b.name, kb(b.bytes), kb(b.gzipBytes), relative(ROOT, b.file)]),
  ];
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]?.length ?? 0)));
  for (const [name = '', raw = '', gzip = '', file = ''] of rows) {
    process.stdout.write(
      `${name.padEnd(widths[0] ?? 0)}  ${raw.padStart(widths[1] ?? 0)}  ${gzip.padStart(widths[2] ?? 0)}  ${file}\n`,
    );
  }
}

if (require.main === module) {
  main().catch((error) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  });
}
