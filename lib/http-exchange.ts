/**
 * One HTTP exchange over Node's own `http`/`https`, for the clients the Lambdas make their calls with
 * (the laundry service, Twilio, SQS).
 *
 * Why not undici (or `fetch`): bundled, undici is some 700 KB that every cold start of the worker
 * compiled (about 70 ms, `npm run bench`), and `fetch` loads Node's own copy on its first call (about
 * 40 ms). These clients need one request and its whole answer as text, and nothing more.
 *
 * @invariant exchange-bounded-by-signal `signal` bounds the whole exchange, answer included: once it aborts, the exchange rejects with the
 *    signal's reason (`AbortSignal.timeout`'s is a `TimeoutError` DOMException).
 * @invariant exchange-failure-rejects-as-is Any other failure (refused, reset, dropped) rejects with Node's error as is (its `code`, such as
 *    `ECONNREFUSED`, tells them apart).
 */
import { Agent as HttpAgent, request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

export interface Exchange {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
  signal: AbortSignal;
}

export interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** Keep-alive connections for one client: `maxSockets` per origin. */
export interface Agents {
  http: HttpAgent;
  https: HttpsAgent;
  /** Closes the idle connections. */
  destroy(): void;
}

export function createAgents(maxSockets: number): Agents {
  const http = new HttpAgent({ keepAlive: true, keepAliveMsecs: 30_000, maxSockets });
  const https = new HttpsAgent({ keepAlive: true, keepAliveMsecs: 30_000, maxSockets });
  return {
    http,
    https,
    destroy() {
      http.destroy();
      https.destroy();
    },
  };
}

/**
 * Sends `exchange` and reads its whole answer; see the rules above.
 * @example const { status, body } = await exchange(agents, { method: 'GET', url, headers: {}, signal: AbortSignal.timeout(5000) });
 */
export function exchange(agents: Agents, { method, url, headers, body, signal }: Exchange): Promise<Answer> {
  const https = url.startsWith('https:');
  return new Promise((resolve, reject) => {
    if (signal.aborted) {
      reject(signal.reason);
      return;
    }
    const fail = (error: unknown) => reject(signal.aborted ? signal.reason : error);
    const req = (https ? httpsRequest : httpRequest)(
      url,
      {
        method,
        headers:
          body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        agent: https ? agents.https : agents.http,
        signal,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('error', fail);
        res.on('aborted', () => fail(new Error('the answer was cut short')));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', fail);
    req.end(body);
  });
}
