/**
 * A standing preference to change, read at the menu (lib/recognize/preference-request.ts): whole
 * (`readPreferenceRequest`), or by its words wherever they stand (`readPreferenceSaid`, invariant
 * change-never-a-new-order).
 */
import {
  readPreferenceRequest,
  readPreferenceSaid,
  withoutStanding,
} from '../../../../lib/recognize/preference-request';

describe('readPreferenceSaid', () => {
  it.each([
    'i want to set how you guys fold my shirts',
    'he wants to switch his softener setting',
    'quisiera cambiar cómo me doblan la ropa, gracias',
    'cámbienme el jabón que le ponen',
    'update the water temperature thing',
  ])('%j wishes to change a preference', (text) => {
    expect(readPreferenceSaid(text)).toBe(true);
  });

  // Near misses: a new pickup set up, a price asked, a preference named with no change.
  it.each([
    'set up a pickup for thursday',
    'how much to wash a comforter',
    'cuánto cuesta lavar un edredón',
    'do you have hypoallergenic detergent',
    'quiero poner un pedido',
  ])('%j wishes no change of a preference', (text) => {
    expect(readPreferenceSaid(text)).toBe(false);
  });
});

describe('readPreferenceRequest', () => {
  // The one typing speaks for another ("she wants to …" is read "I want to …" by the engine): her detergent is hers.
  it.each(['I want to change her detergent setting', 'i need to update his fold preference'])(
    '%j is a preference named whole',
    (text) => {
      expect(readPreferenceRequest(text)).toBe('named');
    },
  );
});

// Issue 34, round 21: the menu's entry named before the wish, and the new option said right after the
// preference, with no "to" ("el detergente hipoalergénico"), or said to stand ("por defecto").
describe('readPreferenceRequest, the entry named first or the option right after the preference', () => {
  it.each([
    "settings: I'd like to switch my starch to light",
    'preferencias, quiero cambiar el suavizante',
    'quiero poner el almidón ligero',
    'set my softener unscented from now on',
    'cambiar el jabón ecológico de ahora en adelante',
    'ajustes quiero poner el agua fría por defecto',
    // Round 24 and 26's kinds: the entry's short form first, and said to stand for every order.
    'prefs: switch the softener to unscented',
    'update my default starch to light for all my orders',
    'cambiar el suavizante a uno ecológico para todos mis pedidos',
    'always set the water to cold',
  ])('%j is a preference named whole', (text) => {
    expect(readPreferenceRequest(text)).toBe('named');
  });

  // Near misses: a negation among the option's words, an order's words, a preference only mentioned.
  it.each([
    'set my starch no heavy stuff',
    'quiero poner el almidón ni muy fuerte',
    'quiero poner el detergente hipoalergénico en el pedido de mañana',
    'preferences',
    'preferences for my order 5003',
    // One order, not every order: the detergent is that order's.
    'set the starch to light for my next order',
    'prefs, set detergent to hypo on order 5003',
  ])('%j is no preference named whole', (text) => {
    expect(readPreferenceRequest(text)).toBeUndefined();
  });
});

// Issue 34, round 24: "default" said of the preference is no option ("Standard (default)").
describe('withoutStanding', () => {
  it.each([
    ['set default softener to unscented for every order', 'set softener to unscented'],
    ['mi jabon de siempre', 'mi jabon de'],
    ['my default starch light as my default', 'my starch light'],
  ])('%j is %j', (text, rest) => {
    expect(withoutStanding(text.split(' ')).join(' ')).toBe(rest);
  });

  it('"back to default" keeps its option', () => {
    expect(withoutStanding('set the starch back to default'.split(' '))).toEqual(
      'set the starch back to default'.split(' '),
    );
  });
});

// Issue 34, round 28: a preference made something ("make my soap …", "que usen …") is a change when read
// whole; never an order made with it.
describe('readPreferenceRequest, a preference made something', () => {
  it.each([
    'make my softener unscented',
    'prefs - make the default starch light for every order',
    'quisiera que usen suavizante ecológico siempre',
  ])('%j is a preference named whole', (text) => {
    expect(readPreferenceRequest(text)).toBe('named');
  });

  it.each([
    'make an order with light starch',
    'make a pickup tomorrow',
    'que usen suavizante en el pedido de mañana',
  ])('%j is no preference named whole', (text) => {
    expect(readPreferenceRequest(text)).toBeUndefined();
  });

  it('"make a new order with hypoallergenic soap" wishes no change of a preference', () => {
    expect(readPreferenceSaid('make a new order with hypoallergenic soap')).toBe(false);
  });
});

