/** A reminder's answer in the person's own words (invariant reminder-answer-whole). */
import {
  awayOnADay,
  readReminderAnswer,
  readReminderMoveTo,
  readStaffChangeAnswer,
  withoutLeadingNo,
} from '../../../../lib/recognize';

describe('an answer to a reminder', () => {
  it.each([
    'that works for me',
    "that's fine, thanks",
    'sounds good',
    'keep it please',
    'está bien así',
    'déjelo así',
    // "ok" as texted.
    'kk thanks',
  ])('%j keeps it', (text) => {
    expect(readReminderAnswer(text)).toBe('keep');
  });

  it.each([
    'can we do a different day',
    'I need to reschedule it',
    "I'm out on monday, can you move it",
    '¿se puede cambiar?',
    'no voy a estar el jueves, ¿podemos otro día?',
  ])('%j moves it', (text) => {
    expect(readReminderAnswer(text)).toBe('move');
  });

  it.each([
    "I'll come get it myself",
    'I will pick it up at the store instead',
    'mejor la recojo en la tienda',
  ])('%j collects it at the store', (text) => {
    expect(readReminderAnswer(text)).toBe('collect');
  });

  it.each([
    "don't move it",
    'no, not fine',
    'move it or keep it',
    'can you deliver it to my office',
    'what time is it coming',
    'no la cambie',
  ])('%j says more, or two things: left to the options', (text) => {
    expect(readReminderAnswer(text)).toBeUndefined();
  });
});

// Issue 34, round 6 (invariant reminder-move-carries-its-day): a move said with its new day carries it.
describe('a keep said with why', () => {
  it.each([
    'leave it, since I work from home',
    'está bien así, ya que trabajo desde casa',
    'keep it because i will be there',
  ])('%j keeps it', (text) => {
    expect(readReminderAnswer(text)).toBe('keep');
  });

  it.each([
    'déjalo así que el sábado no puedo',
    'dejelo asi porque yo lo recojo',
    'keep it since 5 is too late',
  ])('%j says what a change is made of: no keep', (text) => {
    expect(readReminderAnswer(text)).not.toBe('keep');
  });
});

