/**
 * Folder-level import cycles, which dependency-cruiser's `no-circular` (a file rule) does not see:
 * cruise lib/ and functions/ with every `lib/<folder>` collapsed to one node, and fail on any cycle
 * among the nodes. Run by `npm run check`.
 *
 * @invariant no-folder-cycle No folder of lib/ imports, through any chain of files, a folder that imports it back (type-only imports count).
 */
import { execFileSync } from 'node:child_process';

/** The collapsed graph's cycles: each a list of folders (strongly connected, more than one). */
export function folderCycles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const stack: string[] = [];
  const onStack = new Set<string>();
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const cycles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(to) ?? 0));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node) ?? 0, index.get(to) ?? 0));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let popped: string | undefined;
    do {
      popped = stack.pop();
      if (popped === undefined) break;
      onStack.delete(popped);
      component.push(popped);
    } while (popped !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return cycles;
}

function cruiseFolders(): Map<string, string[]> {
  const json = execFileSync(
    'npx',
    [
      'depcruise',
      'lib',
      'functions',
      '--collapse',
      '^lib/[^/]+',
      '--output-type',
      'json',
      '--no-config',
      '--ts-pre-compilation-deps',
      '--ts-config',
      'tsconfig.json',
      '--do-not-follow',
      'node_modules',
      '--exclude',
      'node_modules',
    ],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  const cruised = JSON.parse(json) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  return new Map(
    cruised.modules.map((m) => [
      m.source,
      m.dependencies.map((d) => d.resolved).filter((to) => to !== m.source),
    ]),
  );
}

if (process.argv[1]?.endsWith('folder-cycles.ts')) {
  const cycles = folderCycles(cruiseFolders());
  for (const cycle of cycles) process.stderr.write(`folder cycle: ${cycle.join(' <-> ')}\n`);
  if (cycles.length > 0) process.exit(1);
  process.stdout.write('no folder cycles\n');
}
