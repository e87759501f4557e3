import { DynamoDBClient } from '@aws-sdk/client-dynamodb';

/**
 * A DynamoDB client for the deployment (endpoint omitted: default credential chain) or a local engine
 * (endpoint given: dummy static credentials, so no AWS account or profile is needed).
 */
export function createDynamoClient(config: { endpoint?: string; region: string }): DynamoDBClient {
  if (config.endpoint === undefined) return new DynamoDBClient({ region: config.region });
  return new DynamoDBClient({
    region: config.region,
    endpoint: config.endpoint,
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
}
