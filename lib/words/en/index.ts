/**
 * The English catalogue: it defines the keys (every other catalogue has exactly these, es/) and the
 * arguments of each message, in ICU MessageFormat (plurals and selections by `intl-messageformat`,
 * never by concatenation). A number argument is formatted by the language's rules: pass an order
 * number or a code as a string, so it is never grouped ("5,001").
 */

import { catalogueOf } from '../catalogue-parts';
import { account } from './account';
import { change } from './change';
import { channels } from './channels';
import { core } from './core';
import { digest } from './digest';
import { handoff } from './handoff';
import { missed } from './missed';
import { order } from './order';
import { placing } from './placing';

/**
 * The English catalogue, one part per area of the bot (each part's keys start with its area's name), so
 * that the areas' words are found where the area is and two areas never edit one file.
 */
export const en = catalogueOf(core, order, placing, change, account, handoff, channels, missed, digest);

/** A message of the catalogues. */
export type MessageKey = keyof typeof en;

/** A catalogue: a message for every key of the English one, and no other (TypeScript checks both). */
export type Catalogue = { readonly [K in MessageKey]: string };

/** Another language's part: a message for every key of the English part `T`, and no other. */
export type Translation<T> = { readonly [K in keyof T]: string };
