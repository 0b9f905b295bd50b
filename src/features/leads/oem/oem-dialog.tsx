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
 * The visitor wants the form (a call to action hovered, focused or pressed, the dialog opened):
 * its code and checks load, and it hydrates. Resolves once the form's code is in.
 */
export const wantOemForm = oemForm.want;

type OemDialogProps = { state: DialogState };

/** One function for every render: a body is never re-rendered for a new one. */
const renderForm = (onSubmitted: (lead: SubmittedLead) => void) => <oemForm.Form onSubmitted={onSubmitted} />;

/** 'OEM Submission Form': the RFQ form, then the booking view; blank on every opening. */
export function OemDialog({ state }: OemDialogProps) {
  return (
    <LeadDialog state={state} copy={oemSourcingContent.dialog} size="wide" want={wantOemForm} renderForm={renderForm} />
  );
}
