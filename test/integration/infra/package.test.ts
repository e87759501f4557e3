/**
 * `npm run package -- --stage example` writes the deployable artifacts here, offline and without a
 * login: this runs it and checks the CloudFormation template it wrote (the resources of the design,
 * least-privilege roles with no `*` resource) and that every function's handler exists in its bundle.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { apiGatewayEvent, lambdaContext } from '../../../infra/local/http-gateway';
import { SEED } from '../../../infra/local/sandbox/seed-data';
import { type Sandbox, startSandbox } from '../../../infra/local/sandbox/server';
import { signSlackRequest } from '../../../infra/local/slack-signature';
import { createSlackHandler } from '../../../lib/channels/slack/lambda-handler';
import { createSmsHandler } from '../../../lib/channels/sms/lambda-handler';
import { signTwilioRequest } from '../../../lib/channels/sms/twilio-signature';
import { createObservability, type Observability } from '../../../lib/lambda/observability';
import { createLaundryClient } from '../../../lib/laundry/client';
import { QueueError } from '../../../lib/queue/queue';
import { createHttpItemTable } from '../../../lib/store/http-item-table';
import { queuedWorkSchema } from '../../../lib/worker/work';
import { type AlarmProperties, alarmValue, fires } from '../../support/alarm-evaluation';
import { captureOutput } from '../../support/captured-output';
import { deployedEventSource } from '../../support/deployed-event-source';
import { createTestTable } from '../../support/dynamodb';
import { asDeployed, type Written } from '../../support/emf';
import { directMessage, slackTestConfig } from '../../support/slack-payloads';
import { CFN_LINT_INSTALL, cfnLintPath } from '../../support/tools';
import { formEncode, inboundSms } from '../../support/twilio-payloads';
import { DIGEST_BODY } from '../../support/weekly-digest';
import { unzip } from '../../support/zip';

const ROOT = join(__dirname, '..', '..', '..');
const ACCOUNT_SID = `AC${'0'.repeat(32)}`;
const run = promisify(execFile);

/** cfn-lint (test/support/tools.ts), which `npm test` checked for before it started. */
function cfnLintCommand(): string {
  const found = cfnLintPath();
  if (!found) throw new Error(CFN_LINT_INSTALL);
  return found;
}

type Resource = { Type: string; Properties: Record<string, unknown>; Condition?: string };
type Statement = { Effect: string; Action: string | string[]; Resource: unknown };

let outDir: string;
let resources: Record<string, Resource>;
let outputs: Record<string, unknown>;

function ofType(type: string): [string, Resource][] {
  return Object.entries(resources).filter(([, r]) => r.Type === type);
}

function statementsOf(role: Resource): Statement[] {
  const policies = (role.Properties.Policies ?? []) as { PolicyDocument: { Statement: Statement[] } }[];
  return policies.flatMap((p) => p.PolicyDocument.Statement);
}

const actionsOf = (role: Resource) => statementsOf(role).flatMap((s) => [s.Action].flat());

beforeAll(async () => {
  // Inside the repository's scratch folder; each bundle carries the AWS SDK it runs (invariant bundle-carries-pinned-sdk).
  await mkdir(join(ROOT, '.build'), { recursive: true });
  outDir = await mkdtemp(join(ROOT, '.build', 'package-'));
  await run('npm', ['run', '--silent', 'package', '--', '--stage', 'example', '--package', outDir], {
    cwd: ROOT,
    env: { ...process.env, SLS_TELEMETRY_DISABLED: '1', SLS_NOTIFICATIONS_MODE: 'off' },
    timeout: 150_000,
  });
  const template = JSON.parse(
    await readFile(join(outDir, 'cloudformation-template-update-stack.json'), 'utf8'),
  );
  resources = template.Resources;
  outputs = template.Outputs;
}, 180_000);

afterAll(async () => {
  await rm(outDir, { recursive: true, force: true });
});

