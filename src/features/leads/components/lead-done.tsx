import { measurementLines } from '@/shared/cad/measure';
import { formatUkDueTime, rfqDueAt } from '@/shared/leads/due-time';
import type { SubmittedLead } from '../submitted-lead';

export type LeadDoneCopy = {
  referenceLabel: string;
  /** Set for an RFQ: the label of the time its supplier options are due. */
  dueLabel?: string;
  /** Set for a form that takes files: the label of what was received. */
  receivedLabel?: string;
  fileCount?: (count: number) => string;
  /** What happens next, in a sentence or two. */
  next?: string;
};

/**
 * The facts of a stored lead, on the visitor's screen: its reference, for an RFQ the time its
 * options are due (72 hours from the moment it was stored, as the database counts them) and the
 * files received with each model's measurements.
 */
export function LeadDone({ lead, copy }: { lead: SubmittedLead; copy: LeadDoneCopy }) {
  return (
    <div className="grid gap-3 rounded-lg border border-emerald-300 bg-emerald-50 p-4 text-sm text-slate-800">
      <dl className="grid gap-x-4 gap-y-2 sm:grid-cols-[max-content_1fr]">
        <dt className="font-semibold">{copy.referenceLabel}</dt>
        <dd data-testid="lead-reference" className="font-mono">
          {lead.reference}
        </dd>
        {copy.dueLabel ? (
          <>
            <dt className="font-semibold">{copy.dueLabel}</dt>
            <dd data-testid="lead-due">{formatUkDueTime(rfqDueAt(lead.storedAt))}</dd>
          </>
        ) : null}
        {copy.receivedLabel && copy.fileCount ? (
          <>
            <dt className="font-semibold">{copy.receivedLabel}</dt>
            <dd>
              <span data-testid="lead-file-count">{copy.fileCount(lead.attachments.length)}</span>
              {lead.attachments.length > 0 ? (
                <ul className="mt-1 grid gap-1">
                  {lead.attachments.map((file) => (
                    <li key={file.path ?? file.name} className="break-words">
                      <span className="font-medium">{file.name}</span>
                      {file.measurements ? `: ${measurementLines(file.measurements).join(', ')}` : null}
                    </li>
                  ))}
                </ul>
              ) : null}
            </dd>
          </>
        ) : null}
      </dl>
      {copy.next ? <p>{copy.next}</p> : null}
    </div>
  );
}
