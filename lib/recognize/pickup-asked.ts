/**
 * A new pickup asked for as the Southern Cone and Chile say it, by "retirar" (to pick up): "quiero que
 * retiren la ropa", "¿me pueden retirar la ropa?", "necesito agendar un retiro de ropa". The menu's
 * option words cannot hold it: a word sharing "retir-" would match "lo retiro yo" (I collect it myself)
 * as well, so the menu's new order reads it here, first.
 *
 * @invariant retiro-asked-is-a-new-pickup At the menu, "retirar" said of the store ("que retiren",
 *   "pueden retirar", "pasen a retirar") or "un retiro" asked for is a new order; said of the person ("lo
 *   retiro yo", "quiero retirar mi ropa", "paso a retirar": collecting it), or with a change, a cancelling
 *   a negation, or said of an order placed ("reprogramar un retiro", "cancelen el retiro", "no quiero un
 *   retiro", "el 5002, el que retiran el miércoles"), it is not.
 */
import { tokenize } from './normalize';
import { readChangeSaid } from './order-request';

/** "retirar" done by the store: "retiren", "retiran", "pueden retirar", "pasen a retirarla". */
const BY_THE_STORE =
  /\b(?:retiren|retiran|(?:(?:pueden|puede|podrian|podria)\s+(?:(?:venir|pasar)\s+)?|(?:vengan|pasen|vienen|pasan)\s+)(?:a\s+)?retirar(?:la|lo|las|los)?)\b/;
/**
 * "un retiro" asked for: a pickup, as a noun ("el retiro" may be one placed, or collecting in the store);
 * so is the first one ("mi primer retiro": none placed yet to be meant) and one to be scheduled
 * ("agendar retiro", "programar retiro"; "reprogramar" is a change, no word of these).
 */
const A_PICKUP = /\b(?:un|primer|(?:agendar|programar|solicitar|pedir|coordinar)(?: un)?) retiro\b/;
/** A placed order pointed at: "el que retiran el miércoles". */
const THE_ONE = /\b(?:el|la|los|las|lo) que\b/;
/** A negation: "no quiero un retiro". */
const NOT = new Set(['no', 'not', 'dont', 'nunca', 'ni', 'sin']);

/**
 * Whether `text` asks for a new pickup by "retirar" (invariant retiro-asked-is-a-new-pickup).
 *
 * @example asksForAPickup('quiero que retiren ropa') // true
 * @example asksForAPickup('lo retiro yo') // false
 */
export function asksForAPickup(text: string): boolean {
  const tokens = tokenize(text);
  const said = tokens.join(' ');
  if (!BY_THE_STORE.test(said) && !A_PICKUP.test(said)) return false;
  // "el 5002, el que retiran el miércoles": one placed, named by its number or as "the one".
  if (/\d{3,}/.test(said) || THE_ONE.test(said)) return false;
  return !tokens.some((t) => NOT.has(t)) && !readChangeSaid(text).changes;
}
