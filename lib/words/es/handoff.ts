import type { Translation } from '../en';
import type { handoff as english } from '../en/handoff';

/** La atención de una persona, los recordatorios y los avisos a un cliente. */
export const handoff = {
  'handoff.withYou': 'Una persona de la lavandería le atiende aquí. Escríbale: va a ver su mensaje.',
  'handoff.asked':
    'Le pedí a una persona de la lavandería que le conteste aquí, {when}. Escriba {about}: esa persona la va a leer.',
  'handoff.yourQuestion': 'su pregunta',
  'handoff.askedQuestionSent':
    'Le pedí a una persona de la lavandería que le conteste aquí, {when}, y le pasé su pregunta. Si quiere agregar algo, escríbalo aquí: esa persona lo va a leer.',
  'handoff.shortly': 'en breve',
  'handoff.whenWeOpen':
    'cuando abramos, {tomorrow, select, yes {mañana } other {}}a las {time} {half, select, am {de la mañana} other {de la tarde}}',
  'handoff.hint': 'Una persona le contesta aquí y, cuando terminen, le pasa de nuevo con el bot.',
  'handoff.handedBack': '{from} le pasa de nuevo con el bot. Sigamos donde lo dejamos.',
  'handoff.left': 'Volvió con el bot. Sigamos donde lo dejamos.',
  'handoff.heldBackMessages': 'El equipo tiene sus mensajes; le va a contestar pronto en este chat.',
  'handoff.heldBackThreads':
    'Ya pidió hablar con una persona varias veces hoy, así que no puedo pedirlo de nuevo ahora. Escriba "bot" para volver al bot.',
  'reminder.pickup':
    'Recordatorio: el pedido #{orderId} se recoge {when, select, today {hoy} tomorrow {mañana} other {el {day}}}, {time} ({provider}). Por favor, tenga las bolsas listas.',
  'reminder.delivery':
    'Recordatorio: el pedido #{orderId} se entrega {when, select, today {hoy} tomorrow {mañana} other {el {day}}}, {time} ({provider}).',
  'reminder.keep': 'Dejarlo así',
  'reminder.move': 'Cambiar {leg, select, pickup {la recogida} other {la entrega}}',
  'reminder.cancelDelivery': 'La recojo yo',
  'reminder.collectAt': 'sin entrega, le espera en {store}',
  'reminder.talk': 'Hablar con una persona',
  'reminder.choose': 'Elija una de las opciones.',
  'reminder.noLeg':
    'El pedido #{orderId} ya no tiene {leg, select, pickup {recogida} other {entrega}} que cambiar. No se hizo ningún cambio.',
  'reminder.begun':
    'La ventana de {leg, select, pickup {recogida} other {entrega}} del pedido #{orderId} ({day}, {time} con {provider}) ya empezó, así que ese recordatorio ya no vale. No se hizo ningún cambio.',
  'reminder.kept': 'Perfecto: el pedido #{orderId} queda igual.',
  'reminder.staffChangedAsk': '¿Le viene bien?',
  'reminder.staffChangedLabel': 'Cambio de nuestro equipo',
  'handoff.openLabel': 'Hablar con una persona',
  'handoff.openDoes': 'hablar con una persona',
  'handoff.unavailable':
    'En este chat no hay nadie de la lavandería, así que aquí no puedo pasarle con una persona.',
  'reminder.openLabel': 'Recordatorio',
} as const satisfies Translation<typeof english>;
