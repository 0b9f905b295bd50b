/**
 * React Router's browser history numbers the entries it creates: on creation, when the current
 * entry has no `idx` in `history.state` (a fresh page load), it writes `{ ...state, idx: 0 }` with
 * `history.replaceState`. That call commits a same-document navigation, which costs 10–17 ms on
 * the main thread while a DevTools session (Lighthouse's, for one) is attached, enough to make the
 * router's start a long task. Writing the same state here, while the entry module is evaluated,
 * gives that cost a task of its own; the router then finds `idx` and writes nothing.
 *
 * If React Router ever keys its index differently, it simply writes its own state again: the cost
 * comes back, the behaviour does not change. `history-index.test.ts` checks the contract.
 */
export function stampHistoryIndex(history: History = window.history): void {
  const state: unknown = history.state;
  const hasIndex = typeof state === 'object' && state !== null && 'idx' in state && state.idx != null;
  if (hasIndex) return;
  history.replaceState({ ...(state as object | null), idx: 0 }, '');
}
