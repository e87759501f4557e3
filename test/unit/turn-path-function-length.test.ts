/**
 * No function on the turn's path is longer than 60 lines (issue 35): the path from the worker's turn
 * handler (lib/worker/) through lib/conversation/ to the dialog engine's step (lib/dialog/engine.ts),
 * with the settling the turn calls (lib/orders/settle-placed.ts). Each file is parsed with the
 * TypeScript compiler; a function (a declaration, a method, an arrow, an accessor) is counted from its
 * first line to its last, its doc comment left out. A function nested in another counts for both.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as ts from 'typescript';

const MAX_LINES = 60;
const ROOT = join(__dirname, '..', '..');
const ON_THE_PATH = ['lib/worker', 'lib/conversation', 'lib/dialog/engine.ts', 'lib/orders/settle-placed.ts'];

/** The TypeScript files at `path` (a file, or a folder and its subfolders). */
function filesAt(path: string): string[] {
  if (!statSync(join(ROOT, path)).isDirectory()) return [path];
  return readdirSync(join(ROOT, path)).flatMap((name) =>
    name.endsWith('.ts') || statSync(join(ROOT, path, name)).isDirectory() ? filesAt(`${path}/${name}`) : [],
  );
}

/** Each function of `source` longer than `max` lines, as `file:line name (n lines)`. */
function longFunctions(file: string, source: string, max: number): string[] {
  const parsed = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = parsed.getLineAndCharacterOfPosition(node.getStart(parsed)).line;
      const last = parsed.getLineAndCharacterOfPosition(node.getEnd()).line;
      const lines = last - first + 1;
      const named = node.name ?? (ts.isVariableDeclaration(node.parent) ? node.parent.name : undefined);
      const name = named?.getText(parsed) ?? ts.SyntaxKind[node.kind];
      if (lines > max) found.push(`${file}:${first + 1} ${name} (${lines} lines)`);
    }
    ts.forEachChild(node, visit);
  };
  visit(parsed);
  return found;
}

describe('the turn path', () => {
  it(`has no function over ${MAX_LINES} lines`, () => {
    const files = ON_THE_PATH.flatMap(filesAt);
    expect(files).toEqual(expect.arrayContaining(['lib/worker/turn.ts', 'lib/conversation/turn.ts']));
    const long = files.flatMap((file) =>
      longFunctions(file, readFileSync(join(ROOT, file), 'utf8'), MAX_LINES),
    );
    expect(long).toEqual([]);
  });

  it('counts every kind of function, a nested one too, and leaves doc comments out', () => {
    const body = (n: number) => Array.from({ length: n - 2 }, (_, i) => `  const x${i} = ${i};`).join('\n');
    const source = [
      '/** A doc comment,\n * two lines long. */',
      `export function declared() {\n${body(4)}\n}`,
      `const arrow = () => {\n${body(5)}\n};`,
      `class Port {\n  method() {\n${body(4)}\n  }\n}`,
      `function outer() {\n  const inner = function () {\n${body(4)}\n  };\n}`,
      `[1].map((one) => {\n${body(4)}\n});`,
    ].join('\n');
    expect(longFunctions('sample.ts', source, 3)).toEqual([
      'sample.ts:3 declared (4 lines)',
      'sample.ts:7 arrow (5 lines)',
      'sample.ts:13 method (4 lines)',
      'sample.ts:18 outer (6 lines)',
      'sample.ts:19 inner (4 lines)',
      'sample.ts:24 ArrowFunction (4 lines)',
    ]);
    expect(longFunctions('sample.ts', source, 6)).toEqual([]);
  });
});
