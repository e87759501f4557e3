/**
 * The Spanish catalogue (US Spanish, "usted": a business speaking to its customers, whatever their
 * age): exactly the keys of the English one, part by part, with the same arguments
 * (test/unit/lib/words/catalogues.test.ts). What the service names (stores, services, products) is
 * passed in as the service wrote it.
 */
import { catalogueOf } from '../catalogue-parts';
import type { Catalogue } from '../en';
import { account } from './account';
import { change } from './change';
import { channels } from './channels';
import { core } from './core';
import { digest } from './digest';
import { handoff } from './handoff';
import { missed } from './missed';
import { order } from './order';
import { placing } from './placing';

export const es = catalogueOf(
  core,
  order,
  placing,
  change,
  account,
  handoff,
  channels,
  missed,
  digest,
) satisfies Catalogue;
