/**
 * Every message of the catalogues is said somewhere: a key no code names is a sentence nobody reads, and
 * its translation is work for nothing. Keys made up at run time are named by their prefix here.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '../../../../lib/words/en';

const ROOT = join(__dirname, '..', '..', '..', '..');
/** Keys built from data: a step's name in help, a status code's word, a summary's field name. */
const MADE_AT_RUN_TIME = ['step.', 'format.code.', 'placing.field.'];

/** The keys no source outside the catalogues names. */
function unsaid(keys: readonly string[], sources: string): string[] {
  return keys.filter(
    (key) =>
      !MADE_AT_RUN_TIME.some((prefix) => key.startsWith(prefix)) &&
      !sources.includes(`'${key}'`) &&
      !sources.includes(`"${key}"`),
  );
}

describe('the catalogues', () => {
  test('every message is said by some code', () => {
    const files = execFileSync('git', ['ls-files', 'lib', 'functions', 'infra'], {
      cwd: ROOT,
      encoding: 'utf8',
    })
      .split('\n')
      .filter((file) => file.endsWith('.ts') && !/^lib\/words\/e[ns]\//.test(file));
    const sources = files.map((file) => readFileSync(join(ROOT, file), 'utf8')).join('\n');
    expect(unsaid(Object.keys(en), sources)).toEqual([]);
  });

  test('a message nobody names is found', () => {
    expect(unsaid(['menu.greeting', 'menu.nobody', 'step.order.bags'], "t('menu.greeting')")).toEqual([
      'menu.nobody',
    ]);
  });
});
