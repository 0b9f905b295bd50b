import { useRef, useState } from 'react';
import { briefMessages, failureOf } from './brief-api';

/** How the last send ended: done with its message, or not done with why, in the page's words. */
export type SendOutcome = { done: boolean; message: string } | null;

/**
 * One send at a time for a form of the brief page: a quick second click while the first is on
 * its way does nothing, and the outcome says in words whether it went (offline, refused, failed).
 * `work` returns the message to show when it went.
 */
export function useSendOnce() {
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
      setOutcome({ done: false, message: briefMessages.failure(failureOf(error)) });
    } finally {
      sending.current = false;
    }
  };
  return { send, outcome };
}
