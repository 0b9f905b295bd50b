import { AdminGate } from '../access/admin-gate';
import { DeskShell } from './desk-shell';

/** The desk as its route shows it: the admin gate first, then the shell for a signed-in admin. */
export function Desk() {
  return <AdminGate>{(email, arrived) => <DeskShell email={email} focusHeading={arrived} />}</AdminGate>;
}
