/**
 * The server half of `npm run bench:upload`: the embedded backend in its own process, so its
 * memory is measured apart from the client's. It samples its resident set size every 20 ms and
 * answers the parent's messages: 'mark' resets the peak (call it just before an upload), 'report'
 * sends {baseline, peak} in bytes, 'stop' closes the backend.
 */
import { startEmbeddedBackend } from '../../supabase/local/backend';
import { TEST_CLIENT_ADDRESS_HEADER } from '../../supabase/local/config';

const backend = await startEmbeddedBackend({ memory: true, port: 0, clientAddressFrom: TEST_CLIENT_ADDRESS_HEADER });
const send = (message: unknown) => process.send?.(message);

let baseline = process.memoryUsage().rss;
let peak = baseline;
const sampler = setInterval(() => {
  peak = Math.max(peak, process.memoryUsage().rss);
}, 20);

process.on('message', (message: string) => {
  if (message === 'mark') {
    global.gc?.();
    baseline = process.memoryUsage().rss;
    peak = baseline;
    send({ type: 'marked' });
  } else if (message === 'report') {
    send({ type: 'report', baseline, peak });
  } else if (message === 'stop') {
    clearInterval(sampler);
    void backend.close().then(() => process.exit(0));
  }
});

send({ type: 'ready', url: backend.url });
