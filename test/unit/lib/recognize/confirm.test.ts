import fc from 'fast-check';
import { readAnswer } from '../../../../lib/dialog/read-answer';
import type { PromptState } from '../../../../lib/dialog/types';
import {
  asksBeforeConfirming,
  asksWhether,
  changesBeforeConfirming,
  endsAsking,
  goAheadByElimination,
  readConfirm,
  wantsAChange,
  withoutChangeFrame,
  withoutLater,
  withoutMindChanged,
  yesWithMore,
} from '../../../../lib/recognize/confirm';
import type { RecognizerOption } from '../../../../lib/recognize/types';

const confirm: RecognizerOption[] = [
  { value: 'place', label: 'Place order', role: 'primary' },
  { value: 'change', label: 'Change something' },
  { value: 'drop', label: 'Drop this order', role: 'danger' },
];

describe('readConfirm', () => {
  // Issue 34: the label's own word in any form, after a yes ("cámbiela" is "Hacer este cambio"'s "cambio").
  const change: RecognizerOption[] = [
    { value: 'apply', label: 'Hacer este cambio', role: 'primary' },
    { value: 'keep', label: 'Dejarlo igual' },
  ];
  it.each(['sí, cámbiela', 'dale, cámbienla así', 'ok, cambialo ya'])(
    'reads %j as the change made',
    (text) => {
      expect(readConfirm(text, change)).toBe('apply');
    },
  );
  it.each(['sí, cambiar la hora', 'cámbiela', 'no, cámbiela'])('reads %j as no confirmation', (text) => {
    expect(readConfirm(text, change)).toBeUndefined();
  });

  it.each(['yes', 'place it', 'yes please', 'go ahead', 'confirm', 'looks good', 'sounds good', 'ok'])(
    'reads %j as the primary option',
    (text) => {
      expect(readConfirm(text, confirm)).toBe('place');
    },
  );

  it.each(['no', 'change', 'drop it', 'maybe', ''])('reads %j as no confirmation', (text) => {
    expect(readConfirm(text, confirm)).toBeUndefined();
  });

  it.each([
    ['no primary option', confirm.filter((o) => o.role !== 'primary')],
    ['two primary options', [...confirm, { value: 'other', label: 'Other', role: 'primary' as const }]],
  ])('reads nothing with %s', (_, options) => {
    expect(readConfirm('yes', options)).toBeUndefined();
  });

  // Issue 34: a yes, then the primary option's own words; everyday Spanish yeses.
  it.each([
    ['sure, make the change', 'Make this change'],
    ['ok go ahead and create it', 'Create my account'],
    ['sí, haga el cambio', 'Hacer este cambio'],
    ['de una pues', 'Place order'],
    ['wepa', 'Place order'],
    ['listo, dale', 'Place order'],
    // Round 13: praise of what is shown is a yes, as "great" is.
    ['Excellent, open my account.', 'Create my account'],
    ['lovely, send it', 'Place order'],
    ['awesome', 'Make this change'],
  ])('reads %j at %j as the primary option', (text, label) => {
    expect(readConfirm(text, [{ value: 'p', label, role: 'primary' }, ...confirm.slice(1)])).toBe('p');
  });

  it.each(['yes, change the day', 'yes keep it', 'ok but change something'])(
    'reads %j, which says more than the primary option, as no confirmation',
    (text) => {
      expect(readConfirm(text, [{ value: 'p', label: 'Make this change', role: 'primary' }])).toBeUndefined();
    },
  );
});

// Issue 34, round 7: everything said right, then the primary option's own words; a change said before the confirming.
describe('a confirmation after everything said right', () => {
  it.each([
    'everything is correct, place the order',
    'todo está correcto, confirmar',
    "that's all correct now, place it please",
  ])('reads %j as the primary option', (text) => {
    expect(readConfirm(text, confirm)).toBe('place');
  });

  it.each(['that is all correct but change the bags', 'everything is correct except the tip'])(
    '%j is no confirmation',
    (text) => {
      expect(readConfirm(text, confirm)).toBeUndefined();
    },
  );
});

