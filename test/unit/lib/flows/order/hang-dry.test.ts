/**
 * The hang-dry question ("Anything to hang-dry instead of tumble-dry?") read by its outcomes (invariant
 * yes-no-by-outcome): a negation is taken on what it negates, so keeping something out of the dryer is a
 * yes to hang-drying, never the "no" its first word says; what the order sends follows.
 */
import { orderSaying, PLACE_ORDER, questions, SIGN_IN } from '../conversations';

/** How many of the order's answers come before the hang-dry question. */
const TO_HANG_DRY = PLACE_ORDER.indexOf('place it') - 2;
const answered = (...lines: string[]) => orderSaying(TO_HANG_DRY, lines);

describe('the hang-dry question read by what its negation negates', () => {
  it.each([
    "please don't put the silk blouses in the dryer",
    'keep the linen pants out of the dryer',
    'the cashmere can’t go in the dryer',
    'la blusa de seda no la metan a la secadora',
    'nada de secadora para los pantalones de lino',
  ])('%j is a yes: what to hang-dry is asked, and sent', async (reply) => {
    const { said, bodies } = await answered(reply, 'the silk blouses', 'skip', 'place it');
    expect(questions(said).slice(SIGN_IN.length + TO_HANG_DRY)[0]).toBe('What should we hang-dry?');
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
  });

  it.each([
    'no, the dryer is fine',
    'everything can go in the dryer',
    "nope, don't hang anything",
    'todo a la secadora',
    'nope machine drying works',
  ])('%j is a no', async (reply) => {
    const { bodies } = await answered(reply, 'skip', 'place it');
    expect(bodies[0]).toMatchObject({ isHangDrySelected: false, hangDryInstructions: '' });
  });

  it.each([
    'hang some, dryer for the rest? not sure',
    // A bare "no" said first may be the answer and the rest its reason ("no, the dryer is fine"): asked.
    'no dryer is ok',
    // A doubt is no "no" (invariant doubt-is-no-no), also once the reply was first asked about.
    'mmm no sé',
    'no se la verdad',
  ])('%j is asked again, and nothing is sent', async (reply) => {
    const { said, bodies } = await answered(reply);
    expect(questions(said).at(-1)).toBe('Anything to hang-dry instead of tumble-dry?');
    expect(bodies).toEqual([]);
  });
});

describe('a yes, then what to hang-dry (invariant rest-taken-only-when-certain)', () => {
  it.each([
    ['sí, las blusas de seda', 'las blusas de seda'],
    ['yes, the linen pants', 'the linen pants'],
    // Round 44 ("Yes — the two wool sweaters must not go in the dryer."): a "not" in why the things are
    // named speaks of the dryer, never of the things; the things are sent, never why.
    ["yes, the cashmere sweaters, they don't do well in the dryer", 'the cashmere sweaters'],
    ['sí, las blusas de seda, que nunca van a la secadora', 'las blusas de seda'],
    ['Yes. The silk blouses, they must not shrink.', 'The silk blouses'],
  ])('%j is a yes, and what follows it is sent as the instructions', async (reply, instructions) => {
    const { bodies } = await answered(reply, 'skip', 'place it');
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: instructions });
  });
});

describe('things said without naming them are no hang-dry instructions (invariant vague-things-name-nothing)', () => {
  it.each(['yeah a couple things', 'si porfa, unas cositas', 'yes please, a few bits'])(
    '%j is a yes, and what to hang-dry is still asked: the order sends what is named then',
    async (reply) => {
      const { said, bodies } = await answered(reply, 'the silk blouses', 'skip', 'place it');
      expect(questions(said).slice(SIGN_IN.length + TO_HANG_DRY)[0]).toBe('What should we hang-dry?');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
    },
  );

  // Round 46: "Yes azizam, some things" sent "azizam, some things": a word set apart before the comma,
  // said to the listener, names no things either.
  it.each(['yes habibi, a couple things', 'sí corazoncito, unas cositas', 'yeah jaan, some stuff'])(
    '%j is a yes, and what to hang-dry is still asked',
    async (reply) => {
      const { said, bodies } = await answered(reply, 'the silk blouses', 'skip', 'place it');
      expect(questions(said).slice(SIGN_IN.length + TO_HANG_DRY)[0]).toBe('What should we hang-dry?');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
    },
  );

  // Round 46: "The things with the tag." was sent: a tag every garment has names none of them.
  it.each(['the ones with labels', 'las cosas con la etiqueta', 'the stuff that has a tag'])(
    '%j typed as what to hang-dry is asked again',
    async (reply) => {
      const { said, bodies } = await answered('yes', reply, 'the silk blouses', 'skip', 'place it');
      expect(said.text).toMatch(/Which ones\? Name them|¿Cuáles\?/);
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
    },
  );

  // What the tag says, or the things named with it, names them: sent.
  it.each([
    ['the ones with the hang dry tag', 'the ones with the hang dry tag'],
    ['the shirts with the tag', 'the shirts with the tag'],
  ])('%j typed as what to hang-dry is sent', async (reply, instructions) => {
    const { bodies } = await answered('yes', reply, 'skip', 'place it');
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: instructions });
  });

  it('"some stuff" typed as what to hang-dry is asked again, naming what is wanted', async () => {
    const { said, bodies } = await answered('yes', 'some stuff', 'the silk blouses', 'skip', 'place it');
    expect(said.text).toContain('Which ones? Name them');
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
  });
});

