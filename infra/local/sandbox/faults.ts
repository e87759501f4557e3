/**
 * Fault injection: random rates for soak and demo runs, and a deterministic queue (`failNext`) so a
 * test can say exactly which request fails and how.
 */

export interface SandboxFaults {
  /** Added to every response. */
  latencyMs: number;
  /** 0..1 share of requests answered 503 {"error":"Service unavailable"}. */
  errorRate: number;
  /** 0..1 share of requests whose socket is destroyed without an answer. */
  dropRate: number;
  /** 0..1 share answered 200 with a body that is not valid JSON. */
  malformedRate: number;
  /**
   * The HTTP methods the latency and the rates above apply to (e.g. `PATCH`: a change whose answer
   * comes too late, while everything else answers); every method when absent.
   */
  methods?: string[];
}

export type FaultKind = 'error' | 'drop' | 'malformed' | 'latency';

export interface FailNextRule {
  kind: FaultKind;
  count?: number;
  pathPrefix?: string;
  /** Only requests whose query string (decoded) contains this, e.g. `date=2026-11-26`. */
  query?: string;
  method?: string;
  latencyMs?: number;
}

/** What happens to one request: extra delay, then either normal handling or a fault instead of it. */
export interface FaultDecision {
  delayMs: number;
  fault?: 'error' | 'drop' | 'malformed';
}

const NO_FAULTS: SandboxFaults = { latencyMs: 0, errorRate: 0, dropRate: 0, malformedRate: 0 };

/** Throws a RangeError for a rate outside 0..1 or a negative latency. */
export function checkFaults(faults: Partial<SandboxFaults>): void {
  for (const key of ['errorRate', 'dropRate', 'malformedRate'] as const) {
    const rate = faults[key];
    if (rate !== undefined && !(rate >= 0 && rate <= 1))
      throw new RangeError(`${key} must be between 0 and 1`);
  }
  if (faults.methods?.some((m) => !/^[A-Z]+$/.test(m)))
    throw new RangeError('methods must be HTTP methods in capitals, like PATCH');
  const latency = faults.latencyMs;
  if (latency !== undefined && !(latency >= 0 && Number.isFinite(latency))) {
    throw new RangeError('latencyMs must be a finite number >= 0');
  }
}

interface QueuedFault {
  kind: FaultKind;
  remaining: number;
  pathPrefix?: string;
  query?: string;
  method?: string;
  latencyMs: number;
}

/** Holds the current rates and the deterministic queue, and decides each request's fate. */
export class FaultPlan {
  private faults: SandboxFaults = { ...NO_FAULTS };
  private readonly queue: QueuedFault[] = [];

  constructor(
    initial: Partial<SandboxFaults> = {},
    private readonly random: () => number = Math.random,
  ) {
    this.set(initial);
  }

  /** Merges new rates into the current ones (unmentioned rates keep their value). */
  set(faults: Partial<SandboxFaults>): void {
    checkFaults(faults);
    const defined = Object.fromEntries(Object.entries(faults).filter(([, value]) => value !== undefined));
    this.faults = { ...this.faults, ...defined };
  }

  /** Queues a fault for the next `count` matching requests (rules are consumed first come, first served). */
  failNext(rule: FailNextRule): void {
    const count = rule.count ?? 1;
    if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive integer');
    const latencyMs = rule.latencyMs ?? 1000;
    checkFaults({ latencyMs });
    this.queue.push({
      kind: rule.kind,
      remaining: count,
      pathPrefix: rule.pathPrefix,
      query: rule.query,
      method: rule.method?.toUpperCase(),
      latencyMs,
    });
  }

  /**
   * Decides one request; `path` is the path after the base path (or the whole path outside both bases),
   * `query` its decoded query string.
   */
  decide(method: string, path: string, query = ''): FaultDecision {
    const methods = this.faults.methods;
    const rated = !methods || methods.includes(method.toUpperCase());
    let delayMs = rated ? this.faults.latencyMs : 0;
    const index = this.queue.findIndex(
      (q) =>
        (!q.method || q.method === method.toUpperCase()) &&
        (!q.pathPrefix || path.startsWith(q.pathPrefix)) &&
        (!q.query || query.includes(q.query)),
    );
    const queued = this.queue[index];
    if (queued) {
      queued.remaining -= 1;
      if (queued.remaining === 0) this.queue.splice(index, 1);
      if (queued.kind === 'latency') delayMs += queued.latencyMs;
      else return { delayMs, fault: queued.kind };
    }
    if (!rated) return { delayMs };
    // Draw only for rates that are on, so a run without faults consumes no randomness.
    if (this.faults.dropRate > 0 && this.random() < this.faults.dropRate) return { delayMs, fault: 'drop' };
    if (this.faults.errorRate > 0 && this.random() < this.faults.errorRate)
      return { delayMs, fault: 'error' };
    if (this.faults.malformedRate > 0 && this.random() < this.faults.malformedRate) {
      return { delayMs, fault: 'malformed' };
    }
    return { delayMs };
  }
}
