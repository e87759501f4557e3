import { readOrderRequest } from './lib/recognize/order-request';
for (const x of process.argv.slice(2)) console.log(JSON.stringify(x), '=>', JSON.stringify(readOrderRequest(x)));
