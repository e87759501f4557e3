import * as z from 'zod';
import { lazySchema } from '../../../lib/lazy-schema';

describe('lazySchema', () => {
  it('builds nothing when its module loads, and builds the schema once, on first use', () => {
    const build = jest.fn(() => z.object({ id: z.number() }));
    const itemSchema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();

    expect(itemSchema.parse({ id: 1 })).toEqual({ id: 1 });
    expect(itemSchema.safeParse({ id: 'x' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('is used as the schema it stands for: its shape, extended, picked, inside other schemas', () => {
    const windowSchema = lazySchema(() =>
      z.object({ start: z.string(), end: z.string(), fee: z.number().optional() }),
    );
    const legSchema = lazySchema(() =>
      windowSchema.extend({ purpose: z.enum(['pickup', 'return']) }).omit({ fee: true }),
    );
    const listSchema = lazySchema(() => z.array(legSchema).min(1));

    expect(Object.keys(windowSchema.shape)).toEqual(['start', 'end', 'fee']);
    expect(windowSchema instanceof z.ZodObject).toBe(true);
    expect(listSchema.parse([{ start: '09:00', end: '11:00', purpose: 'pickup', fee: 3 }])).toEqual([
      { start: '09:00', end: '11:00', purpose: 'pickup' },
    ]);
    expect(() => listSchema.parse([])).toThrow(z.ZodError);
    expect(z.object({ window: windowSchema.optional() }).parse({})).toEqual({});
  });
});