describe('npm run package -- --stage example', () => {
  it('passes cfn-lint, a CloudFormation check with a current resource specification', async () => {
    // W3005 (a DependsOn that a Ref already implies) is in what the Serverless Framework writes for each
    // function and route, not in ours. E2531, E2533 and W2531 compare the runtime's deprecation dates
    // with today's: the suite is green on any date, so those dates are in the runbook (docs/operating.md,
    // "Upgrade") instead.
    const lint = run(
      cfnLintCommand(),
      [
        '--ignore-checks',
        'W3005',
        'E2531',
        'E2533',
        'W2531',
        '--',
        join(outDir, 'cloudformation-template-update-stack.json'),
      ],
      { timeout: 120_000 },
    );
    await expect(lint.then(({ stdout }) => stdout)).resolves.toBe('');
  }, 150_000);

  it('has the table: on demand, TTL, point-in-time recovery, encryption', () => {
    const [[, table] = []] = ofType('AWS::DynamoDB::Table');
    expect(table?.Properties).toMatchObject({
      TableName: 'laundry-bot-example',
      BillingMode: 'PAY_PER_REQUEST',
      TimeToLiveSpecification: { AttributeName: 'expiresAt', Enabled: true },
      PointInTimeRecoverySpecification: { PointInTimeRecoveryEnabled: true },
      SSESpecification: { SSEEnabled: true },
    });
  });

  it('has the FIFO queue of turns with a FIFO dead-letter queue, a redrive policy and an alarm on it', () => {
    expect(resources.TurnQueue?.Properties).toMatchObject({
      FifoQueue: true,
      RedrivePolicy: {
        deadLetterTargetArn: { 'Fn::GetAtt': ['TurnDeadLetterQueue', 'Arn'] },
        maxReceiveCount: 5,
      },
    });
    expect(resources.TurnDeadLetterQueue?.Properties).toMatchObject({ FifoQueue: true });
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms).toContainEqual(
      expect.objectContaining({
        MetricName: 'ApproximateNumberOfMessagesVisible',
        Dimensions: [{ Name: 'QueueName', Value: { 'Fn::GetAtt': ['TurnDeadLetterQueue', 'QueueName'] } }],
      }),
    );
  });

  it('alarms on texts that could not be enqueued, on the metric the SMS function emits', () => {
    const alarms = ofType('AWS::CloudWatch::Alarm').map(([, a]) => a.Properties);
    expect(alarms).toContainEqual(
      expect.objectContaining({
        Namespace: 'LaundryBot',
        MetricName: 'EnqueueFailures',
        Dimensions: [
          { Name: 'service', Value: 'laundry-bot' },
          { Name: 'business', Value: 'example' },
        ],
        AlarmActions: [{ Ref: 'AlarmTopic' }],
      }),
    );
  });

  it('has the four functions on Node 22, with log retention, the HTTP routes and the queue with partial batch failures', () => {
    const functions = ofType('AWS::Lambda::Function').map(([, f]) => f.Properties);
    expect(functions.map((f) => f.FunctionName).sort()).toEqual([
      'laundry-bot-example-slack',
      'laundry-bot-example-slack-oauth',
      'laundry-bot-example-sms',
      'laundry-bot-example-worker',
    ]);
    for (const f of functions) expect(f.Runtime).toBe('nodejs22.x');
    const worker = functions.find((f) => f.FunctionName === 'laundry-bot-example-worker');
    expect(worker?.ReservedConcurrentExecutions).toBe(10);
    const logGroups = ofType('AWS::Logs::LogGroup').map(([, g]) => g.Properties);
    // One per function, and the HTTP API's access log.
    expect(logGroups).toHaveLength(5);
    for (const group of logGroups) expect(group.RetentionInDays).toBe(30);
    const routes = ofType('AWS::ApiGatewayV2::Route').map(([, r]) => r.Properties.RouteKey);
    expect(routes.sort()).toEqual([
      'GET /slack/install',
      'GET /slack/oauth_redirect',
      'POST /slack/events',
      'POST /sms/inbound',
      'POST /sms/status',
    ]);
    const [[, mapping] = []] = ofType('AWS::Lambda::EventSourceMapping');
    expect(mapping?.Properties).toMatchObject({ FunctionResponseTypes: ['ReportBatchItemFailures'] });
  });

  it("caps the worker's SQS poller at its reserved concurrency, and tells the worker the redrive's receives: the numbers the queue model reads", () => {
    const deployed = deployedEventSource();
    const [[, mapping] = []] = ofType('AWS::Lambda::EventSourceMapping');
    const worker = ofType('AWS::Lambda::Function')
      .map(([, f]) => f.Properties)
      .find((f) => f.FunctionName === 'laundry-bot-example-worker');
    expect(mapping?.Properties.ScalingConfig).toEqual({ MaximumConcurrency: deployed.maximumConcurrency });
    expect(worker?.ReservedConcurrentExecutions).toBe(deployed.reservedConcurrency);
    expect(deployed.maximumConcurrency).toBeLessThanOrEqual(deployed.reservedConcurrency);
    const redrive = resources.TurnQueue?.Properties.RedrivePolicy as { maxReceiveCount: number };
    expect(redrive.maxReceiveCount).toBe(deployed.maxReceiveCount);
    const environment = worker?.Environment as { Variables: Record<string, unknown> } | undefined;
    expect(Number(environment?.Variables.QUEUE_MAX_RECEIVES)).toBe(redrive.maxReceiveCount);
    expect(redrive.maxReceiveCount).toBeGreaterThanOrEqual(5);
  });

  it('gives each function its own role with only what it uses, and no `*` resource anywhere', () => {
    const roles = ofType('AWS::IAM::Role');
    expect(roles.length).toBeGreaterThanOrEqual(4);
    for (const [name, role] of roles) {
      for (const statement of statementsOf(role)) {
        const targets = [statement.Resource].flat();
        expect({ name, targets }).not.toEqual({ name, targets: expect.arrayContaining(['*']) });
        expect([statement.Action].flat()).not.toContain('*');
      }
    }
    // The Slack handler reads a workspace's installation and claims its token's refresh, nothing more.
    expect(
      actionsOf(resources.SlackFunctionRole as Resource).filter((a) => a.startsWith('dynamodb:')),
    ).toEqual(['dynamodb:GetItem', 'dynamodb:UpdateItem']);
    expect(actionsOf(resources.SlackOAuthFunctionRole as Resource)).not.toContain('sqs:SendMessage');
    // The SMS handler records a text's MessageSid and a text's failure, and reads nothing.
    expect(actionsOf(resources.SmsFunctionRole as Resource).filter((a) => a.startsWith('dynamodb:'))).toEqual(
      ['dynamodb:UpdateItem', 'dynamodb:PutItem', 'dynamodb:DeleteItem'],
    );
    expect(actionsOf(resources.WorkerFunctionRole as Resource)).toEqual(
      expect.arrayContaining([
        'dynamodb:Query',
        'dynamodb:PutItem',
        'sqs:ReceiveMessage',
        'scheduler:CreateSchedule',
      ]),
    );
    expect(actionsOf(resources.WorkerFunctionRole as Resource)).not.toContain('sqs:SendMessage');
    // No secret is in the template in clear: the functions name them, and read them from SSM.
    for (const [, fn] of ofType('AWS::Lambda::Function')) {
      const variables = (fn.Properties.Environment as { Variables: Record<string, unknown> }).Variables;
      for (const secret of [
        'SLACK_SIGNING_SECRET',
        'SLACK_BOT_TOKEN',
        'SLACK_CLIENT_SECRET',
        'TWILIO_AUTH_TOKEN',
        'TOKEN_ENCRYPTION_KEY',
      ])
        expect(Object.keys(variables)).not.toContain(secret);
      expect(variables.SSM_PARAMETER_PREFIX).toBe('/laundry-bot/example/');
      expect(variables.SSM_SECRETS).toEqual(expect.any(String));
    }
  });

  it('every function’s handler exists in its bundle', async () => {
    for (const [, fn] of ofType('AWS::Lambda::Function')) {
      const name = String(fn.Properties.FunctionName).replace('laundry-bot-example-', '');
      const [file, exported] = String(fn.Properties.Handler).split('.');
      const entries = await unzip(join(outDir, `${name}.zip`));
      const code = entries.get(`${file}.js`);
      expect(code).toBeDefined();
      const extracted = join(outDir, name, `${file}.js`);
      await mkdir(dirname(extracted), { recursive: true });
      await writeFile(extracted, code as Buffer);
      // Loaded in a fresh process, with no configuration: building starts at the first invocation.
      const { stdout } = await run(
        process.execPath,
        ['-e', `process.stdout.write(typeof require(${JSON.stringify(extracted)}).${exported})`],
        { cwd: ROOT, env: { PATH: process.env.PATH ?? '' } },
      );
      expect(stdout).toBe('function');
    }
  }, 60_000);

  it('packages each source map ASCII-only, as npm run build writes it (invariant source-maps-ascii)', async () => {
    for (const [, fn] of ofType('AWS::Lambda::Function')) {
      const name = String(fn.Properties.FunctionName).replace('laundry-bot-example-', '');
      const [file] = String(fn.Properties.Handler).split('.');
      const map = (await unzip(join(outDir, `${name}.zip`))).get(`${file}.js.map`);
      expect(map).toBeDefined();
      expect(String(map).match(/[\u0080-\uffff]/g)).toBeNull();
      // serverless-esbuild passes sourcesContent: false on, as npm run build has it.
      expect((JSON.parse(String(map)) as { sourcesContent?: unknown }).sourcesContent).toBeUndefined();
    }
  });

  it("leaves out of the Slack function Bolt's receivers it never runs, as npm run build does", async () => {
    const entries = await unzip(join(outDir, 'slack.zip'));
    const map = entries.get('functions/slack.js.map');
    expect(map).toBeDefined();
    const { sources } = JSON.parse(String(map)) as { sources: string[] };
    expect(sources.some((source) => source.includes('@slack/bolt/'))).toBe(true);
    const unused =
      /@slack\/bolt\/(dist|src)\/receivers\/(HTTP|SocketMode|Express)Receiver\.|\/(undici|iconv-lite|express|@slack\/socket-mode)\//;
    expect(sources.filter((source) => unused.test(source))).toEqual([]);
  });

  it("bundles the worker's AWS SDK from its ES modules, the environment's credential provider alone, as npm run build does (invariants functions-es-modules-first, functions-credentials-from-environment)", async () => {
    const entries = await unzip(join(outDir, 'worker.zip'));
    const code = String(entries.get('functions/worker.js'));
    const { sources } = JSON.parse(String(entries.get('functions/worker.js.map'))) as { sources: string[] };
    expect(sources.some((source) => source.includes('@aws-sdk/client-dynamodb/dist-es/'))).toBe(true);
    expect(sources.filter((source) => /@aws-sdk\/client-[a-z]+\/dist-cjs\//.test(source))).toEqual([]);
    expect(code.match(/\bimport\("[^"]+"\)/g)).toBeNull();
    // Of the SDK's credential providers, the environment's alone (invariant functions-credentials-from-environment).
    const providers = new Set(
      sources.flatMap(
        (source) =>
          /node_modules\/@[a-z-]+\/(credential-provider-[a-z-]+|nested-clients)\//.exec(source)?.[1] ?? [],
      ),
    );
    expect([...providers].sort()).toEqual(['credential-provider-env', 'credential-provider-node']);
  });
});

type Dimension = { Name: string; Value: unknown };
type Watched = { namespace: string; metric: string; dimensions: Dimension[]; actions: unknown };

/** Every metric an alarm watches (one metric, or each metric of its math), with the alarm's actions. */
function watchedMetrics(): Watched[] {
  return ofType('AWS::CloudWatch::Alarm').flatMap(([, { Properties: p }]) => {
    // Both ends of an alarm: whoever was woken by it also learns when it cleared.
    const actions = { alarm: p.AlarmActions, ok: p.OKActions };
    if (p.MetricName)
      return [
        {
          namespace: String(p.Namespace),
          metric: String(p.MetricName),
          dimensions: p.Dimensions as Dimension[],
          actions,
        },
      ];
    return (
      (p.Metrics ?? []) as {
        MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: Dimension[] } };
      }[]
    )
      .flatMap((m) => (m.MetricStat ? [m.MetricStat.Metric] : []))
      .map((m) => ({ namespace: m.Namespace, metric: m.MetricName, dimensions: m.Dimensions, actions }));
  });
}

/** A dimension names this business: its own metrics' `business`, or one of this stack's own resources. */
function namesTheBusiness(dimensions: Dimension[]): boolean {
  return dimensions.some(({ Name, Value }) => {
    if (Name === 'business') return Value === 'example';
    const logicalId =
      (Value as { Ref?: string }).Ref ?? (Value as { 'Fn::GetAtt'?: [string, string] })['Fn::GetAtt']?.[0];
    return logicalId !== undefined && logicalId in resources;
  });
}

/** A function's environment variables, by its logical id. */
const variablesOf = (logicalId: string) =>
  ((resources[logicalId] as Resource).Properties.Environment as { Variables: Record<string, unknown> })
    .Variables;

/** The dashboard's body as CloudWatch gets it, its substitutions made with stand-ins. */
function dashboardBody(): { widgets: { properties: { metrics?: unknown[][] } }[] } {
  const [[, dashboard] = ['', { Type: '', Properties: {} }]] = ofType('AWS::CloudWatch::Dashboard');
  const [body, values] = (
    dashboard.Properties.DashboardBody as { 'Fn::Sub': [string, Record<string, string>] }
  )['Fn::Sub'];
  return JSON.parse(body.replace(/\$\{([^}]+)\}/g, (_, name: string) => values[name] ?? `stand-in-${name}`));
}

