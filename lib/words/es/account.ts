import type { Translation } from '../en';
import type { account as english } from '../en/account';

/** Sign-up, preferences, products and prices, notes, the tip (lib/flows). */
export const account = {
  // Words of more than one flow of the area.
  'account.done': 'Listo',
  // Sign-up (lib/flows/sign-up.ts).
  'signUp.askName': '¡Le damos la bienvenida! ¿Cuál es su nombre y apellido?',
  'signUp.askNameHint': 'Por ejemplo: Ana Lima.',
  'signUp.nameIsNumber': 'Eso parece un número. ¿Cuál es su nombre y apellido?',
  'signUp.nameBoth': 'Por favor, escriba su nombre y su apellido.',
  'signUp.nameOnly': 'Por favor, escriba solo su nombre y su apellido, por ejemplo Ana Lima.',
  'signUp.nameInitial':
    'Por favor, escriba su nombre y su apellido completos (por ejemplo Ana Lima) o escriba "{name}" otra vez si es así.',
  'signUp.nameDrawnOut':
    '¿Su nombre se escribe "{name}"? Escríbalo de nuevo como debe quedar o escriba "{name}" otra vez si es así.',
  'signUp.askPhone': '¿Cuál es su número de celular?',
  'signUp.askEmail': '¿Cuál es su correo electrónico?',
  'signUp.askEmailHint': 'Para los recibos, por ejemplo ana@example.com.',
  'signUp.notAnEmail': 'Eso no parece un correo electrónico.',
  'signUp.emailNeeded':
    'Hace falta un correo electrónico para crear su cuenta: la lavandería le envía ahí los recibos. Escriba uno o, si no tiene, diga «hablar con una persona».',
  'signUp.whichEmail': '¿Qué correo electrónico uso? Por favor, escriba solo ese.',
  'signUp.askBusinessName': '¿Cuál es el nombre del negocio, como debe aparecer en las facturas?',
  'signUp.askBusinessNameHint': 'Por ejemplo: Sastrería Lima LLC.',
  'signUp.businessNameRetry': 'Por favor, escriba el nombre del negocio.',
  'signUp.businessNameOnlyKind':
    '¿"{name}" es el nombre del negocio? Escriba el nombre como debe aparecer en las facturas (por ejemplo: Sastrería Lima LLC) o escriba "{name}" otra vez para dejarlo así.',
  'signUp.askMarketing': '¿Podemos enviarle noticias y ofertas por mensaje de texto de vez en cuando?',
  'signUp.askCommercial': '¿Esta cuenta es para un negocio?',
  'signUp.askInvoicing': '¿Le enviamos factura al negocio en lugar de cobrar a una tarjeta?',
  'signUp.detailName': 'Nombre',
  'signUp.detailPhone': 'Número de celular',
  'signUp.detailEmail': 'Correo electrónico',
  'signUp.detailNews': 'Noticias y ofertas',
  'signUp.detailBusiness': 'Cuenta de negocio',
  'signUp.detailsTitle': 'Su cuenta nueva',
  'signUp.detailNewsByText': 'Noticias y ofertas por mensaje de texto',
  'signUp.yesOrNo': '{answer, select, yes {Activadas} other {Desactivadas}}',
  'signUp.businessValue':
    '{kind, select, invoiced {Con factura a {business}} card {Pago con tarjeta} other {No}}',
  'signUp.askChange': '¿Qué desea cambiar?',
  'signUp.askChangeHint': 'Elija uno; lo demás queda igual.',
  'signUp.keepDetails': 'Nada, volver a mis datos',
  'signUp.addressToStaff':
    'Antes de crearla: la dirección de recogida la agrega el personal de la lavandería, no yo. Cuando haga su primer pedido, se la pediré y se la pasaré a ellos aquí, y ellos se ocupan del resto.',
  'signUp.addressAskStaff':
    'Antes de crearla: la dirección de recogida la agrega el personal de la lavandería, no yo. Cuando su cuenta esté creada, envíesela a ellos{contact, select, none {} other { ({contact})}}, y ellos se ocupan del resto.',
  'signUp.askCreate': '¿Creo su cuenta con estos datos?',
  'signUp.askCreateHint': 'Créela o cambie un dato antes.',
  'signUp.createConfirm':
    'Esto crea su cuenta y le envía por mensaje de texto un código para iniciar sesión.',
  'signUp.create': 'Crear mi cuenta',
  'signUp.change': 'Cambiar algo',
  'signUp.pickDetail': 'Elija el dato que desea cambiar.',
  'signUp.oneDetailFirst': 'De uno en uno: ¿cuál primero, {some} o {last}?',
  'signUp.sayCreate': 'Diga "crear mi cuenta" o "cambiar" y el dato, como "cambiar correo".',
  'signUp.hasAccountSignIn': 'El {phone} ya tiene una cuenta. Vamos a iniciar sesión.',
  'signUp.hasAccountMaybeSent': 'El {phone} ya tiene una cuenta. {maybeSent}',
  'signUp.hasAccountTexted':
    'El {phone} ya tiene una cuenta, así que le enviamos un código por mensaje de texto para iniciar sesión.',
  'signUp.refused': 'El servicio no pudo crear la cuenta: {reason}.',
  'signUp.businessCapped':
    'Hoy ya no puedo abrir cuentas nuevas, así que no creé ninguna ni envié nada a {phone}. Inténtelo de nuevo en {hours, plural, one {una hora} other {# horas}}.',
  'signUp.created': '¡Cuenta creada! El código va en camino. El mensaje puede llegar en inglés.',
  'signUp.nevermind': 'De acuerdo, no se crea ninguna cuenta.',
  // Preferences (lib/flows/preferences.ts).
  'preferences.menuOption': 'Preferencias y notas',
  'preferences.askWhich': '¿Qué preferencia desea cambiar?',
  'preferences.none': 'La lavandería no tiene preferencias para elegir.',
  'preferences.askWhichHint': 'Elija una para cambiarla o Listo.',
  'preferences.notes': 'Notas para la lavandería',
  'preferences.pickOne': 'Elija una de las preferencias o Listo.',
  'preferences.defaultValue': '{value} (predeterminado)',
  'preferences.notSet': 'Sin elegir',
  'preferences.askOption': '{preference}: {multi, select, yes {¿cuáles?} other {¿cuál?}}',
  'preferences.askOptionHint': '{multi, select, yes {Elija una o varias.} other {Elija una.}}',
  'preferences.chosenNow': 'Elegida ahora',
  'preferences.default': 'Predeterminada',
  'preferences.pickPreference': 'Primero elija una preferencia.',
  'preferences.pickOption':
    '{multi, select, yes {Elija una o varias de las opciones.} other {Elija una de las opciones.}}',
  'preferences.cantAdvise':
    'No puedo recomendarle una opción; la lavandería puede hacerlo (diga «hablar con una persona»). Elija una de las opciones.',
  'preferences.saved': '{preference}: {chosen}. Guardado.',
  // Products and prices (lib/flows/products.ts).
  'products.menuOption': 'Productos y precios',
  'products.pickAddress': 'Elija una de sus direcciones.',
  'products.noStoreServes': 'Lo siento, todavía ninguna tienda atiende {address}.',
  'products.noAddress':
    'Su cuenta todavía no tiene una dirección, así que no puedo saber qué tienda le corresponde.',
  'products.askAddress': '¿La tienda de cuál dirección?',
  'products.askAddressHint': 'Cada dirección puede tener una tienda distinta.',
  'products.cleaningPrice':
    'La limpieza no tiene un precio que yo pueda mostrar: {store} fija el precio del lavado y de la limpieza en seco.',
  'products.noneListed': '{store} no tiene productos en su lista.',
  'products.listHeader': 'Productos de {store}:',
  'products.andMore': 'Y otros {more}',
  'products.askByName': 'pídame uno por su nombre',
  'products.notListed': 'No, {store} no tiene {phrase} en su lista.',
  'products.itHas': 'Tiene: {categories}.',
  'products.found': '{more, plural, =0 {Tiene {named}.} other {Tiene {named}, y otros #.}}',
  'products.theStore': 'La tienda',
  'products.askMore': '¿Busca otro producto? Escriba su nombre.',
  'products.askMoreHint': 'Una palabra como "bolsa" o Listo.',
  // The courier tip (lib/flows/tip.ts).
  'tip.none': 'Sin propina',
  'tip.percent': 'La propina es una cantidad en dólares, no un porcentaje: escriba una como {example}.',
  'tip.retry': 'Una propina es una cantidad como {example}, hasta {most}.',
  'tip.moreOrInAll': '¿Quiere decir {more} en total o {all}? Escriba la cantidad que debe ser la propina.',
  'products.openLabel': 'Productos',
  'products.openDoes': 'los productos de la tienda',
  'preferences.openLabel': 'Preferencias',
  'preferences.openDoes': 'sus preferencias de lavandería',
} as const satisfies Translation<typeof english>;
