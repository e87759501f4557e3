/**
 * The laundry's staff at the terminal (`npm start`): the person at the keyboard plays both sides of a
 * hand-off. What the bot tells the staff thread is printed as staff read it (`staff sees › …`), and
 * `/staff …` lines answer as the local staff member, as a reply in that thread and its hand-back do in
 * Slack (lib/worker/relay.ts): a `relay` turn of the customer's conversation.
 *
 * @invariant terminal-plays-staff The terminal offers a person (and a new customer's "Send my address to the laundry") because the one at the keyboard can answer as staff with `/staff`; what staff would read is shown, never hidden, and the back office's part (adding an address) is the sandbox's stand-in, named as such.
 */
import type { Notice } from '../../lib/dialog/step';
import type { DialogInput } from '../../lib/dialog/types';
import type { Sandbox } from './sandbox/server';

/** The banner's line on playing staff at the terminal. */
export const TERMINAL_STAFF_LINE =
  'Staff, played here: what the laundry\'s staff would read shows as "staff sees ›"; answer as Alex with /staff <words>, add an address in the back office with /staff address <street>, hand back with /staff back.';

/** How `/staff` is used, said when a `/staff` line is none of its forms. */
export const STAFF_USAGE =
  'As staff: /staff <words> (answer the customer), /staff address <street> (add it to their account in the back office), /staff back (hand them back to the bot).';

/** What a `/staff` line asks: a staff turn of the customer's conversation, an address added, or its usage. */
export type StaffLine =
  | { kind: 'relay'; input: Extract<DialogInput, { type: 'relay' }> }
  | { kind: 'address'; address1: string }
  | { kind: 'usage' };

const STAFF_PREFIX = 'staff sees › ';
const CONTINUATION = ' '.repeat(STAFF_PREFIX.length);

/**
 * Reads a line typed at the terminal as a staff member's (`/staff …`); undefined for the customer's own.
 * @example readStaffLine('/staff back', { name: 'Alex', business: 'Spin City Laundry' }) // { kind: 'relay', input: { type: 'relay', from: 'Alex', business: 'Spin City Laundry', end: true } }
 */
export function readStaffLine(
  line: string,
  staff: { name: string; business: string },
): StaffLine | undefined {
  const match = /^\/staff(?:\s+(.*))?$/is.exec(line.trim());
  if (!match) return undefined;
  const rest = (match[1] ?? '').trim();
  const from = { type: 'relay' as const, from: staff.name, business: staff.business };
  if (rest === '') return { kind: 'usage' };
  if (/^back$/i.test(rest)) return { kind: 'relay', input: { ...from, end: true } };
  const address = /^address\b\s*(.*)$/is.exec(rest);
  if (address) {
    const address1 = (address[1] ?? '').trim();
    return address1 ? { kind: 'address', address1 } : { kind: 'usage' };
  }
  return { kind: 'relay', input: { ...from, text: rest } };
}

/**
 * What staff read of a turn's notices to its staff thread, a `staff sees ›` block each; undefined when
 * the turn told staff nothing.
 * @example staffSees([{ staffThread: true, text: 'Asks for a person: customer #1001.' }]) // 'staff sees › Asks for a person: customer #1001.'
 */
export function staffSees(notices: readonly Notice[]): string | undefined {
  const blocks = notices
    .filter((notice) => 'staffThread' in notice && notice.text)
    .map((notice) =>
      (notice.text ?? '')
        .split('\n')
        .map((line, index) => (index === 0 ? STAFF_PREFIX + line : CONTINUATION + line))
        .join('\n'),
    );
  return blocks.length ? blocks.join('\n') : undefined;
}

/** The store's back office, as the sandbox plays it locally. */
export type BackOffice = Pick<Sandbox, 'addAddress' | 'customerByPhone'>;

/** A unit's part of an address: "Apt 3", "Floor 2", "#4B". */
const UNIT = /^(?:apt|apartment|unit|suite|ste|floor|fl|#)\b|^#/i;

/**
 * An address typed whole, as a customer writes it ("12 Main St, Apt 3, Brooklyn NY 11201"), in the
 * back office's parts: the street, the unit, the city and the ZIP, the state dropped. Stored so, it is
 * shown with its city once (found trying the bot: the whole line was the street, and the sandbox's
 * default city was shown after it). A street alone keeps the back office's defaults.
 * @example addressParts('350 W 20th St, Apt 2, New York, NY 10011') // { address1: '350 W 20th St', address2: 'Apt 2', city: 'New York', postalCode: '10011' }
 */
export function addressParts(typed: string): {
  address1: string;
  address2?: string;
  city?: string;
  postalCode?: string;
} {
  const [street = typed, ...rest] = typed
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const unit = rest.find((part) => UNIT.test(part));
  const place = rest.filter((part) => part !== unit).join(' ');
  const zip = /\b(\d{5})(?:-\d{4})?\b/.exec(place)?.[1];
  const city = place
    .replace(/\b\d{5}(?:-\d{4})?\b/, ' ')
    .replace(/\b[A-Z]{2}\b\s*$/, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return {
    address1: street,
    ...(unit ? { address2: unit } : {}),
    ...(city ? { city } : {}),
    ...(zip ? { postalCode: zip } : {}),
  };
}

/**
 * Staff add `address1` to customer `serviceCustomerId`'s account in the back office, and say what was done.
 * @example addAddressAsStaff(backOffice, 1101, '12 Main St') // 'staff: "12 Main St" is added to customer #1101's account …'
 */
export function addAddressAsStaff(
  backOffice: BackOffice | undefined,
  serviceCustomerId: number | undefined,
  address1: string,
): string {
  if (serviceCustomerId === undefined)
    return 'staff: no one is signed in here, so there is no account to add an address to.';
  if (!backOffice) return "staff: the back office is the real service's here: add the address there.";
  const parts = addressParts(address1);
  const added = backOffice.addAddress(serviceCustomerId, parts);
  // Said whole, as added: the record's street, unit and city, then the state and ZIP typed (the back
  // office keeps no state, and its default ZIP is not one staff gave). Found trying the bot: "320 E 145th
  // St Apt 4B, Bronx, NY 10451" was said back as "320 E 145th St Apt 4B, Bronx".
  const state = /\b([A-Z]{2})\b(?:\s+\d{5}(?:-\d{4})?)?\s*$/.exec(
    address1.split(',').slice(1).join(','),
  )?.[1];
  const place = [state, parts.postalCode].filter(Boolean).join(' ');
  const shown = [added.address1, added.address2, added.city, place].filter(Boolean).join(', ');
  return `staff: "${shown}" is added to customer #${serviceCustomerId}'s account in the back office (the sandbox's stand-in, which places every address it adds in its first store's area). Hand them back with /staff back.`;
}
