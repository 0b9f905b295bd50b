/**
 * Static islands: parts of a page that never change once on screen (prose, cards, lists of
 * links). The prerendered page already shows them, so the browser keeps that HTML instead of
 * loading and hydrating the components that wrote it; their code loads only when a client-side
 * navigation must render them (docs/decisions/0014-static-islands.md).
 *
 * The HTML is read from the page before hydration, keyed by island id, for the URL the page was
 * prerendered for.
 */
type Captured = { pathname: string; html: ReadonlyMap<string, string> };

let captured: Captured | undefined;
let resolvingFirstPage = false;

/** Reads every `[data-island]` element's HTML from the prerendered page. Call before hydrating. */
export function capturePrerenderedIslands(root: ParentNode, pathname: string): void {
  const html = new Map<string, string>();
  root.querySelectorAll<HTMLElement>('[data-island]').forEach((element) => {
    const id = element.dataset.island;
    if (id) html.set(id, element.innerHTML);
  });
  captured = { pathname, html };
}

/** The prerendered HTML of island `id`, when the page at `pathname` is the one the browser loaded. */
export function prerenderedIslandHtml(id: string, pathname: string): string | undefined {
  return captured?.pathname === pathname ? captured.html.get(id) : undefined;
}

/**
 * Runs the first page's route loading. While it runs, a page with prerendered islands does not
 * load their code: hydration keeps their HTML.
 */
export async function resolveFirstPage(work: () => Promise<void>): Promise<void> {
  resolvingFirstPage = true;
  try {
    await work();
  } finally {
    resolvingFirstPage = false;
  }
}

/** Whether a page being loaded must load its islands' code (every load but a hydrated first page). */
export function islandsNeedCode(): boolean {
  return !(resolvingFirstPage && captured !== undefined && captured.html.size > 0);
}
