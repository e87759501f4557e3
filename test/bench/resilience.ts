/**
 * Resilience: scripted orders while the sandbox answers 30% of GETs with 503 (its fault rates, applied
 * to GET only), through the whole Slack path, with the laundry client's backoff as deployed. An order
 * counts as complete when the person was told its order, the service has exactly that one, and no
 * answer had to be given twice nor an apology ("isn't answering") sent on the way.
 */
import { mondayMorning } from '../support/clock';
import { startBenchStack } from './bench-stack';
import { orderAtOnce } from './load';

export const RESILIENCE_ORDERS = 40;
export const GET_ERROR_RATE = 0.3;
/** Share of the orders that must complete without the person repeating anything. */
export const RESILIENCE_BUDGET = 0.95;
/** As in the load test: the worker's reserved concurrency. */
const CONCURRENCY = 10;

export interface ResilienceResult {
  orders: number;
  errorRate: number;
  /** Complete without the person repeating anything (see above). */
  clean: number;
  ordersPlaced: number;
  duplicateOrders: number;
  /** GET requests the sandbox saw, of which about `errorRate` were answered 503. */
  gets: number;
  wallMs: number;
  failures: string[];
}

export async function measureResilience(orders = RESILIENCE_ORDERS): Promise<ResilienceResult> {
  const stack = await startBenchStack({
    now: mondayMorning(),
    concurrency: CONCURRENCY,
    faults: { errorRate: GET_ERROR_RATE, methods: ['GET'] },
    deployedBackoff: true,
  });
  try {
    const crowd = await orderAtOnce(stack, orders, 'FLAKY');
    return {
      orders,
      errorRate: GET_ERROR_RATE,
      clean: crowd.clean,
      ordersPlaced: crowd.ordersPlaced,
      duplicateOrders: crowd.duplicateOrders,
      gets: stack.sandbox.requests.filter((r) => r.method === 'GET').length,
      wallMs: crowd.wallMs,
      failures: crowd.failures.slice(0, 5),
    };
  } finally {
    await stack.close();
  }
}
