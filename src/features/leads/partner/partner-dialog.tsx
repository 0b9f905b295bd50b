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
 * The visitor wants the form (a call to action hovered, focused or pressed, the dialog opened):
 * its code and checks load, and it hydrates. Resolves once the form's code is in.
 */
export const wantPartnerForm = partnerForm.want;

type PartnerDialogProps = { state: DialogState };

/** One function for every render: a body is never re-rendered for a new one. */
const renderForm = (onSubmitted: (lead: SubmittedLead) => void) => <partnerForm.Form onSubmitted={onSubmitted} />;

/** The one partner dialog every call to action on /cnc-partner opens: the form, then booking. */
export function PartnerDialog({ state }: PartnerDialogProps) {
  return <LeadDialog state={state} copy={cncPartnerContent.dialog} want={wantPartnerForm} renderForm={renderForm} />;
}
