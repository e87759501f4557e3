/** A message that is wholly a request to talk to a person, in English or Spanish (a person may mix). */

const ENGLISH =
  /^(?:an? )?(?:real )?(?:agent|human|person|operator|representative|call me|(?:(?:can|could) i |i(?: want| need| would like|'d like|’d like) to |let me )?(?:talk|speak) (?:to|with) (?:a |an |someone|somebody)?\s*(?:person|human|agent|real person|someone|somebody)?)(?:,? please)?[.!?]*$/i;

/**
 * "hablar con una persona", "quiero hablar con alguien", "¿puedo hablar con un agente?", "una persona
 * real, por favor", "llámame"; accents optional.
 */
const SPANISH =
  /^¿?(?:(?:una? )?(?:persona|humano|agente|operador(?:a)?|representante)(?: real)?|ll[aá]mame|ll[aá]menme|(?:(?:puedo|podr[ií]a|quiero|necesito|quisiera|me gustar[ií]a|d[eé]jame) )?(?:hablar|habla) con (?:una persona|un humano|un agente|alguien|una persona real|un operador|una operadora|un representante))(?:,? por favor)?[.!?]*$/i;

/**
 * Matches a message that is wholly a request for a person; a sentence that only contains the words
 * ("ask the driver to talk to a person at the desk") does not. No capturing groups: the hand-off's
 * typed opening carries no order number.
 *
 * @example ASKS_FOR_A_PERSON.test('quiero hablar con alguien') // true
 */
export const ASKS_FOR_A_PERSON = new RegExp(`${ENGLISH.source}|${SPANISH.source}`, 'i');
