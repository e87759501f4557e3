/**
 * A part of the order named at the summary with its new value ("make it 4 bags"): the part's question is
 * opened and takes the value only when it reads it for certain (invariant rest-taken-only-when-certain);
 * otherwise it is asked as usual. What the order sends follows.
 */
import { createFakeWorld, transcript } from '../../../../support/fake-ports';
import { orderSaying, PLACE_ORDER, questions, SIGN_IN } from '../conversations';

const atSummary = (...lines: string[]) => orderSaying(PLACE_ORDER.length - 1, lines);

/** At the summary, then `lines` said in Spanish. */
async function atSummaryInSpanish(...lines: string[]) {
  const world = createFakeWorld();
  const at = await transcript(world.engine, [...SIGN_IN, ...PLACE_ORDER.slice(0, -1)]);
  const said = await transcript(world.engine, lines, {
    state: at.state,
    ...(at.session ? { session: at.session } : {}),
    language: 'es',
  });
  return { said, bodies: world.laundry.createOrderBodies() };
}

describe('a part named at the summary with its new value', () => {
  it.each([
    ['hmm, make it 4 bags', 4],
    ['actually 3 bags please', 3],
  ])('%j changes the bags to %j, and the summary is shown again', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['actually 5 bags, not 2', 5],
    ['espera, pon 4 bolsas', 4],
  ])('%j corrects the bags to %j at the summary', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['it should be 5 bags not 2', 5],
    ['cinco bolsas, no dos', 5],
    ['make it four', 4],
    // Issue 34, round 13: the part, then what its count will be.
    ['las bolsas, van a ser cuatro', 4],
    ["bags, it's gonna be 3", 3],
    // Round 43: the part, then its value after a sentence's end or "que"; a change said as things found,
    // added to the 2 shown.
    ['Bags!! I found another one', 3],
    ['the bags. we found 2 more', 4],
    ['el número de bolsas que son cinco', 5],
    ['las bolsas: encontramos otra más', 3],
  ])('at what to change, %j is the bags and their count', async (reply, count) => {
    const { said, bodies } = await atSummary('change something', reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    const asked = questions(said);
    expect(asked.slice(asked.lastIndexOf('What would you like to change?'))).not.toContain('How many bags?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each(['4 bags not 2 weeks', '5 not 2 weeks'])(
    'at what to change, %j names no part for certain: nothing is taken',
    async (reply) => {
      const { bodies, said } = await atSummary('change something', reply);
      expect(questions(said).at(-1)).not.toBe('Shall I place this order?');
      expect(bodies).toEqual([]);
    },
  );

  it('numbers alone are the options\' places: "1" places the order, "2" at what to change is the services', async () => {
    const placed = await atSummary('1');
    expect(placed.bodies.map((body) => body.bagCount)).toEqual([2]);
    const { said, bodies } = await atSummary('change something', '2');
    expect(questions(said).at(-1)).toBe('Which services from Main Street Laundry?');
    expect(bodies).toEqual([]);
  });

  it('a part named with no value it can read asks its question', async () => {
    const { said, bodies } = await atSummary('change the bags');
    expect(questions(said).at(-1)).toBe('How many bags?');
    expect(bodies).toEqual([]);
  });

  it.each([
    ['bags, 3', 3],
    ['the pickup time, 2', undefined],
  ])(
    'at what to change, %j names the part and a number for it: never also the part in that place',
    async (reply, count) => {
      const { said, bodies } = await atSummary('change something', reply, 'place it');
      const asked = questions(said);
      if (count) {
        // The count taken: the summary shown again, then placed with it.
        expect(asked.at(-2)).toBe('Shall I place this order?');
        expect(bodies.map((body) => body.bagCount)).toEqual([count]);
      } else {
        // "2" is no window the person saw: the pickup's question is asked, nothing placed.
        expect(asked).toContain('Which day should we pick up?');
        expect(bodies).toEqual([]);
      }
    },
  );
});

// Issue 34, round 13: wanting nothing any more, said beside the drop, is the drop.
describe('wanting nothing any more at the summary', () => {
  it.each(['olvídelo, ya no quiero nada', 'no quiero nada ya, bórrelo', "forget it, I don't want anything"])(
    '%j drops the order: nothing is placed, the menu is asked',
    async (reply) => {
      const { said, bodies } = await atSummary(reply);
      expect(questions(said).at(-1)).toBe('What would you like to do?');
      expect(bodies).toEqual([]);
    },
  );

  it.each(['no quiero nada más, hágalo', "I don't want anything else"])('%j drops nothing', async (reply) => {
    const { said } = await atSummary(reply);
    expect(questions(said).at(-1)).not.toBe('What would you like to do?');
  });
});

// Issue 34, round 17–18: the part named by its other words ("bag", "la tarjeta"), or corrected after a
// word of stopping ("hold on", "espera"), is that part at once: never the list of parts asked first.
describe('a part named at the summary in its own other words', () => {
  it.each([
    ['edit bag', 'How many bags?'],
    ['change card pls', 'Which card should we charge?'],
  ])('%j opens that part: %j is asked', async (reply, question) => {
    const { said, bodies } = await atSummary(reply);
    expect(questions(said).at(-1)).toBe(question);
    expect(bodies).toEqual([]);
  });

  it.each([
    ['hold on, make it 4 bags not 2', 4],
    ['wait actually, 5 bags', 5],
  ])('%j is the bags corrected at once: %j bags placed', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  // Issue 34, round 36: the card named with the card it becomes ("cambiar la tarjeta a la master") opened
  // the card's question and dropped which card: the card said is taken when its words pick it.
  it.each(['change the card to the visa', 'change the card to the one ending in 4242'])(
    '%j changes the card at once: the summary is shown again, nothing asked',
    async (reply) => {
      const { said } = await atSummary(reply);
      expect(questions(said).slice(-2)).toEqual(['Shall I place this order?', 'Shall I place this order?']);
    },
  );

  it('"cambiá la tarjeta a la visa" in Spanish changes the card at once', async () => {
    const { said } = await atSummaryInSpanish('cambiá la tarjeta a la visa');
    expect(questions(said)).toEqual(['¿Hago este pedido?']);
  });

  it.each(['change the card to the other one', 'cambiar la tarjeta a la 2'])(
    '%j names no card by its words: asked, never taken',
    async (reply) => {
      const { said } = await atSummary(reply);
      expect(questions(said).at(-1)).not.toBe('Shall I place this order?');
    },
  );

  it.each(['hold on, the bags and the card', 'wait, the card and the bags'])(
    '%j names two parts: neither is opened alone, nothing placed',
    async (reply) => {
      const { said, bodies } = await atSummary(reply);
      expect(questions(said).at(-1)).not.toBe('How many bags?');
      expect(questions(said).at(-1)).not.toBe('Which card should we charge?');
      expect(bodies).toEqual([]);
    },
  );

  // Round 43: a rest joined by "and" that names another part of this list (the time: pickup's or the
  // return's) is this question's, never cut off and dropped for the first part's question.
  it.each(['the bags and also the dry one', 'the bags and also the pickup time'])(
    'at what to change, %j names a second part: no part is opened alone, it is asked back',
    async (reply) => {
      const { said, bodies } = await atSummary('change something', reply);
      expect(questions(said).at(-1)).toBe('What would you like to change?');
      expect(bodies).toEqual([]);
    },
  );

  it('in Spanish, at what to change, "las bolsas y también la hora" names a second part: asked back', async () => {
    const { said, bodies } = await atSummaryInSpanish('cambiar algo', 'las bolsas y también la hora');
    expect(questions(said).at(-1)).toBe('¿Qué desea cambiar?');
    expect(bodies).toEqual([]);
  });

  it('"yes, place it on my card" opens no part: a yes is never a part by its other words', async () => {
    const { said, bodies } = await atSummary('yes, place it on my card');
    expect(questions(said).at(-1)).toBe('What would you like to do?');
    expect(bodies).toHaveLength(1);
  });

  it('"wait, I typed something wrong" names no part: the list of parts is asked', async () => {
    const { said, bodies } = await atSummary('wait, I typed something wrong');
    expect(questions(said).at(-1)).toBe('What would you like to change?');
    expect(bodies).toEqual([]);
  });
});

// Issue 34, round 21: the part, then its new value after a comma, "to" or "a", with a verb of setting it
// or none: the value is offered to the part's question, which takes it only when it reads it alone.
describe('a part and its new value joined by a comma, "to" or "a"', () => {
  it.each([
    ['ok but fix the bags to 5', 5],
    ['no wait, update bags to four', 4],
  ])('at the summary, %j changes the bags to %j', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it('in Spanish, "vale, cámbiele las bolsas a 4" changes the bags to 4', async () => {
    const { said, bodies } = await atSummaryInSpanish('vale, cámbiele las bolsas a 4', 'hacer el pedido');
    expect(questions(said).at(-2)).toBe('¿Hago este pedido?');
    expect(bodies.map((body) => body.bagCount)).toEqual([4]);
  });

  it.each([
    ['the bags, put 5', 5],
    ['bags, set it to 1', 1],
  ])('at what to change, %j is the bags and their count', async (reply, count) => {
    const { said, bodies } = await atSummary('change something', reply, 'place it');
    const asked = questions(said);
    expect(asked.slice(asked.lastIndexOf('What would you like to change?'))).not.toContain('How many bags?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it('in Spanish, "bags" at what to change is the bags', async () => {
    const { said, bodies } = await atSummaryInSpanish('cambiar algo', 'bags');
    expect(questions(said).at(-1)).toBe('¿Cuántas bolsas?');
    expect(bodies).toEqual([]);
  });

  // Near misses: a value the part's question does not read alone is never taken; the question is asked.
  it.each(['change the bags to the big ones', 'fix the bags to 5 or 6'])(
    'at the summary, %j takes no count: the bags are asked, nothing placed',
    async (reply) => {
      const { said, bodies } = await atSummary(reply);
      expect(questions(said).at(-1)).not.toBe('Shall I place this order?');
      expect(bodies).toEqual([]);
    },
  );

  it('"the pickup, 3" at what to change takes no window by its place: the pickup is asked', async () => {
    const { said, bodies } = await atSummary('change something', 'the pickup, 3');
    expect(questions(said).at(-1)).not.toBe('Shall I place this order?');
    expect(bodies).toEqual([]);
  });

  it('"mejor lo pido otro día, descártelo" drops the order: nothing placed', async () => {
    const { said, bodies } = await atSummary('mejor lo pido otro día, descártelo');
    expect(questions(said).at(-1)).toBe('What would you like to do?');
    expect(bodies).toEqual([]);
  });
});

// Issue 34, rounds 25 and 26: the value said inside the words of a change ("need to change, is 3 bags
// not 2", "Uy no, las bolsas son tres, cámbialo porfa") was dropped for the bags' question asked again.
describe('a part and its value said inside the words of a change (invariant value-said-in-a-change-kept)', () => {
  it.each([
    ['oh wait, gotta fix it, its 4 bags', 4],
    ['hold up, we got 5 bags not 2', 5],
    ['looks good but bags → 4 please', 4],
  ])('at the summary, %j is the bags and their count: the summary is shown again', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    const asked = questions(said);
    expect(asked.slice(asked.indexOf('Shall I place this order?'))).not.toContain('How many bags?');
    expect(asked.at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['ay no, las bolsas eran cuatro, cámbialo', 4],
    ['espérate, tengo 5 bolsas no 2', 5],
  ])('at the summary in Spanish, %j is the bags and their count', async (reply, count) => {
    const { said, bodies } = await atSummaryInSpanish(reply, 'hacer el pedido');
    expect(questions(said).slice(0, -1)).not.toContain('¿Cuántas bolsas?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['the bags, they were 4 and not 2', 4],
    ['bolsas pues, al final fueron cinco', 5],
    ['las bolsas, que son 4 y no 2', 4],
  ])('at what to change, %j is the bags and their count', async (reply, count) => {
    const { said, bodies } = await atSummary('change something', reply, 'place it');
    const asked = questions(said);
    expect(asked.slice(asked.lastIndexOf('What would you like to change?'))).not.toContain('How many bags?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  // Near misses: a change refused, a value that is no count of bags, a part with no value.
  it.each([
    ['hold up i got 4 bags not 2 weeks', 'no count of bags alone'],
    ['no need to change it, 4 bags', 'a change refused'],
    ['ok but the bags', 'a part with no value'],
  ])('at the summary, %j (%s) sends nothing and takes no count', async (reply) => {
    const { said, bodies } = await atSummary(reply);
    expect(questions(said).at(-1)).not.toBe('Shall I place this order?');
    expect(bodies).toEqual([]);
  });
});

// Issue 34, round 28: a wish to change naming one part alone opens that part's question; a change said in
// sentences, with the rest said fine, carries its value.
describe('a wish to change naming one part, and a change said in sentences', () => {
  it('"almost, but I need to change the bags" asks how many bags', async () => {
    const { said } = await atSummary('almost, but I need to change the bags');
    expect(questions(said).at(-1)).toBe('How many bags?');
  });

  it('"casi, pero tengo que cambiar las bolsas" asks how many bags', async () => {
    const { said } = await atSummaryInSpanish('casi, pero tengo que cambiar las bolsas');
    expect(questions(said).at(-1)).toBe('¿Cuántas bolsas?');
  });

  it('"Just one fix: it is 4 bags. Everything else looks good." places 4 bags', async () => {
    const { said, bodies } = await atSummary(
      'Just one fix: it is 4 bags. Everything else looks good.',
      'place it',
    );
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([4]);
  });

  it('"almost, but I need to change the bags and the tip" opens neither part alone', async () => {
    const { said } = await atSummary('almost, but I need to change the bags and the tip');
    expect(questions(said).at(-1)).not.toBe('How many bags?');
  });
});

// Issue 34, round 30: the count raised or lowered by a verb of amounts ("bump it to 4 bags", "súbele a
// 4 bolsas"), asked as a question ("could we…?"). Made-up phrasings, in no round.
describe('a count raised or lowered at the summary, asked as a question', () => {
  it.each([
    ['nearly! could we bump it up to 4 bags?', 4],
    ['can you increase it to 5 bags please', 5],
    ['so close, can we reduce it to 1 bag?', 1],
  ])('%j is the bags and their count: the summary is shown again', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    const asked = questions(said);
    expect(asked.slice(asked.indexOf('Shall I place this order?'))).not.toContain('How many bags?');
    expect(asked.at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['casi, ¿le podemos subir a 4 bolsas?', 4],
    ['¿me lo aumentan a 3 bolsas, porfa?', 3],
  ])('in Spanish, %j is the bags and their count', async (reply, count) => {
    const { said, bodies } = await atSummaryInSpanish(reply, 'hacer el pedido');
    expect(questions(said).slice(0, -1)).not.toContain('¿Cuántas bolsas?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  // Near misses: a raise with no count it can read, a count that is no bags', a raise refused.
  it.each([
    ['could we bump it up a bit?', 'no value'],
    ['can we bump it to 4 weeks?', 'no count of bags'],
    ["don't bump it to 4 bags", 'a raise refused'],
  ])('%j (%s) takes no count: placed after, the order keeps its 2 bags', async (reply) => {
    const { bodies } = await atSummary(reply, 'place it');
    expect(bodies.every((body) => body.bagCount === 2)).toBe(true);
  });
});

// Issue 34, round 32: a change typed as a list, line by line, its emoji as Slack sends them, beside a yes
// to the rest: the change wins, never read as the go-ahead its "ok" to the rest looks like.
describe('a change typed line by line at the summary', () => {
  it.each([
    ['- bags should be 4 :point_up_2:\n- all else :thumbsup:', 4],
    ['* son 5 bolsas :eyes:\n* lo demás :white_check_mark:', 5],
  ])('%j changes the bags to %j: the summary is shown again', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it('"- bags should be 4\\n- the rest :-1:" places nothing', async () => {
    const { said, bodies } = await atSummary('- bags should be 4\n- the rest :-1:');
    expect(questions(said).at(-1)).not.toBe('What would you like to do?');
    expect(bodies).toEqual([]);
  });
});

// Issue 34, round 32: a part said small ("las bolsitas"), a mistake said with it, or its value set with
// "make it": that part, and its value when its own question reads it. Made-up phrasings.
describe('a part said small, with a mistake, or set with "make it"', () => {
  it.each([
    ['I got the bags wrong, need to fix that', 'How many bags?'],
    ['how many bags', 'How many bags?'],
  ])('%j opens the bags: %j is asked', async (reply, question) => {
    const { said, bodies } = await atSummary(...(reply.startsWith('how') ? ['change something'] : []), reply);
    expect(questions(said).at(-1)).toBe(question);
    expect(bodies).toEqual([]);
  });

  it('"me equivoqué en las bolsitas, quiero arreglar eso" opens the bags in Spanish', async () => {
    const { said, bodies } = await atSummaryInSpanish('me equivoqué en las bolsitas, quiero arreglar eso');
    expect(questions(said).at(-1)).toBe('¿Cuántas bolsas?');
    expect(bodies).toEqual([]);
  });

  it('"las bolsitas, que sean cuatro" at what to change is 4 bags', async () => {
    const { said, bodies } = await atSummaryInSpanish(
      'cambiar algo',
      'las bolsitas, que sean cuatro',
      'hágalo',
    );
    expect(questions(said).at(-2)).toBe('¿Hago este pedido?');
    expect(bodies.map((body) => body.bagCount)).toEqual([4]);
  });

  it.each(['me equivoqué en las bolsitas y la propina', 'quiero arreglar las bolsitas y la propina'])(
    '%j names two parts: the bags are not opened alone',
    async (reply) => {
      const { said, bodies } = await atSummary(reply);
      expect(questions(said).at(-1)).not.toBe('How many bags?');
      expect(bodies).toEqual([]);
    },
  );
});

// Issue 34, a stranger's try: more said after the yes at the summary ("yes and also have it delivered,
// and bump the tip to 5") was dropped and the order placed without it. What is said after the yes is
// applied or asked about before anything is placed (invariant more-after-the-yes-never-dropped).
describe('a yes at the summary with more said after it', () => {
  it.each([
    'yes and also have it delivered',
    'yes and also have it delivered, and bump the tip to 5',
    'sure, but also the card should be the other one',
    'ok, plus I need to change the address',
    'sí, pero también cambien la dirección',
  ])('%j places nothing: what to change is asked first', async (reply) => {
    const { said, bodies } = await atSummary(reply);
    expect(questions(said).at(-1)).not.toBe('Shall I place this order?');
    expect(questions(said).at(-1)).not.toBe('What would you like to do?');
    expect(bodies).toEqual([]);
  });

  it.each([
    ['yes but also make it 3 bags', 3],
    ['ok and 4 bags please', 4],
  ])('%j changes the bags to %j first: the summary is shown again', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).at(-2)).toBe('Shall I place this order?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['sí, pero que sean 3 bolsas', 3],
    ['dale, y también pon 4 bolsas', 4],
  ])('%j in Spanish changes the bags to %j first', async (reply, count) => {
    const { said, bodies } = await atSummaryInSpanish(reply, 'hágalo');
    expect(questions(said).at(-2)).toBe('¿Hago este pedido?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  // Near misses: what follows the yes says the yes again, or thanks.
  it.each(['yes and thank you', 'yes and go ahead', 'yes and place it', 'sí y gracias'])(
    '%j places the order',
    async (reply) => {
      const { bodies } = await atSummary(reply);
      expect(bodies).toHaveLength(1);
    },
  );
});

// Issue 34, round 38: a bare "no" to "Shall I place this order?" may be a change or the drop: asked which,
// never one of them taken.
describe('a bare no at the summary', () => {
  it.each(['no', 'nope', 'not yet'])('%j asks whether to change something or drop it', async (reply) => {
    const { said, bodies } = await atSummary(reply, 'change something');
    expect(
      said.outcomes[SIGN_IN.length + PLACE_ORDER.length - 1]?.replies.map((r) => ('text' in r ? r.text : '')),
    ).toContain('Change something, or drop this order?');
    expect(questions(said).at(-1)).toBe('What would you like to change?');
    expect(bodies).toEqual([]);
  });

  it.each(['no', 'todavía no'])('%j in Spanish asks the same', async (reply) => {
    const { said, bodies } = await atSummaryInSpanish(reply);
    expect(said.text).toContain('¿Cambiar algo o descartar este pedido?');
    expect(questions(said).at(-1)).toBe('¿Hago este pedido?');
    expect(bodies).toEqual([]);
  });

  it.each([
    ['no, change the bags', 'How many bags?'],
    ['no, drop it', 'What would you like to do?'],
  ])('%j says which: %j', async (reply, next) => {
    const { said } = await atSummary(reply);
    expect(questions(said).at(-1)).toBe(next);
  });
});

// Issue 34, round 38: a yes taken back for a change ("ajá, pero quiero cambiar una vaina") asks what to
// change; throwing it out ("bótalo") is the drop.
describe('the summary in Caribbean words', () => {
  it('"ajá, pero quiero cambiar una vaina" asks what to change', async () => {
    const { said, bodies } = await atSummaryInSpanish('ajá, pero quiero cambiar una vaina');
    expect(questions(said).at(-1)).toBe('¿Qué desea cambiar?');
    expect(bodies).toEqual([]);
  });

  it.each(['bótalo, mejor lo hago otro día', 'bótalo'])('%j drops the order', async (reply) => {
    const { said, bodies } = await atSummaryInSpanish(reply);
    expect(said.text).toContain('descarté este pedido');
    expect(bodies).toEqual([]);
  });
});

// Held-out round 40: at what to change, the bags' new count said as a correction of what was entered,
// as one more, or last after why ("…so 3"), was asked again as the bags' question. Made-up phrasings.
describe('the bags changed by one more, a count entered taken back, or a count after why (round 40)', () => {
  it.each([
    ['the bags, my son brought one more down so 4', 4],
    ['add another bag', 3],
    ['I typed 2 bags but there are 5', 5],
  ])('at what to change, %j is the bags and their count: %j placed', async (reply, count) => {
    const { said, bodies } = await atSummary('change something', reply, 'place it');
    const asked = questions(said);
    expect(asked.slice(asked.lastIndexOf('What would you like to change?'))).not.toContain('How many bags?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['dije 2 bolsas pero son cuatro', 4],
    ['Añadí una bolsa más', 3],
    ['bolsas, al final hay otra más', 3],
  ])('in Spanish, at what to change, %j is the bags and their count: %j placed', async (reply, count) => {
    const { said, bodies } = await atSummaryInSpanish('cambiar algo', reply, 'hágalo');
    expect(questions(said).slice(1, -1)).not.toContain('¿Cuántas bolsas?');
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  // Near misses: the count after why is no count alone, or the change is of something else.
  it('at what to change, "the bags, my son brought more down so a lot" takes no count: the bags are asked', async () => {
    const { said, bodies } = await atSummary(
      'change something',
      'the bags, my son brought more down so a lot',
    );
    expect(questions(said).at(-1)).toBe('How many bags?');
    expect(bodies).toEqual([]);
  });

  it('at what to change, "one more thing" is no bag more: placed after, the order keeps its 2 bags', async () => {
    const { bodies } = await atSummary('change something', 'one more thing', 'place it');
    expect(bodies.map((body) => body.bagCount)).toEqual([2]);
  });
});

// Round 44 ("The card — use the Mastercard."): a dash sets a part's new value off as a colon does.
describe('a part, a dash, then its new value (invariant value-said-in-a-change-kept)', () => {
  it.each(['payment – visa', 'payment - the visa please', 'card — visa'])(
    'at what to change, %j is the card, its question never asked',
    async (reply) => {
      const { said, bodies } = await atSummary('change something', reply, 'place it');
      const asked = questions(said);
      expect(asked.slice(asked.lastIndexOf('What would you like to change?'))).not.toContain(
        'Which card should we charge?',
      );
      expect(asked.at(-2)).toBe('Shall I place this order?');
      expect(bodies).toHaveLength(1);
    },
  );
});

// Round 45–46's kind ("a part should be its value", "…then send it"): a part said to be its new value,
// with no verb of changing, is that part changed (invariant value-said-in-a-change-kept).
describe('a part said to be its new value, at the summary', () => {
  it.each([
    ['the bags shoud be 4', 4],
    ['bag count needs to be 5', 5],
    ['number of bags = 1', 1],
    ['dad says it should be 4 bags', 4],
  ])('%j changes the bags to %j: the summary shown again, nothing asked', async (reply, count) => {
    const { said, bodies } = await atSummary(reply, 'place it');
    expect(questions(said).slice(-3)).toEqual([
      'Shall I place this order?',
      'Shall I place this order?',
      'What would you like to do?',
    ]);
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  it.each([
    ['las fundas son 4, no 2', 4],
    ['las bolsas deberían ser cuatro', 4],
    ['ponele 5 bolsas', 5],
    ['la cantidad de jabas tiene que ser 1', 1],
  ])('in Spanish, %j changes the bags to %j', async (reply, count) => {
    const { said, bodies } = await atSummaryInSpanish(reply, 'hacer el pedido');
    expect(questions(said)).toEqual(['¿Hago este pedido?', '¿Qué desea hacer?']);
    expect(bodies.map((body) => body.bagCount)).toEqual([count]);
  });

  // Invariant change-before-go-ahead-shown-first: the change is made and shown; nothing is placed yet.
  it.each([
    ['change bags to 4, then send it', 'en'],
    ['bags → 5 and then place it', 'en'],
    ['ponle 4 bolsas y envíalo', 'es'],
  ])('%j changes the bags and shows the summary again: nothing placed', async (reply, language) => {
    const { said, bodies } = language === 'es' ? await atSummaryInSpanish(reply) : await atSummary(reply);
    expect(questions(said).at(-1)).toBe(
      language === 'es' ? '¿Hago este pedido?' : 'Shall I place this order?',
    );
    expect(said.text).toMatch(language === 'es' ? /Bolsas: +4/ : /Bags: +[45]/);
    expect(bodies).toEqual([]);
  });

  // Near misses: another change joined, no value, or more after the go-ahead: nothing taken, nothing placed.
  it.each(['bags should be 3 and the tip 5', 'the bags should be fine', 'bags 4 then send it to my office'])(
    '%j takes no count: asked, nothing placed',
    async (reply) => {
      const { said, bodies } = await atSummary(reply);
      expect(questions(said).at(-1)).not.toBe('What would you like to do?');
      expect(said.text).not.toMatch(/Bags: +[345]/);
      expect(bodies).toEqual([]);
    },
  );
});

// Round 45–46's kind ("bin it, …", "descártalo, …"): a verb of throwing away said of "it", the order on
// screen, is the drop (invariant discarding-it-drops-the-order); of a part, or refused, never.
describe('the order thrown away in the person words', () => {
  it.each([
    'trash it',
    "ditch it, I'll order another day",
    "junk it we'll order later",
    'nvm, dump the whole thing',
  ])('%j drops the order: nothing placed, the menu asked', async (reply) => {
    const { said, bodies } = await atSummary(reply);
    expect(questions(said).at(-1)).toBe('What would you like to do?');
    expect(bodies).toEqual([]);
  });

  it.each(['deséchalo', 'tírelo nomás, lo pido mañana'])('in Spanish, %j drops the order', async (reply) => {
    const { said, bodies } = await atSummaryInSpanish(reply);
    expect(questions(said)).toEqual(['¿Qué desea hacer?']);
    expect(bodies).toEqual([]);
  });

  it.each(["don't bin it", 'never toss it'])('%j refuses the drop: asked, nothing dropped', async (reply) => {
    const { said, bodies } = await atSummary(reply);
    expect(questions(said).at(-1)).toBe('Shall I place this order?');
    expect(said.text).not.toContain('dropped');
    expect(bodies).toEqual([]);
  });

  it.each(['scrap the extras', 'ditch the card'])('%j is a change, never the drop', async (reply) => {
    const { said, bodies } = await atSummary(reply);
    expect(questions(said).at(-1)).not.toBe('What would you like to do?');
    expect(said.text).not.toContain('dropped');
    expect(bodies).toEqual([]);
  });

  it.each(['bótalo, lo recogen mañana', 'quita la propina'])(
    'in Spanish, %j is no drop for certain: nothing dropped',
    async (reply) => {
      const { said, bodies } = await atSummaryInSpanish(reply);
      expect(questions(said).at(-1)).not.toBe('¿Qué desea hacer?');
      expect(bodies).toEqual([]);
    },
  );
});
