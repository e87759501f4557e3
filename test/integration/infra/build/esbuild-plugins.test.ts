/**
 * The plugins of the Lambda builds (infra/build/esbuild-plugins.cjs), seen through the bundles they
 * make: in the Slack function's build, Bolt's App gets a stand-in for the receivers left out, which
 * says why when it is constructed; every other build keeps Bolt as it is. A function's build bundles
 * the AWS SDK from its ES modules, and still talks to DynamoDB (the run's local engine) through it,
 * with the environment's credential provider alone (a left-out one says so when reached, and a build
 * that imports one fails); a build of anything else bundles the SDK as before.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
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

/**
 * A DynamoDB call over HTTP, as the worker makes to a local engine (the SDK's HTTP handler, loaded on
 * first use), with the credentials the SDK's default chain finds: a Lambda's are in its environment.
 */
const DYNAMODB_CALL = `import { DynamoDBClient, ListTablesCommand } from '@aws-sdk/client-dynamodb';

export const handler = async () => {
  const client = new DynamoDBClient({ endpoint: process.env.TEST_DYNAMODB_ENDPOINT, region: 'us-east-1' });
  try {
    const { TableNames } = await client.send(new ListTablesCommand({ Limit: 1 }));
    return { listed: Array.isArray(TableNames) };
  } catch (error) {
    return { failed: (error as Error).message };
  } finally {
    client.destroy();
  }
};
`;

/** A Lambda's credentials, as its runtime sets them (the role's, temporary). */
const LAMBDA_CREDENTIALS = {
  AWS_ACCESS_KEY_ID: 'ASIATEST',
  AWS_SECRET_ACCESS_KEY: 'test',
  AWS_SESSION_TOKEN: 'test-session',
};

let dir: string;
let bundles: Map<string, BuiltBundle>;

beforeAll(async () => {
  // Inside the repository, so the entries find @slack/bolt in its node_modules.
  await mkdir(join(ROOT, '.build'), { recursive: true });
  dir = await mkdtemp(join(ROOT, '.build', 'plugins-'));
  const sources = {
    [join(dir, 'functions', 'slack.ts')]: APP_WITHOUT_LAMBDA_RECEIVER,
    [join(dir, 'elsewhere', 'bolt-app.ts')]: APP_WITHOUT_LAMBDA_RECEIVER,
    [join(dir, 'functions', 'dynamodb.ts')]: DYNAMODB_CALL,
    [join(dir, 'elsewhere', 'dynamodb-elsewhere.ts')]: DYNAMODB_CALL,
  };
  const entries = Object.keys(sources);
  for (const [entry, source] of Object.entries(sources)) {
    await mkdir(join(entry, '..'), { recursive: true });
    await writeFile(entry, source);
  }
  const built = await bundleFunctions({ outDir: join(dir, 'out'), entries });
  bundles = new Map(built.map((bundle) => [bundle.name, bundle]));
}, 30_000);

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function answerOf(bundle: string, env: Record<string, string> = {}): Promise<Record<string, unknown>> {
  const file = bundles.get(bundle)?.file as string;
  const { stdout } = await run(
    process.execPath,
    ['-e', 'require(process.argv[1]).handler().then((a) => process.stdout.write(JSON.stringify(a)))', file],
    {
      env: {
        PATH: process.env.PATH ?? '',
        TEST_DYNAMODB_ENDPOINT: String(process.env.TEST_DYNAMODB_ENDPOINT),
        ...env,
      },
      timeout: 15_000,
    },
  );
  return JSON.parse(stdout);
}

/** The files of `pkg` a bundle holds, as its source map names them (relative to the package). */
async function filesOf(bundle: string, pkg: string): Promise<string[]> {
  const file = bundles.get(bundle)?.file as string;
  const { sources } = JSON.parse(await readFile(`${file}.map`, 'utf8')) as { sources: string[] };
  const marker = `node_modules/${pkg}/`;
  return sources.filter((source) => source.includes(marker)).map((source) => source.split(marker)[1] ?? '');
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

describe('es-modules-first', () => {
  it("bundles the AWS SDK from its ES modules in a function's build, only the commands it sends", async () => {
    const files = await filesOf('dynamodb', '@aws-sdk/client-dynamodb');
    expect(files.filter((file) => file.startsWith('dist-cjs/'))).toEqual([]);
    expect(files).toContain('dist-es/commands/ListTablesCommand.js');
    expect(files).not.toContain('dist-es/commands/GetItemCommand.js');
    // A build of anything else (the bench's idiomatic peer) bundles the SDK's CommonJS, as before.
    expect(await filesOf('dynamodb-elsewhere', '@aws-sdk/client-dynamodb')).toEqual(['dist-cjs/index.js']);
  });

  it("leaves no import() of Node's own modules in a function's build: each is a require", async () => {
    const code = await readFile(bundles.get('dynamodb')?.file as string, 'utf8');
    expect(code.match(/\bimport\("[^"]+"\)/g)).toBeNull();
    expect(code).toContain('require("node:http")');
  });

  it('talks to DynamoDB over HTTP through the bundled SDK, from either build', async () => {
    expect(await answerOf('dynamodb', LAMBDA_CREDENTIALS)).toEqual({ listed: true });
    expect(await answerOf('dynamodb-elsewhere', LAMBDA_CREDENTIALS)).toEqual({ listed: true });
  }, 20_000);
});

describe('credentials-from-environment', () => {
  it("leaves out of a function's build the credential providers past the environment's, and what only they load", async () => {
    const leftOut = [
      '@aws-sdk/credential-provider-sso',
      '@aws-sdk/credential-provider-ini',
      '@aws-sdk/credential-provider-process',
      '@aws-sdk/credential-provider-web-identity',
      '@aws-sdk/credential-provider-http',
      '@smithy/credential-provider-imds',
      '@aws-sdk/nested-clients',
      '@aws-sdk/token-providers',
    ];
    const held = async (bundle: string) => {
      const found = await Promise.all(leftOut.map(async (pkg) => (await filesOf(bundle, pkg)).length > 0));
      return leftOut.filter((_, i) => found[i]);
    };
    expect(await held('dynamodb')).toEqual([]);
    expect((await filesOf('dynamodb', '@aws-sdk/credential-provider-env')).length).toBeGreaterThan(0);
    // A build of anything else keeps the SDK's whole chain.
    expect(await held('dynamodb-elsewhere')).toEqual(leftOut);
  });

  it("fails the build of a function that imports a provider left out, other than the SDK's chain", async () => {
    const entry = join(dir, 'functions', 'from-ini.ts');
    await writeFile(entry, "export { fromIni } from '@aws-sdk/credential-provider-ini';\n");
    await expect(bundleFunctions({ outDir: join(dir, 'out-from-ini'), entries: [entry] })).rejects.toThrow(
      /credentials-from-environment: @aws-sdk\/credential-provider-ini is left out of the functions' builds/,
    );
  }, 20_000);

  it('says which provider is left out, and why, when the environment has no credentials', async () => {
    const answer = await answerOf('dynamodb', { AWS_EC2_METADATA_DISABLED: 'true' });
    expect(answer.failed).toMatch(
      /^@aws-sdk\/credential-provider-ini is left out of this bundle .*credentials from its environment/,
    );
  }, 20_000);
});
