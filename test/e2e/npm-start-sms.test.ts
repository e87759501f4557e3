/**
 * `npm start`'s SMS side, through the real entry point: `--channel sms` fed a script texts each line to the
 * gateway as Twilio's signed webhook and prints what the phone receives; without it, the same gateway serves
 * Slack and SMS, and each text sent is one masked line on stderr. Isolated as npm-start.test.ts is: the test
 * run's DynamoDB engine and a table of its own, never .data/; GATEWAY_PORT=0, so it never competes for port
 * 3000; no TWILIO_* or SMS_* of the caller's, so the local stand-in for Twilio runs.
 */
import type { ChildProcessWithoutNullStreams } from 'node:child_process';
import {
  inboundSmsRequest,
  LOCAL_BUSINESS_NUMBER,
  LOCAL_SUPPORT_CONTACT,
  LOCAL_TWILIO_ACCOUNT_SID,
  LOCAL_TWILIO_AUTH_TOKEN,
} from '../../infra/local/local-sms';
import { localStartEnv, runStartToEnd, spawnStart, watchStart } from '../support/local-start';

/** Dana's phone: by SMS the code goes to the phone texting, so the script texts as her. */
const PHONE = '+12125550101';

let child: ChildProcessWithoutNullStreams | undefined;

afterEach(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
  child = undefined;
});

function startProcess(args: string[], env: NodeJS.ProcessEnv): ChildProcessWithoutNullStreams {
  const started = spawnStart(args, env);
  child = started;
  return started;
}

/** Runs `npm start` with `args` on `input` to its end. */
function runStart(args: string[], input: string, env: NodeJS.ProcessEnv = localStartEnv()) {
  return runStartToEnd(args, input, env, (started) => {
    child = started;
  });
}

/** One line typed and the texts the phone got for it: each text's declared length and its body. */
interface Exchange {
  input: string;
  texts: { declared: number; body: string }[];
}

/** The scripted chat's stdout read back: `you › …` lines, each followed by its `sms › [N chars]` blocks. */
function readTranscript(stdout: string): Exchange[] {
  const exchanges: Exchange[] = [];
  let body: string[] | undefined;
  const close = () => {
    const text = exchanges.at(-1)?.texts.at(-1);
    if (text && body) text.body = body.join('\n');
    body = undefined;
  };
  for (const line of stdout.split('\n')) {
    const header = /^sms › \[(\d+) chars\]$/.exec(line);
    if (line.startsWith('you › ')) {
      close();
      exchanges.push({ input: line.slice('you › '.length), texts: [] });
    } else if (header) {
      close();
      exchanges.at(-1)?.texts.push({ declared: Number(header[1]), body: '' });
      body = [];
    } else if (body && line.startsWith('  ')) {
      body.push(line.slice(2));
    } else {
      close();
    }
  }
  close();
  return exchanges;
}

describe('npm start -- --channel sms < script', () => {
  it('texts each line as a signed webhook and prints what the phone receives: sign-in, HELP, STOP, START', async () => {
    const script = ['hi', 'yes', '123456', 'HELP', 'STOP', 'hi', 'START'];
    const { code, stdout, stderr } = await runStart(
      ['--channel', 'sms'],
      `${script.join('\n')}\n`,
      localStartEnv({ SMS_FROM: PHONE }),
    );
    expect({ code, stderr: code === 0 ? '' : stderr }).toEqual({ code: 0, stderr: '' });
    const exchanges = readTranscript(stdout);
    expect(exchanges.map((exchange) => exchange.input)).toEqual(script);
    const said = exchanges.map((exchange) => exchange.texts.map((text) => text.body).join('\n'));

    expect(said[0]).toContain('Shall I text a code to this phone, (***) ***-0101?');
    expect(said[2]).toContain("You're signed in");
    expect(said[3]).toMatch(/Reply STOP to opt out/);
    expect(exchanges[4]?.texts).toHaveLength(1);
    expect(said[4]).toMatch(/^You're unsubscribed from .* texts\./);
    // Opted out: the phone gets nothing, as a carrier would have it.
    expect(exchanges[5]?.texts).toEqual([]);
    expect(said[6]).toMatch(/^You're resubscribed to .* texts\./);

    for (const { declared, body } of exchanges.flatMap((exchange) => exchange.texts)) {
      expect(body.length).toBe(declared);
      expect(declared).toBeLessThanOrEqual(1600);
    }
    // The banner names the phone masked; no full number, and no auth token, is printed anywhere.
    expect(stderr).toContain('SMS:          POST http://127.0.0.1:');
    expect(stderr).toContain('/sms/inbound (this terminal texts it as (***) ***-0101)');
    for (const output of [stdout, stderr]) {
      expect(output).not.toContain('2125550101');
      expect(output).not.toContain(LOCAL_TWILIO_AUTH_TOKEN);
    }
    // The phone's texts are shown whole on stdout, not again as lines on stderr.
    expect(stderr).not.toContain('sms →');
  }, 60_000);

  it('refuses an unknown channel in one line, before anything starts', async () => {
    const { code, stdout, stderr } = await runStart(['--channel', 'fax'], '');
    expect({ code, stdout }).toEqual({ code: 1, stdout: '' });
    expect(stderr.trim().split('\n').at(-1)).toBe(
      'npm start failed: unknown channel "fax": use --channel console or --channel sms',
    );
    expect(stderr).not.toContain('Laundry bot — local stack');
  }, 30_000);
});

describe('npm start: the SMS route on the gateway', () => {
  it('takes a Twilio-signed text beside Slack and prints the reply on stderr whole, the phone masked', async () => {
    const started = startProcess([], localStartEnv());
    const { exited, stderrMatch, stderr } = watchStart(started);

    const [, origin] = await stderrMatch(
      /SMS: +POST (http:\/\/127\.0\.0\.1:\d+)\/sms\/inbound \(npm start -- --channel sms to text from this terminal\)/,
      40_000,
    );
    expect(stderr()).toContain(`Slack:        POST ${origin}/slack/events`);
    const sms = {
      accountSid: LOCAL_TWILIO_ACCOUNT_SID,
      authToken: LOCAL_TWILIO_AUTH_TOKEN,
      apiUrl: '',
      webhookUrl: undefined,
      messagingServiceSid: undefined,
      spanishKeywords: false,
      statusCallbackUrl: undefined,
      supportContact: LOCAL_SUPPORT_CONTACT,
    };
    const request = inboundSmsRequest({ sms, from: '+12125550101', to: LOCAL_BUSINESS_NUMBER, body: 'hi' });
    const response = await fetch(`${origin}/sms/inbound`, { method: 'POST', ...request });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<Response/>');

    // The whole text, every line of it, not its first 60 characters.
    const [, declared, body] = await stderrMatch(
      /^sms → \(\*\*\*\) \*\*\*-0101 \[(\d+) chars\]\n((?: {2}│.*\n)+)/m,
      10_000,
    );
    const text = (body ?? '').replace(/^ {2}│ ?/gm, '').replace(/\n$/, '');
    // A new number's first text names the business and how to stop and get help (US texting rules), then greets.
    expect(text).toMatch(/^Spin City Laundry: Reply STOP to opt out, HELP for help\..*\nHi! /);
    expect(text).not.toContain('…');
    expect(text.length).toBe(Number(declared));
    started.stdin.end();
    expect(await exited).toBe(0);
    expect(stderr()).not.toContain('2125550101');
  }, 60_000);
});
