import { lazy } from 'react';
import { cncPartnerContent } from '@/content/pages/cnc-partner';
import { LeadDialog } from '../components/lead-dialog';

const loadPartnerForm = () => import('./partner-form');
const PartnerForm = lazy(() => loadPartnerForm().then((m) => ({ default: m.PartnerForm })));

/** Starts fetching the form's code early, e.g. when a pointer or focus reaches a button that opens it. */
export function preloadPartnerForm(): void {
  void loadPartnerForm();
}

type PartnerDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** The one partner dialog every call to action on /cnc-partner opens: the form, then booking. */
export function PartnerDialog({ open, onOpenChange }: PartnerDialogProps) {
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      copy={cncPartnerContent.dialog}
      renderForm={(onSubmitted) => <PartnerForm onSubmitted={onSubmitted} />}
    />
  );
}
