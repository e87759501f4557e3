/**
 * The Messages API client over HTTP against the local Twilio recorder (and a server that never
 * answers, for the timeout).
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  startTwilioApiRecorder,
  type TwilioApiRecorder,
} from '../../../../../infra/local/twilio-api-recorder';
import {
  createTwilioMessages,
  TwilioError,
  type TwilioMessages,
} from '../../../../../lib/channels/sms/twilio-messages';

const ACCOUNT = 'AC0123456789abcdef0123456789abcdef';
const TOKEN = 'integration-auth-token-0123456789';
const TO = '+12125550101';
const FROM = '+12125550199';
const BODY = 'Your laundry pickup is confirmed for tomorrow 9-11am.';

let twilio: TwilioApiRecorder;
let sms: TwilioMessages;

beforeEach(async () => {
  twilio = await startTwilioApiRecorder({ accountSid: ACCOUNT, authToken: TOKEN });
  sms = createTwilioMessages({ accountSid: ACCOUNT, authToken: TOKEN, apiUrl: twilio.url, timeoutMs: 2000 });
});

afterEach(async () => {
  await sms.close();
  await twilio.close();
});

async function sendFailure(client: TwilioMessages, to = TO, body = BODY): Promise<TwilioError> {
  const error = await client.send(to, FROM, body).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof TwilioError)) throw new Error(`expected a TwilioError, got ${String(error)}`);
  return error;
}

async function listen(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** Nothing the error shows (message, fields, JSON) holds a phone number or the text. */
function expectNoPersonalData(error: TwilioError, ...secrets: string[]) {
  const shown = [error.message, String(error), JSON.stringify({ ...error }), error.stack ?? ''].join('\n');
  for (const secret of [TO, FROM, TO.slice(1), FROM.slice(1), ...secrets]) {
    expect(shown).not.toContain(secret);
  }
}

it('sends a form POST with Basic auth and answers with the SM sid', async () => {
  const sent = await sms.send(TO, FROM, 'Ça & 50% off + 🧺');
  expect(sent.sid).toMatch(/^SM[0-9a-f]{32}$/);
  expect(twilio.messages).toEqual([
    { to: TO, from: FROM, body: 'Ça & 50% off + 🧺', at: expect.any(Number), sid: sent.sid },
  ]);
});

it('calls onMessage for each create', async () => {
  const seen: string[] = [];
  twilio.onMessage = (message) => seen.push(message.body);
  await sms.send(TO, FROM, 'one');
  await sms.send(TO, FROM, 'two');
  expect(seen).toEqual(['one', 'two']);
});

it('accepts an apiUrl with a trailing slash', async () => {
  const client = createTwilioMessages({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    apiUrl: `${twilio.url}/`,
    timeoutMs: 2000,
  });
  await expect(client.send(TO, FROM, BODY)).resolves.toEqual({ sid: expect.stringMatching(/^SM/) });
  await client.close();
});

it('turns a refused auth token into a non-retryable 401 with code 20003', async () => {
  const wrong = createTwilioMessages({
    accountSid: ACCOUNT,
    authToken: 'wrong-token',
    apiUrl: twilio.url,
    timeoutMs: 2000,
  });
  const error = await sendFailure(wrong);
  await wrong.close();
  expect(error).toMatchObject({
    name: 'TwilioError',
    code: 'TWILIO_SEND_FAILED',
    status: 401,
    twilioCode: 20003,
    moreInfo: 'https://www.twilio.com/docs/errors/20003',
    retryable: false,
    optedOut: false,
  });
  expect(twilio.messages[0]?.sid).toBeUndefined();
  expectNoPersonalData(error, BODY, 'wrong-token');
});

it('rejects a body over 1,600 characters with 21617, and accepts exactly 1,600', async () => {
  const long = 'x'.repeat(1601);
  const error = await sendFailure(sms, TO, long);
  expect(error).toMatchObject({ status: 400, twilioCode: 21617, retryable: false, optedOut: false });
  expectNoPersonalData(error, long);
  await expect(sms.send(TO, FROM, 'x'.repeat(1600))).resolves.toEqual({ sid: expect.any(String) });
});

it('marks 21610 (the recipient replied STOP) as opted out', async () => {
  twilio.failNext({ code: 21610, status: 400 });
  const error = await sendFailure(sms);
  expect(error).toMatchObject({ status: 400, twilioCode: 21610, optedOut: true, retryable: false });
  expectNoPersonalData(error, BODY);
});

it('marks a 503 with no JSON as retryable', async () => {
  twilio.failNext({ status: 503 });
  const error = await sendFailure(sms);
  expect(error).toMatchObject({ status: 503, twilioCode: undefined, retryable: true, optedOut: false });
  expectNoPersonalData(error, BODY);
  // No retry inside: the next send goes through on its own.
  expect(twilio.messages).toHaveLength(1);
  await expect(sms.send(TO, FROM, BODY)).resolves.toEqual({ sid: expect.any(String) });
});

it("marks Twilio's 5xx error JSON and a 429 as retryable", async () => {
  twilio.failNext({ code: 20500, status: 500 });
  twilio.failNext({ code: 20429, status: 429 });
  expect(await sendFailure(sms)).toMatchObject({ status: 500, twilioCode: 20500, retryable: true });
  expect(await sendFailure(sms)).toMatchObject({ status: 429, twilioCode: 20429, retryable: true });
});

it("keeps Twilio's message, which names the number, out of the error (21211)", async () => {
  const bad = '+0123';
  const error = await sendFailure(sms, bad);
  expect(error).toMatchObject({ status: 400, twilioCode: 21211, retryable: false });
  expectNoPersonalData(error, bad, BODY);
});

it('turns a refused connection into a retryable error', async () => {
  const gone = createServer();
  const port = await listen(gone);
  await new Promise((resolve) => gone.close(resolve));
  const client = createTwilioMessages({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    apiUrl: `http://127.0.0.1:${port}`,
    timeoutMs: 2000,
  });
  try {
    const error = await sendFailure(client);
    expect(error).toMatchObject({ status: undefined, twilioCode: undefined, retryable: true });
    expect(error.message).toContain('the request did not complete');
    expectNoPersonalData(error, BODY);
  } finally {
    await client.close();
  }
});

it('times out on a server that never answers, with a retryable error', async () => {
  const hung = createServer(() => {});
  const client = createTwilioMessages({
    accountSid: ACCOUNT,
    authToken: TOKEN,
    apiUrl: `http://127.0.0.1:${await listen(hung)}`,
    timeoutMs: 150,
  });
  try {
    const started = Date.now();
    const error = await sendFailure(client);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(error).toMatchObject({ status: undefined, retryable: true });
    expect(error.message).toContain('no answer within 150 ms');
    expectNoPersonalData(error, BODY);
  } finally {
    await client.close();
    hung.closeAllConnections();
    await new Promise((resolve) => hung.close(resolve));
  }
});
