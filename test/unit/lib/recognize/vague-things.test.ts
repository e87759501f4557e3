/**
 * A note that only points at a thing (lib/recognize/vague-things.ts, invariant
 * note-says-more-than-a-thing): what it is about, not what to do. Phrasings of the held-out rounds are
 * not repeated here.
 */
import {
  cautionAboutNothing,
  namesNothing,
  namesOnlyAQuality,
  pointsOnlyAt,
  saysVagueThings,
} from '../../../../lib/recognize/vague-things';

describe('a note that only points at a thing (invariant note-says-more-than-a-thing)', () => {
  it.each([
    ['the gate', 'the gate'],
    ['my buzzer.', 'my buzzer'],
    ['el portón', 'el portón'],
    ['the cat thing', 'the cat thing'],
    ['lo del perro', 'lo del perro'],
    ['let him know about the stairs', 'the stairs'],
    ['dile lo del portón', 'lo del portón'],
    // Round 40: something put in the wash, named alone (invariant treatment-alone-asked).
    ['bleach', 'bleach'],
    ['suavizante porfa', 'suavizante porfa'],
  ])('%j points only at %j', (text, thing) => {
    expect(pointsOnlyAt(text)).toBe(thing);
  });
  it.each([
    'no starch',
    'fragile',
    'the side gate is open',
    'use the side gate',
    'la puerta lateral',
    'gate code 4521',
    'leave it with the doorman',
    'tell him to ring twice',
    'buzzer 4B',
    'no bleach',
    'extra softener',
    'sin suavizante',
  ])('%j says more: a note', (text) => {
    expect(pointsOnlyAt(text)).toBeUndefined();
  });
});

describe('notes said as the ones before name nothing (invariant vague-things-name-nothing)', () => {
  it.each(['the same note as before', 'mis notas de siempre', 'usual instructions'])(
    '%j names nothing',
    (text) => {
      expect(namesNothing(text)).toBe(true);
    },
  );
  // Issue 34, round 35's kind: the time before by its last ("la última vez"), "vez" with its z said as a
  // dropped s ("ve'").
  it.each([
    'igual que la última vez',
    "como la otra ve'",
    'lo de la vez anterior',
    'same as the last one',
    // Round 39: a diminutive points as its word does.
    'lo mismito que la vez pasada',
    // Round 41: the order and the day pointed at.
    'same notes as the last order',
    'lo del otro día nomás',
    // "vez" with its z said as an s ("ves"), as it is typed where z and s sound alike.
    'igualito q la otra ves',
    'como la ves pasada',
  ])('%j points at the time before: names nothing', (text) => {
    expect(namesNothing(text)).toBe(true);
  });
  it.each(['no notes', 'note: ring twice', 've a la puerta de atrás', 'la última puerta'])(
    '%j is no vague note',
    (text) => {
      expect(namesNothing(text)).toBe(false);
    },
  );
});

describe('a deferral or a pointer at words said elsewhere names nothing (invariant deferral-names-nothing)', () => {
  it.each([
    'whatever you guys think is best',
    'honestly up to you',
    'you know best',
    'lo que usted crea mejor',
    'como ustedes quieran',
    'a su criterio',
    'like I said before',
    'what I mentioned already',
    'lo que le comenté ya',
    'como les dije',
    // Round 20's kinds, in words of no round: the same as said before, and the answer to come later.
    'lo mismo que te dije ayer',
    'the same as I told you last time',
    "I'll let you know in a minute",
    'let me check',
    'ahorita le digo',
    'después',
    // Pointing at its own words up the chat instead of saying them again: round 28 saved one as the
    // hang-dry instructions.
    'I already said it up there',
    'see my earlier message',
    'scroll up',
    'ya te lo puse',
    'les escribí más arriba',
    'mire mi mensaje anterior',
    'lo mismo de arriba',
    // Said to someone of the store, where the bot never heard it.
    'like I told your driver last week',
    'lo mismo que le comenté a la muchacha de la tienda',
    'ya le dije al repartidor',
    'same as I said to the lady on the phone',
  ])('%j names nothing', (text) => {
    expect(namesNothing(text)).toBe(true);
  });
  // Near misses: a deferral or pointer said with things, or words that only share a deferral's start.
  it.each([
    'whatever is wool',
    'up to you, but the silk blouse for sure',
    'lo que sea de lana',
    'the sweaters, like I said',
    'lo que te dije: las camisas de seda',
    'you pick them up at 9',
    "I'll tell you: the wool sweaters",
    'later ones are silk, hang those',
    'luego las camisas',
    'ya te dije: sin secadora',
    'I said the wool ones',
    'the shirts above the sink',
    'la ropa de arriba',
    'put them on hangers',
    'lo que le dije al chofer: tocar el timbre',
    'tell the driver to knock',
  ])('%j names something', (text) => {
    expect(namesNothing(text)).toBe(false);
  });
});

