import type { Translation } from '../en';
import type { channels as english } from '../en/channels';

/** What a channel says of its own (SMS, Slack, the terminal) and the shared formats (money, dates, service words). */
export const channels = {
  'format.fee': 'cargo de {amount}',
  'format.free': 'gratis',
  'format.freeAlone': 'Gratis',
  'format.today': 'Hoy ({day})',
  'format.tomorrow': 'Mañana ({day})',
  'format.status': '{status}; pago {payment}',
  'format.card': '{brand} terminada en {last4}',
  'format.laundry': 'Lavandería',
  'format.dryCleaning': 'Tintorería',
  'format.code.SCHEDULED': 'programado',
  'format.code.PENDING': 'pendiente',
  'format.code.PAID': 'pagado',
  'format.code.CANCELLED': 'cancelado',
  'format.code.CANCELED': 'cancelado',
  'format.code.IN_PROCESS': 'en proceso',
  'format.code.COMPLETED': 'completado',
  'format.code.PICKED_UP': 'recogido',
  'format.code.DELIVERED': 'entregado',
} as const satisfies Translation<typeof english>;
