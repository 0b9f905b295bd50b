/**
 * The later parts of a prerendered dialog form (later-part.tsx) hydrate one at a time, each in a
 * task of its own, so that taking over the form is never one long task after the tap: React
 * hydrates the form's first questions, leaves each later part as the page's HTML (it waits here
 * for its turn), and hydrates the parts in order, the next one a task after the one before it was
 * committed. A part the visitor reaches first (a tap, the keyboard's focus, autofill) gets its
 * turn at once, before React handles that event, so the event reaches a hydrated part. A submit
 * gives every part its turn: the form sends only once it has all its fields (whenTurnsTaken).
 */

type Turn = {
  promise: Promise<void>;
  release: () => void;
  released: boolean;
  /** The part's element in the page, once its form has been committed. */
  element?: Element;
};

/** Waiting parts, in the order they were rendered: the order they appear in their form. */
const turns = new Map<string, Turn>();
const whenDone: (() => void)[] = [];
let nextScheduled = false;

/** What a visitor does to a part before it has hydrated: that part's turn comes at once. */
const REACHING_EVENTS = ['pointerdown', 'focusin', 'input', 'change'] as const;

function onReach(event: Event) {
  const target = event.target;
  if (!(target instanceof Node)) return;
  for (const turn of turns.values()) if (turn.element?.contains(target)) release(turn);
}

function onSubmit() {
  for (const turn of turns.values()) release(turn);
}

function listen(on: boolean) {
  if (typeof document === 'undefined') return;
  const method = on ? document.addEventListener.bind(document) : document.removeEventListener.bind(document);
  // On the document, in the capture phase: before React's own listener on its root, which holds
  // back an event aimed at a part still waiting (and stops it there).
  for (const type of REACHING_EVENTS) method(type, onReach, true);
  method('submit', onSubmit, true);
}

function release(turn: Turn) {
  if (turn.released) return;
  turn.released = true;
  turn.release();
}

function turnOf(id: string): Turn {
  let turn = turns.get(id);
  if (!turn) {
    let resolve: () => void = () => undefined;
    const promise = new Promise<void>((r) => (resolve = r));
    turn = { promise, release: resolve, released: false };
    if (turns.size === 0) listen(true);
    turns.set(id, turn);
  }
  return turn;
}

/** The promise a part waits on before it hydrates: one per part, however often it is rendered. */
export function hydrationTurn(id: string): Promise<void> {
  return turnOf(id).promise;
}

/** True while some part of a form has not hydrated yet. */
export function turnsPending(): boolean {
  return turns.size > 0;
}

/** The next waiting part gets its turn, in a task of its own. */
function scheduleNextTurn() {
  if (nextScheduled) return;
  nextScheduled = true;
  setTimeout(() => {
    nextScheduled = false;
    for (const turn of turns.values()) {
      if (turn.released) continue;
      release(turn);
      return;
    }
  }, 0);
}

/**
 * The form around a waiting part has been committed, and `element` is the part's place in the
 * page: events there give it its turn, and the turns start (if they had not). Returns what to do
 * when the part goes away before its turn (its form unmounted): it no longer holds the others.
 */
export function awaitTurnAt(id: string, element: Element | null): () => void {
  if (!element) return () => undefined;
  // React hydrates a form's Suspense boundaries after the form itself, in a pass of their own: the
  // part's turn is taken here, in the form's commit, so that the form knows it is waiting for it.
  turnOf(id).element = element;
  if (!Array.from(turns.values()).some((t) => t.released)) scheduleNextTurn();
  return () => turnTaken(id);
}

/** A part has hydrated (committed): the next one's turn comes in a new task. */
export function turnTaken(id: string) {
  if (!turns.delete(id)) return;
  if (turns.size > 0) {
    if (!Array.from(turns.values()).some((t) => t.released)) scheduleNextTurn();
    return;
  }
  listen(false);
  for (const done of whenDone.splice(0)) done();
}

/** Resolves once every waiting part has hydrated (at once when none is waiting). */
export function whenTurnsTaken(): Promise<void> {
  if (turns.size === 0) return Promise.resolve();
  return new Promise((resolve) => whenDone.push(resolve));
}
