/**
 * Help names only the commands that do something where it is asked (invariant
 * help-names-what-works-here), over in-memory ports.
 */
import { createFakeWorld, FAKE, transcript } from '../../../support/fake-ports';

const SIGN_IN = ['hi', FAKE.phone, FAKE.otp];

/** What help said, the sentence before the question asked again. */
async function helpAt(lines: string[]): Promise<string> {
  const run = await transcript(createFakeWorld().engine, [...lines, 'help']);
  const said = run.replies.find((r) => r.type === 'text' && r.text.includes('Answer the question'));
  return said && 'text' in said ? said.text : '';
}

describe('help', () => {
  it('at the menu, names neither back, summary nor nevermind, which do nothing there', async () => {
    expect(await helpAt(SIGN_IN)).toBe(
      'Right now I need: what you would like to do. Answer the question, or say: restart or sign out.',
    );
  });

  it('before signing in, names neither sign out nor back at the first question', async () => {
    expect(await helpAt(['hi'])).toBe(
      'Right now I need: phone number. Answer the question, or say: restart.',
    );
  });

  it("at an order's first question, names no back, which would only say it is the first", async () => {
    const atFirst = [...SIGN_IN, 'new order'];
    expect(await helpAt(atFirst)).toBe(
      'Right now I need: services. Answer the question, or say: summary (what you chose so far), restart, nevermind (drop what we are doing), or sign out.',
    );
    const back = await transcript(createFakeWorld().engine, [...atFirst, 'back']);
    expect(back.replies).toContainEqual(expect.objectContaining({ text: "We're at the first question." }));
  });

  it('after an answer mid-order, names all five', async () => {
    expect(await helpAt([...SIGN_IN, 'new order', 'wash and fold'])).toBe(
      'Right now I need: extras. Answer the question, or say: back (the question before), summary (what you chose so far), restart, nevermind (drop what we are doing), or sign out.',
    );
  });

  it('after three replies that do not fit at the menu, the way on names no nevermind, which drops nothing there', async () => {
    const run = await transcript(createFakeWorld({ canHandOff: true }).engine, [
      ...SIGN_IN,
      'zxqv',
      'zxqv',
      'zxqv',
    ]);
    const said = run.replies.flatMap((r) => (r.type === 'text' ? [r.text] : []));
    expect(said).toContain('Say help if you are stuck or agent to talk to a person.');
  });

  it.each([
    ['before signing in', ['hi'], ['Nothing to drop right now.']],
    ['at the menu', SIGN_IN, ['To sign out of this chat, say sign out.']],
    [
      'mid-order',
      [...SIGN_IN, 'new order'],
      ['To drop what we are doing, say nevermind. To sign out of this chat, say sign out.'],
    ],
  ])('"quit" %s names only the ways out that lead somewhere there', async (_where, lines, told) => {
    const run = await transcript(createFakeWorld().engine, [...lines, 'quit']);
    expect(run.replies.flatMap((r) => (r.type === 'text' ? [r.text] : []))).toEqual(told);
  });
});
