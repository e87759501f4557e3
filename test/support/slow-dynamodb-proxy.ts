/**
 * An HTTP proxy in front of the test run's DynamoDB engine that can answer late: a request it is told
 * to hold is forwarded to the engine at once (so a write IS applied), and the engine's answer is kept
 * back for a while before it is passed on. A client whose attempt gives up first sees no answer,
 * though its write is in the table: what DynamoDB does when it is slow to answer a write it applied.
 * Every request is recorded, by operation and input, for the test to count what was sent (an attempt
 * sent again, a conversation loaded twice).
 */
import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the proxy passed it on: DynamoDB's operation (`PutItem`) and its JSON input. */
export interface ProxiedRequest {
  operation: string;
  input: Record<string, unknown>;
}

export interface SlowDynamoProxy {
  /** Where the client under test points. */
  endpoint: string;
  /** Every request so far, oldest first. */
  requests: ProxiedRequest[];
  /**
   * Holds the engine's answer to the next request `matches` accepts for `ms` (forwarded at once,
   * answered late); once, for that request alone.
   */
  answerLate(matches: (request: ProxiedRequest) => boolean, ms: number): void;
  /** How many requests `matches` accepts so far. */
  count(matches: (request: ProxiedRequest) => boolean): number;
  close(): Promise<void>;
}

/**
 * @example
 * const proxy = await startSlowDynamoProxy(String(process.env.TEST_DYNAMODB_ENDPOINT));
 * proxy.answerLate((r) => r.operation === 'PutItem', 1200);
 */
export async function startSlowDynamoProxy(engine: string): Promise<SlowDynamoProxy> {
  const requests: ProxiedRequest[] = [];
  const holds: { matches: (request: ProxiedRequest) => boolean; ms: number }[] = [];
  const timers = new Set<NodeJS.Timeout>();

  /** Sends the engine's answer on, once `ms` have passed; nothing when the client gave up meanwhile. */
  const passOn = (answer: IncomingMessage, body: Buffer, res: ServerResponse, ms: number) => {
    const send = () => {
      if (res.destroyed || res.writableEnded) return;
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      res.end(body);
    };
    if (ms === 0) return send();
    const timer = setTimeout(() => {
      timers.delete(timer);
      send();
    }, ms);
    timers.add(timer);
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const request: ProxiedRequest = {
        operation: String(req.headers['x-amz-target'] ?? '').replace(/^DynamoDB_\d+\./, ''),
        input: body.length ? (JSON.parse(body.toString('utf8')) as Record<string, unknown>) : {},
      };
      requests.push(request);
      const held = holds.findIndex((hold) => hold.matches(request));
      const ms = held === -1 ? 0 : (holds.splice(held, 1)[0]?.ms ?? 0);
      const forwarded = httpRequest(
        new URL(req.url ?? '/', engine),
        { method: req.method, headers: req.headers },
        (answer) => {
          const answerChunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => answerChunks.push(chunk));
          answer.on('end', () => passOn(answer, Buffer.concat(answerChunks), res, ms));
        },
      );
      forwarded.on('error', () => res.destroy());
      forwarded.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    answerLate(matches, ms) {
      holds.push({ matches, ms });
    },
    count: (matches) => requests.filter(matches).length,
    async close() {
      for (const timer of timers) clearTimeout(timer);
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
