/** A request for a person, and leaving the talk with one, in the person's own words (invariant person-request-whole). */
import { asksForAPerson, leavesForTheBot } from '../../../../lib/recognize';

describe('a request to talk to a person', () => {
  it.each([
    'agent',
    'talk to a person',
    'can I speak with a real person please',
    'get me a human',
    'could I talk to someone from the store?',
    'hey, I want to ask someone something',
    'connect me with customer service',
    'necesito un agente',
    'puedo hablar con alguien de la lavandería?',
    'comuníqueme con una persona, por favor',
    'quisiera preguntarle algo a alguien',
  ])('%j asks for a person', (text) => {
    expect(asksForAPerson(text)).toBe(true);
  });

  it.each([
    'ask someone to ring the bell',
    'someone will be home friday',
    'can someone pick it up at the door',
    'I have a question',
    'the agent was rude',
    'alguien va a estar en casa',
    'real',
  ])('%j says more than that: not a request for a person', (text) => {
    expect(asksForAPerson(text)).toBe(false);
  });
});

describe('leaving the talk with a person', () => {
  it.each([
    'bot',
    'never mind',
    'cool, take me back to the bot',
    'thank you, I will go back to the bot now',
    'return to the automated chat',
    'listo, vuelvo al bot',
    'gracias, ya sigo con el bot',
  ])('%j goes back to the bot', (text) => {
    expect(leavesForTheBot(text)).toBe(true);
  });

  it.each(['ok thanks', 'the bot told me friday', 'is this a bot?', 'gracias', 'el bot no funciona'])(
    '%j is said to the person, not a leaving',
    (text) => {
      expect(leavesForTheBot(text)).toBe(false);
    },
  );
});
