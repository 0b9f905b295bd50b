import { useRef, useState } from 'react';

/** How the last send ended: done with its message, or not done with why, in the page's words. */
export type SendOutcome = { done: boolean; message: string } | null;

/**
 * One send at a time for a form of a private page: a quick second click while the first is on
 * its way does nothing, and the outcome says in words whether it went (offline, refused, failed).
 * `work` returns the message to show when it went; `messageOf` says why an error means it did not.
 */
export function useSendOnce(messageOf: (error: unknown) => string) {
  const sending = useRef(false);
  const [outcome, setOutcome] = useState<SendOutcome>(null);
  const send = async (work: () => Promise<string>, undo?: () => void) => {
    if (sending.current) return;
    sending.current = true;
    setOutcome(null);
    try {
      setOutcome({ done: true, message: await work() });
    } catch (error) {
      undo?.();
      setOutcome({ done: false, message: messageOf(error) });
    } finally {
      sending.current = false;
    }
  };
  return { send, outcome };
}
