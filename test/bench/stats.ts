/** Percentiles and the few number formats the benchmark prints. */

export interface Summary {
  n: number;
  median: number;
  p95: number;
  p99: number;
  max: number;
}

/**
 * Nearest-rank percentiles of `values`.
 * @example summarize([3, 1, 2]) // { n: 3, median: 2, p95: 3, p99: 3, max: 3 }
 */
export function summarize(values: number[]): Summary {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (p: number) =>
    sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
  return { n: sorted.length, median: at(50), p95: at(95), p99: at(99), max: sorted.at(-1) ?? 0 };
}

export const ms = (value: number) => `${value.toFixed(1)} ms`;
export const ms2 = (value: number) => `${value.toFixed(2)} ms`;
export const times = (value: number) => `${value.toFixed(2)}x`;
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const mib = (value: number) => `${value.toFixed(1)} MiB`;

/** The distinct values, ascending, joined: `1`, or `1, 3` when turns of one kind differ. */
export function distinct(values: number[]): string {
  return [...new Set(values)].sort((a, b) => a - b).join(', ') || '-';
}