describe('the new day said with a move', () => {
  it.each([
    ['could it come wednesday instead', 'wednesday'],
    ['please move it to monday morning', 'monday morning'],
    ['necesito moverla para el jueves', 'jueves'],
    ['el martes no puedo, pásela pal viernes', 'viernes'],
    ["friday doesn't work, can we move it to saturday 8-10", 'saturday 8-10'],
    // Issue 34, a move said in one breath: a verb of moving in tú, usted or vos, with its pronoun.
    ['cámbiala para el lunes', 'lunes'],
    ['muévanmela al domingo porfa', 'domingo'],
    ['movela pal martes', 'martes'],
    ['reprográmela para el jueves', 'jueves'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each([
    "I won't be home friday, can we do another day",
    'saturday',
    "don't move it to saturday",
    'keep it on saturday',
    'can it come saturday, and bring extra bags',
    'el viernes no puedo',
    'no la muevas al sábado',
  ])('%j carries no new day', (text) => {
    expect(readReminderMoveTo(text)).toBeUndefined();
  });
});

// Issue 34, round 7: a day wanted in place of the reminder's, a day that won't work, not brought any more.
describe("a reminder answered with a day instead, a day that won't work, or not brought", () => {
  it.each([
    ['could we do tuesday instead', 'tuesday'],
    ['monday instead please', 'monday'],
    ['el jueves no me sirve, mejor el lunes', 'lunes'],
    ['lo siento, mejor el martes en la mañana', 'martes en la mañana'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each(["Sorry, Thursday doesn't work. Can you move it?", 'el lunes no me queda, ¿la pueden cambiar?'])(
    '%j moves it',
    (text) => {
      expect(readReminderAnswer(text)).toBe('move');
    },
  );

  it.each(['ya no me lo traigan, paso a recogerlo', "don't bring them, I'll pick them up at the store"])(
    '%j collects it at the store',
    (text) => {
      expect(readReminderAnswer(text)).toBe('collect');
    },
  );

  it.each([
    "tuesday doesn't work instead",
    'keep tuesday instead of moving',
    "thursday won't work",
    'no la traigan el viernes',
    'sorry',
  ])('%j is left to the options', (text) => {
    expect(readReminderAnswer(text)).toBeUndefined();
  });
});

// Issue 34, round 8: a day said short ("thurs 2-4 instead"), collecting said with the person's own verb ("la busco").
describe('a reminder answered with a short day, or a collection in own verbs', () => {
  it.each([
    ['thurs 2-4 instead', 'thurs 2-4'],
    ['can we move it to mon morning', 'mon morning'],
    ['mejor el vie de 8 a 10', 'vie de 8 a 10'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each(['la busco yo en la tienda', 'mejor yo la recogeré', "I'll fetch it from the shop myself"])(
    '%j collects it at the store',
    (text) => {
      expect(readReminderAnswer(text)).toBe('collect');
    },
  );

  it.each(['sat', "don't move it to sat", 'busco mi pedido', 'fri works', 'yo lo busco el viernes'])(
    '%j is left to the options',
    (text) => {
      expect(readReminderAnswer(text)).toBeUndefined();
    },
  );
});

// Issue 34, round 17: "ay no, el viernes no puedo, fíjese" of a Friday delivery asks to move it.
// Issue 34, rounds 36–38: said alone, it is the own day refused, which a delivery asks back (moved or collected).
describe("the reminder's own day said not to do (invariant reminder-own-day-refused)", () => {
  it.each([
    ["oh no, saturday won't work", 6],
    ['el lunes no me conviene', 1],
    ["I just can't do thursday, sorry", 4],
    ['no, el martes no se puede', 2],
    ["sunday's no good for us", 0],
    ['uff, el jueves no puedo, sabe', 4],
  ])('%j of a day %i is that day refused, no new day said', (text, weekday) => {
    expect(readReminderAnswer(text, weekday)).toBe('refused');
    expect(readReminderMoveTo(text)).toBeUndefined();
  });

  it.each([
    ["oh no, saturday won't work", 5],
    ['el lunes no me conviene', 3],
    ["friday can't, saturday yes", 5],
    ['friday morning doesnt work', 5],
    ['ay no, déjalo', 5],
  ])('%j of a day %i is another day, or says more: left to the options', (text, weekday) => {
    expect(readReminderAnswer(text, weekday)).toBeUndefined();
  });

  it('with no day known, a day not possible alone is left to the options', () => {
    expect(readReminderAnswer('el viernes no puedo')).toBeUndefined();
  });
});

describe('a move said of whoever is home, or taken in first', () => {
  it.each([
    "my wife won't be home tuesday, can you move it",
    'ms lopez wont be there monday, can it come another day',
    "could u move it? thursday's no good",
    "can y'all reschedule, wednesday doesn't work",
  ])('%j moves it', (text) => {
    expect(readReminderAnswer(text)).toBe('move');
  });

  it.each([
    ['ok, please move it to tuesday, 2 to 4', 'tuesday, 2 to 4'],
    ['bueno, pásala al lunes temprano', 'lunes temprano'],
    ['ya, muévela al jueves, de 4 a 6', 'jueves, de 4 a 6'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each(['move it, 8 to 10', 'ok, de 4 a 6'])(
    '%j says hours with no day of its own: no new day',
    (text) => {
      expect(readReminderMoveTo(text)).toBeUndefined();
    },
  );
});

describe('a move asked with what happened said first', () => {
  it.each([
    ['my plans changed, could you come on thursday instead', 'thursday'],
    ['change of plans, can it be delivered tuesday instead please', 'tuesday'],
    ['se me presentó algo, ¿la pueden mover al lunes?', 'lunes'],
  ])('%j moves it, to %j', (text, day) => {
    expect(readReminderAnswer(text)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each(['i have a meeting, can you move it', 'cambio de planes, ¿se puede cambiar?'])(
    '%j moves it',
    (text) => {
      expect(readReminderAnswer(text)).toBe('move');
    },
  );

  // What happened alone, or with something no move says, is left to the options.
  it.each([
    'something has come up',
    'my plans changed, cancel it',
    'change of plans on tuesday, can you come thursday instead',
    'tengo una cita',
  ])('%j is left to the options', (text) => {
    expect(readReminderAnswer(text)).toBeUndefined();
  });
});

describe('the delivery waved off, the person calling at the store', () => {
  it.each([
    "don't bother bringing them, i'll drop by the laundromat",
    "no need to deliver it, I'll pop in for it",
    'no se molesten en traerla, voy a pasar por la tienda',
    "don't bother with the delivery",
    'no se moleste en traerlo, gracias',
  ])('%j collects it', (text) => {
    expect(readReminderAnswer(text)).toBe('collect');
  });

  it.each(["don't bother, he'll drop by", "i'll drop by friday", "don't deliver it on friday"])(
    '%j is left to the options',
    (text) => {
      expect(readReminderAnswer(text)).toBeUndefined();
    },
  );
});

describe('staff\'s change asked "Does that work for you?" (invariant staff-change-yes-keeps-no-moves)', () => {
  const SATURDAY = 6;
  it.each(['yep', 'sure thing', 'yes it does', 'sí, me viene bien', 'claro', 'ok thanks', '👍'])(
    '%j keeps it',
    (text) => {
      expect(readStaffChangeAnswer(text, SATURDAY)).toBe('keep');
    },
  );

  it.each([
    'nope',
    'nah',
    'no gracias',
    "nah, saturday won't work",
    "no that time doesn't work for me",
    'el sábado no me viene bien',
    'no me viene bien',
    'no, could you move it',
  ])('%j moves it', (text) => {
    expect(readStaffChangeAnswer(text, SATURDAY)).toBe('move');
  });

  it('a no set apart, then the new day: the day is the one moved to', () => {
    expect(readStaffChangeAnswer('no, can it come tuesday instead', SATURDAY)).toBe('move');
    expect(readReminderMoveTo(withoutLeadingNo('no, can it come tuesday instead'))).toBe('tuesday');
    expect(withoutLeadingNo('no la muevan')).toBe('no la muevan');
  });

  // Another day said not to work, a no with something else, a negated verb, or a yes with a "but": asked back.
  it.each([
    "no, monday doesn't work",
    'no, cancel the delivery',
    'no, leave it',
    'no la muevan',
    'yes but move it',
    'maybe',
  ])('%j is left to the options', (text) => {
    expect(readStaffChangeAnswer(text, SATURDAY)).toBeUndefined();
  });

  it('at an ordinary reminder a bare no is still no answer (invariant bare-no-names-a-refusal-only)', () => {
    expect(readReminderAnswer('no', SATURDAY)).toBeUndefined();
  });
});

// Issue 34 (round 21): a move said with who is not home that day, with a "fíjese que" or an "uy" before
// it, or with its leg named bare ("change delivery sunday 9-11").
describe('a move said with who is away, a "you see" first, or its leg named bare', () => {
  it.each([
    "he's not home friday, move it please",
    "she's not home on friday, can you move it",
    'fíjate que el viernes no vamos a estar, ¿se puede cambiar la fecha?',
    'uy, el viernes no puedo, ¿la pueden cambiar?',
    'reschedule pickup please',
    // Issue 34, round 34: its day or time said bare, with no article ("change day please").
    'change day please',
    'need to change date',
    'change time pls',
    'cambiar día por favor',
    'move day',
  ])('%j moves it', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
  });

  it.each([
    ['change delivery sunday 9-11', 'sunday 9-11'],
    ['ay no, pásala al lunes', 'lunes'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each([
    "he's not home friday",
    'fíjese que el viernes no voy a estar',
    'change delivery to pickup',
    'change the delivery address',
    "don't move it, she's home friday",
    'ay no, déjalo',
  ])('%j is left to the options', (text) => {
    expect(readReminderAnswer(text, 5)).toBeUndefined();
  });
});

// Issue 34 (round 21): the day the person is not there, in a clause of its own before the day moved to.
describe('the day the person is away, then the day moved to', () => {
  it.each([
    ['chale, el viernes no estoy, muévela al lunes', 'lunes'],
    ["oops, she won't be home friday, move it to monday", 'monday'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderMoveTo(text)).toBe(day);
    expect(readReminderAnswer(text, 5)).toBe('move');
  });
  it.each(['el viernes, pásala al sábado', 'sábado, de 8 a 10'])('%j is no such move', (text) => {
    expect(readReminderMoveTo(text)).toBeUndefined();
  });
});

// Issue 34 (round 21): a sentence of its own, closed by "!!" or ".", says who is away before the move.
describe('who is away said in a sentence of its own before the move', () => {
  it.each([
    ["he's not home friday!! move it to monday", 'monday'],
    ['Nobody is home Friday. Reschedule delivery for Sunday.', 'Sunday'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderMoveTo(text)).toBe(day);
  });
  it.each(['move it to monday 8-10am', '¿la pueden mover al lunes?'])('%j keeps its time whole', (text) => {
    expect(readReminderMoveTo(text)).toMatch(/^(monday 8-10am|lunes)$/);
  });
});

// Issue 34 (round 22): a move, then why ("que", "because") with the reminder's day not possible: a move
// with no day, the day said being the one that won't do.
describe('a move, then why the day will not do', () => {
  it.each([
    'muévela porque el viernes no puedo',
    'muévela, que el viernes no voy a estar',
    'reprográmela, ya que el viernes no hay nadie',
    "reschedule it because I won't be home friday",
    'move it since friday is no good',
  ])('%j is a move, its day asked', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text)).toBeUndefined();
  });
  it.each([
    ['muévela al lunes, que el viernes no estoy', 'lunes'],
    ["move it to sunday, because I won't be home friday", 'sunday'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderMoveTo(text)).toBe(day);
  });
  it.each(['no la muevas, que el viernes sí estoy', 'cámbiala porque el viernes sí estoy'])(
    '%j is no move',
    (text) => {
      expect(readReminderAnswer(text, 5)).not.toBe('move');
    },
  );
});

// Issue 34, round 26: moving said with "push", "traer", "pasar", a learner's "I need change", a vos
// "movéme" and the leg said by what happens on it; keeping said with "dale", "listo", "así déjalo".
describe('an answer to a reminder, in more of its words', () => {
  it.each([
    'i need change the time, tuesday i have class',
    'movémela porfa',
    'quisiera cambiar el día que me lo traen',
    'push it back please',
  ])('%j moves it', (text) => {
    expect(readReminderAnswer(text)).toBe('move');
  });

  it.each([
    ['push it to monday', 'monday'],
    ['¿me la pueden traer el domingo?', 'domingo'],
    ['¿lo pueden pasar para el lunes?', 'lunes'],
    ['no voy a estar el jueves, ¿lo pueden traer el lunes?', 'lunes'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text)).toBe('move');
    expect(readReminderMoveTo(text)).toBe(day);
  });

  it.each(['así déjalo', 'listo, todo bien', 'sale', 'dale'])('%j keeps it', (text) => {
    expect(readReminderAnswer(text)).toBe('keep');
  });

  // Near misses: a negated bringing, coming by with no day, "así" with a no.
  it.each(['no la traigan el sábado', '¿pueden pasar?', 'así no', "don't push it"])(
    '%j is left to the options',
    (text) => {
      expect(readReminderAnswer(text)).toBeUndefined();
    },
  );
});

describe("another day than the reminder's, said alone with its time (invariant reminder-move-carries-its-day)", () => {
  // The reminder is of a Friday (5).
  it.each([
    ['sat 8-10', 'sat 8-10'],
    ['el domingo a la misma hora', 'domingo a la misma hora'],
    ['monday same time w the store driver', 'monday same time w the store driver'],
    ['el sábado', 'sábado'],
  ])('%j moves it, to %j', (text, to) => {
    expect(readReminderMoveTo(text, 5)).toBe(to);
  });

  it.each(['friday 8-10', 'el viernes', 'saturday is my birthday', 'el sábado no puedo'])(
    '%j (its own day, or a day in a sentence) moves nothing by itself',
    (text) => {
      expect(readReminderMoveTo(text, 5)).toBeUndefined();
    },
  );
});

// Issue 34, round 30: a move said in a clause of its own, then the new day alone after it, asked or not
// ("gotta move it, sunday?"). Made-up phrasings, in no round; the reminder's day is a Friday (5).
describe('a move, then the new day in a clause of its own', () => {
  it.each([
    ['gotta move it, sunday?', 'sunday'],
    ['I need to change it, saturday morning', 'saturday morning'],
    ['hay que cambiarla, ¿el lunes?', 'lunes'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderMoveTo(text, 5)).toBe(day);
  });

  it.each([
    // The reminder's own day, a day refused, or a day with more of its own: no new day carried.
    'gotta move it, friday?',
    'move it, sunday no',
    'move it, sunday or monday',
  ])('%j carries no new day', (text) => {
    expect(readReminderMoveTo(text, 5)).toBeUndefined();
  });
});

// Issue 34, round 32: "está" clipped to "ta" keeps it; a fond "nomás" (just) beside the new time, and
// Ecuador's interjections beside the day that won't do, say nothing of their own. Made-up phrasings.
describe('clipped, softened and exclaimed answers to a reminder', () => {
  it.each(['así ta bien', 'ta bueno, gracias'])('%j keeps it', (text) => {
    expect(readReminderAnswer(text)).toBe('keep');
  });

  it.each([
    ['atatay, el viernes no puedo, pásela al lunes nomasito', 'lunes'],
    ['ananay, muévala pal domingo nomás de 9 a 11', 'domingo de 9 a 11'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderMoveTo(text, 5)).toBe(day);
  });

  it.each(['ta mal', 'muévala al lunes no más', 'ananay'])(
    '%j is neither a keep nor a move to a day',
    (text) => {
      expect(readReminderAnswer(text) === 'keep' || readReminderMoveTo(text, 5) !== undefined).toBe(false);
    },
  );
});

// Issue 34, rounds 33–34: why the day won't do said as a place closed ("office is closed Friday"), "can't
// do friday" before the day it may come, and a time typed as a 24-hour clock ("Sat 0800-1000"). The
// reminder is a Friday's (5).
describe('a move said with a place closed, or a 24-hour time', () => {
  it.each([
    'Please move the delivery, office is closed Friday',
    "can you move it? the shop's closed friday",
    "reschedule please, we're closed on friday",
    'muévala, que la oficina está cerrada el viernes',
    'cámbiela por favor, el viernes el local está cerrado',
  ])('%j is a move, its day asked (the closed day is no day moved to)', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toBeUndefined();
  });

  it.each([
    ['Move. Sat 0800-1000.', 'Sat 0800-1000'],
    ['cant do friday, can yall come sat mornin', 'sat mornin'],
    ["can't do friday, can you bring it monday", 'monday'],
    ['no puedo el viernes, ¿la pueden traer el lunes?', 'lunes'],
  ])('%j moves it to %j', (text, day) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toBe(day);
  });

  // Near misses: a place closed alone (no move asked), a change of something else, a closed thing kept.
  it.each(['the office is closed friday', 'change address please', 'cant do friday'])(
    '%j moves nothing to a day',
    (text) => {
      expect(readReminderMoveTo(text, 5)).toBeUndefined();
    },
  );
  it.each(['the office is closed friday', 'change address please'])('%j is no move by itself', (text) => {
    expect(readReminderAnswer(text, 5)).toBeUndefined();
  });
});

describe('a move said with what its own day is, the reason (issue 34, round 36)', () => {
  // "Friday is erev Shabbos": the reminder's own day said as why, never the new day.
  it.each([
    ['move it, Friday is erev Shabbos, meshuggeneh', 5],
    ["move it please, friday is my son's graduation", 5],
    ['can you move it? friday I have the dentist', 5],
    ['muévela, el viernes es el cumpleaños de mi hija', 5],
    ['cámbiela por favor, el viernes tengo turno doble', 5],
  ])('%j of a day %i moves it, the new day asked', (text, weekday) => {
    expect(readReminderAnswer(text, weekday)).toBe('move');
    expect(readReminderMoveTo(text, weekday)).toBeUndefined();
  });

  // Another day, a time, or the day said to be fine: never read as only why.
  it.each([
    ['move it, saturday is my day off', 5],
    ['move it, friday is better at 6pm', 5],
    ['move it, friday afternoon is fine', 5],
    ['move it, friday is fine but later', 5],
    ['friday is erev shabbos', 5],
  ])('%j of a day %i is not a move for its reason', (text, weekday) => {
    expect(readReminderAnswer(text, weekday)).toBeUndefined();
  });
});

describe('a reminder answered with a shift of its day (issue 34, round 36)', () => {
  it.each([
    ['can it come a day later?', 'a day later'],
    ['¿puede ser un día después?', 'un día después'],
    ['move it a day later please', 'a day later please'],
  ])('%j moves it, the shift answering the new day', (text, moveTo) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toBe(moveTo);
  });
});

// Issue 34, round 35: "Friday no longer works for us. Please move the delivery to Saturday." was asked
// back. The reminder's day said not to do, with whom ("for us", "I can't do friday") or since when ("no
// longer", "ya no"), in a clause before the move, is why; the day after the move is where it goes.
describe('the day not possible said with whom or since when, then the move to a day', () => {
  it.each([
    ['Friday no longer works for us. Please move the delivery to Saturday.', 'Saturday'],
    ["friday doesn't work for me, move it to saturday", 'saturday'],
    ["I can't do friday, move the delivery to saturday", 'saturday'],
    ["Friday won't work for us anymore, please move it to Monday", 'Monday'],
    ['el viernes ya no nos sirve, pásela al sábado', 'sábado'],
  ])('%j moves to %j', (text, day) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toBe(day);
  });
  it.each(["friday no longer works for us, don't move it", 'Friday no longer works for us. Saturday too.'])(
    '%j moves to no day read',
    (text) => {
      expect(readReminderMoveTo(text, 5)).toBeUndefined();
    },
  );
});

// Issue 34, round 38: "Please move the delivery — nobody's in the office Friday" carried "Friday" to the day
// question as the new day, and asked it again and again: nobody at a place is someone away.
describe('a move said with nobody at a place on its own day', () => {
  it.each([
    "Please move the delivery — nobody's in the office Friday",
    'move it please, nobody will be at the house friday',
    "can you move it? no one's around friday",
    "reschedule it, there's nobody in the office on friday",
    'cámbienla, no va a haber nadie en la oficina el viernes',
    'muévanla, el viernes no hay nadie en la casa',
  ])('%j moves it, its day never the new one', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toBeUndefined();
  });

  it.each([
    "nobody's in the office friday, move it to saturday",
    'no hay nadie en la oficina el viernes, pásela al sábado',
  ])('%j moves it to the other day said', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toMatch(/^(saturday|sábado)$/);
  });

  it.each(["nobody's in the office friday", 'el viernes no puedo', "I can't do friday"])(
    '%j alone is the own day refused, never a move by itself',
    (text) => {
      expect(readReminderAnswer(text, 5)).not.toBe('move');
    },
  );
});

// Issue 34, round 37: "👍" alone at a reminder was asked back: a sign of approval alone keeps it.
describe('a sign of approval alone at a reminder', () => {
  it.each(['👍', '👌', ':+1:', '👍👍', 'ok 👍'])('%j keeps it', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('keep');
  });

  it.each(['👎', 'move it 👍', '👍 but move it'])('%j keeps nothing', (text) => {
    expect(readReminderAnswer(text, 5)).not.toBe('keep');
  });
});

// Issue 34, round 37: "ugh not friday, i'll be on a run all day. move it" was asked back: the day refused
// by a bare "not", and where the person will be all day, are why it moves.
describe('a move said with the day refused by "not" and where the person will be', () => {
  it.each([
    "ugh not friday, i'll be on a run all day. move it",
    "not friday, I'll be at work all day, can you move it",
    "move it please, I'll be out of town friday",
    "can we reschedule? we'll be traveling friday",
  ])('%j moves it, no new day', (text) => {
    expect(readReminderAnswer(text, 5)).toBe('move');
    expect(readReminderMoveTo(text, 5)).toBeUndefined();
  });

  it.each(['do not move it', "don't move it, I'll be home friday", 'not friday'])('%j is no move', (text) => {
    expect(readReminderAnswer(text, 5)).not.toBe('move');
  });
});

// Issue 34, round 38: why a day won't do, said of someone away ("nobody's in the office Friday"), read
// alone for the question of what to change.
describe('someone away on a day, said alone', () => {
  it.each([
    "nobody's in the office friday",
    "I'll be out of town friday",
    'no va a haber nadie en la oficina el viernes',
    'el viernes no puedo',
    "I won't be home friday",
  ])('%j is a day someone is away', (text) => {
    expect(awayOnADay(text)).toBe(true);
  });

  it.each(['friday', 'move it to friday', "nobody's in the office", 'friday works', 'el viernes sí'])(
    '%j is not',
    (text) => {
      expect(awayOnADay(text)).toBe(false);
    },
  );
});

// Round 42: the order's store named by its own name ("en Palermo") is where the person collects, as "the store" is.
describe('readReminderAnswer: the store by its name', () => {
  it.each([
    ['lo busco yo en Palermo', 'Lavadero Sol – Palermo'],
    ["I'll take them myself from Astoria", 'Suds – Astoria'],
  ])('%j is collecting at %s', (text, store) => {
    expect(readReminderAnswer(text, undefined, store)).toBe('collect');
  });

  it('another place named is not the store', () => {
    expect(readReminderAnswer('lo busco yo en Belgrano', undefined, 'Lavadero Sol – Palermo')).not.toBe(
      'collect',
    );
  });
});
