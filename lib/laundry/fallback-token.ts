/**
 * A laundry port that tries a second credential where the first is refused: support staff act with a
 * customer's token, and where the service no longer accepts it (401), with the business's dispatch
 * credential. A refused request changed nothing, so sending it again is safe, the PATCH included.
 */
import { isLaundryApiError } from './errors';
import type { LaundryPort } from './port';

/**
 * @example const staffLaundry = withFallbackToken(laundry, config.staff.dispatchToken);
 */
export function withFallbackToken(laundry: LaundryPort, fallback: string): LaundryPort {
  return new Proxy(laundry, {
    get(target, name, receiver) {
      const value = Reflect.get(target, name, receiver);
      if (typeof value !== 'function') return value;
      return async (...args: unknown[]) => {
        try {
          return await value.apply(target, args);
        } catch (error) {
          // Only calls made with a token (its first argument), and only with a token other than the fallback.
          const token = args[0];
          if (!isLaundryApiError(error, 'unauthorized') || typeof token !== 'string' || token === fallback)
            throw error;
          return value.apply(target, [fallback, ...args.slice(1)]);
        }
      };
    },
  });
}
