import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { buildIcpTemplatePdf } from './build.ts';

/** `npm run pdf:icp`: regenerates the template that ships at /downloads. */
const icpPdfPath = join(resolve(import.meta.dirname, '../..'), 'public', 'downloads', 'Universal-ICP-Template-B2B.pdf');

async function main() {
  const bytes = await buildIcpTemplatePdf();
  await mkdir(dirname(icpPdfPath), { recursive: true });
  await writeFile(icpPdfPath, bytes);
  console.log(`wrote ${icpPdfPath} (${bytes.length} bytes)`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
