/**
 * `npm run package -- --stage example` writes the deployable artifacts here, offline and without a
 * login: this runs it and checks the CloudFormation template it wrote (the resources of the design,
 * least-privilege roles with no `*` resource) and that every function's handler exists in its bundle.
 */
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { deployedEventSource } from '../../support/deployed-event-source';
import { CFN_LINT_INSTALL, cfnLintPath } from '../../support/tools';
import { unzip } from '../../support/zip';

const ROOT = join(__dirname, '..', '..', '..');
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