describe('what a laundry needs on its first bad day, in the packaged template', () => {
  const FUNCTIONS = [
    'SlackLambdaFunction',
    'SlackDashoauthLambdaFunction',
    'SmsLambdaFunction',
    'WorkerLambdaFunction',
  ];
  const byResource = (logicalId: string) => (d: Dimension[]) =>
    d.some(({ Value }) => JSON.stringify(Value).includes(`"${logicalId}"`));
  const byBusiness = (d: Dimension[]) => d.some((x) => x.Name === 'business');
  const EXPECTED: [string, string, string, (d: Dimension[]) => boolean][] = [
    ...FUNCTIONS.flatMap((fn): [string, string, string, (d: Dimension[]) => boolean][] => [
      [`${fn} errors`, 'AWS/Lambda', 'Errors', byResource(fn)],
      [`${fn} throttles`, 'AWS/Lambda', 'Throttles', byResource(fn)],
    ]),
    ['the oldest turn waiting', 'AWS/SQS', 'ApproximateAgeOfOldestMessage', byResource('TurnQueue')],
    [
      'dead-lettered turns',
      'AWS/SQS',
      'ApproximateNumberOfMessagesVisible',
      byResource('TurnDeadLetterQueue'),
    ],
    ['API 5xx', 'AWS/ApiGateway', '5xx', byResource('HttpApi')],
    ['table read throttles', 'AWS/DynamoDB', 'ReadThrottleEvents', byResource('ConversationTable')],
    ['table write throttles', 'AWS/DynamoDB', 'WriteThrottleEvents', byResource('ConversationTable')],
    [
      'reminders Scheduler could not send',
      'AWS/Scheduler',
      'TargetErrorCount',
      byResource('ReminderScheduleGroup'),
    ],
    [
      'reminders Scheduler gave up',
      'AWS/SQS',
      'ApproximateNumberOfMessagesVisible',
      byResource('ReminderDeadLetterQueue'),
    ],
    ['laundry-service errors', 'LaundryBot', 'LaundryApiErrors', byBusiness],
    ['SMS and Slack enqueue failures', 'LaundryBot', 'EnqueueFailures', byBusiness],
    ['texts failed', 'LaundryBot', 'TextsFailed', byBusiness],
    ["the business's sign-ups of the day used up", 'LaundryBot', 'SignUpsCapped', byBusiness],
  ];

  it.each(EXPECTED)(
    'alarms on %s, naming this business, to the alarm topic, and says so when it clears',
    (_, namespace, metric, identifies) => {
      const found = watchedMetrics().filter(
        (w) => w.namespace === namespace && w.metric === metric && identifies(w.dimensions),
      );
      expect(found).not.toEqual([]);
      for (const w of found) {
        expect(namesTheBusiness(w.dimensions)).toBe(true);
        expect(w.actions).toEqual({ alarm: [{ Ref: 'AlarmTopic' }], ok: [{ Ref: 'AlarmTopic' }] });
      }
    },
  );

  it("names the business on every alarm's every metric", () => {
    for (const w of watchedMetrics())
      expect({ ...w, names: namesTheBusiness(w.dimensions) }).toMatchObject({ names: true });
  });

  it('encrypts the alarm topic with a key CloudWatch may use to publish (the AWS-managed key would refuse it)', () => {
    expect(resources.AlarmTopic?.Properties.KmsMasterKeyId).toEqual({ Ref: 'AlarmTopicKey' });
    const policy = resources.AlarmTopicKey?.Properties.KeyPolicy as {
      Statement: { Principal: unknown; Action: unknown }[];
    };
    expect(policy.Statement).toContainEqual(
      expect.objectContaining({
        Principal: { Service: 'cloudwatch.amazonaws.com' },
        Action: expect.arrayContaining(['kms:Decrypt', 'kms:GenerateDataKey*']),
      }),
    );
  });

  it('has a dashboard of turns, orders placed, failures, queue age, dead letters, laundry-service time and errors, texts sent and failed', () => {
    const shown = dashboardBody().widgets.flatMap((w) =>
      (w.properties.metrics ?? []).map((m) => `${m[0]} ${m[1]}`),
    );
    expect(shown).toEqual(
      expect.arrayContaining([
        'LaundryBot Turns',
        'LaundryBot OrdersPlaced',
        'LaundryBot TurnFailures',
        'LaundryBot EnqueueFailures',
        'AWS/SQS ApproximateAgeOfOldestMessage',
        'AWS/SQS ApproximateNumberOfMessagesVisible',
        'LaundryBot LaundryApiMs',
        'LaundryBot LaundryApiErrors',
        'LaundryBot TextsSent',
        'LaundryBot TextsFailed',
      ]),
    );
    for (const m of dashboardBody().widgets.flatMap((w) => w.properties.metrics ?? []))
      if (m[0] === 'LaundryBot') expect(m).toEqual(expect.arrayContaining(['business', 'example']));
  });

  it("has the funnel, the business's own: conversations started, orders started, orders placed, in that order, and the share placed", () => {
    const funnel = dashboardBody().widgets.find((w) =>
      (w.properties.metrics ?? []).some((m) => m[1] === 'ConversationsStarted'),
    );
    const metrics = funnel?.properties.metrics ?? [];
    expect(metrics.filter((m) => m[0] === 'LaundryBot').map((m) => m[1])).toEqual([
      'ConversationsStarted',
      'OrdersStarted',
      'OrdersPlaced',
    ]);
    for (const m of metrics)
      if (m[0] === 'LaundryBot') expect(m).toEqual(expect.arrayContaining(['business', 'example']));
    expect(
      metrics.flatMap((m) => m.flatMap((part) => (part as { expression?: string }).expression ?? [])),
    ).toEqual(['100 * placed / started', '100 * placed / conversations']);
  });

  it('protects the table from deletion, logs and throttles the API, and tags what it makes with the business', () => {
    expect(resources.ConversationTable?.Properties.DeletionProtectionEnabled).toBe(true);
    expect(resources.HttpApiStage?.Properties).toMatchObject({
      AccessLogSettings: {
        DestinationArn: { 'Fn::GetAtt': ['HttpApiLogGroup', 'Arn'] },
        Format: expect.stringContaining('$context.status'),
      },
      DefaultRouteSettings: {
        ThrottlingRateLimit: expect.any(Number),
        ThrottlingBurstLimit: expect.any(Number),
      },
    });
    expect(resources.HttpApiLogGroup?.Properties.RetentionInDays).toBe(30);
    for (const [, fn] of ofType('AWS::Lambda::Function'))
      expect(fn.Properties.Tags).toEqual(expect.arrayContaining([{ Key: 'business', Value: 'example' }]));
  });

  it('lets Scheduler use its role only for this schedule group, and gives each reminder a dead-letter queue', () => {
    const trust = resources.SchedulerRole?.Properties.AssumeRolePolicyDocument as {
      Statement: { Condition: unknown }[];
    };
    expect(trust.Statement[0]?.Condition).toEqual({
      StringEquals: { 'aws:SourceAccount': { Ref: 'AWS::AccountId' } },
      ArnEquals: { 'aws:SourceArn': { 'Fn::GetAtt': ['ReminderScheduleGroup', 'Arn'] } },
    });
    expect(resources.ReminderDeadLetterQueue?.Properties.FifoQueue).toBeUndefined();
    const variables = variablesOf('WorkerLambdaFunction');
    expect(variables.REMINDER_DEAD_LETTER_ARN).toEqual({ 'Fn::GetAtt': ['ReminderDeadLetterQueue', 'Arn'] });
    expect(statementsOf(resources.SchedulerRole as Resource)[0]?.Resource).toContainEqual(
      variables.REMINDER_DEAD_LETTER_ARN,
    );
  });

  it("sends the weekly digest's work to the turns' queue every Monday at 9:00 in the business's zone, as the worker reads it", () => {
    const schedule = resources.DigestSchedule as Resource;
    expect(schedule.Properties).toMatchObject({
      ScheduleExpression: 'cron(0 9 ? * MON *)',
      ScheduleExpressionTimezone: variablesOf('WorkerLambdaFunction').TIME_ZONE,
      FlexibleTimeWindow: { Mode: 'OFF' },
      GroupName: { Ref: 'ReminderScheduleGroup' },
    });
    const target = schedule.Properties.Target as { Arn: unknown; Input: string; SqsParameters: unknown };
    expect(target.Arn).toEqual({ 'Fn::GetAtt': ['TurnQueue', 'Arn'] });
    expect(target.SqsParameters).toEqual({ MessageGroupId: 'digest' });
    // What the tests put on their queue (test/support/weekly-digest.ts) is what the schedule sends.
    expect(target.Input).toBe(DIGEST_BODY);
    expect(queuedWorkSchema.parse(JSON.parse(target.Input))).toMatchObject({ kind: 'digest' });
  });

  it("gives the worker the business's cap on sign-ups a day and whether its Messaging Service has the Spanish keywords, from its file", () => {
    const variables = variablesOf('WorkerLambdaFunction');
    expect(variables.SIGN_UPS_PER_DAY).toBe('200');
    expect(variables.TWILIO_SPANISH_KEYWORDS).toBe('false');
  });

  it('gives every URL a business pastes from one deploy: the SMS function signs for the URL it was called at', () => {
    expect(Object.keys(outputs)).toEqual(
      expect.arrayContaining([
        'SlackEventsUrl',
        'SlackInstallUrl',
        'SlackOAuthRedirectUrl',
        'SmsWebhookUrl',
        'SmsFallbackUrl',
      ]),
    );
    const variables = variablesOf('SmsLambdaFunction');
    // Empty: the function rebuilds its public URL from API Gateway's own (lambda-handler.ts), no second deploy.
    expect(variables.SMS_WEBHOOK_URL).toBe('');
  });
});

