/**
 * Imported first by a Lambda entry point whose cold start is budgeted (`npm run bench -- cold`): zod
 * then parses without compiling a fast path per object schema. Compiling one costs more than the few
 * parses a cold container makes of each schema (the queued work, the stored state, each flow's slice).
 * Set before any schema is built: zod reads the setting when an object schema is made.
 */
import * as z from 'zod';

z.config({ jitless: true });
