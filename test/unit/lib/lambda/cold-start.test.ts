import { onColdStart } from '../../../../lib/lambda/cold-start';

describe('onColdStart', () => {
  it('builds the handler once, and tries again after a failed start', async () => {
    let starts = 0;
    const handler = onColdStart(async () => {
      starts += 1;
      if (starts === 1) throw new Error('SSM unreachable');
      return async (event: number) => event * 2;
    });
    await expect(handler(1, undefined)).rejects.toThrow('SSM unreachable');
    await expect(handler(2, undefined)).resolves.toBe(4);
    await expect(handler(3, undefined)).resolves.toBe(6);
    expect(starts).toBe(2);
  });
});
