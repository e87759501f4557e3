import type { Translation } from '../en';
import type { core as english } from '../en/core';

/** Las palabras del motor, los comandos, el menú y el inicio de sesión. */
export const core = {
  'engine.startedOver': 'Hace tiempo que no hablamos, así que empecé de nuevo.',
  'engine.failed': 'Algo falló de nuestro lado. No se cambió nada: inténtelo de nuevo.',
  'engine.welcomeBack': '¡Bienvenido de nuevo! Aquí es donde íbamos.',
  'engine.menuOutOfDate': 'Ese menú ya no está al día. Aquí es donde vamos ahora.',
  'engine.leaving':
    'Para dejar lo que estamos haciendo, escriba olvídalo. Para cerrar la sesión en este chat, escriba cerrar sesión.',
  'engine.stuck': 'Escriba ayuda si no sabe cómo seguir{stuckOffer}, u olvídalo para dejar esto.',
  'engine.firstQuestion': 'Estamos en la primera pregunta.',
  'engine.otherAccount': 'Este chat estaba a mitad de algo para otra cuenta, así que empecé de nuevo.',
  'engine.pickUp': 'Sigamos donde lo dejamos.',
  'command.help':
    '{step, select, none {} other {Ahora necesito: {step}. }}Conteste la pregunta, o escriba: atrás (la pregunta anterior), resumen (lo que eligió hasta ahora), empezar de nuevo, olvídalo (dejar lo que estamos haciendo) o cerrar sesión.',
  'command.restart': 'Empecemos de nuevo.',
  'command.dropped': 'Listo, lo dejé. No se cambió nada.',
  'command.nothingToDrop': 'No hay nada que dejar ahora.',
  'command.staffNoSignIn':
    'Una conversación del personal no tiene sesión propia. Escriba olvídalo para dejar lo que estamos haciendo.',
  'command.notSignedIn': 'No ha iniciado sesión.',
  'command.signedOut': 'Cerró la sesión. Este chat ya no guarda su sesión.',
  'command.languageNotOffered':
    'Lo siento, aquí solo puedo escribir en {language, select, es {español} other {inglés}}.',
  'command.language': 'De acuerdo, le escribo en español. (For English, type: english.)',
  'menu.nothingHeld': 'Todavía no hay ningún pedido en curso.',
  'menu.greeting': '¡Hola! Puedo programar la recogida de su ropa para lavandería o tintorería.',
  'menu.question': '¿Qué desea hacer?',
  'menu.hint': 'Elija una opción. Escriba {help} en cualquier momento.',
  'menu.again': 'Lo mismo que la última vez (pedido #{orderId})',
  'menu.signOut': 'Cerrar sesión',
  'menu.noSuchOrder': 'No tengo el pedido #{orderId} entre sus pedidos recientes.',
  'menu.choose': 'Elija una de las opciones.',
  'signIn.textThisPhone':
    'Para hacer un pedido, primero inicie sesión. ¿Le envío un código por mensaje a este teléfono, {phone}?',
  'signIn.textThisPhoneHint': 'Sí, para recibir el código.',
  'signIn.yesTextMe': 'Sí, envíenme un código',
  'signIn.askPhone': 'Para hacer un pedido, primero inicie sesión. ¿Cuál es su número de celular?',
  'signIn.newHere': 'Soy nuevo, quiero registrarme',
  'signIn.phoneHint': '10 dígitos, por ejemplo 212 555 0101.',
  'signIn.codeTooEarlyByText':
    'Eso parece un código de inicio de sesión, pero todavía no se lo he pedido. Responda sí y le envío un código nuevo.',
  'signIn.codeTooEarly':
    'Eso parece un código de inicio de sesión, pero todavía no se lo he pedido. Primero necesito su número de celular.',
  'signIn.codeGoesToThisPhone':
    'Por mensaje de texto, el código va al teléfono desde el que escribe. Responda sí para recibir el código.',
  'signIn.sayYes': 'Responda sí y le envío un código a este teléfono.',
  'signIn.codeLength':
    'El código tiene {digits} dígitos, y usted escribió {typed}. Revise el mensaje de texto: no se gastó ningún intento.',
  'signIn.codeNotChecked':
    'El servicio de lavandería no respondió, así que no pude revisar ese código: no se gastó ningún intento. Escríbalo de nuevo en un minuto.',
  'signIn.lastTry':
    'Ese código no es correcto, y era el último intento. Espere {minutes} minutos y luego pida un código nuevo.',
  'signIn.notAPhone': 'Eso no parece un número de teléfono de 10 dígitos.',
  'signIn.texted': 'Le envié un código al {phone}.',
  'signIn.askCode': '¿Cuál es el código que le enviamos al {phone}?',
  'signIn.askCodeHint': 'Los dígitos del mensaje de texto.',
  'signIn.sendAgain': 'Enviarlo de nuevo',
  'signIn.anotherNumber': 'Usar otro número',
  'signIn.sentAgain': 'Le envié un código nuevo al {phone}.',
  'signIn.codeIsDigits': 'El código son los dígitos del mensaje de texto.',
  'signIn.signedInNamed': 'Ya inició sesión. ¡Hola, {name}!',
  'signIn.signedInPhone': 'Ya inició sesión en la cuenta de {phone}.',
  'signIn.wrongCode':
    'Ese código no es correcto. {left, plural, one {Le queda # intento} other {Le quedan # intentos}}.',
} as const satisfies Translation<typeof english>;
