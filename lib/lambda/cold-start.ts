/**
 * A Lambda handler whose parts are built once per container, by an async step (secrets read from SSM
 * at cold start). A failed start is not kept: the next invocation tries again.
 */

/**
 * @example export const handler = onColdStart(async () => createWorker(createBot(await lambdaConfig(process.env))));
 */
export function onColdStart<E, C, R>(
  init: () => Promise<(event: E, context: C) => Promise<R>>,
): (event: E, context: C) => Promise<R> {
  let ready: Promise<(event: E, context: C) => Promise<R>> | undefined;
  return async (event, context) => {
    ready ??= init().catch((error: unknown) => {
      ready = undefined;
      throw error;
    });
    return (await ready)(event, context);
  };
}
