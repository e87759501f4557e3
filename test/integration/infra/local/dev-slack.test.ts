/**
 * `npm run dev:slack` without its Slack variables stops at once, before starting anything, with one line
 * naming the missing ones. (With them, it needs Slack itself: not tested here.)
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);
const ROOT = join(__dirname, '..', '..', '..', '..');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dev-slack-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** Runs dev-slack on `dotenv`'s content, with no Slack variable in the environment. */
function devSlack(dotenv: string) {
  const file = join(dir, '.env');
  writeFileSync(file, dotenv);
  const env = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('SLACK_')));
  return run(
    process.execPath,
    [join(ROOT, 'node_modules/tsx/dist/cli.mjs'), 'infra/local/dev-slack.ts', '--dotenv', file],
    {
      cwd: ROOT,
      // Should the check ever let it through, nothing touches .data/ or waits on Slack for long.
      env: {
        ...env,
        DYNAMODB_ENDPOINT: process.env.TEST_DYNAMODB_ENDPOINT,
        DYNAMODB_TABLE: 'dev-slack-test',
      },
      timeout: 15_000,
    },
  );
}

describe('npm run dev:slack', () => {
  it('names every missing Slack variable in one line and exits 1', async () => {
    await expect(devSlack('# nothing yet\n')).rejects.toMatchObject({
      code: 1,
      stderr:
        'npm run dev:slack failed: set SLACK_APP_TOKEN, SLACK_BOT_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID, SLACK_APP_ID, SLACK_SIGNING_SECRET ' +
        `in ${join(dir, '.env')} or the environment (see .env.example; the app: slack/manifest.yml)\n`,
    });
  }, 20_000);

  it('reads the ones the file sets, and names only the others', async () => {
    const error = await devSlack('SLACK_BOT_TOKEN=xoxb-1\nSLACK_SIGNING_SECRET="a secret"\n').catch(
      (failure: { code: number; stderr: string }) => failure,
    );
    expect(error).toMatchObject({ code: 1 });
    expect(error.stderr).toMatch(
      /^npm run dev:slack failed: set SLACK_APP_TOKEN, SLACK_BOT_USER_ID, SLACK_TEAM_ID, SLACK_APP_ID in /,
    );
  }, 20_000);
});
