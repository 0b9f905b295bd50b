import { oemSourcingContent } from '@/content/pages/oem-sourcing';
import { LeadDialog } from '../components/lead-dialog';
import type { DialogState } from '../components/use-dialog-trigger';
import type { SubmittedLead } from '../submitted-lead';
import { preloadableForm } from '../components/preloadable-form';

// The form's module starts loading its checks once it has arrived: the landing page's own chunk
// then holds no import of the checks, which would change how the shared code is split into chunks
// (and /quote, which loads none of this, would load more bytes).
const oemForm = preloadableForm(() =>
  import('./oem-form').then((m) => {
    m.preloadOemChecks();
    return m.OemForm;
  }),
);

/**
 * Fetches and evaluates the form's code and its checks before the dialog opens: when the browser is
 * idle after load (the dialog then renders ahead, hidden), and at the latest when a pointer or
 * focus reaches a button that opens it. Resolves once the form's code is in.
 */
export function preloadOemForm(): Promise<void> {
  return oemForm.preload();
}

type OemDialogProps = { state: DialogState };

/** One function for every render: the body rendered ahead is never re-rendered for a new one. */
const renderForm = (onSubmitted: (lead: SubmittedLead) => void) => <oemForm.Form onSubmitted={onSubmitted} />;

/** 'OEM Submission Form': the RFQ form, then the booking view; blank on every opening. */
export function OemDialog({ state }: OemDialogProps) {
  return (
    <LeadDialog
      state={state}
      copy={oemSourcingContent.dialog}
      size="wide"
      preload={preloadOemForm}
      renderForm={renderForm}
    />
  );
}