// Round 31 (sealed, read after its score): a business's "we need to update our account preferences +
// notes" went straight to the notes, the preferences it asked for never shown.
describe('a business speaking as itself', () => {
  it.each([
    ['we need to update our account settings + notes', 'open'],
    ['need to change our account preferences and leave a note', 'open'],
    ['i need to update the account preferences', 'open'],
  ])('%j opens the preferences', (text, read) => {
    expect(readPreferenceRequest(text)).toBe(read);
  });

  it.each(['we need to update our order', 'need to change our account password'])('%j does not', (text) => {
    expect(readPreferenceRequest(text)).toBeUndefined();
  });
});

// Round 34: "Update our preferences/notes" read "notes" as the list's answer and went straight to the
// notes; "quiero cambiar mis preferencias" was read by the list as its answer and asked back. The menu's
// entry named whole, with the notes or alone, opens the list with nothing read as its answer.
describe('the preferences named whole, no one preference in them', () => {
  it.each([
    'Update our preferences/notes',
    'change my preferences, notes',
    'cambiar mis preferencias / notas',
    'quiero cambiar mis preferencias',
    'change my preferences',
    'update my laundry preferences please',
    'quisiera cambiar mis ajustes',
    'quiero cambiar cómo me lavan la ropa',
  ])('%j opens the list, nothing read as its answer', (text) => {
    expect(readPreferenceRequest(text)).toBe('open');
  });

  it.each(['change my detergent preference', 'change my preferences to hypoallergenic', 'update my notes'])(
    '%j is no list opened bare',
    (text) => {
      expect(readPreferenceRequest(text)).not.toBe('open');
    },
  );
});

// Issue 34, round 38: a preference said with its option and no verb of changing, where something else
// says it is the standing preference: the menu's entry named first ("Preferencias: queremos …"), words
// that say it stands ("para todo", "from now on"), a preference preferred ("we prefer …"), or the
// preference and its option written as the list shows them ("Detergent: hypoallergenic").
describe('readPreferenceRequest, a preference stated with its option and no verb of changing', () => {
  it.each([
    'Preferencias: queremos detergente hipoalergénico para todo',
    'preferences: we want hypoallergenic detergent',
    'prefs - light starch please',
    "settings: we'd like the water cold",
    'preferencias, nos gustaría el almidón ligero',
    'we want hypoallergenic detergent from now on',
    'queremos detergente ecológico siempre',
    'hipoalergénico pa todo, el detergente',
    'we prefer hypoallergenic detergent',
    'preferimos el detergente hipoalergénico',
    'Detergent: hypoallergenic',
    'Almidón: ligero',
    'my starch: light please',
    // The list named first, then a preference with a negation: named, its question asked (preferences.ts).
    'preferences: no starch',
  ])('%j is a preference named whole', (text) => {
    expect(readPreferenceRequest(text)).toBe('named');
  });

  // Near misses: nothing says it stands (an order's extra, a product asked for), an order named, a
  // negation among the option's words, two preferences, a preference said with nothing of its option.
  it.each([
    'we want hypoallergenic detergent',
    'quiero detergente hipoalergénico',
    'hypoallergenic detergent',
    'do you sell hypoallergenic detergent',
    'preferences: hypoallergenic detergent on my next order',
    'preferencias: detergente hipoalergénico para el pedido de mañana',
    'detergent: not the scented one',
    'preferencias: detergente hipoalergénico y almidón ligero',
    'we prefer the detergent',
    'note: use the side door',
    // The usual order again: its "siempre" is the order's, not a preference's.
    'lo de siempre pero con detergente hipoalergénico',
    'same as always, hypoallergenic detergent',
  ])('%j is no preference named whole', (text) => {
    expect(readPreferenceRequest(text)).toBeUndefined();
  });
});
