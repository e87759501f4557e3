/**
 * A turn that reaches the dead-letter queue, through the whole Slack path with the queue as deployed:
 * the event source's poller and concurrency and the redrive's receives read from the stack's files
 * (test/support/deployed-event-source.ts), the worker told its last receive by the stack's environment.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createObservability } from '../../lib/lambda/observability';
import type { WorkerLine } from '../../lib/worker/handler';
import { captureOutput } from '../support/captured-output';
import { mondayMorning } from '../support/clock';
import { deployedEventSource, queueAsDeployed } from '../support/deployed-event-source';
import { blocksText, type SlackStack, startSlackStack } from '../support/slack-stack';

const SORRY =
  "Sorry, something went wrong on our side and I couldn't answer your last message. Please send it again.";

describe('a turn dead-lettered, with the event source as deployed', () => {
  const deployed = deployedEventSource();
  let stack: SlackStack;
  beforeEach(async () => {
    stack = await startSlackStack({ now: mondayMorning(), ...queueAsDeployed(deployed) });
  });
  afterEach(() => stack.close());

  it('a turn that fails on every receive, in a crowd larger than the worker, is dead-lettered and the person is told once', async () => {
    const dana = stack.person('U0DANA');
    const crowd = Array.from({ length: 2 * deployed.reservedConcurrency }, (_, i) =>
      stack.person(`U0CROWD${String(i).padStart(2, '0')}`),
    );
    for (let i = 0; i < deployed.maxReceiveCount; i++)
      stack.slackApi.failNext(
        'chat.postMessage',
        'fatal_error',
        (args) => args.channel === dana.dm && args.text !== SORRY,
      );

    await Promise.all([dana.slash(), ...crowd.map((person) => person.slash())]);
    await stack.queue.drain();

    expect(stack.queue.deadLetters).toHaveLength(1);
    expect(dana.messages().map((m) => m.text)).toEqual([SORRY]);
    const danaTries = stack.workerLog.filter(
      (line) => line.messageId === stack.queue.deadLetters[0]?.attributes.MessageDeduplicationId,
    );
    // Every receive ran the turn: none was spent on a throttle.
    expect(danaTries.map((line) => line.msg)).toEqual([
      ...Array(deployed.maxReceiveCount - 1).fill('turn failed, will be retried'),
      'turn failed on its last try',
    ]);
    for (const person of crowd) expect(blocksText(person.openMenu().blocks)).toContain('mobile number');
    expect(stack.queue.throttled()).toBe(0);

    // The runbook's search ("Redrive the dead-letter queue", step 1) finds the dead-lettered turn, and
    // only it, among the lines as the worker function writes them to its log.
    const found = asLogged(stack.workerLog).filter((line) =>
      matchesFilterPattern(RUNBOOK_DEAD_LETTER_SEARCH, line),
    );
    expect(found).toHaveLength(1);
    expect(JSON.parse(found[0] as string)).toMatchObject({
      correlation_id: stack.queue.deadLetters[0]?.attributes.MessageDeduplicationId,
      level: 'ERROR',
    });
  });
});

/** The filter pattern of docs/operating.md's search for dead-lettered turns (`aws logs tail … --filter-pattern '…'`). */
const RUNBOOK_DEAD_LETTER_SEARCH = ((): string => {
  const runbook = readFileSync(join(__dirname, '..', '..', 'docs', 'operating.md'), 'utf8');
  const redrive = runbook.slice(runbook.indexOf('### Redrive the dead-letter queue'));
  const pattern = /--filter-pattern\s+'([^']+)'/.exec(redrive)?.[1];
  if (!pattern) throw new Error('docs/operating.md: the redrive has no log search');
  return pattern;
})();

/**
 * CloudWatch Logs' filter pattern for unstructured terms: every term (a word, or a phrase in double
 * quotes) appears in the log event, case-sensitive. The runbook uses no other form.
 */
function matchesFilterPattern(pattern: string, event: string): boolean {
  const terms = [...pattern.matchAll(/"([^"]+)"|(\S+)/g)].map((m) => (m[1] ?? m[2]) as string);
  return terms.every((term) => event.includes(term));
}

/** The worker's lines as its function writes them to CloudWatch Logs (lib/lambda/observability.ts). */
function asLogged(lines: readonly WorkerLine[]): string[] {
  const out = captureOutput();
  try {
    const observability = createObservability();
    for (const line of lines) observability.workerLine(line);
  } finally {
    out.restore();
  }
  return out.records().map((record) => JSON.stringify(record));
}
