/**
 * The glossary's words are the code's words (docs/glossary.md): every name its code column gives
 * exists in the code, each row has a name carrying its word, and a name said to be a flow is one of
 * the registry's flow ids. The service's names (last column) exist in lib/laundry, where they belong.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { REGISTRY } from '../../lib/flows';

const ROOT = join(__dirname, '..', '..');

interface Row {
  word: string;
  code: string;
  service: string;
}

const rows: Row[] = readFileSync(join(ROOT, 'docs', 'glossary.md'), 'utf8')
  .split('\n')
  .flatMap((line) => {
    const cells = /^\| \*\*(.+?)\*\* \|/.test(line) ? line.split('|').map((cell) => cell.trim()) : [];
    const [, word, , code, service] = cells;
    return word && code !== undefined
      ? [{ word: word.replace(/\*/g, ''), code, service: service ?? '' }]
      : [];
  });

/** The text of every .ts file under `dir`. */
function sources(dir: string): string {
  return readdirSync(dir)
    .map((name) => join(dir, name))
    .map((path) =>
      statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') ? readFileSync(path, 'utf8') : '',
    )
    .join('\n');
}
const LIB = sources(join(ROOT, 'lib'));
const LAUNDRY = sources(join(ROOT, 'lib', 'laundry'));

/** The `names` of a cell; a path is a path, `PATCH …` a request line, the rest identifiers or ids. */
const names = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1] as string);
const isPath = (name: string) => /^(lib|test)\//.test(name);
const isRequest = (name: string) => /^(GET|POST|PATCH|PUT|DELETE) /.test(name);
const escaped = (name: string) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** Whole: `order` is not found inside `border`, nor `delivery` inside `add-delivery`. */
const inCode = (name: string, code: string) => new RegExp(`(?<![\\w-])${escaped(name)}(?![\\w-])`).test(code);
const squashed = (text: string) => text.toLowerCase().replace(/[^a-z]/g, '');

describe('the glossary', () => {
  it('has its rows', () => {
    expect(rows.map((row) => row.word)).toEqual(
      expect.arrayContaining(['order', 'change', 'return', 'flow']),
    );
  });

  it.each(rows.map((row) => [row.word, row] as const))(
    '%s: every code name exists in the code',
    (_word, row) => {
      const missing = names(row.code).filter((name) =>
        isPath(name) ? !existsSync(join(ROOT, name)) : !inCode(name.split('.').at(-1) as string, LIB),
      );
      expect(missing).toEqual([]);
    },
  );

  it.each(rows.map((row) => [row.word, row] as const))('%s: a code name carries the word', (_word, row) => {
    const carrying = names(row.code).filter((name) => squashed(name).includes(squashed(row.word)));
    expect(carrying).not.toEqual([]);
  });

  it('a name given as a flow ("the `x` flow") is a flow id of the registry, and its folder or file is named so', () => {
    const flows = rows.flatMap((row) => [...row.code.matchAll(/the `([\w-]+)` flow(?: \(`([^`]+)`\))?/g)]);
    expect(flows.length).toBeGreaterThan(0);
    for (const [, id, path] of flows) {
      expect(Object.keys(REGISTRY.flows)).toContain(id);
      if (path)
        expect(
          path
            .replace(/\.ts$|\/$/, '')
            .split('/')
            .at(-1),
        ).toBe(id);
    }
  });

  it("the service's names are the service's: each is in lib/laundry", () => {
    const missing = rows
      .flatMap((row) => names(row.service))
      .filter((name) => !isRequest(name) && !inCode(name.split('.').at(-1) as string, LAUNDRY));
    expect(missing).toEqual([]);
  });
});
