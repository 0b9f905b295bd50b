/** Small readers for raw (unhydrated) HTML fetched with `request.get`. */
export function headTag(html: string, pattern: RegExp): string | undefined {
  return pattern.exec(html)?.[1];
}

export const readTitle = (html: string) => headTag(html, /<title[^>]*>([^<]*)<\/title>/);
export const readDescription = (html: string) => headTag(html, /<meta[^>]*name="description"[^>]*content="([^"]*)"/);
export const readCanonical = (html: string) => headTag(html, /<link[^>]*rel="canonical"[^>]*href="([^"]*)"/);
export const readH1 = (html: string) => headTag(html, /<h1[^>]*>([\s\S]*?)<\/h1>/)?.replace(/<[^>]+>/g, '');

export function readJsonLd(html: string): unknown[] {
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)];
  return blocks.map((m) => JSON.parse(m[1] ?? 'null') as unknown);
}

export function internalLinks(html: string): string[] {
  return [...html.matchAll(/<a\b[^>]*href="(\/[^"#?]*)[^"]*"/g)].map((m) => m[1] ?? '/');
}
