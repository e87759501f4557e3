/**
 * The variables that put this process on another clock (faketime's, as `npm run test:hours` runs the
 * suite), for a child started with an environment of its own: a packaged function started "as
 * deployed" runs on the same clock as the stand-ins it signs requests to, as a Lambda does on AWS's.
 * Outside faketime it is empty.
 * @example spawn(node, args, { env: { ...lambdaEnv, ...sameClock() } });
 */
export function sameClock(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] =>
        entry[1] !== undefined &&
        /^(?:FAKETIME\w*|LD_PRELOAD|DYLD_INSERT_LIBRARIES|DYLD_FORCE_FLAT_NAMESPACE)$/.test(entry[0]),
    ),
  );
}
