import type { Translation } from '../en';
import type { digest as english } from '../en/digest';

/** El resumen semanal para el personal: cómo le fue al bot esta semana y la anterior (lib/stats/digest.ts). */
export const digest = {
  'digest.title': 'Cómo le fue al bot, del {from} al {to} (entre paréntesis, la semana anterior)',
  'digest.orders':
    'Pedidos hechos con el bot: {n, number} ({was, number}), por {value} en cargos y propinas ({wasValue})',
  'digest.ordersBy':
    '{channel, select, sms {Mensajes de texto} slack {Slack} other {Terminal}} en {language, select, en {inglés} es {español} other {otro idioma}}: {n, number} ({was, number})',
  'digest.conversations':
    'Conversaciones iniciadas: {n, number} ({was, number}); pedidos por conversación: {rate} ({wasRate})',
  'digest.stopped': 'Pedidos sin terminar, detenidos en: {steps}',
  'digest.stoppedNone': 'Pedidos sin terminar: ninguno se detuvo en una pregunta',
  'digest.missed':
    'Respuestas no entendidas: {n, number} ({was, number}); preguntas repetidas por pedido: {perOrder} ({wasPerOrder})',
  'digest.missedAt': 'Sobre todo en: {steps}',
  'digest.handoffs':
    'Conversaciones pasadas a una persona: {n, number} ({was, number}), {unanswered, number} aún sin respuesta ({wasUnanswered, number})',
  'digest.handoffTimes':
    'Tiempo hasta la primera respuesta del personal: {median} la mediana ({wasMedian}), {worst} la peor ({wasWorst})',
  'digest.reminders':
    'Recordatorios enviados: {n, number} ({was, number}); respuestas: {kept, number} lo dejaron así ({wasKept, number}), {moved, number} lo cambiaron ({wasMoved, number}), {cancelled, number} cancelaron la entrega ({wasCancelled, number}), {person, number} pidieron una persona ({wasPerson, number})',
  'digest.failed': 'Mensajes de texto que fallaron: {n, number} ({was, number})',
  'digest.failedBy': 'Error de Twilio {reason}: {n, number} ({was, number})',
  'digest.changed':
    'Pedidos cambiados: {customer, number} por clientes ({wasCustomer, number}), {staff, number} por el personal ({wasStaff, number})',
  'digest.minutes': '{n, number} min',
  'digest.none': 'ninguno',
  'digest.step':
    '“{step}”{flow, select, order { en un pedido nuevo} signup { al crear la cuenta} signin { al iniciar sesión} change { al cambiar un pedido} preferences { en las preferencias} notes { en las notas} products { en los productos} other {}}',
  'digest.stepCount': '{step} {n, number} ({was, number})',
  'digest.largest':
    'El mayor cambio: {figure} {n, number}, {up, select, yes {más} other {menos}} que la semana anterior ({was, number}).',
  'digest.largestStop':
    'El mayor cambio: {n, number} pedidos sin terminar se detuvieron en {step} ({was, number} la semana anterior): esa pregunta es la primera que hay que revisar.',
  'digest.noChange': 'Nada cambió respecto a la semana anterior.',
  'digest.notSetUp': 'Los conteos del bot no están configurados para este negocio.',
  'digest.figure.orders': 'pedidos hechos:',
  'digest.figure.conversations': 'conversaciones iniciadas:',
  'digest.figure.missed': 'respuestas no entendidas:',
  'digest.figure.handoffs': 'conversaciones pasadas a una persona:',
  'digest.figure.unanswered': 'conversaciones sin respuesta del personal:',
  'digest.figure.reminders': 'recordatorios enviados:',
  'digest.figure.failed': 'mensajes de texto fallidos:',
  'digest.figure.changedByCustomers': 'pedidos cambiados por clientes:',
  'digest.figure.changedByStaff': 'pedidos cambiados por el personal:',
} as const satisfies Translation<typeof english>;
