import {
  startTransition,
  Suspense,
  use,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { awaitTurnAt, hydrationTurn, turnTaken } from '../hydration-turns';

const noSubscription = () => () => undefined;

/** True on the server and while React hydrates the page's HTML; false in a render on the client. */
const useHydrating = () =>
  useSyncExternalStore(
    noSubscription,
    () => false,
    () => true,
  );

/** A part's content, which waits for its turn before it hydrates (hydration-turns.ts). */
function InTurn({
  id,
  wait,
  onTaken,
  children,
}: {
  id: string;
  wait: boolean;
  onTaken: (waiting: boolean) => void;
  children: ReactNode;
}) {
  if (wait) use(hydrationTurn(id));
  useLayoutEffect(() => {
    if (!wait) return;
    turnTaken(id);
    // From now on the part is given its form's props as they are (a render that can wait).
    startTransition(() => onTaken(false));
  }, [id, wait, onTaken]);
  return children;
}

/**
 * A part of a dialog's form below its first questions. It is drawn a moment after the dialog
 * opens, each part after the one before (`[data-later-part]` in index.css), so the tap that opens
 * the dialog draws its first questions only. It needs no script: the dialog and its form are in
 * the page's HTML and open before the app has started.
 *
 * When the app takes over the form from the page's HTML, each part is hydrated after the form's
 * first questions, in a task of its own (hydration-turns.ts), so that no one task holds the whole
 * form's hydration.
 */
export function LaterPart({ children, className = 'grid gap-6' }: { children: ReactNode; className?: string }) {
  const id = useId();
  const hydrating = useHydrating();
  const [waiting, setWaiting] = useState(() => hydrating && !import.meta.env.SSR);
  const ref = useRef<HTMLDivElement>(null);
  const part = (
    <Suspense fallback={null}>
      <InTurn id={id} wait={waiting} onTaken={setWaiting}>
        {children}
      </InTurn>
    </Suspense>
  );
  // Until its turn, the part is given the element of its first render again: React passes over a
  // boundary whose element is the same object, while a boundary still to hydrate that is given new
  // props would have its HTML thrown away and drawn afresh, with what the visitor typed in it.
  const [firstRender] = useState(part);
  useLayoutEffect(() => (waiting ? awaitTurnAt(id, ref.current) : undefined), [id, waiting]);
  return (
    <div ref={ref} data-later-part="" className={className}>
      {waiting ? firstRender : part}
    </div>
  );
}
