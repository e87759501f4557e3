/**
 * What the functions write as CloudWatch would ingest it: Powertools' JSON log lines and its metrics
 * in the embedded metric format (EMF), captured from stdout and stderr.
 */

/** One line the functions wrote, parsed: a log entry, or an EMF record (it has `_aws`). */
export type Written = Record<string, unknown>;

/**
 * Captures what the functions write (Powertools logs errors on stderr, everything else on stdout)
 * until `restore`.
 * @example const out = captureOutput(); try { await handler(event, context); } finally { out.restore(); } out.records();
 */
export function captureOutput(): { records: () => Written[]; restore: () => void } {
  const lines: string[] = [];
  const keep = (chunk: string | Uint8Array) => {
    lines.push(String(chunk));
    return true;
  };
  const spies = [
    jest.spyOn(process.stdout, 'write').mockImplementation(keep),
    jest.spyOn(process.stderr, 'write').mockImplementation(keep),
  ];
  return {
    records: () =>
      lines
        .join('')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as Written),
    restore: () => {
      for (const spy of spies) spy.mockRestore();
    },
  };
}

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
