import type { LocalDynamo } from '../../infra/local/dynamodb';
import { LOCAL_DYNAMO_GLOBAL } from './global-setup';

/** Stops the engine globalSetup started, so no Java process outlives the run. */
export default async function globalTeardown(): Promise<void> {
  const scope = globalThis as Record<string, unknown>;
  const dynamo = scope[LOCAL_DYNAMO_GLOBAL] as LocalDynamo | undefined;
  delete scope[LOCAL_DYNAMO_GLOBAL];
  await dynamo?.stop();
}
