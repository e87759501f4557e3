import { starting } from '../../../../infra/local/starting';

describe('starting (invariant start-says-what-it-waits-for)', () => {
  it('says what it starts and how long it usually takes before it starts, and its time once ready', async () => {
    const lines: string[] = [];
    let now = 1_000;
    const output = { write: (line: string) => lines.push(line), now: () => now };
    const started = await starting(
      'the local DynamoDB engine',
      '4–8 s',
      async () => {
        expect(lines).toEqual(['Starting the local DynamoDB engine, usually 4–8 s…']);
        now += 5_240;
        return 'engine';
      },
      output,
    );
    expect(started).toBe('engine');
    expect(lines).toEqual(['Starting the local DynamoDB engine, usually 4–8 s…', '  ready in 5.2 s']);
  });
});
