import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { accessCopy } from './access-copy';
import { forgetDeskData } from '../shared/forget-desk-data';
import { signOut } from './auth-queries';

/** One click: ends the session and drops all the desk read, so the next person sees none of it. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOut();
      forgetDeskData(queryClient);
    } catch {
      toast({ ...accessCopy.signOutFailure, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void onClick()} aria-disabled={pending}>
      <LogOut aria-hidden="true" />
      {accessCopy.signOut}
    </Button>
  );
}