describe('a yes, then a verb that does what is confirmed', () => {
  it.each([
    'great, submit it',
    'ok put it through',
    'vale, envíelo',
    'perfecto, mande el pedido',
    'sí, haga el pedido',
    // "confirme" without its object (issue 34, round 42), after a yes.
    'perfecto, confirma porfa',
    'está bien, confirmen el pedido',
  ])('reads %j as the primary option', (text) => {
    expect(readConfirm(text, confirm)).toBe('place');
  });

  // "send it" alone goes ahead (go-aheads-and-wishes.test.ts): with words of its own it is no confirmation.
  it.each(['send it to my office', 'ok send it friday', 'sí, mande la tarjeta nueva'])(
    '%j is no confirmation: no yes first, or words of its own after',
    (text) => {
      expect(readConfirm(text, confirm)).toBeUndefined();
    },
  );
});

describe('changesBeforeConfirming', () => {
  it.each([
    'can I fix something before you send it?',
    'wait, I need to edit the address before we submit',
    'quiero cambiar algo antes de confirmar',
    'antes de hacer el pedido, necesito corregir la dirección',
    // The account, before it is created.
    'let me fix my email before you create the account',
    'hold on, I have to change my name before you make it',
    'tengo que corregir mi correo antes de crear la cuenta',
    'antes de abrir la cuenta, quiero cambiar el teléfono',
  ])('%j is a change first', (text) => {
    expect(changesBeforeConfirming(text)).toBe(true);
  });

  it.each([
    "don't change anything before you place it",
    'place it before noon',
    'change the bags to 4',
    'no cambie nada antes de enviarlo',
    'before you place it, is the tip included?',
    "don't change anything before you create it",
  ])('%j is not', (text) => {
    expect(changesBeforeConfirming(text)).toBe(false);
  });
});

// Issue 34, round 13: "proceed to" before the primary option's own words, as usted says it.
describe('a yes, then "proceda a" and what is confirmed', () => {
  const create: RecognizerOption[] = [
    { value: 'create', label: 'Crear mi cuenta', role: 'primary' },
    { value: 'edit', label: 'Cambiar algo', role: 'choice' },
  ];
  it.each([
    'sí, todo bien, proceda a crear la cuenta',
    'correcto, procedan a crearme la cuenta',
    'vale, procedan con la cuenta',
  ])('reads %j as the primary option', (text) => {
    expect(readConfirm(text, create)).toBe('create');
  });

  it.each(['proceda a cambiar algo', 'sí, proceda a cambiar el nombre'])('%j is no confirmation', (text) => {
    expect(readConfirm(text, create)).toBeUndefined();
  });

  // Issue 34, round 36's kind: the label's verb as a command to one, short or with its object
  // ("crea", "créala", "creen"), after a yes.
  it.each([
    'listo, crea la cuenta',
    'sí, créala ya',
    'ok, creen mi cuenta',
    'todo bien, cree mi cuenta por favor',
  ])('reads %j as the primary option', (text) => {
    expect(readConfirm(text, create)).toBe('create');
  });
  it.each(['crea otra cuenta', 'sí, crea la cuenta a nombre de mi hija'])('%j is no confirmation', (text) => {
    expect(readConfirm(text, create)).toBeUndefined();
  });
});

// Issue 34, round 36's kind: "all set", "good to go" say what is shown is ready, before the go-ahead's verb.
describe('ready, then a verb that does what is confirmed', () => {
  it.each([
    "we're all set, place it",
    'good to go, submit it',
    'ready, send it',
    'all set — place the order',
  ])('reads %j as the primary option', (text) => {
    expect(readConfirm(text, confirm)).toBe('place');
  });
  it.each(['all set', 'not all set, change it', 'ready for friday, send it'])(
    '%j is no confirmation',
    (text) => {
      expect(readConfirm(text, confirm)).toBeUndefined();
    },
  );
});

// Issue 34, round 17 (invariant drop-with-later): "bórralo todo, mejor lo hago otro día" drops the order.
describe('dropping said with ordering another time', () => {
  it.each([
    ["forget it, I'll order another day", 'forget it'],
    ['olvídalo, lo pido después', 'olvídalo'],
    ['cancel it, maybe some other time', 'cancel it'],
    // Round 21: the later said first, and left for another day ("lo dejo para").
    ['maybe another time, scrap it', 'scrap it'],
    ['lo dejo para otro momento, descártelo', 'descártelo'],
    // Issue 34, round 36's kind: the later day named, said of oneself ("lo hago mañana", "I'll order
    // tomorrow"): the person's own why; "do it tomorrow", said to the bot, stays a day for the order.
    ['bórralo, mejor lo pido mañana', 'bórralo'],
    ["scrap it, I'll order tomorrow", 'scrap it'],
    ['lo hago la semana que viene, descártelo', 'descártelo'],
    // Any short deed of one's own between its doer and its later time.
    ["trash it, we'll figure it out tomorrow", 'trash it'],
    ["dump it, I'm gonna handle it later", 'dump it'],
    ['tíralo, ya lo resolvemos otro día', 'tíralo'],
  ])('%j is %j and a later of its own', (text, head) => {
    expect(withoutLater(text)?.trim()).toBe(head);
  });

  it.each([
    'forget it',
    'drop it, do it tomorrow',
    'place it, then friday',
    'later',
    'para el viernes, bórralo',
    'bórralo, mañana',
    'drop the pickup, tomorrow instead',
    // A deed of another's, refused, or with a number: never the person's own later.
    'bórralo, lo recogen mañana',
    "scrap it, I won't need it tomorrow",
    "drop it, we'll pick 3 bags tomorrow",
    'ditch it, can you do it later',
  ])('%j holds no later of its own', (text) => {
    expect(withoutLater(text)).toBeUndefined();
  });
});