describe('a quality with no thing names no things to hang-dry (invariant deferral-names-nothing)', () => {
  it.each(['fragile', 'the nice ones', 'las finas', 'lo delicado', 'the fancy stuff'])(
    '%j names only a quality',
    (text) => {
      expect(namesOnlyAQuality(text)).toBe(true);
    },
  );
  it.each(['delicates', 'my delicates', 'delicate blouses', 'la ropa delicada', 'wool', 'las blusas finas'])(
    '%j names things',
    (text) => {
      expect(namesOnlyAQuality(text)).toBe(false);
    },
  );
});

describe('"you know" points at what the bot was never told (invariant deferral-names-nothing)', () => {
  // Round 24's kinds, in words of no round: shared knowledge leaned on, around a pointer or a quality.
  it.each(['the regular ones, you know', 'you know which', 'ya sabes, lo de siempre', 'lo normal, tú sabes'])(
    '%j names nothing',
    (text) => {
      expect(namesNothing(text)).toBe(true);
    },
  );
  it.each(['the fancy ones you know', 'ya sabe, las finitas', 'las delicaditas'])(
    '%j names only a quality',
    (text) => {
      expect(namesOnlyAQuality(text)).toBe(true);
    },
  );
  it.each(['you know, the wool sweaters', 'ya sabes, las camisas de seda', 'the silk ones you know'])(
    '%j names something',
    (text) => {
      expect(namesNothing(text)).toBe(false);
      expect(namesOnlyAQuality(text)).toBe(false);
    },
  );
});

describe('a note said as the usual way names nothing (invariant vague-things-name-nothing)', () => {
  // Round 25's kind, in words of no round.
  it.each(['the same way as always', 'la forma de siempre', 'de la manera normal'])(
    '%j names nothing',
    (text) => {
      expect(namesNothing(text)).toBe(true);
    },
  );
  it.each(['fold them the long way', 'de manera que no se arruguen'])('%j names something', (text) => {
    expect(namesNothing(text)).toBe(false);
  });
});

describe('things named only by what may happen to them, the store to judge which (invariant deferral-names-nothing)', () => {
  it.each(['lo que se pueda estropear', 'whatever might shrink', 'anything that could get damaged'])(
    '%j names nothing',
    (text) => {
      expect(namesNothing(text)).toBe(true);
    },
  );

  it.each(['the sweaters that might shrink', 'la blusa que se puede dañar'])(
    '%j names its things',
    (text) => {
      expect(namesNothing(text)).toBe(false);
    },
  );
});

describe('a caution about a thing never named (invariant caution-about-nothing-asked)', () => {
  it.each(['be careful with those pls', 'gentle with it ok', 'ojo con esos', 'tengan cuidadito con eso'])(
    '%j is asked about',
    (text) => {
      expect(cautionAboutNothing(text)).toBe(text);
    },
  );
  it.each([
    'careful with the beaded top',
    'cuidado con la seda',
    'handle with care',
    'gentle cycle for those',
  ])('%j names its thing or says how: a note', (text) => {
    expect(cautionAboutNothing(text)).toBeUndefined();
  });
});

// Issue 34, round 32: "Sí, fíjese que hay unas prendas que se me encogen" was sent as what to hang-dry.
describe('things said to exist, named only by what happens to them, are none named (invariant vague-things-name-nothing)', () => {
  it.each([
    'there are a few items that shrink in the dryer',
    'I have some pieces that tend to fade',
    'yes, some stuff that always gets ruined by the heat',
    'tengo unas cositas que se estiran',
    'sí, hay algunas prendas que se pueden dañar con el calor',
    'la ropa que se me encoge',
    'unas piezas que no pueden ir a la secadora',
  ])('%j names no things', (text) => {
    expect(saysVagueThings(text)).toBe(true);
  });

  it.each([
    // A cloth, a garment, or where they are: the store can find those.
    'some items that are silk',
    'the things in the blue bag',
    'the wool sweaters that shrink',
    'hay unas camisas que se encogen',
    'unas prendas que tienen etiqueta de no secar',
    // A yes alone with why: no things spoken of at all (the yes is read, the things asked).
    'there are some things my wife wants hung',
  ])('%j is not that', (text) => {
    expect(saysVagueThings(text)).toBe(false);
  });
});

// Issue 34, round 34: "whatever shouldn't go in the dryer" was sent as what to hang-dry: "whatever",
// "anything", "lo que" are the things and open what is said of them at once.
describe('things that are only "whatever" may be harmed, the store to judge which (invariant vague-things-name-nothing)', () => {
  it.each([
    'whatever cant go in the dryer',
    'honestly anything that shouldnt be tumble dried',
    'yeah whatever shrinks',
    'lo que no pueda ir a la secadora',
    'todo lo que se encoja con el calor',
    'pues lo que no deba meterse a la secadora jaja',
  ])('%j names no things', (text) => {
    expect(saysVagueThings(text)).toBe(true);
  });

  it.each([
    // A thing named beside the whatever: the store has that much to go on.
    'the sweaters and whatever else shrinks',
    'whatever is wool',
    'lo que sea de lana',
    'anything silk',
  ])('%j is not that', (text) => {
    expect(saysVagueThings(text)).toBe(false);
  });
});
