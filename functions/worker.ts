/** Lambda: turns off the SQS FIFO queue, run and answered (lib/turn/worker-handler.ts). */
import { createBot } from '../lib/bot';
import { loadConfig, requireTokenKey } from '../lib/config';
import { createWorker } from '../lib/worker';

const config = loadConfig(process.env);

export const handler = createWorker(createBot(requireTokenKey(config)));
