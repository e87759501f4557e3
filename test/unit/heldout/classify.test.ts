/**
 * The held-out verdicts (test/heldout/classify.ts), from what a case's run and its canonical run showed:
 * the outcomes are what the sandbox recorded (`METHOD /path {body}`), here written out.
 */
import { classify, type Observed, outcomeDifferences } from '../../heldout/classify';
import type { Outcome } from '../../heldout/play';

const ORDER = (interval: number, notes = 'ring the bell twice') =>
  `POST /service-order {"bagCount":2,"orderNotes":"${notes}","subscription":{"interval":${interval}}}`;
const SIGNED_IN = [
  'POST /request-otp {"phoneNumber":"2125550101"}',
  'POST /verify-otp {"phoneNumber":"2125550101"}',
];

const outcome = (writes: string[], more: Partial<Outcome> = {}): Outcome => ({
  writes: [...SIGNED_IN, ...writes],
  handoffs: 0,
  signedInAs: 1001,
  question: 'menu',
  ...more,
});

const QUESTIONS = ['sign-in/phone', 'sign-in/otp', 'menu', 'order/frequency', 'order/payment', 'order/tip'];

/** "every second week" at the frequency, meaning every 2 weeks (`3`): the bot went on to the payment, as the meaning does. */
function observed(more: Partial<Observed> = {}): Observed {
  return {
    means: ['3'],
    question: 'order/frequency',
    reaction: {
      question: 'order/payment',
      stayed: false,
      missed: false,
      said: 'Which card should we charge?',
    },
    outcome: outcome([ORDER(2)]),
    before: ['sign-in/phone', 'sign-in/otp', 'menu'],
    flow: 'order',
    canonical: {
      met: new Set(['sign-in/phone', 'sign-in/otp', 'menu', 'order/frequency', 'order/payment', 'order/tip']),
      reaction: {
        question: 'order/payment',
        stayed: false,
        missed: false,
        said: 'Which card should we charge?',
      },
      answered: [],
      next: 'order/payment',
      outcome: outcome([ORDER(2)]),
    },
    known: new Set(QUESTIONS),
    ...more,
  };
}

