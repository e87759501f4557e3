/**
 * A local HTTP server standing in for an AWS service that has no local engine (SQS's JSON protocol,
 * EventBridge Scheduler's REST-JSON, SSM's JSON): it records each request and answers as the test's
 * `answer` says. The SDK clients under test point their `endpoint` at it.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request as the fake service saw it. */
export interface AwsRequest {
  method: string;
  /** The path, query excluded. */
  path: string;
  query: URLSearchParams;
  headers: IncomingHttpHeaders;
  /** The JSON body ({} when empty). */
  body: Record<string, unknown>;
  /** The body as sent (what its signature covers). */
  rawBody: string;
}

export interface AwsAnswer {
  status: number;
  headers?: Record<string, string>;
  body: string;
  /** Answered this late (a slow service; the caller may have given up and sent it again). */
  delayMs?: number;
  /** No answer: the connection is dropped (ECONNRESET at the caller). */
  dropConnection?: boolean;
}

/**
 * @example const aws = await startFakeAwsEndpoint('application/x-amz-json-1.0', () => ({ status: 200, body: '{}' }));
 */
export async function startFakeAwsEndpoint(contentType: string, answer: (request: AwsRequest) => AwsAnswer) {
  const requests: AwsRequest[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const url = new URL(req.url ?? '/', 'http://localhost');
      const request: AwsRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: text === '' ? {} : (JSON.parse(text) as Record<string, unknown>),
        rawBody: text,
      };
      requests.push(request);
      const { status, headers, body, delayMs, dropConnection } = answer(request);
      if (dropConnection) {
        req.socket.destroy();
        return;
      }
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(status, { 'content-type': contentType, 'x-amzn-requestid': randomUUID(), ...headers });
        res.end(body);
      };
      if (delayMs) setTimeout(send, delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Every request so far, oldest first (emptied by `reset`). */
    requests,
    reset: () => {
      requests.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
