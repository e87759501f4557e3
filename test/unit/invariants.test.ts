/**
 * Named invariants (the team's convention): a rule is declared once, in the doc comment of the module
 * that owns it, as `@invariant <kebab-name> <what holds>`, under lib/, functions/ or infra/; any comment
 * or doc refers to it as `(invariant <kebab-name>)`. This test fails on a reference to a name declared
 * nowhere, on a name declared twice, on a malformed declaration, and on a numbered rule left over
 * ("Rules:" lists, "run-turn.ts rule 5", "rules 1 and 3").
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Paths whose numbered rules are being converted on other branches of issue 24 (lib/turn moving to
 * lib/conversation and lib/worker; lib/dialog and lib/orders to a dialog context and lib/flows): only
 * the numbered-rule check skips them. Empty this list once those branches are merged.
 */
const NUMBERED_RULES_CONVERTED_ELSEWHERE: string[] = [];

const ROOT = join(__dirname, '..', '..');
/** Where declarations may be. */
const DECLARING = ['lib', 'functions', 'infra'];
/** Where references and numbered rules are looked for (declaring folders included). */
const SCANNED = [...DECLARING, 'test', 'docs', 'slack', 'README.md', '.dependency-cruiser.cjs'];
const THIS_FILE = 'test/unit/invariants.test.ts';

const NAME = '[a-z0-9]+(?:-[a-z0-9]+)+';
const DECLARATION = new RegExp(`^\\s*\\*\\s*@invariant\\s+(${NAME})\\s+\\S`);
const ANY_DECLARATION = /@invariant\b(.*)$/;
const REFERENCE = /\(invariant ([^)\s]+)\)/g;
/** "rule 5", "rules 1 and 3", "rules 1-3", "rule 3 of", "x.ts rule 2", and a "Rules:" heading of a list. */
const NUMBERED = [/\brules? \d/i, /^\s*(\*|\/\/)\s*Rules\b[^:]*:/];

interface SourceFile {
  path: string;
  text: string;
}

interface Found {
  declared: Map<string, string[]>;
  malformed: string[];
  references: { name: string; at: string }[];
  numbered: string[];
}

function filesUnder(path: string): string[] {
  if (!statSync(join(ROOT, path)).isDirectory()) return [path];
  const entries = readdirSync(join(ROOT, path), { withFileTypes: true });
  return entries.flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) return [];
    const child = `${path}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(child);
    return /\.(ts|md|cjs|js)$/.test(entry.name) ? [child] : [];
  });
}

/** What the files declare and refer to, and where numbered rules are left. */
function survey(files: SourceFile[], skipNumbered: string[] = []): Found {
  const found: Found = { declared: new Map(), malformed: [], references: [], numbered: [] };
  for (const { path, text } of files) {
    const declaring = DECLARING.some((folder) => path.startsWith(`${folder}/`));
    const checkNumbered = !skipNumbered.some((skipped) => path.startsWith(skipped));
    text.split('\n').forEach((line, i) => {
      const at = `${path}:${i + 1}`;
      const declaration = DECLARATION.exec(line);
      if (declaration && declaring) {
        const name = declaration[1] as string;
        found.declared.set(name, [...(found.declared.get(name) ?? []), at]);
      } else if (ANY_DECLARATION.test(line) && /^\s*\*/.test(line)) {
        found.malformed.push(`${at}: ${line.trim()}`);
      }
      for (const match of line.matchAll(REFERENCE)) found.references.push({ name: match[1] as string, at });
      if (checkNumbered && NUMBERED.some((pattern) => pattern.test(line)))
        found.numbered.push(`${at}: ${line.trim()}`);
    });
  }
  return found;
}

const undeclared = (found: Found) =>
  found.references.filter(({ name }) => !found.declared.has(name)).map(({ name, at }) => `${at}: ${name}`);
const duplicates = (found: Found) =>
  [...found.declared]
    .filter(([, where]) => where.length > 1)
    .map(([name, where]) => `${name}: ${where.join(', ')}`);

describe('named invariants', () => {
  const files = SCANNED.flatMap(filesUnder)
    .filter((path) => path !== THIS_FILE)
    .map((path) => ({
      path: relative(ROOT, join(ROOT, path)),
      text: readFileSync(join(ROOT, path), 'utf8'),
    }));
  const found = survey(files, NUMBERED_RULES_CONVERTED_ELSEWHERE);

  it('are declared somewhere (the project has some)', () => {
    expect(found.declared.size).toBeGreaterThan(50);
  });

  it('every referenced name is declared', () => {
    expect(undeclared(found)).toEqual([]);
  });

  it('no name is declared twice', () => {
    expect(duplicates(found)).toEqual([]);
  });

  it('every declaration is `@invariant <kebab-name> <what holds>`', () => {
    expect(found.malformed).toEqual([]);
  });

  it('no numbered rule or numbered reference is left', () => {
    expect(found.numbered).toEqual([]);
  });

  it('the paths still converted elsewhere exist (remove the ones that are gone)', () => {
    const gone = NUMBERED_RULES_CONVERTED_ELSEWHERE.filter(
      (path) => !files.some((file) => file.path.startsWith(path)),
    );
    expect(gone).toEqual([]);
  });
});

describe('the survey of invariants', () => {
  const owner = {
    path: 'lib/store/a.ts',
    text: '/**\n * @invariant one-write-per-turn A turn writes once.\n */',
  };

  it('finds a reference to a name declared nowhere', () => {
    const found = survey([owner, { path: 'lib/b.ts', text: '// kept (invariant two-writes-per-turn)' }]);
    expect(undeclared(found)).toEqual(['lib/b.ts:1: two-writes-per-turn']);
  });

  it('accepts a reference to a declared name, from a test or a doc too', () => {
    const found = survey([owner, { path: 'docs/x.md', text: 'One write (invariant one-write-per-turn).' }]);
    expect(undeclared(found)).toEqual([]);
  });

  it('finds a name declared twice', () => {
    const found = survey([owner, { ...owner, path: 'infra/c.ts' }]);
    expect(duplicates(found)).toEqual(['one-write-per-turn: lib/store/a.ts:2, infra/c.ts:2']);
  });

  it('counts no declaration outside lib/, functions/ and infra/', () => {
    const found = survey([{ ...owner, path: 'test/support/a.ts' }]);
    expect(found.declared.size).toBe(0);
  });

  it('finds a malformed declaration', () => {
    const found = survey([{ path: 'lib/a.ts', text: '/**\n * @invariant OneWrite a turn writes once\n */' }]);
    expect(found.malformed).toEqual(['lib/a.ts:2: * @invariant OneWrite a turn writes once']);
  });

  it('finds numbered rules and references, except under the paths skipped', () => {
    const text = [
      '/**',
      ' * Rules:',
      ' * 1. A turn writes once.',
      ' */',
      '// see run-turn.ts rule 5',
      '// (rules 1 and 3)',
    ].join('\n');
    expect(survey([{ path: 'lib/a.ts', text }]).numbered).toEqual([
      'lib/a.ts:2: * Rules:',
      'lib/a.ts:5: // see run-turn.ts rule 5',
      'lib/a.ts:6: // (rules 1 and 3)',
    ]);
    expect(survey([{ path: 'lib/turn/a.ts', text }], ['lib/turn/']).numbered).toEqual([]);
  });
});
