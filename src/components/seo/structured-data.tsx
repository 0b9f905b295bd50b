import { useLocation } from 'react-router-dom';
import { prerenderedIslandHtml } from '@/lib/prerendered-islands';
import type { JsonLd } from './seo';

const ISLAND = 'structured-data';

/**
 * A page's JSON-LD blocks. They describe the page to crawlers and never change once rendered, so
 * they are a static island (src/lib/prerendered-islands.ts): the page the browser loaded keeps its
 * prerendered blocks, and the code that builds them loads only for a client-side navigation, whose
 * page brings its own blocks. The wrapper takes no box (`display: contents`).
 */
export function StructuredData({ blocks }: { blocks: readonly JsonLd[] }) {
  const { pathname } = useLocation();
  const html = prerenderedIslandHtml(ISLAND, pathname);
  if (html !== undefined) {
    // Hydration leaves prerendered HTML as it is: React never compares or rewrites it.
    return (
      <div key="prerendered" data-island={ISLAND} className="contents" dangerouslySetInnerHTML={{ __html: html }} />
    );
  }
  if (blocks.length === 0) return null;
  return (
    <div key="rendered" data-island={ISLAND} className="contents">
      {blocks.map((block, i) => (
        <script key={i} type="application/ld+json">
          {JSON.stringify(block)}
        </script>
      ))}
    </div>
  );
}
