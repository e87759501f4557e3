/**
 * Each port's calls are sorted once, beside the port, into mutating and reading (lib/ports.ts): the
 * compiler checks the lists against the port's type; these check them against the objects the bot
 * really builds, so a method added at runtime only is caught too.
 */

import type { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { createLaundryClient } from '../../../lib/laundry/client';
import { LAUNDRY_MUTATING, LAUNDRY_READING } from '../../../lib/laundry/port';
import { createDynamoOrderLedger } from '../../../lib/store/dynamo-order-ledger';
import { LEDGER_MUTATING, LEDGER_READING } from '../../../lib/store/order-ledger';
import {
  createDynamoSignInAttempts,
  SIGN_IN_MUTATING,
  SIGN_IN_READING,
} from '../../../lib/store/sign-in-attempts';

/** The methods of a built port, less those that are the process's rather than the dialog's. */
function methodsOf(port: object, except: string[] = []): string[] {
  return Object.entries(port)
    .filter(([name, value]) => typeof value === 'function' && !except.includes(name))
    .map(([name]) => name)
    .sort();
}

function sortedOnce(mutating: readonly string[], reading: readonly string[]): string[] {
  const all = [...mutating, ...reading];
  expect(new Set(all).size).toBe(all.length);
  return all.sort();
}

// Built with a client they never call: nothing here reaches DynamoDB.
const dynamo = { client: {} as DynamoDBClient, tableName: 'unused' };

describe('ports sorted into mutating and reading calls', () => {
  it("every endpoint of the laundry client is in exactly one list (its close is not the dialog's)", async () => {
    const laundry = createLaundryClient({
      apiUrl: 'http://127.0.0.1:9/api/v1/common',
      authUrl: 'http://127.0.0.1:9/api/v1/auth',
      timeoutMs: 1000,
      getRetries: 0,
    });
    try {
      expect(sortedOnce(LAUNDRY_MUTATING, LAUNDRY_READING)).toEqual(methodsOf(laundry, ['close']));
    } finally {
      await laundry.close();
    }
  });

  it('every method of the order ledger is in exactly one list', () => {
    expect(sortedOnce(LEDGER_MUTATING, LEDGER_READING)).toEqual(methodsOf(createDynamoOrderLedger(dynamo)));
  });

  it('every method of the sign-in attempts is in exactly one list', () => {
    const attempts = createDynamoSignInAttempts({
      ...dynamo,
      fingerprint: (phone) => `fp-${phone}`,
      signUpsPerDay: 1,
    });
    expect(sortedOnce(SIGN_IN_MUTATING, SIGN_IN_READING)).toEqual(methodsOf(attempts));
  });
});
