/**
 * Whom a person speaks for, by their relation to them: "my dad", "grandma", "mi papá", "la abuela". One
 * list for the readers that let a reply be said of another (a request for a person "can grandma ask
 * someone", a new customer "dad doesn't have an account yet", a name "it's for my dad, Mike Sullivan").
 * As `tokenize` folds them (accents off: "papá" is "papa").
 */

/** The relations said in English. */
const ENGLISH = [
  'mom',
  'mum',
  'mother',
  'dad',
  'father',
  'grandma',
  'grandmother',
  'grandpa',
  'grandfather',
  'granny',
  'nana',
  'husband',
  'wife',
  'son',
  'daughter',
  'sister',
  'brother',
  'aunt',
  'uncle',
  'partner',
  'boyfriend',
  'girlfriend',
];

/** The relations said in Spanish. */
const SPANISH = [
  'mama',
  'papa',
  'madre',
  'padre',
  'abuela',
  'abuelo',
  'esposo',
  'esposa',
  'marido',
  'hijo',
  'hija',
  'hermana',
  'hermano',
  'tia',
  'tio',
  'suegra',
  'suegro',
  'novio',
  'novia',
];

/** Every relation, in either language (a person may mix them: "my abuela"). */
export const RELATIONS: readonly string[] = [...ENGLISH, ...SPANISH];

/** The words a relation is said with: whose ("my dad", "mi papá"), or which ("the dad", "la abuela"). */
const WHOSE = ['my', 'our', 'mi', 'nuestra', 'nuestro', 'la', 'el'];

/**
 * Each relation alone and with the words it is said with ("dad", "my dad", "mi papa"): for the readers
 * that account for every word of a reply.
 *
 * @example relationPhrases().includes('my dad') // true
 */
export function relationPhrases(): string[] {
  return RELATIONS.flatMap((who) => [who, ...WHOSE.map((whose) => `${whose} ${who}`)]);
}