describe('a held-out reply', () => {
  it('is understood when the bot went on as the meaning does and the service got the same order', () => {
    expect(classify(observed())).toEqual({ verdict: 'understood', why: '' });
  });

  it('is wrong, placed, when the order differs and nothing was asked: every second week became every week', () => {
    const got = classify(observed({ outcome: outcome([ORDER(1)]) }));
    expect(got.verdict).toBe('wrong');
    expect(got.placed).toBe(true);
    expect(got.why).toBe('POST /service-order: subscription.interval 1, not 2');
  });

  it('is understood when a free text differs only by courtesy at its edges ("pls", "just", "xfa")', () => {
    for (const said of [
      'ring the bell twice pls',
      'just ring the bell twice',
      'ring the bell twice, thanks!',
    ])
      expect(classify(observed({ outcome: outcome([ORDER(2, said)]) })).verdict).toBe('understood');
  });

  it('is understood when a note is kept as the person typed it, though the meaning was written tidier', () => {
    for (const said of ['timbre x2', 'ring the bell twice pls', 'no notes, just ring twice'])
      expect(classify(observed({ said, outcome: outcome([ORDER(2, said)]) })).verdict).toBe('understood');
    // The order's notes carry the bot's reference after the person's words: the words are what was typed.
    const said = 'Note: ring the bell twice';
    expect(
      classify(observed({ said, outcome: outcome([ORDER(2, `${said} | Chat ref AB12CD34`)]) })).verdict,
    ).toBe('understood');
  });

  it('is understood when a note is the first clauses of the reply as typed, the rest answering the next question', () => {
    const said = 'no starch on anything, and nothing for the suit';
    expect(classify(observed({ said, outcome: outcome([ORDER(2, 'no starch on anything')]) })).verdict).toBe(
      'understood',
    );
    // Words of the reply that are no clause of its own are no note kept as typed.
    expect(classify(observed({ said, outcome: outcome([ORDER(2, 'no starch on')]) })).verdict).toBe('wrong');
  });

  it('is understood when a note differs from the meaning only by its first capital and closing stop', () => {
    const tidied = observed({
      canonical: { ...observed().canonical, outcome: outcome([ORDER(2, 'Usen la puerta lateral.')]) },
    });
    const typed = (notes: string) =>
      classify({ ...tidied, said: `la nota: ${notes}`, outcome: outcome([ORDER(2, notes)]) });
    expect(typed('usen la puerta lateral').verdict).toBe('understood');
    expect(typed('usen la puerta').verdict).toBe('wrong');
  });

  it("is understood when a note is a run of the person's own words naming all the meaning names", () => {
    const meant = observed({
      canonical: { ...observed().canonical, outcome: outcome([ORDER(2, 'the linen shirts')]) },
    });
    const sent = (said: string, note: string) =>
      classify({ ...meant, said, outcome: outcome([ORDER(2, note)]) }).verdict;
    expect(sent('oh yes, my good linen shirts, they crease', 'my good linen shirts')).toBe('understood');
    expect(sent('Yes. Linen shirts must hang.', 'Linen shirts')).toBe('understood');
    // Missing a word of the meaning, or words the person never typed together: wrong.
    expect(sent('oh yes, my good linen shirts, they crease', 'my good linen')).toBe('wrong');
    expect(sent('linen, and the shirts', 'linen shirts')).toBe('wrong');
    // Round 40: a long word misspelt by one letter ("shrits") names it; a short one ("lien") does not.
    expect(sent('yes the linen shrits', 'the linen shrits')).toBe('understood');
    expect(sent('yes the lien shirts', 'the lien shirts')).toBe('wrong');
    // The meaning's word made an adjective ("linens" of "linen"): named; a word merely begun alike is not.
    expect(sent('yes the linens shirts', 'the linens shirts')).toBe('understood');
    expect(sent('yes the lineup shirts', 'the lineup shirts')).toBe('wrong');
  });

  it('is understood when a note is as typed but for who said it or whom it is said to, at its edges', () => {
    const meant = observed({
      canonical: { ...observed().canonical, outcome: outcome([ORDER(2, 'sin almidón')]) },
    });
    const sent = (said: string, note: string) =>
      classify({ ...meant, said, outcome: outcome([ORDER(2, note)]) }).verdict;
    expect(sent('no starch mano', 'no starch')).toBe('understood');
    expect(sent('mrs k says no bleach on the kids stuff', 'no bleach on the kids stuff')).toBe('understood');
    expect(sent('que no le echen almidón pues, que me raspa', 'que no le echen almidón, que me raspa')).toBe(
      'understood',
    );
    // Words of the note itself are never left out, at an edge or not.
    // Round 41: whom it is said to, opening the note or as a clause of its own; a sentence's end cuts as a comma does.
    expect(sent('Sugar, please no starch', 'please no starch')).toBe('understood');
    expect(sent('no starch, hon, the collar itches', 'no starch, the collar itches')).toBe('understood');
    expect(sent('no starch. for the suit nothing', 'no starch')).toBe('understood');
    expect(sent('no starch on the collar mano', 'no starch mano')).toBe('wrong');
    expect(sent('she said no bleach', 'said no bleach')).toBe('wrong');
    expect(sent('no starch please', 'starch')).toBe('wrong');
  });

  it('is wrong when a note is neither the meaning nor the reply as typed, or a name is kept as typed', () => {
    expect(classify(observed({ said: 'timbre x2', outcome: outcome([ORDER(2, 'timbre')]) })).verdict).toBe(
      'wrong',
    );
    const customer = (name: string) => `POST /customers {"businessName":"${name}"}`;
    const said = 'Lima Tailoring LLC (not Lima Tailors)';
    const named = observed({ said, outcome: outcome([customer(said)]) });
    expect(
      classify({
        ...named,
        canonical: { ...named.canonical, outcome: outcome([customer('Lima Tailoring LLC')]) },
      }).verdict,
    ).toBe('wrong');
  });

  it('is wrong when a free text differs by more than courtesy, or a name by its case', () => {
    for (const said of ['ring the bell once pls', 'pls ring the bell', "it's ring the bell twice"])
      expect(classify(observed({ outcome: outcome([ORDER(2, said)]) })).verdict).toBe('wrong');
    const customer = (first: string) => `POST /customers {"firstName":"${first}"}`;
    const named = observed({ outcome: outcome([customer('ana')]) });
    expect(
      classify({ ...named, canonical: { ...named.canonical, outcome: outcome([customer('Ana')]) } }).verdict,
    ).toBe('wrong');
  });

  it('is wrong but not placed when what differs is where the conversation went, with nothing placed otherwise', () => {
    const got = classify(observed({ outcome: outcome([], { question: 'order/tip' }) }));
    expect(got).toEqual({
      verdict: 'wrong',
      placed: false,
      why: `no ${ORDER(2)}; ended at order/tip, not menu`,
    });
  });

  it('is asked back when the bot said it did not take the reply', () => {
    const reaction = {
      question: 'order/frequency',
      stayed: true,
      missed: true,
      said: 'Choose one of the options.',
    };
    const canonical = { ...observed().canonical, reaction };
    expect(classify(observed({ reaction, canonical, outcome: outcome([ORDER(2)]) })).verdict).toBe('asked');
  });

  it('is asked back when the same question was asked again as it was, whatever came after', () => {
    const reaction = {
      question: 'order/frequency',
      stayed: true,
      missed: false,
      said: 'Choose one of the options.',
    };
    expect(classify(observed({ reaction, outcome: outcome([ORDER(1)]) })).verdict).toBe('asked');
  });

  it('is asked back when the bot asks a question no script knows (one it asks back with)', () => {
    const reaction = {
      question: 'order/frequency-check',
      stayed: false,
      missed: false,
      said: 'Every 2 weeks, right?',
    };
    expect(classify(observed({ reaction })).verdict).toBe('asked');
  });

  it('is asked back when the bot asks again a question answered before it, or by the reply itself', () => {
    const back = { question: 'menu', stayed: false, missed: false, said: 'What would you like to do?' };
    expect(classify(observed({ reaction: back })).verdict).toBe('asked');
    const next = {
      question: 'order/payment',
      stayed: false,
      missed: false,
      said: 'Which card should we charge?',
    };
    const canonical = { ...observed().canonical, answered: ['order/payment'], next: 'order/tip' };
    expect(classify(observed({ reaction: next, canonical })).verdict).toBe('asked');
  });

  it('where the meaning itself stays at the question (a code sent again), is asked back only if the outcome differs', () => {
    const stayed = { question: 'sign-in/otp', stayed: true, missed: false, said: 'What is the code?' };
    const resent = outcome(['POST /request-otp {"phoneNumber":"2125550101"}']);
    const canonical = { ...observed().canonical, reaction: stayed, next: 'sign-in/otp', outcome: resent };
    const atCode = { means: ['1'], question: 'sign-in/otp', reaction: stayed, canonical };
    expect(classify(observed({ ...atCode, outcome: resent })).verdict).toBe('understood');
    expect(classify(observed({ ...atCode, outcome: outcome([]) })).verdict).toBe('asked');
  });

  it('is asked back when the bot asked back, though the run came to no outcome after it', () => {
    const reaction = {
      question: 'order/frequency',
      stayed: true,
      missed: false,
      said: 'Choose one of the options.',
    };
    const stuck = { reaction, outcome: undefined, failure: 'no outcome after 40 turns' };
    expect(classify(observed(stuck))).toEqual({
      verdict: 'asked',
      why: 'asked back: Choose one of the options. (then stuck: no outcome after 40 turns)',
    });
    expect(classify(observed({ ...stuck, means: 'ask' })).verdict).toBe('understood');
  });

  it('is asked back when the bot asks which one where the meaning named it ("can he change 5001 the delivery…": which order?), whatever the script\'s answer there placed', () => {
    const which = { question: 'change/which-order', stayed: false, missed: false, said: 'Which order?' };
    const known = new Set([...QUESTIONS, 'change/which-order', 'change/what-to-change', 'order/which-card']);
    const canonical = {
      ...observed().canonical,
      met: new Set(['menu', 'change/what-to-change', 'change/delivery-day']),
      next: 'change/delivery-day',
    };
    const moved = outcome(['PATCH /service-order/5002/transportation {}']);
    expect(classify(observed({ reaction: which, known, canonical, outcome: moved })).verdict).toBe('asked');
    // Which one of a flow the meaning never went through is no asking back: the reply was acted on.
    const card = { question: 'order/which-card', stayed: false, missed: false, said: 'Which card?' };
    expect(classify(observed({ reaction: card, known, canonical, outcome: moved })).verdict).toBe('wrong');
    // Met by the meaning's run too: the bot went on as meant, and the outcome tells.
    const metToo = { ...canonical, met: new Set([...canonical.met, 'change/which-order']) };
    expect(classify(observed({ reaction: which, known, canonical: metToo, outcome: moved })).verdict).toBe(
      'wrong',
    );
  });

  it('is stuck when its run came to no outcome', () => {
    expect(classify(observed({ outcome: undefined, failure: 'no answer for products/store' }))).toEqual({
      verdict: 'stuck',
      why: 'no answer for products/store',
    });
  });
});

