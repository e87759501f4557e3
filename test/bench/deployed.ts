/**
 * Cold starts on production's path: each packaged function started as Lambda starts it (its deployed
 * environment, no secret in it: they are read from a local SSM Parameter Store as the function reads
 * them in AWS, with its role's credentials and policy), DynamoDB (the run's local engine) and SQS (the
 * fake, at the HTTP boundary) through their clients; beside the idiomatic peer (idiomatic-slack.ts),
 * started with the Slack function's environment, role and table.
 *
 * Two businesses: `bench`, a single workspace (the bot's token in SSM), and `bench-installed`, on "Add
 * to Slack": the workspace's installation (saved as the OAuth redirect saves it) is read on the Slack
 * function's ack path, as the peer reads its own. The worker's case is its first reply to a DM.
 */
import type { BuiltBundle } from '../../infra/build/bundle';
import { type SsmParameterStore, startSsmParameterStore } from '../../infra/local/ssm-parameter-store';
import { slackInstallationsOf } from '../../lib/channels/slack/workspaces';
import { loadConfig } from '../../lib/config';
import { itemTable } from '../../lib/store/dynamodb-client';
import { APP, BOT_ID, BOT_USER, TEAM } from '../support/slack-payloads';
import { type ColdCase, type ColdWorld, checkAnswer, PEER } from './cold';
import {
  BOT_TOKEN,
  type DeployedLambda,
  deployedLambda,
  signedInboundSms,
  signedSlashCommand,
  withAddToSlack,
} from './lambda-env';

/** The cases as deployed, by name; the peer is the reference of the budgets. */
export const DEPLOYED = {
  slack: 'slack, as deployed (single workspace)',
  slackInstalled: 'slack, as deployed (Add to Slack)',
  sms: 'sms, as deployed',
  worker: 'worker, as deployed (to its first reply)',
  peer: 'idiomatic peer (Bolt, Powertools SSM, SDK DynamoDB and SQS)',
} as const;

export interface DeployedLambdas {
  slack: DeployedLambda;
  slackInstalled: DeployedLambda;
  sms: DeployedLambda;
  worker: DeployedLambda;
}

/** The deployed cases' world: the functions' SSM parameters and roles, and the installation they read. */
export interface Deployed {
  lambdas: DeployedLambdas;
  /** With `extensionCallers`: the same functions, their roles allowing `ssm:GetParameter` too (the extension's call). */
  extension: Record<'slack' | 'slackInstalled' | 'sms', DeployedLambda>;
  ssm: SsmParameterStore;
  close(): Promise<void>;
}

/**
 * Starts the SSM stand-in with every function's secrets and role, and installs the app in the
 * "Add to Slack" business's workspace.
 * @example const deployed = await startDeployed(world); const cases = deployedCases(world, deployed, bundles);
 */
export async function startDeployed(
  world: ColdWorld,
  options: { extensionCallers?: boolean } = {},
): Promise<Deployed> {
  const installedLocal = withAddToSlack(world.local);
  const lambdas: DeployedLambdas = {
    slack: deployedLambda('slack', 'bench', world.local),
    slackInstalled: deployedLambda('slack', 'bench-installed', installedLocal),
    sms: deployedLambda('sms', 'bench', world.local),
    worker: deployedLambda('worker', 'bench', world.local),
  };
  const extension = {
    slack: deployedLambda('slack', 'bench', world.local, { getParameter: true }),
    slackInstalled: deployedLambda('slack', 'bench-installed', installedLocal, { getParameter: true }),
    sms: deployedLambda('sms', 'bench', world.local, { getParameter: true }),
  };
  const all = [...Object.values(lambdas), ...(options.extensionCallers ? Object.values(extension) : [])];
  const ssm = await startSsmParameterStore({
    region: world.local.AWS_REGION ?? 'us-east-1',
    parameters: Object.assign({}, ...all.map((lambda) => lambda.parameters)),
    callers: all.map((lambda) => lambda.caller),
  });
  await slackInstallationsOf(loadConfig({ ...installedLocal, DYNAMODB_TABLE: world.tableName }), {
    table: itemTable(world.dynamo, world.tableName),
    now: () => new Date(),
  }).save({
    teamId: TEAM,
    appId: APP,
    botToken: BOT_TOKEN,
    botUserId: BOT_USER,
    botId: BOT_ID,
    scopes: ['commands', 'chat:write', 'im:history'],
    installedAt: new Date().toISOString(),
  });
  return { lambdas, extension, ssm, close: () => ssm.close() };
}

/**
 * The deployed functions' cases and the peer's; `files` may name another bundle for a case (a variant).
 * @example const measured = await runColdCases(deployedCases(world, deployed, bundles), COLD_RUNS, world.sqs);
 */
export function deployedCases(
  world: ColdWorld,
  deployed: Deployed,
  bundles: Map<string, BuiltBundle>,
): ColdCase[] {
  const { lambdas, ssm } = deployed;
  const fileOf = (name: string) => bundles.get(name)?.file as string;
  const slashCommand = (name: string, file: string, lambda: DeployedLambda): ColdCase => ({
    name,
    file,
    env: lambda.env(ssm),
    event: async () => signedSlashCommand(),
    check: (answer) => checkAnswer('slack', answer, world.slackApi, ''),
    enqueues: 1,
  });
  return [
    slashCommand(DEPLOYED.slack, fileOf('slack'), lambdas.slack),
    slashCommand(DEPLOYED.slackInstalled, fileOf('slack'), lambdas.slackInstalled),
    {
      name: DEPLOYED.sms,
      file: fileOf('sms'),
      env: lambdas.sms.env(ssm),
      event: async () => signedInboundSms(),
      check: (answer) => checkAnswer('sms', answer, world.slackApi, ''),
      enqueues: 1,
    },
    {
      name: DEPLOYED.worker,
      file: fileOf('worker'),
      env: lambdas.worker.env(ssm),
      event: (run) => world.dmEvent(`U0DEPLOYED${run}`),
      check: (answer, run) => checkAnswer('worker', answer, world.slackApi, `U0DEPLOYED${run}`),
      enqueues: 0,
    },
    slashCommand(DEPLOYED.peer, fileOf(PEER), lambdas.slack),
  ];
}