describe('things pointed at as the usual ones name nothing either (invariant vague-things-name-nothing)', () => {
  it.each([
    'my normal things',
    'the regular stuff as always',
    'las prendas de costumbre',
    'lo de siempre nomás',
  ])('%j typed as what to hang-dry is asked again; the order sends what is named then', async (reply) => {
    const { said, bodies } = await answered('yes', reply, 'the silk blouses', 'skip', 'place it');
    expect(said.text).toContain('Which ones? Name them');
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
  });

  // Every word of these is an everyday one that names no option ("the", "my", "stuff"): still nothing named.
  it.each(['the items', 'those items', 'just the stuff pls', 'sus cosas', 'esas cosas nomás'])(
    '%j typed as what to hang-dry is asked again; the order sends what is named then',
    async (reply) => {
      const { said, bodies } = await answered('yes', reply, 'the silk blouses', 'skip', 'place it');
      expect(said.text).toContain('Which ones? Name them');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
    },
  );

  it.each(['whatever', 'lo normal', 'the usual things please'])(
    '%j typed as the order notes is no note: asked, and the order sends none',
    async (reply) => {
      const { said, bodies } = await answered('no', reply, 'skip', 'place it');
      expect(said.text).toContain('skip');
      expect(bodies).toHaveLength(1);
      expect(String(bodies[0]?.orderNotes)).not.toContain(reply);
    },
  );
});

// A stranger's find (invariant wish-to-write-is-no-text): a wish to write a note, its words yet to come,
// is asked for them at the order's notes too, never sent as the note.
it.each([
  'I want to write something for the driver',
  'can I add a quick note for the store',
  'quisiera dejarle un mensaje al chofer',
])('%j typed as the order notes is no note: asked, and the order sends what is typed then', async (reply) => {
  const { said, bodies } = await answered('no', reply, 'ring the bell twice', 'place it');
  expect(said.text).toContain('Type a note, or skip.');
  expect(String(bodies[0]?.orderNotes)).toContain('ring the bell twice');
  expect(String(bodies[0]?.orderNotes)).not.toContain(reply);
});

describe('what to hang-dry cut off after a joining word is asked for again (invariant note-never-unfinished)', () => {
  it.each(['the linen shirts and', 'las camisas de lino y', 'the linen shirts,', 'the linen shirts &'])(
    '%j is asked again, saying where it stopped; the order sends the whole answer typed then',
    async (reply) => {
      const whole = 'the linen shirts and the silk scarf';
      const { said, bodies } = await answered('yes', reply, whole, 'skip', 'place it');
      expect(said.text).toContain('That seems to stop after');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: whole });
    },
  );

  it.each(['the linen shirts and the silk scarf', 'jeans y camisas', 'the wool, and the silk'])(
    '%j, joining words between items, is read as typed',
    async (reply) => {
      const { said, bodies } = await answered('yes', reply, 'skip', 'place it');
      expect(said.text).not.toContain('That seems to stop after');
      expect(bodies[0]).toMatchObject({ hangDryInstructions: reply });
    },
  );

  it('an order note cut off after "and" is asked again too, never sent cut off', async () => {
    const { said, bodies } = await answered(
      'no',
      'ring the bell twice and',
      'ring the bell twice',
      'place it',
    );
    expect(said.text).toContain('That seems to stop after "...bell twice and"');
    expect(String(bodies[0]?.orderNotes)).toContain('ring the bell twice');
    expect(String(bodies[0]?.orderNotes)).not.toContain('twice and');
  });
});

