/** The diagram of this bot's flows and how they hand over to each other. */
import { flowDiagram } from './diagram';
import { FLOWS } from './engine';

export function dialogDiagram(): string {
  const { 'sign-in': signIn, 'sign-up': signUp, idle, order } = FLOWS;
  return flowDiagram(
    [signIn, signUp, idle, order],
    [
      { from: [signIn, 'phone'], to: [signUp, 'sign-up-name'], label: "I'm new" },
      { from: [signIn, 'otp'], to: [idle, 'menu'], label: 'signed in' },
      { from: [signUp, 'otp'], to: [idle, 'menu'], label: 'signed in' },
      { from: [idle, 'menu'], to: [order, 'address'], label: 'new order / same as last time' },
      { from: [order, 'summary'], to: [idle, 'menu'], label: 'placed' },
      { from: [order, 'summary'], to: [order, 'address'], label: 'change a part' },
    ],
  );
}
