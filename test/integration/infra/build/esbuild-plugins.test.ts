/**
 * The plugins of the Lambda builds (infra/build/esbuild-plugins.cjs), seen through the bundles they
 * make: in the Slack function's build, Bolt's App gets a stand-in for the receivers left out, which
 * says why when it is constructed; every other build keeps Bolt as it is.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type BuiltBundle, bundleFunctions } from '../../../../infra/build/bundle';

const run = promisify(execFile);
const ROOT = resolve(__dirname, '..', '..', '..', '..');

/** Builds App each way the left-out receivers would be needed, and answers what each did. */
const APP_WITHOUT_LAMBDA_RECEIVER = `import App from '@slack/bolt/dist/App';

// An authorize function, not a token: App then calls no Slack API while it is built.
const authorize = async () => ({ botToken: 'xoxb-x' });

const attempt = (options: ConstructorParameters<typeof App>[0]) => {
  try {
    new App(options);
    return 'constructed';
  } catch (error) {
    return (error as Error).message;
  }
};

export const handler = async () => ({
  http: attempt({ authorize, signingSecret: 'secret' }),
  socketMode: attempt({ authorize, socketMode: true, appToken: 'xapp-x' }),
});
`;

let dir: string;
let bundles: Map<string, BuiltBundle>;

beforeAll(async () => {
  // Inside the repository, so the entries find @slack/bolt in its node_modules.
  await mkdir(join(ROOT, '.build'), { recursive: true });
  dir = await mkdtemp(join(ROOT, '.build', 'plugins-'));
  const entries = [join(dir, 'functions', 'slack.ts'), join(dir, 'elsewhere', 'bolt-app.ts')];
  for (const entry of entries) {
    await mkdir(join(entry, '..'), { recursive: true });
    await writeFile(entry, APP_WITHOUT_LAMBDA_RECEIVER);
  }
  const built = await bundleFunctions({ outDir: join(dir, 'out'), entries });
  bundles = new Map(built.map((bundle) => [bundle.name, bundle]));
}, 30_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function answerOf(bundle: string): Promise<Record<string, string>> {
  const file = bundles.get(bundle)?.file as string;
  const { stdout } = await run(
    process.execPath,
    ['-e', 'require(process.argv[1]).handler().then((a) => process.stdout.write(JSON.stringify(a)))', file],
    { env: { PATH: process.env.PATH ?? '' }, timeout: 15_000 },
  );
  return JSON.parse(stdout);
}

describe('bolt-receivers-left-out', () => {
  it("makes Bolt's App in the Slack function's bundle say which receiver is left out, and why", async () => {
    const answer = await answerOf('slack');
    expect(answer.http).toMatch(/^Bolt's HTTPReceiver is left out of this bundle .*AwsLambdaReceiver/);
    // A receiver is required with socketMode; none given, App asks for SocketModeReceiver.
    expect(answer.socketMode).toMatch(/^Bolt's SocketModeReceiver is left out of this bundle/);
  }, 20_000);

  it('leaves every other build with Bolt as it is', async () => {
    expect(await answerOf('bolt-app')).toEqual({ http: 'constructed', socketMode: 'constructed' });
  }, 20_000);
});
