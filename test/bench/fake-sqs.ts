/**
 * A stand-in for SQS at the HTTP boundary: it answers SendMessage in SQS's JSON protocol (with the MD5
 * the SDK checks) and counts the messages, so the bundled HTTP Lambdas can enqueue in a cold run.
 */
import { createHash, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export const QUEUE_PATH = '/000000000000/bench-turns.fifo';

export interface FakeSqs {
  origin: string;
  /** `origin` + QUEUE_PATH. */
  queueUrl: string;
  sent(): number;
  close(): Promise<void>;
}

export async function startFakeSqs(): Promise<FakeSqs> {
  let sent = 0;
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      if (req.headers['x-amz-target'] !== 'AmazonSQS.SendMessage') {
        res.writeHead(400, { 'content-type': 'application/x-amz-json-1.0' });
        res.end(JSON.stringify({ __type: 'com.amazonaws.sqs#UnsupportedOperation', message: 'bench' }));
        return;
      }
      const { MessageBody } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { MessageBody: string };
      sent++;
      res.writeHead(200, { 'content-type': 'application/x-amz-json-1.0', 'x-amzn-requestid': randomUUID() });
      res.end(
        JSON.stringify({
          MessageId: randomUUID(),
          MD5OfMessageBody: createHash('md5').update(MessageBody, 'utf8').digest('hex'),
          SequenceNumber: String(sent),
        }),
      );
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    queueUrl: `${origin}${QUEUE_PATH}`,
    sent: () => sent,
    close: () => {
      server.closeAllConnections();
      return new Promise((done) => server.close(() => done()));
    },
  };
}
