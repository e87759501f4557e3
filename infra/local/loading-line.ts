/**
 * The first thing `npm start` says, before the stack's modules load (imported first by start.ts, whose
 * other imports take 2 to 4 s to load): invariant start-says-what-it-waits-for, from the first second.
 */
process.stderr.write("Loading the bot's code, usually 2–4 s…\n");
