import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loader2 } from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { accessCopy } from './access-copy';
import { deskKeys } from '../shared/desk-keys';
import { forgetDeskData } from '../shared/forget-desk-data';
import { useAuthState, type AuthState } from './auth-queries';
import { FactorLocked, NotAuthorised } from './not-authorised';
import { CodePrompt, FirstEnrolment } from './second-factor';
import { verifiedDuringLock, verifiedFactors } from './mfa-queries';
import { SignInForm } from './sign-in-form';

/**
 * Picks the admin screen from the session: sign-in form, "not authorised", the second factor
 * (a code, or setting up an authenticator the first time), "authenticator locked" (a code
 * verified during a lock opens nothing), or, for an admin past
 * both, `children` given their email (the desk hands in its shell, so the gate never imports it).
 * The session lives in the browser, so nothing session-dependent renders before the effect in
 * useAuthState has read it.
 *
 * When the gate moves from one screen to the next (password, code, desk), the new screen takes
 * keyboard focus (`arrived`): the one before, and the focus in it, are gone. The screen a page
 * opens on leaves focus where the browser put it.
 */
export function AdminGate({ children }: { children: (email: string, arrived: boolean) => ReactNode }) {
  const auth = useAuthState();
  const arrived = useArrival(screenOf(auth));
  const queryClient = useQueryClient();
  const userId = auth.status === 'signed-in' ? auth.user.id : undefined;
  const atAal2 = auth.status === 'signed-in' && auth.isAdmin && auth.aal === 'aal2';
  // Until it answers, the desk renders: the database refuses its rows to such a session anyway.
  const lockedSignIn = useQuery({
    queryKey: [...deskKeys.all, 'verified-during-lock', userId],
    queryFn: verifiedDuringLock,
    enabled: atAal2,
  });

  // What one account read must never show for the next one in the same tab.
  useEffect(() => {
    return () => forgetDeskData(queryClient);
  }, [queryClient, userId]);

  if (auth.status === 'unknown') {
    return (
      <div role="status" className="flex items-center justify-center gap-3 py-16 text-slate-700">
        <Loader2 aria-hidden="true" className="size-6 animate-spin" />
        <span>{accessCopy.checkingSession}</span>
      </div>
    );
  }
  if (auth.status === 'signed-out') return <SignInForm focusOnMount={arrived} />;
  if (!auth.isAdmin) return <NotAuthorised email={auth.user.email ?? ''} />;
  // The database shows an admin nothing below aal2: first the authenticator, then the desk.
  if (auth.aal !== 'aal2') {
    return auth.hasAuthenticator ? (
      <CodePrompt factors={verifiedFactors(auth.user)} focusOnMount={arrived} />
    ) : (
      <FirstEnrolment focusOnMount={arrived} />
    );
  }
  if (lockedSignIn.data === true) return <FactorLocked />;
  return children(auth.user.email ?? '', arrived);
}

type GateScreen = 'unknown' | 'sign-in' | 'not-authorised' | 'second-factor' | 'desk';

function screenOf(auth: AuthState): GateScreen {
  if (auth.status === 'unknown') return 'unknown';
  if (auth.status === 'signed-out') return 'sign-in';
  if (!auth.isAdmin) return 'not-authorised';
  return auth.aal === 'aal2' ? 'desk' : 'second-factor';
}

/** Whether `screen` was reached from another screen the gate showed, not opened on. */
function useArrival(screen: GateScreen): boolean {
  const [shown, setShown] = useState(screen);
  const [arrived, setArrived] = useState(false);
  if (screen !== shown) {
    setShown(screen);
    setArrived(shown !== 'unknown');
  }
  return arrived;
}
