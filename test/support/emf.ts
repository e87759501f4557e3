/**
 * What the functions write as CloudWatch would ingest it: Powertools' JSON log lines and its metrics
 * in the embedded metric format (EMF), captured from stdout and stderr.
 */

/** One line the functions wrote, parsed: a log entry, or an EMF record (it has `_aws`). */
export type Written = Record<string, unknown>;

/**
 * Runs `run` with Powertools' settings as a business's stack gives its functions (service, metrics
 * namespace, JSON lines, the `business` stage), and puts the environment back after.
 * @example const records = await asDeployed('example', () => handler(event, context));
 */
export async function asDeployed<T>(stage: string, run: () => Promise<T>): Promise<T> {
  const env = { ...process.env };
  Object.assign(process.env, {
    POWERTOOLS_SERVICE_NAME: 'laundry-bot',
    POWERTOOLS_METRICS_NAMESPACE: 'LaundryBot',
    POWERTOOLS_DEV: 'false',
    BUSINESS_STAGE: stage,
  });
  try {
    return await run();
  } finally {
    process.env = env;
  }
}
