import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { accessCopy } from './access-copy';
import { deskKeys } from '../shared/desk-keys';
import { signOut } from './auth-queries';

/** One click: ends the session and drops the cached leads, so the next person sees none of them. */
export function SignOutButton() {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);

  const onClick = async () => {
    setPending(true);
    try {
      await signOut();
      queryClient.removeQueries({ queryKey: deskKeys.all });
    } catch {
      toast({ ...accessCopy.signOutFailure, variant: 'destructive' });
    } finally {
      setPending(false);
    }
  };

  return (
    <Button variant="outline" onClick={() => void onClick()} disabled={pending}>
      <LogOut aria-hidden="true" />
      {accessCopy.signOut}
    </Button>
  );
}
