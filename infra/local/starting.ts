/**
 * What a local command is starting, said as it goes: a person who ran `npm start` waits 8 to 13 s for
 * the banner, and is told what each piece is and how long it usually takes, then when it is ready.
 *
 * @invariant start-says-what-it-waits-for Each piece of the local stack that takes a while (the engine,
 * the sandbox, the table, the bot) is named on stderr before it starts, with how long it usually takes,
 * and its time once ready: a script's stdout still holds the conversation only.
 */

/** Where the lines go, and the clock that times them (the machine's: this is a process's start, not a turn). */
export interface StartingOutput {
  write(line: string): void;
  now(): number;
}

const STDERR: StartingOutput = {
  write: (line) => process.stderr.write(`${line}\n`),
  now: () => performance.now(),
};

/**
 * Runs `start`, saying first what it starts and how long it usually takes, and then that it is ready.
 * @example const dynamo = await starting('DynamoDB Local (Java)', '4–8 s', () => startLocalDynamo());
 * // stderr: "Starting DynamoDB Local (Java), usually 4–8 s…" then "  ready in 5.2 s"
 */
export async function starting<T>(
  what: string,
  usually: string,
  start: () => Promise<T>,
  output: StartingOutput = STDERR,
): Promise<T> {
  output.write(`Starting ${what}, usually ${usually}…`);
  const began = output.now();
  const started = await start();
  output.write(`  ready in ${((output.now() - began) / 1000).toFixed(1)} s`);
  return started;
}
