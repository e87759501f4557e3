import { type LocalDynamo, startLocalDynamo } from '../../infra/local/dynamodb';

/** Where globalTeardown finds the engine; globalSetup and globalTeardown share one global scope. */
export const LOCAL_DYNAMO_GLOBAL = '__TEST_LOCAL_DYNAMO__';

/** Starts ONE in-memory DynamoDB engine for the whole run; test files each get their own table on it. */
export default async function globalSetup(): Promise<void> {
  const lines: string[] = [];
  const dynamo: LocalDynamo = await startLocalDynamo({ log: (line) => lines.push(line) });
  (globalThis as Record<string, unknown>)[LOCAL_DYNAMO_GLOBAL] = dynamo;
  // Workers inherit the environment at spawn time, which is after globalSetup.
  process.env.TEST_DYNAMODB_ENDPOINT = dynamo.endpoint;
  process.env.TEST_DYNAMODB_ENGINE = dynamo.engine;
  if (dynamo.engine === 'dynalite') console.warn(`\n${lines.join('\n')}`);
}
