/** Lambda: turns off the SQS FIFO queue, run and answered (lib/worker/handler.ts). */
import '../lib/zod-jitless';
import { createBot } from '../lib/bot';
import { loadConfig, requireTokenKey } from '../lib/config';
import { createWorker } from '../lib/create-worker';
import { onColdStart } from '../lib/lambda/cold-start';
import { createObservability } from '../lib/lambda/observability';
import { withSecrets } from '../lib/lambda/secrets';

const observability = createObservability();

export const handler = observability.instrument(
  onColdStart(async () => {
    const config = requireTokenKey(loadConfig(await withSecrets(process.env)));
    const bot = createBot(config, {
      laundryDeps: { onCall: observability.onLaundryCall },
      onSignUpsCapped: observability.onSignUpsCapped,
    });
    return createWorker(bot, { log: observability.workerLine });
  }),
);
