import type { Translation } from '../en';
import type { change as english } from '../en/change';

/** Mis pedidos, cambiar y cancelar un pedido (lib/flows/change). */
export const change = {
  'change.menuLabel': 'Mis pedidos',
  'change.menuDetail': 'Verlos, mover una recogida o una entrega, recogerla usted en vez de la entrega',
  'change.noOrders': 'Todavía no ha hecho ningún pedido conmigo.',
  'change.lastOrders': '{count, plural, one {Su último pedido:} other {Sus últimos # pedidos:}}',
  'change.orderTitle': 'Pedido #{orderId}',
  'change.maybePlacedTitle': 'Pedido ref. {reference}: puede que se haya registrado',
  'change.placedNotKnown':
    'Todavía no se sabe: el sistema de la lavandería no respondió cuando lo envié, así que no puedo saber si lo tienen. Consulte con {contact}, referencia {reference}. Aparece aquí hasta que pase su día de recogida.',
  'change.store': 'Tienda',
  'change.services': 'Servicios',
  'change.pickup': 'Recogida',
  'change.return': 'Devolución',
  'change.atTheStore': 'En la tienda',
  'change.howOften': 'Frecuencia',
  'change.every': '{weeks, plural, one {Cada semana} other {Cada # semanas}}',
  'change.nextPickup': 'Próxima recogida',
  'change.courierTip': 'Propina del mensajero',
  'change.pickupTip': 'Propina del mensajero de la recogida',
  'change.deliveryTip': 'Propina del mensajero de la entrega',
  'change.noTip': 'Ninguna',
  'change.perTrip': 'por viaje',
  'change.status': 'Estado',
  'change.statusPlaced': 'Registrado en la tienda',
  'change.orderTotal': 'Total del pedido',
  'change.pickupFee': 'Cargo de recogida',
  'change.deliveryFee': 'Cargo de entrega',
  'change.changed': 'Cambiado',
  'change.times': '{count, plural, one {una vez} other {# veces}}',
  'change.notConfirmedYet': '{field}, todavía sin confirmar',
  'change.maybePlacedCantChange':
    'Un pedido sin confirmar no se puede cambiar por chat: consulte primero con la tienda.',
  'change.whichOrder': '¿Qué pedido?',
  'change.changeIt': '¿Desea cambiarlo?',
  'change.changeOrder': '¿Desea cambiar el pedido #{orderId}?',
  'change.changeOne': '¿Desea cambiar alguno de ellos?',
  'change.whichOrderHint': 'Elija un pedido para cambiarlo o elija Sin cambios.',
  'change.pickupDetail': 'Recogida {window}',
  'change.noChanges': 'Sin cambios',
  'change.notAmongOrders': 'No tengo el pedido #{orderId} entre sus pedidos.',
  'change.positionWhich':
    'Puede ser el pedido #{listed} (por su lugar en la lista) o el pedido #{placed} (por la fecha en que lo hizo). ¿Cuál?',
  'change.pickOrder': 'Elija uno de los pedidos.',
  'change.notPlacedInChat': 'No tengo el pedido #{orderId} entre los pedidos hechos por chat.',
  'change.pickupTime': 'Hora de recogida',
  'change.deliveryTime': 'Hora de entrega',
  'change.now': 'Ahora {what}',
  'change.haveItDelivered': 'Que me lo entreguen',
  'change.nowCollected': 'Ahora se recoge en {store}',
  'change.address': 'Dirección',
  // Por su efecto, nunca "Cancelar…": CANCELAR solo, por SMS, da de baja el teléfono donde el negocio
  // puso las palabras clave en español (lib/channels/sms/carrier-keywords.ts).
  'change.cancelDelivery': 'La recojo yo',
  'change.collectIt': 'sin entrega, le espera en {store}',
  // Lo mismo en el escritorio del personal, dicho como personal (actúa por el cliente).
  'change.cancelDeliveryStaff': 'El cliente la recoge',
  'change.collectItStaff': 'sin entrega, espera al cliente en {store}',
  'change.nowCollectedStaff': 'Ahora el cliente la recoge en {store}',
  'change.underWay':
    'El pedido #{orderId} ya empezó a procesarse, así que no se puede cambiar por chat. Llame a la tienda.',
  'change.whatToChange': '¿Qué desea cambiar del pedido #{orderId}?',
  'change.whatToChangeHint':
    'Elija una opción. Una hora nueva puede ser con el chofer de la tienda o con el mensajero, según quién trabaje a esa hora.',
  'change.nothing': 'Nada',
  'change.choose': 'Elija una de las opciones.',
  'change.moveOrCollect':
    'Entonces ese día no le sirve. Elija "{move}" para que se la llevemos otro día o "{collect}" para recogerla en {store}.',
  'change.noDelivery': 'El pedido #{orderId} no tiene entrega: puede recogerlo en {store}.',
  'change.deliveredToItsAddress': 'La entrega del pedido #{orderId} va a su dirección, {address}.',
  'change.notOffered':
    '{change, select, pickup {La recogida} delivery {La entrega} address {La dirección} tip {La propina del mensajero} other {Eso}} del pedido #{orderId} no se puede cambiar ahora.',
  'change.collectedAlready':
    'El pedido #{orderId} ya es para recoger en {store}, así que ahí no cambia nada.',
  'change.deliveryUnderWay':
    'La entrega del pedido #{orderId} ya va en camino, así que ya no se puede cambiar por recogerlo en {store}.',
  'change.collectInstead': 'Para recogerlo en {store} en vez de la entrega, elija "{cancel}".',
  'change.pickAWindow': 'Elija un día y un horario.',
  'change.deliveryTooSoon':
    'La entrega ({delivery}) llegaría muy pronto después de esa recogida (la tienda necesita {hours} horas), así que vamos a moverla también.',
  'change.whichAddress': '¿A qué dirección debe ir el chofer?',
  'change.whichAddressHint': 'La recogida y la entrega van a esa dirección.',
  'change.pickAddress': 'Elija una de sus direcciones.',
  'change.otherStore':
    'A {address} la atiende otra tienda, así que necesita un pedido nuevo. Elija otra dirección.',
  'change.addressElsewhere':
    'A {address} la atiende otra tienda, así que el pedido no se puede mover allí: eso necesita un pedido nuevo.',
  'change.addressesElsewhere':
    'A sus otras direcciones ({addresses}) las atienden otras tiendas, así que el pedido no se puede mover allí: eso necesita un pedido nuevo.',
  'change.tipNow': 'La propina del mensajero ahora es de {amount} por viaje. ¿De cuánto debe ser?',
  'change.tipHint': 'Elija una cantidad o escriba una como $4.50.',
  'change.waiting':
    'Estoy esperando saber si se hizo el cambio al pedido #{orderId} (referencia {reference}).',
  'change.waitingHint': 'Responda cualquier cosa y lo reviso con la lavandería.',
  'change.checkNow': 'Revisar ahora',
  'change.confirmCancel':
    'Entonces, sin entrega para el pedido #{orderId}: su ropa se queda en {store} para que la recoja. ¿De acuerdo?',
  'change.confirmChange': '¿Hacemos este cambio en el pedido #{orderId}?',
  'change.confirmHint': 'Confirme o cambie otra cosa.',
  'change.makeChangeConfirm': 'Esto cambia el pedido #{orderId} en {store}.',
  'change.cancelConfirm':
    'Esto cancela la entrega del pedido #{orderId}: su ropa se queda en {store} para que la recoja.',
  'change.makeChange': 'Hacer este cambio',
  'change.somethingElse': 'Cambiar otra cosa',
  'change.keep': 'Dejarlo igual',
  'change.oldAndNew': 'Pedido #{orderId}: antes y ahora',
  'change.fromTo': '{from} → {to}',
  // Lo que cuesta el cambio (lib/flows/change/change-replies.ts, de lib/orders/change-cost.ts).
  'change.feesInAll': 'Cargos en total',
  'change.totalEstimate': 'Total del pedido (estimado)',
  'change.costFromTo': '{same, select, yes {{to} (sin cambio)} other {{from} → {to} ({difference})}}',
  'change.customerCost':
    '{same, select, yes {Las tarifas del cliente siguen en {to}.} other {Las tarifas del cliente pasan de {from} a {to} ({difference}).}}',
  'change.secondUnread':
    'También dijo "{said}": esa parte no la tomé. El cambio de arriba queda apuntado; ¿qué otra cosa desea cambiar?',
  'change.sameAsNow': 'El pedido #{orderId} ya tiene eso, así que no hay nada que cambiar.',
  'change.kept': 'De acuerdo, el pedido queda como estaba.',
  'change.confirmOrOther': 'Confirme el cambio o elija otra cosa.',
  'change.delivery': 'Entrega',
  'change.collectAt': 'Recoger en {store}',
  'change.noneCollect': 'Ninguna. {collect}',
  'change.refusedSettling':
    'Envié de nuevo el cambio al pedido #{orderId} para comprobarlo, y la lavandería respondió: {message}. No sé si el primero se hizo, así que consulte con {store} (referencia {reference}).',
  'change.refusedGone':
    'La lavandería ya no tiene un pedido #{orderId} que cambiar. No se hizo ningún cambio; llame a la tienda.',
  'change.refused':
    'La lavandería no pudo hacer ese cambio: {message}. No se hizo ningún cambio, así que puede elegir de nuevo.',
  'change.done': 'Listo, cambiamos el pedido #{orderId}.',
  'change.doneCancelled':
    'Listo, cancelamos la entrega del pedido #{orderId}. Puede recoger su ropa en {store} cuando esté lista.',
  'change.supportChanged': 'Nuestro equipo de soporte hizo cambios en su pedido #{orderId}:',
  'change.fieldLine': '{field}: {from} → {to}',
  'change.yourCost':
    '{same, select, yes {Sus tarifas siguen en {to}.} other {Sus tarifas pasan de {from} a {to} ({difference}).}}',
  'change.earlierNotConfirmed':
    'Un cambio al pedido #{orderId} enviado antes (referencia {reference}) sigue sin confirmar: la lavandería no responde. Inténtelo de nuevo en un minuto.',
  'change.earlierWentThrough':
    'Un cambio al pedido #{orderId} enviado antes (referencia {reference}) ya se hizo.',
  'change.anotherNow':
    'Hay otro cambio en curso al pedido #{orderId} en este momento. Inténtelo de nuevo en un minuto.',
  'change.nowTitle': 'Pedido #{orderId} ahora',
  'change.was': '(antes {amount})',
  'change.stillNotAnswering':
    'La lavandería sigue sin responder, así que todavía no sé si se hizo el cambio al pedido #{orderId}. Lo revisaré de nuevo cuando usted responda (referencia {reference}).',
  'change.notAnswered':
    'Envié el cambio, pero la lavandería no respondió, así que todavía no sé si se hizo en el pedido #{orderId}. No le diré que no se hizo: lo revisaré con la lavandería cuando usted responda (referencia {reference}).',
  'change.openOrdersDoes': 'sus pedidos recientes',
  'change.openOrdersSignedOut': 'Primero inicie sesión, y luego le muestro sus pedidos.',
  'change.openLabel': 'Cambiar un pedido',
  'change.openDoes': 'mover una recogida o una entrega',
} as const satisfies Translation<typeof english>;
