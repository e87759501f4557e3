/**
 * A business takes only its channels: `npm run package` for the Slack-only and the SMS-only example
 * businesses (infra/businesses/example-slack.yml, example-sms.yml), and each packaged function started
 * as Lambda starts it (a fresh process, the template's environment, its secrets from the local SSM
 * stand-in holding only that business's): the template has no function, route, resource, output,
 * variable or secret of the channel the business does not serve, and nothing asks for one.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { apiGatewayEvent } from '../../../infra/local/http-gateway';
import { type SsmParameterStore, startSsmParameterStore } from '../../../infra/local/ssm-parameter-store';
import { secretParameter } from '../../../lib/lambda/secrets';
import { sameClock } from '../../support/same-clock';
import { unzip } from '../../support/zip';

const ROOT = join(__dirname, '..', '..', '..');
const run = promisify(execFile);

type Resource = { Type: string; Properties: Record<string, unknown> };
interface Packaged {
  outDir: string;
  resources: Record<string, Resource>;
  outputs: Record<string, unknown>;
}

/** The secrets each business keeps in SSM: its own channel's, and the token key. */
const SECRETS: Record<string, Record<string, string>> = {
  'example-slack': {
    SLACK_SIGNING_SECRET: 'suds-signing-secret-0123456789',
    SLACK_BOT_TOKEN: 'xoxb-suds-0000-bot-token',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
  'example-sms': {
    TWILIO_AUTH_TOKEN: 'corner-wash-twilio-auth-token',
    TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
  },
};
const ROLE = {
  accessKeyId: 'ASIACHANNELSTEST',
  secretAccessKey: randomBytes(30).toString('base64'),
  sessionToken: randomBytes(60).toString('base64'),
  may: (action: string, name: string) => action === 'ssm:GetParameters' && name.startsWith('/laundry-bot/'),
};

const packaged = new Map<string, Packaged>();
let ssm: SsmParameterStore;

beforeAll(async () => {
  await mkdir(join(ROOT, '.build'), { recursive: true });
  for (const stage of Object.keys(SECRETS)) {
    const outDir = await mkdtemp(join(ROOT, '.build', `package-${stage}-`));
    await run('npm', ['run', '--silent', 'package', '--', '--stage', stage, '--package', outDir], {
      cwd: ROOT,
      env: { ...process.env, SLS_TELEMETRY_DISABLED: '1', SLS_NOTIFICATIONS_MODE: 'off' },
      timeout: 150_000,
    });
    const template = JSON.parse(
      await readFile(join(outDir, 'cloudformation-template-update-stack.json'), 'utf8'),
    );
    packaged.set(stage, { outDir, resources: template.Resources, outputs: template.Outputs });
  }
  ssm = await startSsmParameterStore({
    region: 'us-east-1',
    parameters: Object.fromEntries(
      Object.entries(SECRETS).flatMap(([stage, secrets]) =>
        Object.entries(secrets).map(([variable, value]) => [
          secretParameter(`/laundry-bot/${stage}/`, variable),
          { value },
        ]),
      ),
    ),
    callers: [ROLE],
  });
}, 360_000);

afterAll(async () => {
  await ssm?.close();
  for (const { outDir } of packaged.values()) await rm(outDir, { recursive: true, force: true });
});

function stack(stage: string): Packaged {
  const found = packaged.get(stage);
  if (!found) throw new Error(`${stage} was not packaged`);
  return found;
}

const functionsOf = (stage: string) =>
  Object.entries(stack(stage).resources).filter(([, r]) => r.Type === 'AWS::Lambda::Function');

/** A function's environment as Lambda would give it: the template's, each resource a stand-in. */
function lambdaEnvironment(stage: string, logicalId: string): Record<string, string> {
  const fn = stack(stage).resources[logicalId] as Resource;
  const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
  const standIn = (name: string) =>
    name === 'QUEUE_URL'
      ? `https://sqs.us-east-1.amazonaws.com/000000000000/laundry-bot-${stage}-turns.fifo`
      : name.endsWith('_ARN')
        ? `arn:aws:sqs:us-east-1:000000000000:${name.toLowerCase()}`
        : name.endsWith('_URL')
          ? `https://stand-in.example.com/${name.toLowerCase()}`
          : `laundry-bot-${stage}-${name.toLowerCase()}`;
  // A URL made of the stack's own (`!Sub https://${HttpApi}…/sms/status`), its parts stand-ins.
  const subbed = (value: unknown) =>
    (value as { 'Fn::Sub'?: unknown })['Fn::Sub'] === undefined
      ? undefined
      : String((value as { 'Fn::Sub': unknown })['Fn::Sub']).replace(/\$\{[^}]+\}/g, 'stand-in');
  return {
    ...Object.fromEntries(
      Object.entries(variables).map(([name, value]) => [
        name,
        typeof value === 'string' ? value : (subbed(value) ?? standIn(name)),
      ]),
    ),
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: ROLE.accessKeyId,
    AWS_SECRET_ACCESS_KEY: ROLE.secretAccessKey,
    AWS_SESSION_TOKEN: ROLE.sessionToken,
    AWS_ENDPOINT_URL_SSM: ssm.endpoint,
    AWS_LAMBDA_FUNCTION_NAME: String(fn.Properties.FunctionName),
    PATH: process.env.PATH ?? '',
    ...sameClock(),
  };
}

