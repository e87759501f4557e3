/**
 * A free port found for a local engine can be bound by another process before the engine binds it
 * (seen in a clean-clone run: "Failed to bind … Address already in use"): the engine is started again
 * on another port, and never when the port was asked for.
 */
import { onAnotherPortIfTaken } from '../../../../infra/local/dynamodb';

const taken = new Error(
  'DynamoDB Local exited (1) before it was ready: java.net.BindException: Address already in use',
);

function startFailing(times: number, error = taken) {
  let calls = 0;
  const start = async () => {
    calls++;
    if (calls <= times) throw error;
    return `started on try ${calls}`;
  };
  return { start, calls: () => calls };
}

describe('a local engine whose free port was taken first', () => {
  it('is started again on another port', async () => {
    const engine = startFailing(1);
    await expect(onAnotherPortIfTaken(engine.start, false, () => {})).resolves.toBe('started on try 2');
  });

  it('gives up after three tries, with the engine’s own error', async () => {
    const engine = startFailing(5);
    await expect(onAnotherPortIfTaken(engine.start, false, () => {})).rejects.toThrow(
      'Address already in use',
    );
    expect(engine.calls()).toBe(3);
  });

  it('is not started again on a port that was asked for, or for another failure', async () => {
    const asked = startFailing(1);
    await expect(onAnotherPortIfTaken(asked.start, true, () => {})).rejects.toBe(taken);
    const other = startFailing(1, new Error('could not start DynamoDB Local: java not found'));
    await expect(onAnotherPortIfTaken(other.start, false, () => {})).rejects.toThrow('java not found');
    expect(other.calls()).toBe(1);
  });
});
