/**
 * A conversation's customer link as an item: who it is signed in as, with its token and phone sealed
 * (token-cipher.ts) under the item's own key and attribute (`itemAad`), so a sealed value moved to
 * another item does not open.
 *
 * @invariant unopenable-link-reads-as-none A link whose sealed values no longer open (their key is no longer configured, or the item was
 *    moved) reads as none: the person signs in again and the new link replaces it.
 * @invariant old-seal-reads-and-is-resealed A link sealed under an old key or format still reads, and says so (`isSealedCurrent`), so the
 *    next write seals it anew (invariant old-seal-resealed).
 */
import { type Item, num, readNumber, readString, str } from './attribute-values';
import { StoreError } from './errors';
import { LINK_SK } from './keys';
import { itemAad, type TokenCipher } from './token-cipher';

/** Who a conversation is signed in as at the laundry service. */
export interface CustomerLink {
  serviceCustomerId: number;
  token: string;
  linkedAt: string;
  /**
   * The last day the sign-in was used (ISO), when later than `linkedAt`: rewritten at most once a day,
   * with the turn's own write (lib/conversation/turn.ts), so an idle sign-in can be told apart.
   */
  lastUsedAt?: string;
  /** Who made a shared link (a channel's company account): the only one besides admins who may remove it. */
  linkedBy?: string;
  /**
   * The phone an SMS conversation texts (E.164), for what is sent outside its turns (reminders, staff
   * notices): the key names it by fingerprint only. Sealed like the token.
   */
  phone?: string;
  /** The person's language, kept with the sign-in for the next conversation, reminders and notices; absent: English. */
  language?: 'en' | 'es';
}

export function linkItem(pk: string, link: CustomerLink, cipher: TokenCipher): Item {
  if (!Number.isSafeInteger(link.serviceCustomerId))
    throw new RangeError('serviceCustomerId must be an integer');
  return {
    pk: str(pk),
    sk: str(LINK_SK),
    serviceCustomerId: num(link.serviceCustomerId),
    token: str(cipher.encrypt(link.token, itemAad(pk, LINK_SK, 'token'))),
    linkedAt: str(link.linkedAt),
    ...(link.lastUsedAt ? { lastUsedAt: str(link.lastUsedAt) } : {}),
    ...(link.linkedBy ? { linkedBy: str(link.linkedBy) } : {}),
    ...(link.language ? { language: str(link.language) } : {}),
    ...(link.phone ? { phone: str(cipher.encrypt(link.phone, itemAad(pk, LINK_SK, 'phone'))) } : {}),
  };
}

/** Whether every sealed attribute of a link item is sealed under the current key and format. */
export function isSealedCurrent(item: Item | undefined, cipher: TokenCipher): boolean {
  return [item?.token?.S, item?.phone?.S].every((sealed) => sealed === undefined || cipher.isCurrent(sealed));
}

/**
 * A link whose token no longer decrypts (its key is no longer configured, or it was moved from another
 * item) is as good as none: the person signs in again and the new link replaces it, instead of every
 * turn failing.
 */
export function readLink(item: Item, cipher: TokenCipher): CustomerLink | undefined {
  const pk = readString(item, 'pk');
  let token: string;
  let phone: string | undefined;
  try {
    token = cipher.decrypt(readString(item, 'token'), itemAad(pk, LINK_SK, 'token'));
    phone = item.phone?.S ? cipher.decrypt(item.phone.S, itemAad(pk, LINK_SK, 'phone')) : undefined;
  } catch (error) {
    if (error instanceof StoreError && error.code === 'TOKEN_DECRYPT_FAILED') return undefined;
    throw error;
  }
  return {
    serviceCustomerId: readNumber(item, 'serviceCustomerId'),
    token,
    linkedAt: readString(item, 'linkedAt'),
    ...(item.lastUsedAt?.S ? { lastUsedAt: item.lastUsedAt.S } : {}),
    ...(item.linkedBy?.S ? { linkedBy: item.linkedBy.S } : {}),
    ...(item.language?.S === 'es' || item.language?.S === 'en' ? { language: item.language.S } : {}),
    ...(phone ? { phone } : {}),
  };
}