describe('a yes said to someone, then what to hang-dry (invariant courtesy-is-no-content)', () => {
  // Issue 34, round 38: "yeah chile" ("child", said to the listener) sent "chile" as what to hang-dry.
  it.each(['yeah chile', 'yes girl', 'sí jefe', 'claro mami', "yes ma'am"])(
    '%j is a bare yes: what to hang-dry is asked, and the answer to it sent',
    async (reply) => {
      const { said, bodies } = await answered(reply, 'the wool sweaters', 'skip', 'place it');
      expect(questions(said).slice(SIGN_IN.length + TO_HANG_DRY)[0]).toBe('What should we hang-dry?');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the wool sweaters' });
    },
  );

  it('a term of address set off before the things is left out of them', async () => {
    const { bodies } = await answered('yes girl, the wool sweaters', 'skip', 'place it');
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the wool sweaters' });
  });
});

// Round 42: "Which ones you think is best?" and "¿todo lo delicadito se puede?" were sent as what to
// hang-dry. What to hang-dry reads a question to the store as the notes do (asks-the-store.ts).
describe('a question to the store typed as what to hang-dry is asked back (invariant note-question-asked-back)', () => {
  it.each([
    'what do you recommend hanging?',
    'which is safer for linen?',
    'can the rayon dresses go?',
    '¿cuáles me recomiendan?',
    '¿las camisas de rayón se pueden?',
  ])('%j is asked back, never sent; the order sends what is named then', async (reply) => {
    const { said, bodies } = await answered('yes', reply, 'the silk blouses', 'skip', 'place it');
    expect(said.text).toMatch(/can't get you an answer|no le puedo conseguir respuesta/);
    expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
  });
});

// Round 43 (invariant nothing-to-hang-dry-is-no-hang-dry): "Hang-dry: nothing" had been placed.
describe('nothing to hang-dry after all', () => {
  it.each(['nothing', 'forget it, none', 'nah nothing', 'olvídalo, nada'])(
    '%j at what to hang-dry is no hang-dry, and sent so',
    async (reply) => {
      const { bodies } = await answered('yes', reply, 'skip', 'place it');
      expect(bodies).toHaveLength(1);
      expect(bodies[0]).toMatchObject({ isHangDrySelected: false, hangDryInstructions: '' });
    },
  );
});

// Round 43: things named alone at the hang-dry question were asked for a yes or a no
// (invariant things-alone-are-the-things).
describe('things alone, a yes and what to hang-dry', () => {
  it.each(['the wool jumpers pls', 'las camisas y los suéteres'])(
    '%j is a yes, sent as the instructions',
    async (reply) => {
      const { bodies } = await answered(reply, 'skip', 'place it');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: reply });
    },
  );
});

// Rounds 47/48: "sí :white_check_mark:" sent "white_check_mark:" as what to hang-dry, and "sí hay unos"
// sent "hay unos": a yes said again, or there being some, names nothing.
describe('a yes said twice, or some said to be there, names nothing to hang-dry', () => {
  it.each(['sí :white_check_mark:', 'yes 👍', 'yep :+1:', 'sí hay unos', 'yes there are some'])(
    '%j is a yes, and what to hang-dry is still asked',
    async (reply) => {
      const { said, bodies } = await answered(reply, 'the silk blouses', 'skip', 'place it');
      expect(questions(said).slice(SIGN_IN.length + TO_HANG_DRY)[0]).toBe('What should we hang-dry?');
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
    },
  );
});

// Rounds 49/50: "ay ya no se, mejor nada" and "idk, whatever shouldnae go in the dryer" were sent as what to hang-dry.
describe('what to hang-dry said unsure', () => {
  it.each(['ay ya no se, mejor nada', 'idk, whatever shouldnae go in the dryer'])(
    '%j typed as what to hang-dry is asked again, never sent',
    async (reply) => {
      const { said, bodies } = await answered('yes', reply, 'the silk blouses', 'skip', 'place it');
      expect(said.text).toMatch(/Which ones\? Name them|¿Cuáles\?/);
      expect(bodies[0]).toMatchObject({ isHangDrySelected: true, hangDryInstructions: 'the silk blouses' });
    },
  );
});
