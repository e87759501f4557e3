/**
 * A tip taken away or given outside the order, in English or Spanish: "quítala", "remove it", "take
 * the tip off", "I'd rather tip the driver in cash", "en efectivo".
 *
 * @invariant no-tip-only-when-said-whole A reply is no tip only when taking it away or refusing it is all
 *   it says, or when it says cash and names no amount: "$5 in cash" is asked back, never $5 through the
 *   order; "no tip yet, maybe later", "not a big tip" are asked back, never no tip.
 */
import { stripFillers, tokenize } from './normalize';
import { withoutSignOff } from './sign-off';

/** Verbs that take the tip away: "remove", "quita", "quítala", "elimínala", "bórrala". */
const TAKE_AWAY = new Set(
  'remove drop quita quitala quitale quitele quitelo quitela quitalo quitar quitarla quitarle elimina eliminela eliminala eliminar borra borrala borrar'.split(
    ' ',
  ),
);
/** Words around the verb that add nothing: "take the tip off", "quítele la propina", "mejor quítala". */
const AROUND = new Set(
  'it the tip off away take la le lo propina mejor just please pls por favor porfa ok nah'.split(' '),
);
/** Cash, which the driver gets by hand and the order never carries. */
const CASH = new Set(['cash', 'efectivo']);
/** Words that turn cash around: "not in cash", "no cash". */
const NOT = new Set(['not', 'no', 'dont', 'wont', 'nunca', 'never']);

/**
 * Whether a reply takes the tip away whole ("quítala", "take the tip off", "remove it").
 *
 * @example takesTipAway('quítala') // true
 * @example takesTipAway('remove the dryer sheets') // false
 */
export function takesTipAway(text: string): boolean {
  const tokens = stripFillers(tokenize(text).filter((t) => t !== ','));
  const verb = tokens.some((t) => TAKE_AWAY.has(t)) || (tokens.includes('take') && tokens.includes('off'));
  return verb && tokens.every((t) => TAKE_AWAY.has(t) || AROUND.has(t));
}

/**
 * Whether a reply says the tip is given in cash ("I'd rather tip the driver in cash", "le doy en
 * efectivo"): no tip through the order, unless it also names an amount (the step asks back then).
 *
 * @example saysCashTip("i'd rather tip the driver in cash") // true
 * @example saysCashTip('not in cash') // false
 */
export function saysCashTip(text: string): boolean {
  const tokens = tokenize(text);
  return tokens.some((t) => CASH.has(t)) && !tokens.some((t) => NOT.has(t));
}

/** Words that refuse what they stand by: "no tip", "nada de propina", "zero tip", "nothing for the driver". */
const REFUSING = new Set('no not dont nothing none zero nada sin ninguna ninguno ningun cero'.split(' '));
/** The tip, or whom it goes to ("nothing for the courier"). */
const TIP = new Set(
  'tip tips tipping gratuity propina propinas driver courier guy chofer repartidor muchacho pibe'.split(' '),
);
/** Words around a refusal that add nothing: "I don't want to leave a tip this time", "sin propina por ahora". */
const AROUND_REFUSAL = new Set(
  `i id want wanna to a any the for this time now thanks thank you give leave add
  quiero quisiera dejar dar poner agregar dejarle darle ponerle le la de al el por ahora esta vez gracias`.split(
    /\s+/,
  ),
);

/**
 * Whether a reply refuses the tip whole: one word refusing it beside the tip or whom it goes to, and only
 * words that add nothing (invariant no-tip-only-when-said-whole).
 *
 * @example saysNoTip('nada de propina') // true
 * @example saysNoTip('no tip yet, maybe later') // false
 */
export function saysNoTip(text: string): boolean {
  const tokens = tokenize(text).filter((t) => t !== ',');
  return (
    tokens.filter((t) => REFUSING.has(t)).length === 1 &&
    tokens.some((t) => TIP.has(t)) &&
    tokens.every((t) => REFUSING.has(t) || TIP.has(t) || AROUND_REFUSAL.has(t))
  );
}

/** Words that say none of what is asked: "nothing", "none", "zero", "nada", "cero". */
const NOTHING = new Set('nothing none zero nada cero ninguna ninguno'.split(' '));

/**
 * Whether a reply to the tip question gives none, the tip left unnamed as the question names it:
 * "nothing this time", "none for now, thanks", "zero today, cheers" (a sign-off after it set aside).
 * One word of none and only words that add nothing (invariant no-tip-only-when-said-whole): "nothing
 * yet", "none, maybe $2" are asked back.
 *
 * @example givesNothing('nothing this time, cheers') // true
 * @example givesNothing('nothing yet') // false
 */
export function givesNothing(text: string): boolean {
  const tokens = tokenize(withoutSignOff(text)).filter((t) => t !== ',' && t !== '.' && t !== '!');
  return (
    tokens.filter((t) => NOTHING.has(t)).length === 1 &&
    tokens.every((t) => NOTHING.has(t) || AROUND_REFUSAL.has(t) || t === 'today')
  );
}

/**
 * Whether a reply refuses the tip (invariant no-tip-only-when-said-whole): taken away, refused or none
 * given, said whole or in every clause alike ("take it off, no tip", "quítala, sin propina"): each
 * clause saying no tip, the reply says nothing else.
 *
 * @example refusesTip('take it off, no tip') // true
 * @example refusesTip('take it off, just 2') // false
 */
export function refusesTip(text: string): boolean {
  const whole = (said: string) => takesTipAway(said) || saysNoTip(said) || givesNothing(said);
  if (whole(text)) return true;
  const clauses = text.split(/[,.;!]+|\s[-–—]\s/).filter((c) => c.trim() !== '');
  return clauses.length > 1 && clauses.every(whole);
}