describe('a held-out reply meant to be asked back', () => {
  const unclear = (more: Partial<Observed>) => observed({ means: 'ask', ...more });

  it('is understood when the bot asked back', () => {
    const reaction = {
      question: 'order/frequency',
      stayed: true,
      missed: false,
      said: 'Choose one of the options.',
    };
    expect(classify(unclear({ reaction })).verdict).toBe('understood');
  });

  it('is wrong when the bot acted on it and placed an order otherwise than the script', () => {
    const got = classify(unclear({ outcome: outcome([ORDER(2, 'idk')]) }));
    expect(got.verdict).toBe('wrong');
    expect(got.placed).toBe(true);
  });

  it('is wrong, not placed, when the bot acted on it and left out what the script placed', () => {
    expect(classify(unclear({ outcome: outcome([]) }))).toMatchObject({ verdict: 'wrong', placed: false });
  });

  it('is acted (not understood, not wrong) when the bot acted on it and placed nothing otherwise', () => {
    expect(classify(unclear({})).verdict).toBe('acted');
  });

  it('is understood when the bot asks a question of the flow the script as written never needs ("change my order": which one?), whatever the run\'s guesses placed after it', () => {
    const which = { question: 'order/which-order', stayed: false, missed: false, said: 'Which order?' };
    // A question some script asks, so known: only the flow and the script's own path tell it apart.
    const known = new Set([...QUESTIONS, 'order/which-order', 'sign-up/name']);
    expect(classify(unclear({ reaction: which, known, outcome: outcome([ORDER(1)]) })).verdict).toBe(
      'understood',
    );
    // A question of another flow is no asking back: the reply was acted on.
    const address = { question: 'sign-up/name', stayed: false, missed: false, said: "What's your name?" };
    expect(
      classify(
        unclear({
          reaction: address,
          known,
          outcome: outcome([ORDER(1)]),
        }),
      ).verdict,
    ).toBe('wrong');
  });
});

