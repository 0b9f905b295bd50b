// `npm test` starts here: the browser tests need Chromium, and without it Playwright would print
// one "executable doesn't exist" failure per test. One line instead, saying how to get it.
import { accessSync, constants } from 'node:fs';

const path = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
try {
  accessSync(path, constants.X_OK);
} catch {
  console.error(
    `npm test needs Chromium at ${path}: install it with \`sudo apt-get install -y chromium\`, or set CHROMIUM_PATH to a Chromium binary.`,
  );
  process.exit(1);
}