/** Starts a packaged function in a fresh process with its environment and answers one event with it. */
async function startAndInvoke(stage: string, logicalId: string, event: unknown): Promise<unknown> {
  const fn = stack(stage).resources[logicalId] as Resource;
  const name = String(fn.Properties.FunctionName).replace(`laundry-bot-${stage}-`, '');
  const [file, exported] = String(fn.Properties.Handler).split('.');
  const code = (await unzip(join(stack(stage).outDir, `${name}.zip`))).get(`${file}.js`);
  if (!code) throw new Error(`${name}.zip has no ${file}.js`);
  const extracted = join(stack(stage).outDir, name, `${file}.js`);
  await mkdir(dirname(extracted), { recursive: true });
  await writeFile(extracted, code);
  const script = `require(${JSON.stringify(extracted)}).${exported}(${JSON.stringify(event)}, { functionName: ${JSON.stringify(name)}, awsRequestId: 'start-1', getRemainingTimeInMillis: () => 10000 }).then((answer) => process.stdout.write('\\n' + JSON.stringify(answer)))`;
  const { stdout } = await run(process.execPath, ['-e', script], {
    cwd: ROOT,
    env: lambdaEnvironment(stage, logicalId),
    timeout: 30_000,
  });
  // The answer is the last line: the function's own log lines come before it.
  return JSON.parse(stdout.trim().split('\n').at(-1) ?? '');
}

/** Each business of one channel: what its stack has, how its webhook is refused unsigned, and the other channel's marks. */
const BUSINESSES = [
  {
    stage: 'example-slack',
    channel: 'slack',
    functions: ['SlackDashoauthLambdaFunction', 'SlackLambdaFunction', 'WorkerLambdaFunction'],
    routes: ['GET /slack/install', 'GET /slack/oauth_redirect', 'POST /slack/events'],
    webhook: 'SlackLambdaFunction',
    // Unsigned: the function started, read its signing secret, and refuses the request as Slack's would be.
    unsigned: apiGatewayEvent('POST', '/slack/events', '{"type":"url_verification"}', {
      'content-type': 'application/json',
    }),
    refused: 401,
    other: { names: /^sms/i, variables: /^(TWILIO_|SMS_)/, secret: /twilio/i },
  },
  {
    stage: 'example-sms',
    channel: 'sms',
    functions: ['SmsLambdaFunction', 'WorkerLambdaFunction'],
    routes: ['POST /sms/inbound', 'POST /sms/status'],
    webhook: 'SmsLambdaFunction',
    // Unsigned: the function started, read Twilio's auth token, and refuses the text as Twilio's would be.
    unsigned: apiGatewayEvent('POST', '/sms/inbound', 'From=%2B15550100&Body=hi', {
      'content-type': 'application/x-www-form-urlencoded',
    }),
    refused: 403,
    other: { names: /^slack/i, variables: /^(SLACK_|STAFF_CHANNEL_ID$)/, secret: /slack/i },
  },
];

describe.each(BUSINESSES)('a business on $channel alone ($stage)', (business) => {
  const { stage } = business;

  it("packages its channel's functions and the worker only, with no route, role, alarm, URL, variable or secret of the other", () => {
    expect(
      functionsOf(stage)
        .map(([id]) => id)
        .sort(),
    ).toEqual(business.functions);
    const { resources, outputs } = stack(stage);
    const routes = Object.values(resources)
      .filter((r) => r.Type === 'AWS::ApiGatewayV2::Route')
      .map((r) => r.Properties.RouteKey);
    expect(routes.sort()).toEqual(business.routes);
    expect(Object.keys(resources).filter((id) => business.other.names.test(id))).toEqual([]);
    expect(Object.keys(outputs).filter((id) => business.other.names.test(id))).toEqual([]);
    for (const [id] of functionsOf(stage)) {
      const env = lambdaEnvironment(stage, id);
      expect(Object.keys(env).filter((name) => business.other.variables.test(name))).toEqual([]);
      expect(env.SSM_SECRETS).not.toMatch(business.other.secret);
      expect(env.CHANNELS).toBe(business.channel);
    }
  });

  it("starts its worker and its webhook's function with none of the other channel's settings or secrets", async () => {
    await expect(startAndInvoke(stage, 'WorkerLambdaFunction', { Records: [] })).resolves.toEqual({
      batchItemFailures: [],
    });
    await expect(startAndInvoke(stage, business.webhook, business.unsigned)).resolves.toMatchObject({
      statusCode: business.refused,
    });
    const asked = ssm.requests.flatMap((r) => r.names).filter((name) => name.includes(`/${stage}/`));
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.filter((name) => business.other.secret.test(name))).toEqual([]);
  }, 90_000);
});
