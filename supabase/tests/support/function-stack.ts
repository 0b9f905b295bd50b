import { startEmbeddedBackend } from '../../local/backend.ts';
import { TEST_CLIENT_ADDRESS_HEADER } from '../../local/config.ts';
import { startMailCapture } from '../../local/mail/capture.ts';
import { migratedSnapshot } from './snapshot.ts';

/**
 * Run by the function's Deno tests with Node (tsx): the real embedded backend (migrated PGlite
 * behind its PostgREST subset) and the local mail and webhook capture, on random ports. Prints
 * their addresses as one JSON line and runs until its standard input closes.
 */
// Each stored lead says which visitor it is from in the test header, as behind a trusted proxy.
const backend = await startEmbeddedBackend({
  snapshot: await migratedSnapshot(),
  port: 0,
  clientAddressFrom: TEST_CLIENT_ADDRESS_HEADER,
});
const capture = await startMailCapture({ smtpPort: 0, webPort: 0 });
process.stdout.write(
  `${JSON.stringify({ url: backend.url, smtpPort: capture.smtpPort, captureUrl: capture.webUrl })}\n`,
);
process.stdin.resume();
process.stdin.on('end', () => {
  void capture
    .close()
    .then(() => backend.close())
    .then(() => process.exit(0));
});
