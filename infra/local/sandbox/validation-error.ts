/**
 * Turns zod issues into the one-line `error` string the sandbox answers with, naming the offending
 * property so a developer sees at once which field of their request is wrong.
 */
import type { z } from 'zod';

/** `['orderServices', 0, 'servicePriceId']` → `orderServices[0].servicePriceId`. */
export function formatPath(path: ReadonlyArray<PropertyKey>): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out || 'body';
}

/** The message for the most useful issue: an unexpected property first, then a missing one, then the rest. */
export function describeIssues(error: z.ZodError): string {
  const issues = error.issues;
  const unknown = issues.find((issue) => issue.code === 'unrecognized_keys');
  if (unknown && unknown.code === 'unrecognized_keys') {
    const names = unknown.keys.map((key) => formatPath([...unknown.path, key]));
    return `Property not allowed: ${names.join(', ')}`;
  }
  const first = issues[0];
  if (!first) return 'Invalid request body';
  // With reportInput, only an absent property has no input.
  const missing =
    ['invalid_type', 'invalid_value', 'invalid_union'].includes(first.code) &&
    (!('input' in first) || first.input === undefined);
  if (missing) return `${formatPath(first.path)} is required`;
  return `${formatPath(first.path)}: ${first.message}`;
}
