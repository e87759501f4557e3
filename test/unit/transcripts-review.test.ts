/** The transcripts' review (test/transcripts/review.ts): each untrue sentence found in its context, and only there. */
import { untrueSentences } from '../transcripts/review';

const whys = (transcript: string) => untrueSentences(transcript).map((u) => `${u.line}: ${u.why}`);

describe('untrueSentences', () => {
  it('finds "This places the order with the store." on a pop-up that places no order, in English and Spanish', () => {
    const transcript = [
      '      [ Make this change ] (asks "This places the order with the store." [ Make this change ] [ Go back ])',
      '      [ Crear mi cuenta ] (asks "Esto hace el pedido a la tienda." [ Crear mi cuenta ] [ Volver ])',
      '      [ Place order ] (asks "This places the order with Spin City." [ Place order ] [ Go back ])',
      '      [ Make this change ] (asks "This changes order #5001 with Spin City." [ Make this change ] [ Go back ])',
    ].join('\n');
    expect(whys(transcript)).toEqual([
      '1: a pop-up says the order is placed on a button that places none',
      '2: a pop-up says the order is placed on a button that places none',
    ]);
  });

  it('finds "This can\'t be undone." on cancelling a delivery, which can be added back, and not on dropping an order', () => {
    const transcript = [
      '      [ Cancel the delivery ] (asks "This can\'t be undone." [ Cancel the delivery ] [ Go back ])',
      '      [ Drop this order ] (asks "The order is dropped and nothing is placed. This can\'t be undone." [ Drop this order ] [ Go back ])',
    ].join('\n');
    expect(whys(transcript)).toEqual([
      "1: a pop-up says it can't be undone where it can, or where nothing is done yet (a cancelled delivery can be added back; Send it again asks first)",
    ]);
  });

  it('finds "Pick one of the addresses." after the no-address question, and not after a list of addresses', () => {
    const transcript = [
      "bot › Your account has no pickup address yet, and I can't add one.",
      '      2 Try again',
      'you › 350 W 20th St',
      'bot › Pick one of the addresses.',
      "      Your account has no pickup address yet, and I can't add one.",
      'you › try again',
      'bot › Where should we pick up?',
      '      1 210 W 21st St',
      'you › the blue house',
      'bot › Pick one of the addresses.',
      'you › hola',
      'bot › Su cuenta todavía no tiene una dirección de recogida, y yo no puedo agregarla.',
      'you › calle 5',
      'bot › Elija una de las direcciones.',
    ].join('\n');
    expect(whys(transcript)).toEqual([
      '4: told to pick one of the addresses while the customer has none',
      '14: told to pick one of the addresses while the customer has none',
    ]);
  });

  it("finds a hint with parentheses of its own shown in the terminal's parentheses", () => {
    const transcript = [
      '  (Yes or no (skip means no).)',
      '  (Yes or no; skip means no.)',
      'Visa ending 4242 (default)',
    ].join('\n');
    expect(whys(transcript)).toEqual([
      '1: brackets inside brackets: a hint with parentheses of its own, which the terminal shows in parentheses',
    ]);
  });

  it('finds the same phone number twice in a row, and not one said once', () => {
    const transcript = [
      "bot › I've texted a code to (***) ***-0101.",
      "      What's the code we texted to (***) ***-0101?",
      'you › 424242',
      'bot › Your code is on its way.',
      "      What's the code we texted to (***) ***-0101?",
    ].join('\n');
    expect(whys(transcript)).toEqual([
      '2: the same phone number said twice in a row ("I\'ve texted a code to …" then "the code we texted to …")',
    ]);
  });

  it('finds "tomorrow" as a day example where tomorrow is not offered, and not where it is', () => {
    const transcript = [
      'bot › Which day should we pick up?',
      '  1. Tomorrow (Tue, Jun 3)',
      '  (Pick a day, or type one: "tomorrow", "friday", "dec 3".)',
      'you › 1',
      'bot › ¿Qué día se la devolvemos?',
      '  1. vie, 6 de jun',
      '  (Elija un día o escríbalo: "mañana", "el viernes", "el 3 de diciembre".)',
    ].join('\n');
    expect(whys(transcript)).toEqual([
      '7: a day question gives "tomorrow" as an example where tomorrow is not offered',
    ]);
  });

  it('finds a question used as a label before a colon ("Placed?:"), in English and Spanish', () => {
    const transcript = [
      '  Placed?:  Not known yet',
      '  ¿Lo recibió la tienda?: Todavía no',
      '  Placed with the store: Not known yet',
    ].join('\n');
    expect(whys(transcript)).toEqual([
      '1: a label that is a question, then a colon ("Placed?:")',
      '2: a label that is a question, then a colon ("Placed?:")',
    ]);
  });
});