// Round 23: "¿y me van a cobrar algo por cambiarlo?" at a change's confirmation made the change.
describe('a question at a confirmation (invariant question-never-confirms)', () => {
  it.each([
    ['¿y me van a cobrar algo por cambiarlo?', true],
    ['will it cost extra to change it?', true],
    ['how much is it to place it?', true],
    ['¿cuándo lo hacen?', true],
    // Round 27: asking whether there is another way ("¿y no hay con el chofer gratis?") was read as a no.
    ['¿no hay uno más barato?', true],
    ['is there a free driver instead?', true],
    ['any cheaper one?', true],
    ['can you change it?', false],
    ['no, there is no need', false],
    ['yes, place it', false],
    ['what a relief, place it', false],
  ])('%j asks before confirming: %j', (text, asks) => {
    expect(asksBeforeConfirming(text)).toBe(asks);
  });
});

// Round 44: "do I have to … now?" at the account's review created the account: a yes/no question of
// whether (English by its word order, Spanish by its marks) agrees to nothing.
describe('a question of whether at a confirmation (invariant question-never-confirms)', () => {
  it.each([
    'must I place it today?',
    'so does that create the account?',
    'is this going to charge me now',
    'wait, should we confirm it already?',
    '¿tengo que confirmarlo ya?',
    '¿lo debo hacer hoy mismo?',
    '¿hace falta crearla ahora?',
    'ok. ¿es obligatorio?',
  ])('%j asks whether', (text) => {
    expect(asksWhether(text)).toBe(true);
  });

  it.each([
    'can you create it?',
    'could you place it now please',
    'could we go ahead?',
    'do it',
    'do that please',
    'have it created now',
    'is fine, create it',
    'yes create it',
    '¿me la puede crear?',
    'dale, hazlo ya',
  ])('%j is no question of whether', (text) => {
    expect(asksWhether(text)).toBe(false);
  });
});

// Issue 34 (rounds 22, 23): after a yes, what is shown said fine ("like that") is the change made.
describe('a yes, then what is shown said fine', () => {
  const change: RecognizerOption[] = [
    { value: 'apply', label: 'Make this change', role: 'primary' },
    { value: 'other', label: 'Change something else', role: 'choice' },
    { value: 'keep', label: 'Keep it as it is', role: 'choice' },
  ];
  it.each(["yep, it's perfect like that", 'sure, that looks good like that', 'yes, fine like that'])(
    '%j makes the change',
    (text) => {
      expect(readConfirm(text, change)).toBe('apply');
    },
  );
  // "that's fine" alone may be a polite no; a "but", a no, or a keep after it is no yes.
  it.each([
    "that's fine like that",
    "that's ok",
    "yes, that's fine but the tip",
    "no, it's fine like that",
    "ok, that's fine, leave it",
  ])('%j is no confirmation', (text) => {
    expect(readConfirm(text, change)).toBeUndefined();
  });
});

// Issue 34, round 28: "normal" (no problem) after a yes, and the imperative with its object after it.
describe('a yes, then "normal" and the imperative with its object', () => {
  const change: RecognizerOption[] = [
    { value: 'apply', label: 'Make this change', role: 'primary' },
    { value: 'other', label: 'Change something else', role: 'choice' },
    { value: 'keep', label: 'Keep it as it is', role: 'choice' },
  ];
  it.each(['sí, normal, mándalo', 'ok, todo normal, hágalo', 'vale normal', 'dale, ponlo'])(
    '%j makes the change',
    (text) => {
      expect(readConfirm(text, change)).toBe('apply');
    },
  );
  // "normal" alone may name an option ("normal" detergent); a no, or words of its own, are no yes.
  it.each(['normal', 'no, normal', 'sí, normal, mándalo el lunes', 'normal, hazlo'])(
    '%j is no confirmation',
    (text) => {
      expect(readConfirm(text, change)).toBeUndefined();
    },
  );
});

