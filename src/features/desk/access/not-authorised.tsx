import { Card } from '@/components/ui/card';
import { accessCopy } from './access-copy';
import { SignOutButton } from './sign-out-button';

/** A signed-in account without the admin role: say so, and offer the way out. */
export function NotAuthorised({ email }: { email: string }) {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <h1 className="text-2xl font-bold text-slate-950">{accessCopy.notAuthorised.title}</h1>
      <p className="mt-3 text-slate-700">{accessCopy.notAuthorised.text(email)}</p>
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Card>
  );
}

/** A session whose code was verified while its authenticator was locked: the desk shows it nothing. */
export function FactorLocked() {
  return (
    <Card className="mx-auto w-full max-w-lg">
      <h1 className="text-2xl font-bold text-slate-950">{accessCopy.factorLocked.title}</h1>
      <p className="mt-3 text-slate-700">{accessCopy.factorLocked.text}</p>
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Card>
  );
}
