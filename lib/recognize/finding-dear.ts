/** The cost of something found dear, in English and Spanish, one list for the readers that set it aside. */
import { phrases } from './phrase-match';

/**
 * The cost found dear, said alone as why something else is wanted: "no, muy caro, déjalo igual", "too
 * pricey, keep it", "está caro, quiero cambiar otra cosa" (keep-as-is.ts, confirm.ts); never a
 * typo of a yes (yes-no.ts: "caro" is no "claro").
 */
export const FINDING_DEAR = phrases(
  'too expensive',
  'way too expensive',
  'way too pricey',
  'way too much',
  'so expensive',
  'expensive',
  'too pricey',
  'pricey',
  'too much',
  'costly',
  'thats a lot',
  'thats expensive',
  'thats pricey',
  'caro',
  'muy caro',
  'demasiado caro',
  'carisimo',
  'es mucho',
  'esta caro',
  'es caro',
  'sale caro',
  'esta carisimo',
  // Exclaimed: "¡qué caro!", "qué carísimo".
  'que caro',
  'que carisimo',
);