// Issue 34 (rounds 23, 24): another part to change, said at a change's review ("también quiero cambiar
// la propina"), is changing something else: never the change shown made, nor a guess at it.
describe('another part to change, said with "also"', () => {
  it.each([
    'I also need to change the tip',
    'also want to change the day',
    'oh and change the address too',
    'hold on, I need to change the pickup time as well',
    'también hay que cambiar la dirección',
    'espera, además quiero cambiar el día',
    'y también cambiar la hora de entrega',
  ])('%j wants a change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });
  it.each([
    "no, I don't need to change anything else",
    'yes, change it',
    'también está bien',
    'change the tip to 5 too',
    'sí, también cámbiela',
  ])('%j is no wish to change something else', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

describe('a yes, then "that\'s it" or a merit', () => {
  const change: RecognizerOption[] = [
    { value: 'apply', label: 'Make this change', role: 'primary' },
    { value: 'other', label: 'Change something else', role: 'choice' },
    { value: 'keep', label: 'Keep it as it is', role: 'choice' },
  ];
  it.each([
    'yes, that is it',
    'sure thats it thanks',
    'fine, is correct',
    'arre, que se lo gane el chico',
    'vale que se lo merezca',
  ])('%j makes the change', (text) => {
    expect(readConfirm(text, change)).toBe('apply');
  });
  it.each(["that's it?", 'is that it', "that's it, keep it"])('%j is no confirmation', (text) => {
    expect(readConfirm(text, change)).toBeUndefined();
  });
});

// Issue 34, rounds 25 and 26: a value said inside the words of a change (invariant value-said-in-a-change-kept).
describe('withoutChangeFrame', () => {
  it.each([
    ['gotta fix it, its 4 bags not 2', '4 bags not 2'],
    ['hold on, we got 5 bags', '5 bags'],
    ['looks good but bags 4 please', 'bags 4 please'],
    ['ay no, las bolsas eran cuatro, cámbialo porfa', 'las bolsas eran cuatro'],
    ['un momento, tengo 5 bolsas', '5 bolsas'],
    ['no, 4 bags', '4 bags'],
    ['please change the bags to 4', 'the bags to 4'],
    // Round 28: sentences are clauses; the one change counted, the rest said fine and a slip said are frame.
    ['Just one fix: tip is 5. Everything else looks good.', 'tip is 5'],
    ['un pequeño cambio: son 4 bolsas. Lo demás perfecto', '4 bolsas'],
    ['vaya, que son 4 bolsas, me he equivocado', '4 bolsas'],
    ['uy, que eran 5 bolsas, me lié', '5 bolsas'],
    // Round 32: a list typed line by line, its emoji as Slack sends them: a line is a clause, a sign of a
    // yes is the yes ("the rest :+1:"), any other emoji carries no value, as 👆 itself does.
    ['* tip should be 5 :point_left:\n* the rest :+1:', 'tip should be 5'],
    ['las bolsas son 4 :eyes:\nlo demás :white_check_mark:', 'las bolsas son 4'],
    ['hold up :raised_hand::skin-tone-3:\n5 bags', '5 bags'],
    // Setting the value as a change says it: "make that every week".
    ['make that every week', 'every week'],
    ['please make that 4', '4'],
  ])('%j carries %j', (text, core) => {
    expect(withoutChangeFrame(text)).toBe(core);
  });

  it.each([
    // A change refused is no frame: read as typed.
    'no need to change it, 4 bags',
    "don't change anything, 5 bags",
    'no cambies nada, son 4 bolsas',
    // Nothing to leave out, or nothing left.
    '4 bags',
    'the bags, 4',
    'hold on, I need to change something',
    // "one" without a verb of changing may be the value itself.
    'one bag',
    'one, the tip',
    // Round 32: the rest said wrong, by its sign, is no yes to leave aside.
    '- tip should be 5\n- the rest :-1:',
    '4 bags :point_up:',
  ])('%j is read as typed', (text) => {
    expect(withoutChangeFrame(text)).toBeUndefined();
  });
});

// Issue 34, rounds 25 and 26: waiting said longer ("espérate", "un momento"), and "antes" said last.
describe('wantsAChange: waiting said longer, and first said last', () => {
  it.each([
    'espérese, I need to change something',
    'un segundo, quiero corregir algo antes',
    'hold up, let me fix something',
  ])('%j is a wish to change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });

  it.each(['un momento', 'antes', 'espérate, no cambies nada'])('%j is no wish to change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

describe('withoutMindChanged', () => {
  it.each([
    ['nope, scrap it, I changed my mind', 'scrap it'],
    ['no bórrelo, cambié de idea', 'borrelo'],
  ])('%j is %j', (text, rest) => {
    expect(withoutMindChanged(text)).toBe(rest);
  });

  it.each(['I changed my mind', 'i changed my mind about the bags', 'scrap it'])(
    '%j is undefined',
    (text) => {
      expect(withoutMindChanged(text)).toBeUndefined();
    },
  );
});

// Issue 34, round 30: a yes, then the whole of what is shown said right in a long sentence of its own,
// then the go-ahead ("Yes, that all looks correct now. Please create it."); and a yes, then "así". Made-up
// phrasings, in no round.
describe('a yes, what is shown said right at length, then the go-ahead', () => {
  const create: RecognizerOption[] = [
    { value: 'create', label: 'Create my account', role: 'primary' },
    { value: 'change', label: 'Change something' },
  ];
  it.each([
    'Yep, it all looks right now. Go ahead and create it.',
    'Sure, that all seems fine. Please make the account.',
    'ok, this all looks good now, create my account please',
    'Sí, todo se ve bien ahora. Créela, por favor.',
    'órale, así',
    'ok así',
    'va, así',
  ])('reads %j as the primary option', (text) => {
    expect(readConfirm(text, create)).toBe('create');
  });

  it.each([
    'Yes, that all looks right now. Create it tomorrow.',
    'yes, it all looks correct except the email',
    'yes that all looks right but change my name',
    'así',
    'así no',
    'ok así no',
  ])('%j is no confirmation', (text) => {
    expect(readConfirm(text, create)).toBeUndefined();
  });
});

// Issue 34, rounds 33–34: a go-ahead joined to its "do it" ("go on and do it", "go ahead and do it").
describe('a go-ahead, then "and do it"', () => {
  it.each(['go on and do it', 'go ahead and do it', 'yes, and do it please'])(
    'reads %j as the primary option',
    (text) => {
      expect(readConfirm(text, confirm)).toBe(confirm.find((o) => o.role === 'primary')?.value);
    },
  );
  it.each(['go on and do it tomorrow', "go on and don't do it"])('%j is no confirmation', (text) => {
    expect(readConfirm(text, confirm)).toBeUndefined();
  });
});

// Issue 34, round 33: a mistake said, then the wish to fix it ("it" is the mistake): a change wished
// for, never the shown one confirmed, nor asked back.
describe('a mistake said, then the wish to fix it', () => {
  it.each([
    'Something is not right, I need to fix it.',
    "something isn't right, gotta fix it",
    "something's off, need to fix that",
    'algo no está bien, necesito arreglarlo',
    'hay algo mal, lo tengo que corregir',
  ])('%j wants a change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });
  it.each([
    'nothing is wrong, go ahead',
    'yes, fix it',
    'something is not right, but create it anyway',
    'no está mal, créela',
  ])('%j is no wish to change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

// Issue 34, a stranger's try: more said after the yes (invariant more-after-the-yes-never-dropped).
describe('yesWithMore', () => {
  it.each([
    ['yes and also have it delivered', 'have it delivered'],
    ['yes and also have it delivered, and bump the tip to 5', 'have it delivered, and bump the tip to 5'],
    ['sí, pero que sean 3 bolsas', 'que sean 3 bolsas'],
    ['dale, y también súbele la propina a 5', 'súbele la propina a 5'],
    ['ok plus change my email', 'change my email'],
    ['sure, but the tip should be $5', 'the tip should be $5'],
  ])('%j is a yes with %j said after it', (text, more) => {
    expect(yesWithMore(text)).toBe(more);
  });

  it.each([
    'yes and go ahead',
    'yes and place it',
    'sí y gracias',
    'sí y hágalo',
    'yes and thank you',
    'ok and thanks so much',
    'yes, place it on my card',
    'yes',
    'and also the tip',
    'no and also the tip',
  ])('%j says nothing more after a yes', (text) => {
    expect(yesWithMore(text)).toBeUndefined();
  });
});

// Issue 34, round 38: Caribbean "una vaina" (a thing) is the something to change.
describe('a wish to change a thing, in Caribbean words', () => {
  it.each([
    'pero quiero cambiar una vaina',
    'espérate, mejor cambia otra vaina',
    'quiero cambiar una vainita',
  ])('%j wants a change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });
  it.each(['sí, esa vaina está bien', 'la vaina de la 21'])('%j wants no change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

// Issue 34, round 42: "ajustar" (adjust) and a correction made ("make a correction", "hacer una corrección")
// are changing, as "fix" and "corregir" are.
describe('a wish to change: adjusting, and a correction made', () => {
  it.each([
    'before you place it, I have to adjust the tip',
    'antes de enviarlo, quiero ajustar la dirección',
    'I have to make a correction',
    'let me make a small fix first',
    'necesito hacer una corrección',
    'tengo que ajustar algo',
  ])('%j wants a change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });
  it.each(['no corrections needed', 'no hay que ajustar nada', 'correcto'])('%j wants no change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

// Round 43: a yes, then what does what is confirmed by its own verb (applying, charging, ordering) or
// what is shown pointed at ("eso", "así mismo"): still the yes.
describe('a yes, then applying, charging, ordering, or what is shown pointed at', () => {
  const change: RecognizerOption[] = [
    { value: 'apply', label: 'Hacer este cambio', role: 'primary' },
    { value: 'keep', label: 'Dejarlo igual' },
  ];
  it.each([
    'vale, aplicar',
    'sí, aplica el cambio',
    'yes, apply',
    'dale, cóbrenme',
    'ok, cobren eso',
    'claro, pídalo',
    'sí, pide eso ya',
    'claro, eso mismo',
    'dale, así mismo',
    'ok, exactly that',
    'de acuerdo con el precio, procedan',
    'looks perfect, go ahead',
  ])('%j confirms', (text) => {
    expect(readConfirm(text, change)).toBe('apply');
  });
  it.each([
    'aplicar',
    'sí, eso no',
    'ok, cobren a otra tarjeta',
    'sí, pide otra cosa',
    'eso',
    'cobren menos',
    'así mismo no',
  ])('%j is no confirmation', (text) => {
    expect(readConfirm(text, change)).toBeUndefined();
  });
});

// Round 43: a change wished for with no verb of changing: another value of a part ("a different day"),
// or something else besides ("hold on, one more thing"), or an apology before the wish.
describe('a wish to change said by what is different, or something else', () => {
  it.each([
    'different day please',
    'I want a diff window',
    'quiero una hora distinta',
    'un horario diferente porfa',
    'hold on, another thing too',
    'espera, otra cosa también',
    'perdón, necesito corregir algo',
    'sorry, I need to fix something first',
  ])('%j wants a change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });
  it.each([
    'maybe another time',
    'mejor otro día',
    'another time then',
    'something else?',
    'nothing else',
    'yes, same time',
    'perdón, sí',
  ])('%j wants no change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

// Round 44: a wish to change read by its parts: its verb in any form ("rewrite", "before creating"), the
// part chosen again ("let me pick a different time"), the change said as needed ("something needs
// changing"), and a mistake said after what only opens it ("pará pará, hay algo mal", "ya pe, …").
describe('wantsAChange, by the parts of the wish', () => {
  it.each([
    // Writing or doing it again.
    "there's a typo, let me reword it",
    'wrong, I need to retype it',
    'hay un error, lo quiero reescribir',
    // The confirming as when, its verb with "-ing".
    'Before placing it, I need to fix the tip',
    'before saving them, I have to correct one thing',
    'before submitting, let me change something',
    // The part chosen again.
    'let me choose a different day',
    'I want to select a different time',
    'quiero escoger otra hora',
    // The change as needed.
    'one thing needs fixing',
    'something has to be changed first',
    // A mistake after what opens it.
    'uy, hay un error',
    'ok, one detail is wrong',
    'oh no, me equivoqué en algo',
    'hmm, something is wrong, I need to fix it',
    // One part said wrong, after what opens it.
    'oh no, wrong day',
    'uy, la hora está mal',
    'no, the address is wrong',
  ])('%j wants a change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });

  it.each([
    'ok, place it',
    'sí, está todo bien',
    'wait, nothing is wrong',
    'ya, créala',
    'redo the same order',
  ])('%j is no wish to change', (text) => {
    expect(wantsAChange(text)).toBe(false);
  });
});

// Round 44: a go-ahead read by its parts: a verb of doing it with no yes before it, said politely or with
// its object; a yes with what is shown said fine without its "is"; the details said right; a detail said
// settled between yeses.
describe('a go-ahead by its parts (invariants go-ahead-without-a-yes, settled-detail-with-a-yes)', () => {
  const account: RecognizerOption[] = [
    { value: 'create', label: 'Create my account', role: 'primary' },
    { value: 'change', label: 'Change something', synonyms: ['change', 'edit', 'fix'] },
  ];
  const change: RecognizerOption[] = [
    { value: 'apply', label: 'Make this change', role: 'primary' },
    { value: 'other', label: 'Change something else' },
    { value: 'keep', label: 'Keep it as it is' },
  ];
  it.each([
    ['kindly go ahead and book it', confirm, 'place'],
    ['please submit the order', confirm, 'place'],
    ['mande el pedido nomás', confirm, 'place'],
    ['please proceed with it', change, 'apply'],
    ['kindly make the change', change, 'apply'],
    ['please create my account', account, 'create'],
    ['create the account please', account, 'create'],
    ['yep it good', change, 'apply'],
    ['ok this good', change, 'apply'],
    ['My details are correct, create it please.', account, 'create'],
    ['los datos están bien, créela', account, 'create'],
    ['great, the email is fine now, go ahead', account, 'create'],
    ['dale, ya quedó el nombre, créela', account, 'create'],
  ])('%j confirms', (text, options, value) => {
    expect(readConfirm(text, options)).toBe(value);
  });

  it.each([
    ['please change', change],
    ['please change the day', change],
    ['go', confirm],
    ['please send it to my office', confirm],
    ['charge', confirm],
    ['ok, the email is wrong, go ahead', account],
    ['ok, el correo ana@example.com, dale', account],
    ['please create another account', account],
  ])('%j is no confirmation', (text, options) => {
    expect(readConfirm(text, options)).toBeUndefined();
  });
});

// Invariant go-ahead-by-elimination: a go-ahead core, with only an unknown opener before it, short fillers
// or signs after it, and nothing that could mean anything else, is the primary option.
describe('a go-ahead read by elimination', () => {
  const makeChange: RecognizerOption[] = [
    { value: 'apply', label: 'Make this change', role: 'primary' },
    { value: 'other', label: 'Change something else' },
    { value: 'keep', label: 'Keep it as it is' },
  ];
  const cambio: RecognizerOption[] = [
    { value: 'apply', label: 'Hacer este cambio', role: 'primary' },
    { value: 'other', label: 'Cambiar otra cosa' },
    { value: 'keep', label: 'Dejarlo igual' },
  ];

  it.each([
    // An unknown interjection or address before the core, where a yes would stand.
    ['bonzer, do that', makeChange, 'apply'],
    ['lekker, send it', confirm, 'place'],
    ['boss, place it', confirm, 'place'],
    ['capo, mándalo', cambio, 'apply'],
    ['bacán, hazlo', cambio, 'apply'],
    ['chévere, sí así nomás', cambio, 'apply'],
    // Short fillers after the core, and signs.
    ['go ahead lor', makeChange, 'apply'],
    ['alright send it bro', confirm, 'place'],
    ['yes place it :)', confirm, 'place'],
    ['ok book it :tada:', confirm, 'place'],
    ['sure, submit it xD', confirm, 'place'],
    ['dale pues wey', cambio, 'apply'],
    // Approving, said as the verb.
    ['approve', makeChange, 'apply'],
  ] as const)('%j is the primary option', (text, options, value) => {
    expect(readConfirm(text, [...options])).toBe(value);
  });

  it.each([
    // Near misses: something in them could mean another thing than going ahead.
    ['lekker, but 4 bags', confirm],
    ['bonzer, send it to the office', confirm],
    ['send it uptown', confirm],
    ['yes, to the office', confirm],
    ['tomorrow, place it', confirm],
    ['friday, do that', makeChange],
    ['cheaper, do it', makeChange],
    ['the other one, go ahead', confirm],
    ['second, go ahead', confirm],
    ['lekker, drop it', confirm],
    ['boss, keep it', makeChange],
    ['why, send it', confirm],
    ['huh, go ahead', confirm],
    ['espera, mándalo', cambio],
    ['nah, do it', makeChange],
    ['never mind, go ahead and cancel', confirm],
    ['bonzer, do it instead', makeChange],
    ['capo, mejor mañana', cambio],
    ['go ahead later', confirm],
    ['suit, go ahead', confirm],
    ['lekker, edit it', confirm],
    ['bonzer', confirm],
    ['go back', confirm],
    ['go out', confirm],
    ['capo, hazlo otro día', cambio],
    // An unknown word before politeness alone is no opener of a go-ahead: it may be the whole message.
    ['mali po', confirm],
    ['iba pa po', makeChange],
    ['lekker thanks', confirm],
  ] as const)('%j is no confirmation', (text, options) => {
    expect(readConfirm(text, [...options])).toBeUndefined();
    expect(goAheadByElimination(text, [...options])).toBeUndefined();
  });

  it.each(['hmm, go ahead?', 'wait, place it?', 'ok?', 'send it?!', 'Looks fine. Place it? 🙂'])(
    '%j ends asking',
    (text) => {
      expect(endsAsking(text)).toBe(true);
    },
  );
  it.each(['9.99? ok fine, go ahead', 'can you place it?', '¿me lo puede enviar?', 'place it'])(
    '%j does not end asking',
    (text) => {
      expect(endsAsking(text)).toBe(false);
    },
  );

  const prompt = (options: RecognizerOption[]): PromptState => ({
    id: 'p',
    depth: 0,
    step: 'summary',
    kind: 'confirm',
    options: options.map((o) => ({ ...o, role: o.role ?? 'choice' })) as PromptState['options'],
    shown: true,
  });
  const picked = (text: string, options: RecognizerOption[]) => {
    const answer = readAnswer({ type: 'text', text }, prompt(options), 'America/New_York');
    return 'values' in answer ? answer.values : undefined;
  };

  it.each(['hmm, go ahead?', 'wait, place it?', 'place it?', 'send it?'])(
    '%j, a go-ahead asked about, picks nothing',
    (text) => {
      expect(picked(text, confirm)).toBeUndefined();
    },
  );

  it('a go-ahead with anything added that could mean another thing is never the primary option', () => {
    const cores = [
      'go ahead',
      'place it',
      'yes',
      'ok do it',
      'sure, send it',
      'dale, mándalo',
      'yes please',
      'lekker, do that',
      'go ahead lor',
    ];
    const spoilers = [
      // Refusing or negating.
      'no',
      'not',
      'nah',
      'nope',
      'never',
      'dont',
      'cancel',
      'drop',
      'keep',
      'nada',
      // Asking.
      '?',
      'why',
      // Changing, or another option's words, even misspelt.
      'change',
      'edit',
      'fix',
      'cambia',
      'chnage',
      'somethin',
      // A digit, an amount, a day, a number in words, a comparison.
      '3',
      '$5',
      '10am',
      'tomorrow',
      'friday',
      'mañana',
      'two',
      'cheaper',
      'instead',
      'other',
      'different',
      'mejor',
      'later',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...cores),
        fc.constantFrom(...spoilers),
        fc.nat(),
        fc.constantFrom(' ', ', ', ' '),
        (core, spoiler, at, joint) => {
          const words = core.split(' ');
          const where = at % (words.length + 1);
          // A question mark ends the question: "go ahead?".
          const text =
            spoiler === '?'
              ? `${core}?`
              : [...words.slice(0, where), spoiler, ...words.slice(where)].join(joint);
          expect(goAheadByElimination(text, confirm)).toBeUndefined();
          expect(picked(text, confirm)).not.toEqual(['place']);
          // Hesitating: never read by elimination ("hmm, send it" is the known readers' to weigh).
          for (const hesitating of ['wait', 'hmm', 'hold on', 'espera'])
            expect(
              goAheadByElimination(
                [...words.slice(0, where), hesitating, ...words.slice(where)].join(joint),
                confirm,
              ),
            ).toBeUndefined();
        },
      ),
      { numRuns: 400 },
    );
  });
});

// Rounds 47/48: a thing to fix said unnamed ("hold up, I gotta fix somethin", "ocupo corregir algo", "está mal
// una cosa", "one thing's off") was asked back at the summary and the account's review (invariant mistake-said-whole).
describe('wantsAChange: a thing to fix, unnamed', () => {
  it.each([
    'hold up, I gotta fix somethin',
    'ocupo corregir algo',
    'está mal una cosa',
    "hold up, one thing's off",
  ])('%j wishes to change', (text) => {
    expect(wantsAChange(text)).toBe(true);
  });
  it.each(['yes, fix it', 'off', 'hold up', 'fix the bags', 'the email is wrong'])(
    '%j says no such wish alone',
    (text) => {
      expect(wantsAChange(text)).toBe(false);
    },
  );
});
