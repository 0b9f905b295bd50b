import { cncPartnerContent } from '@/content/pages/cnc-partner';
import { LeadDialog } from '../components/lead-dialog';
import type { DialogState } from '../components/use-dialog-trigger';
import type { SubmittedLead } from '../submitted-lead';
import { preloadableForm } from '../components/preloadable-form';

// The form's module starts loading its checks once it has arrived: the landing page's own chunk
// then holds no import of the checks, which would change how the shared code is split into chunks
// (and /quote, which loads none of this, would load more bytes).
const partnerForm = preloadableForm(() =>
  import('./partner-form').then((m) => {
    m.preloadPartnerChecks();
    return m.PartnerForm;
  }),
);

/**
 * Fetches and evaluates the form's code and its checks before the dialog opens: when the browser is
 * idle after load (the dialog then renders ahead, hidden), and at the latest when a pointer or
 * focus reaches a button that opens it. Resolves once the form's code is in.
 */
export function preloadPartnerForm(): Promise<void> {
  return partnerForm.preload();
}

type PartnerDialogProps = { state: DialogState };

/** One function for every render: the body rendered ahead is never re-rendered for a new one. */
const renderForm = (onSubmitted: (lead: SubmittedLead) => void) => <partnerForm.Form onSubmitted={onSubmitted} />;

/** The one partner dialog every call to action on /cnc-partner opens: the form, then booking. */
export function PartnerDialog({ state }: PartnerDialogProps) {
  return (
    <LeadDialog state={state} copy={cncPartnerContent.dialog} preload={preloadPartnerForm} renderForm={renderForm} />
  );
}
