/**
 * `npm run build`: one bundle per `functions/*.ts` that loads on its own, with no node_modules beside it
 * (the AWS SDK it runs is the one it carries: invariant bundle-carries-pinned-sdk), carries no secret of
 * the environment it was built in, and stays small; its source map is ASCII-only, which Node reads at
 * every cold start (invariant source-maps-ascii).
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { type BuiltBundle, bundleFunctions } from '../../../../infra/build/bundle';
import { LOCAL_BOT_TOKEN, LOCAL_SIGNING_SECRET } from '../../../../infra/local/slack-signature';

const run = promisify(execFile);

const ROOT = resolve(__dirname, '..', '..', '..', '..');
const MAX_BYTES = 5 * 1024 * 1024;

/** What a CI job holding the deployment's secrets would have in its environment while it builds. */
const BUILD_ENV = {
  SLACK_SIGNING_SECRET: 'build-env-signing-secret-0123456789',
  SLACK_BOT_TOKEN: 'xoxb-1111111111-2222222222222-BuildEnvBotToken',
  TWILIO_AUTH_TOKEN: 'build-env-twilio-auth-token-0123456789',
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

/** What the Lambdas read at start; no network call is made while a bundle loads. */
const LAMBDA_ENV = {
  LAUNDRY_API_URL: 'http://127.0.0.1:9/api/v1/common',
  LAUNDRY_AUTH_URL: 'http://127.0.0.1:9/api/v1/auth',
  LAUNDRY_BUSINESS_ID: '42',
  DYNAMODB_TABLE: 'bundle-test',
  SLACK_SIGNING_SECRET: 'lambda-env-signing-secret-0123456789',
  SLACK_BOT_TOKEN: 'xoxb-bundle-test',
  SLACK_BOT_USER_ID: 'U0BUNDLE',
  SLACK_TEAM_ID: 'T0BUNDLE',
  SLACK_APP_ID: 'A0BUNDLE',
  TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
  TWILIO_AUTH_TOKEN: 'lambda-env-twilio-auth-token-0123',
  SUPPORT_CONTACT: 'help@laundry.example',
  QUEUE_URL: 'https://sqs.us-east-1.amazonaws.com/000000000000/bundle-test.fifo',
  AWS_ACCESS_KEY_ID: 'test',
  AWS_SECRET_ACCESS_KEY: 'test',
  AWS_REGION: 'us-east-1',
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
};

const PRINT_HANDLER_TYPE = 'process.stdout.write(typeof require(process.argv[1]).handler)';

let outDir: string;
let bundles: BuiltBundle[];

beforeAll(async () => {
  outDir = mkdtempSync(join(tmpdir(), 'bundles-'));
  const saved = Object.fromEntries(Object.keys(BUILD_ENV).map((name) => [name, process.env[name]]));
  Object.assign(process.env, BUILD_ENV);
  try {
    bundles = await bundleFunctions({ outDir });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}, 30_000);

afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('bundleFunctions', () => {
  it('builds one bundle per functions/*.ts, with its source map', () => {
    const functions = readdirSync(join(ROOT, 'functions'))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    expect(bundles.map((bundle) => bundle.name).sort()).toEqual(functions);
    for (const bundle of bundles) {
      expect(bundle.file).toBe(join(outDir, bundle.name, 'index.js'));
      expect(readFileSync(bundle.file, 'utf8')).toContain('//# sourceMappingURL=index.js.map');
      expect(JSON.parse(readFileSync(`${bundle.file}.map`, 'utf8'))).toMatchObject({ version: 3 });
    }
  });

  it("writes each source map ASCII-only, without the sources' text (invariant source-maps-ascii)", () => {
    for (const bundle of bundles) {
      const map = readFileSync(`${bundle.file}.map`, 'utf8');
      expect(map.match(/[\u0080-\uffff]/g)).toBeNull();
      // A stack trace needs the mappings and names; the sources' text is read and parsed at every cold
      // start for nothing (bundle.ts's sourcesContent: false).
      const parsed = JSON.parse(map) as { sources: string[]; sourcesContent?: unknown; mappings: string };
      expect(parsed.sourcesContent).toBeUndefined();
      expect(parsed.sources.length).toBeGreaterThan(0);
      expect(parsed.mappings.length).toBeGreaterThan(0);
    }
  });

  it('exports a handler from each bundle, loaded alone in a fresh node', async () => {
    const loaded = await Promise.all(
      bundles.map(async (bundle) => {
        const { stdout } = await run(process.execPath, ['-e', PRINT_HANDLER_TYPE, bundle.file], {
          env: { PATH: process.env.PATH ?? '', ...LAMBDA_ENV },
          timeout: 15_000,
        });
        return [bundle.name, stdout];
      }),
    );
    expect(Object.fromEntries(loaded)).toEqual(
      Object.fromEntries(bundles.map((bundle) => [bundle.name, 'function'])),
    );
  }, 20_000);

  it('bakes no secret in: not the build environment, not a token, not the local stack', () => {
    for (const bundle of bundles) {
      const code = readFileSync(bundle.file, 'utf8');
      const map = readFileSync(`${bundle.file}.map`, 'utf8');
      for (const text of [code, map]) {
        expect(text).not.toContain(BUILD_ENV.SLACK_SIGNING_SECRET);
        expect(text).not.toContain(BUILD_ENV.SLACK_BOT_TOKEN);
        expect(text).not.toContain(BUILD_ENV.TWILIO_AUTH_TOKEN);
        expect(text).not.toContain(BUILD_ENV.TOKEN_ENCRYPTION_KEY);
      }
      // `xoxb-` alone is in the config's validation message; a real bot token has digits after it.
      expect(code).not.toMatch(/xoxb-\d+-/);
      expect(code).not.toContain('SLACK_SIGNING_SECRET=');
      expect(code).not.toContain(LOCAL_SIGNING_SECRET);
      expect(code).not.toContain(LOCAL_BOT_TOKEN);
    }
  });

  it('leaves out of the Slack bundle the Bolt receivers it never runs, and what only they load', () => {
    const slack = bundles.find((bundle) => bundle.name === 'slack') as BuiltBundle;
    // The source map names every file in the bundle, node_modules' included.
    const { sources } = JSON.parse(readFileSync(`${slack.file}.map`, 'utf8')) as { sources: string[] };
    const packages = new Set(
      sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1]),
    );
    // Bolt's own file, or the TypeScript its source map points to.
    const has = (receiver: string) =>
      sources.some((source) =>
        new RegExp(`@slack/bolt/(dist|src)/receivers/${receiver}\\.[jt]s$`).test(source),
      );
    expect(has('AwsLambdaReceiver')).toBe(true);
    expect(['HTTPReceiver', 'SocketModeReceiver', 'ExpressReceiver'].filter(has)).toEqual([]);
    const unused = [
      'undici',
      'iconv-lite',
      'express',
      'body-parser',
      'raw-body',
      '@slack/socket-mode',
      'axios',
    ];
    expect(unused.filter((name) => packages.has(name))).toEqual([]);
  });

  it('keeps each bundle under 5 MB, the AWS SDK in it, and DynamoDB through the SDK in the worker only', () => {
    /** The packages of node_modules a bundle holds files of, as its source map names them. */
    const packagesOf = (bundle: BuiltBundle) => {
      const { sources } = JSON.parse(readFileSync(`${bundle.file}.map`, 'utf8')) as { sources: string[] };
      return new Set(sources.map((source) => /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(source)?.[1]));
    };
    for (const bundle of bundles) {
      expect(bundle.bytes).toBeLessThan(MAX_BYTES);
      expect(bundle.gzipBytes).toBeLessThan(bundle.bytes);
      // Nothing of the SDK is required from outside the bundle (the runtime's copy), but in the SDK's
      // own message telling how to add the CRT signer, which no function uses.
      const code = readFileSync(bundle.file, 'utf8').replaceAll(
        '[require("@aws-sdk/signature-v4-crt");]',
        '',
      );
      expect(code.match(/require\("@(aws-sdk|smithy)\/[^"]+"\)/g)).toBeNull();
    }
    const byName = new Map(bundles.map((bundle) => [bundle.name, packagesOf(bundle)]));
    expect(byName.get('worker')?.has('@aws-sdk/client-dynamodb')).toBe(true);
    // The ack paths keep their one light call (lib/store/http-item-table.ts).
    expect(byName.get('slack')?.has('@aws-sdk/client-dynamodb')).toBe(false);
    expect(byName.get('sms')?.has('@aws-sdk/client-dynamodb')).toBe(false);
  });
});