/** An alarm of the packaged template by its name's end (`laundry-bot-example-<what>`). */
function alarmOf(what: string): AlarmProperties {
  const found = ofType('AWS::CloudWatch::Alarm').find(
    ([, a]) => a.Properties.AlarmName === `laundry-bot-example-${what}`,
  );
  if (!found) throw new Error(`no alarm laundry-bot-example-${what}`);
  return found[1].Properties as unknown as AlarmProperties;
}

/** What the functions write while `run` runs inside an instrumented handler, as stage `example` deploys them. */
async function written(run: (observability: Observability) => Promise<unknown>): Promise<Written[]> {
  const out = captureOutput();
  try {
    await asDeployed('example', () => {
      const observability = createObservability();
      return observability.instrument(() => run(observability))({}, lambdaContext('worker'));
    });
  } finally {
    out.restore();
  }
  return out.records();
}

describe("each alarm on the bot's own metrics fires from what the code writes, and only then", () => {
  let sandbox: Sandbox;
  beforeAll(async () => {
    sandbox = await startSandbox({ onOtp: () => {}, dispatchToken: 'dispatch-now' });
  });
  afterAll(() => sandbox.close());

  /** The worker's laundry client against the sandbox, its calls reported to the function's metrics. */
  async function laundryCalls(
    run: (client: ReturnType<typeof createLaundryClient>) => Promise<unknown>,
    dispatchToken?: string,
  ): Promise<Written[]> {
    return written(async (observability) => {
      const client = createLaundryClient(
        { apiUrl: sandbox.commonUrl, authUrl: sandbox.authUrl, timeoutMs: 5000, getRetries: 2 },
        { onCall: observability.onLaundryCall, dispatchToken, retryBaseMs: 0 },
      );
      try {
        await run(client);
      } finally {
        client.close();
      }
    });
  }
  const failing = (client: ReturnType<typeof createLaundryClient>, token: string, times: number) =>
    Array.from({ length: times }).reduce<Promise<unknown>>(
      (before) => before.then(() => client.listPaymentMethods(token).catch(() => undefined)),
      Promise.resolve(),
    );
  async function signedInToken(phoneNumber: string): Promise<string> {
    const client = createLaundryClient({
      apiUrl: sandbox.commonUrl,
      authUrl: sandbox.authUrl,
      timeoutMs: 5000,
      getRetries: 0,
    });
    await client.requestOtp({ phoneNumber, businessId: SEED.businessId });
    const { token } = await client.verifyOtp({ phoneNumber, otp: sandbox.lastOtp(phoneNumber) ?? '' });
    client.close();
    return token;
  }

  it('laundry-errors: three calls failing after their retries fire it; two calls, six failed attempts, do not', async () => {
    const token = await signedInToken('2125550101');
    sandbox.failNext({ kind: 'error', count: 6, pathPrefix: '/customers/payment-methods' });
    const twoCalls = await laundryCalls((client) => failing(client, token, 2));
    sandbox.failNext({ kind: 'error', count: 9, pathPrefix: '/customers/payment-methods' });
    const threeCalls = await laundryCalls((client) => failing(client, token, 3));
    expect(alarmValue(alarmOf('laundry-errors'), twoCalls)).toBe(2);
    expect(fires(alarmOf('laundry-errors'), twoCalls)).toBe(false);
    expect(fires(alarmOf('laundry-errors'), threeCalls)).toBe(true);
  });

  it("laundry-errors: customers' expired sign-ins do not fire it; the dispatch credential refused three times does", async () => {
    const token = await signedInToken('2125550102');
    sandbox.expireTokens();
    const expired = await laundryCalls((client) => failing(client, token, 5));
    const refused = await laundryCalls(
      (client) => failing(client, 'dispatch-revoked', 3),
      'dispatch-revoked',
    );
    const kinds = (records: Written[]) =>
      records.flatMap((r) => ('LaundryApiErrors' in r ? [r.ErrorKind] : []));
    expect(kinds(expired)).toEqual(Array(5).fill('customer_unauthorized'));
    expect(fires(alarmOf('laundry-errors'), expired)).toBe(false);
    expect(kinds(refused)).toEqual(Array(3).fill('dispatch_unauthorized'));
    expect(fires(alarmOf('laundry-errors'), refused)).toBe(true);
  });

  describe("texts, from Twilio's signed status callbacks recorded on the table", () => {
    const AUTH_TOKEN = 'alarms-twilio-token-0123456789ab';
    const STATUS_URL = 'https://sms.example/sms/status';
    const INBOUND_URL = 'https://sms.example/sms/inbound';
    let table: { client: { destroy(): void }; tableName: string };
    beforeAll(async () => {
      table = await createTestTable();
    });
    afterAll(() => table.client.destroy());

    /** The SMS function, on the test run's table by its own light calls, its reports to `observability`. */
    function smsFunction(observability: Observability, authToken = AUTH_TOKEN) {
      return createSmsHandler({
        sms: {
          accountSid: ACCOUNT_SID,
          authToken,
          apiUrl: 'http://127.0.0.1:9',
          webhookUrl: INBOUND_URL,
          supportContact: 'help@laundry.example',
          messagingServiceSid: undefined,
          spanishKeywords: false,
          statusCallbackUrl: STATUS_URL,
        },
        table: createHttpItemTable({
          tableName: table.tableName,
          region: 'us-east-1',
          endpoint: process.env.TEST_DYNAMODB_ENDPOINT,
        }),
        queue: { send: async () => undefined },
        fingerprint: (phone) => `fp-${phone.slice(-4)}`,
        onStatus: observability.onTextStatus,
        onSignatureRefused: () => observability.onSignatureRefused('sms'),
      });
    }
    const sids = { next: 0 };
    /** Twilio calls back each `[status, phone]`, in order. */
    const callbacks = (statuses: [string, string][]) =>
      written(async (observability) => {
        const handler = smsFunction(observability);
        for (const [MessageStatus, To] of statuses) {
          const params = {
            AccountSid: ACCOUNT_SID,
            MessageSid: `SM${sids.next++}`,
            MessageStatus,
            To,
            From: '+15005550006',
            ...(MessageStatus === 'delivered' ? {} : { ErrorCode: '30003' }),
          };
          const answer = await handler(
            apiGatewayEvent('POST', '/sms/status', formEncode(params), {
              'content-type': 'application/x-www-form-urlencoded',
              'x-twilio-signature': signTwilioRequest(AUTH_TOKEN, STATUS_URL, params),
            }),
          );
          expect(answer).toMatchObject({ statusCode: 204 });
        }
      });

    it('texts-to-one-phone: three failures in a row to one phone fire it, whatever the others get; two, a delivery, one more do not', async () => {
      const interrupted = await callbacks([
        ['undelivered', '+12125550110'],
        ['failed', '+12125550110'],
        ['delivered', '+12125550110'],
        ['undelivered', '+12125550110'],
      ]);
      const broken = '+12125550111';
      const others = ['+12125550112', '+12125550113', '+12125550114', '+12125550115'];
      const inARow = await callbacks([
        ['undelivered', broken],
        ['failed', broken],
        ...others.map((phone): [string, string] => ['delivered', phone]),
        ['undelivered', broken],
      ]);
      expect(fires(alarmOf('texts-to-one-phone'), interrupted)).toBe(false);
      expect(alarmValue(alarmOf('texts-to-one-phone'), inARow)).toBe(3);
      expect(fires(alarmOf('texts-to-one-phone'), inARow)).toBe(true);
      // Three failures among four deliveries: one phone, not the sender.
      expect(fires(alarmOf('texts-failed'), inARow)).toBe(false);
    });

    it('texts-failed: three texts to three phones failing with none delivered fire it, at a small laundry’s volume', async () => {
      const blocked = await callbacks([
        ['failed', '+12125550121'],
        ['undelivered', '+12125550122'],
        ['sent', '+12125550123'],
        ['failed', '+12125550123'],
      ]);
      expect(fires(alarmOf('texts-failed'), blocked)).toBe(true);
      expect(fires(alarmOf('texts-to-one-phone'), blocked)).toBe(false);
    });

    it('sms-signatures-refused: two Twilio requests signed with another token fire it; unsigned probes and the Slack alarm do not', async () => {
      const params = inboundSms({
        from: '+12125550131',
        to: '+15005550006',
        body: 'hi',
        accountSid: ACCOUNT_SID,
      });
      const post = (handler: ReturnType<typeof smsFunction>, signature: string | undefined) =>
        handler(
          apiGatewayEvent('POST', '/sms/inbound', formEncode(params), {
            'content-type': 'application/x-www-form-urlencoded',
            ...(signature ? { 'x-twilio-signature': signature } : {}),
          }),
        );
      const probes = await written(async (observability) => {
        for (let i = 0; i < 3; i++)
          expect(await post(smsFunction(observability), undefined)).toMatchObject({ statusCode: 403 });
      });
      const rotated = await written(async (observability) => {
        const oldToken = signTwilioRequest('the-token-before-rotation-000000', INBOUND_URL, params);
        for (let i = 0; i < 2; i++)
          expect(await post(smsFunction(observability), oldToken)).toMatchObject({ statusCode: 403 });
      });
      expect(fires(alarmOf('sms-signatures-refused'), probes)).toBe(false);
      expect(fires(alarmOf('sms-signatures-refused'), rotated)).toBe(true);
      expect(fires(alarmOf('slack-signatures-refused'), rotated)).toBe(false);
    });
  });

  it('slack-signatures-refused: two Slack events signed with another secret fire it; one does not', async () => {
    const slack = slackTestConfig('alarms-signing-secret-abcdef0123', 'xoxb-alarms');
    const events = (count: number) =>
      written(async (observability) => {
        const handler = createSlackHandler({
          slack,
          queue: { send: async () => undefined },
          onSignatureRefused: () => observability.onSignatureRefused('slack'),
        });
        for (let i = 0; i < count; i++) {
          const { body, contentType } = directMessage({ user: 'U0ALARM1', text: 'hello' });
          const signed = signSlackRequest('the-secret-before-rotation-00000', body);
          const answer = await handler(
            apiGatewayEvent('POST', '/slack/events', body, { 'content-type': contentType, ...signed }),
            lambdaContext('slack'),
          );
          expect(answer).toMatchObject({ statusCode: 401 });
        }
      });
    expect(fires(alarmOf('slack-signatures-refused'), await events(1))).toBe(false);
    const refused = await events(2);
    expect(fires(alarmOf('slack-signatures-refused'), refused)).toBe(true);
    expect(fires(alarmOf('sms-signatures-refused'), refused)).toBe(false);
  });

  it('enqueue-failures and sign-ups-capped: one of each fires its alarm', async () => {
    const refused = await written((observability) =>
      observability
        .countingEnqueueFailures({ send: () => Promise.reject(new QueueError('the queue is down')) })
        .send({ groupId: 'slack:T1:U1', deduplicationId: 'Ev1', body: '{}' })
        .catch(() => undefined),
    );
    const capped = await written(async (observability) => observability.onSignUpsCapped());
    expect(fires(alarmOf('enqueue-failures'), refused)).toBe(true);
    expect(fires(alarmOf('sign-ups-capped'), refused)).toBe(false);
    expect(fires(alarmOf('sign-ups-capped'), capped)).toBe(true);
  });

  it('the dashboard shows every alarm', () => {
    const names = ofType('AWS::CloudWatch::Alarm').map(([, a]) => String(a.Properties.AlarmName));
    const shown = dashboardBody().widgets.flatMap((w) =>
      ((w.properties as { alarms?: string[] }).alarms ?? []).map((arn) => arn.split(':alarm:')[1]),
    );
    expect(names.length).toBeGreaterThanOrEqual(21);
    expect(shown.sort()).toEqual(names.sort());
  });
});
