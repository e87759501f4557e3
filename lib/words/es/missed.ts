import type { Translation } from '../en';
import type { missed as english } from '../en/missed';

/** Lo que escribieron los clientes y el bot no entendió, como lo lee el personal. */
export const missed = {
  'missed.title':
    'Lo que escribieron los clientes y el bot no entendió, del {first} al {last} (ocultos los teléfonos, códigos, tarjetas, correos, direcciones y nombres):',
  'missed.step': 'Al pedir {step}, {count, plural, one {# vez} other {# veces}}:',
  'missed.phrase': '“{phrase}”{count, plural, one {} other { ({count} veces)}}',
  'missed.more': '…y {count, plural, one {# forma más de decirlo} other {# formas más de decirlo}}',
  'missed.none': 'Del {first} al {last}, los clientes no escribieron nada que el bot no entendiera.',
  'missed.off':
    'Lo que escriben los clientes y el bot no entiende no se guarda para este negocio: ponga KEEP_MISSED_REPLIES en true para guardarlo, oculto, durante 30 días (docs/operating.md).',
} as const satisfies Translation<typeof english>;
