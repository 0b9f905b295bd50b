import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';

type UnconfirmedPicks = { unconfirmed: boolean; report: (unconfirmed: boolean) => void };

const Context = createContext<UnconfirmedPicks | null>(null);

/**
 * Whether the shortlist being edited differs from the confirmed one, shared by an RFQ's sections:
 * nothing is previewed or sent from a shortlist the team is still changing.
 */
export function UnconfirmedPicksProvider({ children }: { children: ReactNode }) {
  const [unconfirmed, report] = useState(false);
  return <Context value={{ unconfirmed, report }}>{children}</Context>;
}

/** True while the shortlist has changes not confirmed; false outside a provider. */
export function useUnconfirmedPicks(): boolean {
  return useContext(Context)?.unconfirmed ?? false;
}

/** Tells the RFQ's other sections whether the shortlist has changes not confirmed; none once gone. */
export function useReportUnconfirmedPicks(unconfirmed: boolean) {
  const report = useContext(Context)?.report;
  useEffect(() => {
    report?.(unconfirmed);
    return () => report?.(false);
  }, [report, unconfirmed]);
}
