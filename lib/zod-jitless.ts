/**
 * Imported first by every Lambda entry point (and by the configuration's schemas): zod then parses
 * without compiling a fast path per object schema. A Lambda parses most of its schemas a handful of
 * times, so compiling costs more than it saves (a few ms of every cold start, `npm run bench -- cold`).
 * Set before any schema is built.
 */
import * as z from 'zod';

z.config({ jitless: true });
