/**
 * The worker's SQS event source as the stack deploys it, read from the stack's own files
 * (serverless.yml, infra/resources.yml, infra/businesses/example.yml), so the queue model of the tests
 * and the bench runs with what AWS would run, and a change to the stack changes what they see.
 * test/integration/infra/package.test.ts checks the packaged template has the same numbers.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const ROOT = join(__dirname, '..', '..');

export interface DeployedEventSource {
  /** The worker's reserved concurrency. */
  reservedConcurrency: number;
  /** The event source's maximumConcurrency; Infinity when the stack sets none. */
  maximumConcurrency: number;
  /** The turn queue's redrive policy: receives before the dead-letter queue. */
  maxReceiveCount: number;
  /** QUEUE_MAX_RECEIVES: the receive on which the worker believes it has its last try. */
  workerMaxReceives: number;
}

export function deployedEventSource(business = 'example'): DeployedEventSource {
  const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
  const businessFile = read(`infra/businesses/${business}.yml`);
  const serverless = read('serverless.yml');
  const worker = serverless.slice(serverless.indexOf('\n  worker:'));
  const resolve = (value: string | undefined): number => {
    if (value === undefined) return Number.POSITIVE_INFINITY;
    const variable = /^\$\{self:custom\.business\.(\w+)\}$/.exec(value)?.[1];
    const number = variable ? new RegExp(`^${variable}:\\s*(\\d+)`, 'm').exec(businessFile)?.[1] : value;
    if (!number || !/^\d+$/.test(number)) throw new Error(`cannot read the number ${value}`);
    return Number(number);
  };
  const setting = (text: string, name: string) =>
    new RegExp(`^\\s+${name}:\\s*"?([^"\\s]+)"?\\s*$`, 'm').exec(text)?.[1];
  const reserved = setting(worker, 'reservedConcurrency');
  if (reserved === undefined) throw new Error('serverless.yml: the worker has no reservedConcurrency');
  return {
    reservedConcurrency: resolve(reserved),
    maximumConcurrency: resolve(setting(worker, 'maximumConcurrency')),
    maxReceiveCount: resolve(setting(read('infra/resources.yml'), 'maxReceiveCount')),
    workerMaxReceives: resolve(setting(serverless, 'QUEUE_MAX_RECEIVES')),
  };
}

/**
 * A test stack's queue options as the stack deploys them: the poller's concurrency, the redrive's
 * receives, and the worker told its last receive.
 * @example const stack = await startSlackStack({ now, ...queueAsDeployed() });
 */
export function queueAsDeployed(deployed = deployedEventSource()) {
  return {
    maxReceives: deployed.workerMaxReceives,
    eventSource: {
      maximumConcurrency: deployed.maximumConcurrency,
      reservedConcurrency: deployed.reservedConcurrency,
      maxReceives: deployed.maxReceiveCount,
    },
  };
}
