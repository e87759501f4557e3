import type { AttributeValue } from '@aws-sdk/client-dynamodb';
import { StoreError } from './errors';

export type { AttributeValue } from '@aws-sdk/client-dynamodb';

/** A raw DynamoDB item; the store writes these by hand since the maps are small. */
export type Item = Record<string, AttributeValue>;

/** String attribute. */
export function str(value: string): AttributeValue {
  return { S: value };
}

/** Number attribute; DynamoDB carries numbers as decimal strings. */
export function num(value: number): AttributeValue {
  if (!Number.isFinite(value)) throw new TypeError('DynamoDB numbers must be finite');
  return { N: String(value) };
}

/** Reads a required string attribute, failing loudly on a malformed item rather than guessing. */
export function readString(item: Item, name: string): string {
  const value = item[name]?.S;
  if (value === undefined) throw corrupt(name);
  return value;
}

/** Reads a required number attribute. */
export function readNumber(item: Item, name: string): number {
  const value = readOptionalNumber(item, name);
  if (value === undefined) throw corrupt(name);
  return value;
}

/** Reads a number attribute that may be absent. */
export function readOptionalNumber(item: Item, name: string): number | undefined {
  const text = item[name]?.N;
  if (text === undefined) return undefined;
  const value = Number(text);
  if (!Number.isFinite(value)) throw corrupt(name);
  return value;
}

/** Parses a JSON string attribute. */
export function readJson(item: Item, name: string): unknown {
  const text = readString(item, name);
  try {
    return JSON.parse(text);
  } catch {
    throw corrupt(name);
  }
}

/** Serialises a value for a JSON string attribute; undefined, functions and symbols have no JSON form. */
export function jsonString(value: unknown, what: string): AttributeValue {
  const text = JSON.stringify(value);
  if (text === undefined) throw new TypeError(`${what} is not JSON-serialisable`);
  return { S: text };
}

function corrupt(name: string): StoreError {
  // Names only: values could be tokens or customer data.
  return new StoreError('CORRUPT_ITEM', `stored item has a missing or malformed "${name}" attribute`);
}
