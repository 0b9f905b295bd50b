import { minifySync } from 'vite';

/** src/boot.js as every prerendered page carries it inline: minified, and checked it can be inlined. */
export function minifyBootScript(source: string): string {
  const { code, errors } = minifySync('boot.js', source, { compress: true, mangle: true });
  if (errors.length > 0) throw new Error(`src/boot.js does not minify: ${errors.map((e) => e.message).join('; ')}`);
  return code.trim();
}
