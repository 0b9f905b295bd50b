import { lazy } from 'react';
import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { LeadDialog } from '../components/lead-dialog';

const loadOemForm = () => import('./oem-form');
const OemForm = lazy(() => loadOemForm().then((m) => ({ default: m.OemForm })));

/** Starts fetching the form's code early, e.g. when a pointer or focus reaches a button that opens it. */
export function preloadOemForm(): void {
  void loadOemForm();
}

type OemDialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** 'OEM Submission Form': the RFQ form, then the booking view; blank on every opening. */
export function OemDialog({ open, onOpenChange }: OemDialogProps) {
  return (
    <LeadDialog
      open={open}
      onOpenChange={onOpenChange}
      copy={oemSourcingContent.dialog}
      size="wide"
      renderForm={(onSubmitted) => <OemForm onSubmitted={onSubmitted} />}
    />
  );
}
