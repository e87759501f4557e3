/**
 * The local stand-in for API Gateway's HTTP API: a `node:http` server that turns each request into the
 * payload-format-2.0 event a Lambda receives, calls the route's handler, and writes its result back. The
 * handlers are the Lambdas' own (`lib/channels/slack/lambda-handler.ts`), so a request sent with curl
 * takes the same path as one from Slack.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIGatewayProxyEventV2, APIGatewayProxyResultV2, Context } from 'aws-lambda';

export type HttpHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyResultV2>;

/** Largest body accepted, like API Gateway's 10 MB payload limit (much more than Slack sends). */
const MAX_BODY = 10 * 1024 * 1024;

/**
 * The event API Gateway (HTTP API, payload 2.0) gives a Lambda for one request. Header names are
 * lower-cased, as API Gateway does.
 * @example await handler(apiGatewayEvent('POST', '/slack/events', body, headers), lambdaContext());
 */
export function apiGatewayEvent(
  method: string,
  path: string,
  body: string,
  headers: Record<string, string | undefined>,
  options: { base64?: boolean; rawQueryString?: string } = {},
): APIGatewayProxyEventV2 {
  const lower: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers))
    if (value !== undefined) lower[name.toLowerCase()] = value;
  const now = Date.now();
  return {
    version: '2.0',
    routeKey: `${method} ${path}`,
    rawPath: path,
    rawQueryString: options.rawQueryString ?? '',
    headers: lower,
    // API Gateway hands the request's cookies over apart, as a list.
    ...(lower.cookie ? { cookies: lower.cookie.split(/;\s*/) } : {}),
    requestContext: {
      accountId: '000000000000',
      apiId: 'local',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      http: {
        method,
        path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: lower['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey: `${method} ${path}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
    },
    body: options.base64 ? Buffer.from(body, 'utf8').toString('base64') : body,
    isBase64Encoded: options.base64 === true,
  };
}

/** A Lambda context for a local call, with `timeoutMs` to run. */
export function lambdaContext(functionName: string, timeoutMs = 10_000): Context {
  const deadline = Date.now() + timeoutMs;
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:us-east-1:000000000000:function:${functionName}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: () => {},
    fail: () => {},
    succeed: () => {},
  };
}

export interface LocalGateway {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves `routes` ("POST /slack/events" → handler) on 127.0.0.1.
 * @example const gateway = await startGateway({ 'POST /slack/events': slackHandler }, 3000);
 */
export async function startGateway(routes: Record<string, HttpHandler>, port = 0): Promise<LocalGateway> {
  const server: Server = createServer(async (req, res) => {
    const [path = '/', rawQueryString = ''] = (req.url ?? '/').split('?');
    const handler = routes[`${req.method} ${path}`];
    if (!handler) {
      res.writeHead(404).end();
      return;
    }
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += (chunk as Buffer).length;
      if (size > MAX_BODY) {
        res.writeHead(413).end();
        return;
      }
      chunks.push(chunk as Buffer);
    }
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(req.headers))
      if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(',') : value;
    try {
      const result = await handler(
        apiGatewayEvent(req.method ?? 'POST', path, Buffer.concat(chunks).toString('utf8'), headers, {
          rawQueryString,
        }),
        lambdaContext(path),
      );
      const {
        statusCode = 200,
        body = '',
        headers: out = {},
        cookies = [],
      } = typeof result === 'string' ? { body: result } : result;
      res
        .writeHead(statusCode, {
          ...(out as Record<string, string>),
          ...(cookies.length ? { 'set-cookie': cookies } : {}),
        })
        .end(body);
    } catch {
      res.writeHead(500).end();
    }
  });
  // A port in use (EADDRINUSE) rejects here instead of throwing from the server later.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
