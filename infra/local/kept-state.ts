/**
 * What `npm start` keeps across a restart besides the table: the sandbox's data (`sandbox.json`) and the
 * pending reminders (`reminders.json`), beside the DynamoDB data in the local data dir. Each is written
 * when the stack closes (Ctrl-D, Ctrl-C, a script's end) and read when it starts.
 *
 * @invariant kept-with-the-table The sandbox and the reminders are kept only where the table is: in the
 *   local data dir when the embedded engine keeps the table there, or in LOCAL_DATA_DIR when it is set;
 *   a table elsewhere (DYNAMODB_ENDPOINT alone) keeps none, so no run pairs them with another table.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Queue, QueueMessage } from '../../lib/queue/queue';
import {
  createInProcessReminders,
  type InProcessReminders,
  type PendingReminder,
} from '../../lib/reminders/in-process-reminders';
import { type ReminderSpec, reminderMessage } from '../../lib/reminders/reminders';

/** The environment variables read (as local-stack.ts's `Env`). */
type Env = Record<string, string | undefined>;

/** The local data dir: LOCAL_DATA_DIR, else `.data/` at the repository's root. */
export function dataDirOf(env: Env, rootDir: string): string {
  return env.LOCAL_DATA_DIR?.trim() ? resolve(env.LOCAL_DATA_DIR.trim()) : join(rootDir, '.data');
}

/** Where the sandbox and the reminders are kept, or undefined (invariant kept-with-the-table). */
export function keptDirOf(env: Env, rootDir: string): string | undefined {
  return env.DYNAMODB_ENDPOINT && !env.LOCAL_DATA_DIR?.trim() ? undefined : dataDirOf(env, rootDir);
}

/** The dir as the banner and the goodbye name it: relative to the working directory when inside it. */
export function shownDir(dir: string): string {
  const near = relative(process.cwd(), dir);
  return near && !near.startsWith('..') ? `${near}/` : `${dir}/`;
}

/** A kept file's value, or undefined when there is none; one that cannot be read is said, and skipped. */
export function readKept<T extends { v: number }>(file: string | undefined): T | undefined {
  if (!file) return undefined;
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT')
      process.stderr.write(`could not read ${file}: starting without it\n`);
    return undefined;
  }
  try {
    const value = JSON.parse(text) as T;
    if (value?.v === 1) return value;
  } catch {
    // Said below.
  }
  process.stderr.write(`${file} is not what npm start writes: starting without it\n`);
  return undefined;
}

/** Writes a kept file whole (a temporary file renamed over it), readable by its owner only. */
export function writeKept(file: string, value: unknown): void {
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(value)}\n`, { mode: 0o600 });
  renameSync(temporary, file);
}

/** The reminders file's content. */
interface KeptReminderFile {
  v: 1;
  reminders: ReminderSpec[];
  /** Messages put off to a later time (a text held for decent hours), still ahead when the stack closed. */
  later?: { message: QueueMessage; at: number }[];
}

/** The local stack's reminders: timers in this process, kept across restarts, and one brought due on demand. */
export type KeptReminders = InProcessReminders & {
  /**
   * Schedules what the last run left pending; one whose time came while the stack was stopped is sent at
   * once (as the Scheduler would have, late), unless its window has begun. Call once the queue is bound.
   */
  restore(): void;
  /** The soonest pending reminder, sent now instead of at its time; undefined when none is pending. */
  bringDue(): Promise<PendingReminder | undefined>;
  /** How many messages were put off to a later time so far (a text held for decent hours). */
  deferred(): number;
  /** How many of those are still ahead. */
  held(): number;
};

/**
 * In-process reminders on `queue`, kept in `file` (none: not kept) when closed.
 * @example const reminders = createKeptReminders({ queue, leadMinutes: 60, file: '.data/reminders.json' });
 */
export function createKeptReminders(options: {
  queue: Queue;
  leadMinutes: number;
  file: string | undefined;
  /** The stack's clock (epoch ms; default the machine's). */
  now?: () => number;
}): KeptReminders {
  const { queue, file } = options;
  const now = options.now ?? Date.now;
  const inner = createInProcessReminders({ queue, leadMinutes: options.leadMinutes, now });
  const send = (spec: ReminderSpec) =>
    queue.send(reminderMessage(spec, now())).catch((error: unknown) => {
      process.stderr.write(
        `the reminder of order #${spec.orderId} was not queued (${error instanceof Error ? error.name : 'error'})\n`,
      );
    });
  /** What was put off, to keep those still ahead when closing (the inner reminders do not list them). */
  const later: { message: QueueMessage; at: number }[] = [];
  return {
    ...inner,
    deferred: () => later.length,
    held: () => later.filter(({ at }) => at > now()).length,
    async deliverAt(message, at) {
      later.push({ message, at });
      await inner.deliverAt(message, at);
    },
    restore() {
      const kept = readKept<KeptReminderFile>(file);
      for (const { message, at } of kept?.later ?? []) {
        later.push({ message, at });
        void inner.deliverAt(message, at);
      }
      for (const spec of kept?.reminders ?? []) {
        void inner.schedule(spec).then(() => {
          const scheduled = inner.pending().some((p) => p.orderId === spec.orderId && p.leg === spec.leg);
          if (!scheduled && Date.parse(spec.startTime) > now()) void send(spec);
        });
      }
    },
    async bringDue() {
      const [soonest] = inner.pending();
      if (!soonest) return undefined;
      await inner.cancel(soonest.orderId, soonest.leg);
      const { name: _name, at: _at, ...spec } = soonest;
      await send(spec);
      return soonest;
    },
    close() {
      if (file) {
        const reminders = inner.pending().map(({ name: _name, at: _at, ...spec }) => spec);
        const ahead = later.filter(({ at }) => at > now());
        writeKept(file, { v: 1, reminders, later: ahead } satisfies KeptReminderFile);
      }
      inner.close();
    },
  };
}