describe('the differences of two outcomes', () => {
  it('says a moved window by its instants', () => {
    const change = (start: number) =>
      `PATCH /service-order/5002/transportation {"pickup":{"deliveryWindow":[${start},${start + 7_200_000}]}}`;
    const friday = Date.parse('2036-06-06T12:00:00Z');
    const monday = Date.parse('2036-06-02T19:00:00Z');
    expect(outcomeDifferences(outcome([change(friday)]), outcome([change(monday)]))).toEqual([
      'PATCH /service-order/5002/transportation: pickup.deliveryWindow.0 2036-06-02T19:00:00.000Z, not 2036-06-06T12:00:00.000Z, pickup.deliveryWindow.1 2036-06-02T21:00:00.000Z, not 2036-06-06T14:00:00.000Z',
    ]);
  });

  it('names the requests missing and added, the hand-offs, the customer signed in and the last question', () => {
    const expected = outcome([ORDER(2)]);
    const actual = outcome([ORDER(2), 'PATCH /customers/1001/notes {"notes":"x"}'], {
      handoffs: 1,
      signedInAs: null,
      question: 'handoff/waiting',
    });
    expect(outcomeDifferences(expected, actual)).toEqual([
      'also PATCH /customers/1001/notes {"notes":"x"}',
      '1 hand-offs to a person, not 0',
      'signed in as nobody, not 1001',
      'ended at handoff/waiting, not menu',
    ]);
  });
});
