/**
 * The engine's own deps. Everything else a step needs is the app's (lib/flows/deps.ts): the engine
 * is generic over it and never reads it.
 */

/** What the engine hands every step beside the app's own deps: the clock, fresh ids, the zone days are read in. */
export interface EngineDeps {
  now(): Date;
  newId(): string;
  timeZone: string;
}

/**
 * The deps steps see: the app's own (`X`, declared by the app with its flows: lib/flows/deps.ts) and
 * the engine's. The engine passes them through and reads only its own.
 */
export type StepDeps<X = unknown> = X & EngineDeps;
