import { useRef, useState } from 'react';
import { preloadToaster } from '@/components/ui/toast-outlet';
import { toast } from '@/components/ui/use-toast';
import { messages as sharedMessages, type ToastMessage } from '@/lib/messages';
import type { LeadAttachment } from '@/lib/leads/attachments';
import type { LeadTable } from '@/shared/leads/tables';
import { isOffline } from '@/lib/connection';
import { insertLead, type LeadRowInput } from './api/insert-lead';
import { createUploadSession } from './api/upload-session';
import {
  createAttemptIds,
  decideOutcome,
  failedAttempt,
  filesSignature,
  isBotSubmission,
  makeUuid,
  startsNewAttempt,
  type FailedAttempt,
  type InsertResult,
  type SubmitOutcome,
} from './submit-decisions';
import { readHoneypot } from './components/honeypot';
import { submittedLead, type SubmittedLead } from './submitted-lead';

/**
 * Starts loading the upload code (and the resumable client for large files) when a visitor
 * chooses a file, so a submit made after the connection dropped does not need to fetch it.
 */
export const preloadUploads = () =>
  void Promise.all([import('./api/upload-attachments'), import('tus-js-client')]).catch(() => undefined);

export type LeadSubmitConfig<T extends LeadTable, V> = {
  table: T;
  /** Maps validated form values (and the files uploaded for them) to the table's columns (without id). */
  toRow: (values: V, attachments: readonly LeadAttachment[]) => LeadRowInput<T>;
  /** Files to upload to Storage before the row is stored. */
  files?: (values: V) => readonly File[];
  messages: { success: ToastMessage; failure: ToastMessage };
  /**
   * Runs after a success (including a honeypot hit, which gets a lead no row carries): clear the
   * form, show the next view with the lead's reference.
   */
  onSuccess?: (values: V, lead: SubmittedLead) => void;
};

export type LeadSubmitInput<V> = { values: V; honeypot?: string | null };

export type LeadSubmitResult = {
  outcome: SubmitOutcome;
  insert: InsertResult | { kind: 'skipped-bot' };
  /** Set when the files could not be uploaded, so no row was attempted. */
  uploadFailed?: boolean;
  /** The stored lead (or, for a bot, the one it is shown). */
  lead?: SubmittedLead;
};

/**
 * THE submit path of every lead form: upload the attached files (if any), insert the row through
 * the data layer, then the toast. Alerts, receipts and automation webhooks are queued by the
 * database with the row and sent by the server (docs/decisions/0015-lead-delivery-outbox.md).
 * Each attempt carries a client-generated id, reused on retry until a success, so a retry after a
 * lost answer never stores a second row; files live under that id, and a retry skips those
 * already stored and resumes an interrupted one. A retry with changed answers or files after a
 * lost answer is a new attempt (startsNewAttempt), so the success it shows is of what it sent.
 */
export function useLeadSubmit<T extends LeadTable, V>(config: LeadSubmitConfig<T, V>) {
  // One attempt-id holder per mounted form.
  const [attempts] = useState(createAttemptIds);
  const [uploads, setUploads] = useState(createUploadSession);
  /** Each file's upload progress in percent, by position; empty when nothing is uploading. */
  const [uploadProgress, setUploadProgress] = useState<readonly number[]>([]);
  const [isPending, setPending] = useState(false);
  // A second submit while one runs (a double click) is ignored, before React re-renders.
  const running = useRef(false);
  /** What the last attempt carried, when it failed; null after a success or a fresh id. */
  const lastFailure = useRef<FailedAttempt | null>(null);

  /** One attempt: files, then the row. */
  async function attempt({ values, honeypot }: LeadSubmitInput<V>): Promise<LeadSubmitResult> {
    const { table, toRow } = config;
    if (isBotSubmission(honeypot)) {
      return { outcome: 'success', insert: { kind: 'skipped-bot' }, lead: submittedLead(makeUuid(), []) };
    }
    const files = config.files?.(values) ?? [];
    const carried = { content: JSON.stringify(toRow(values, [])), files: filesSignature(files) };
    if (startsNewAttempt(lastFailure.current, carried)) {
      attempts.renew();
      lastFailure.current = null;
    }
    const previous = lastFailure.current;
    const id = attempts.current();
    let attachments: readonly LeadAttachment[] = [];
    if (files.length > 0) {
      setUploadProgress(files.map(() => 0));
      const { uploadAttachments } = await import('./api/upload-attachments');
      const upload = await uploadAttachments({
        table,
        leadId: id,
        files,
        session: uploads,
        onProgress: (index, percent) =>
          setUploadProgress((previous) => previous.map((value, i) => (i === index ? percent : value))),
      });
      if (upload.kind === 'failed') {
        lastFailure.current = failedAttempt(previous, carried, false);
        const error = { message: upload.message };
        return { outcome: 'failure', insert: { kind: 'failed', reason: upload.reason, error }, uploadFailed: true };
      }
      attachments = upload.attachments;
    }
    const insert = await insertLead(table, id, toRow(values, attachments));
    // supabase-js reports a send that never got an answer as a network failure: the row may be stored.
    lastFailure.current =
      insert.kind === 'failed' ? failedAttempt(previous, carried, insert.reason === 'network') : null;
    return { outcome: decideOutcome(insert), insert, lead: submittedLead(id, attachments) };
  }

  function report(result: LeadSubmitResult, values: V) {
    const { messages, onSuccess } = config;
    attempts.settle(result.outcome);
    if (result.outcome === 'failure') {
      const rateLimited = result.insert.kind === 'failed' && result.insert.reason === 'rate-limited';
      const message = rateLimited
        ? sharedMessages.rateLimited
        : isOffline()
          ? sharedMessages.offline
          : result.uploadFailed
            ? sharedMessages.uploadFailed
            : messages.failure;
      toast({ ...message, variant: 'destructive' });
      return;
    }
    setUploads(createUploadSession());
    setUploadProgress([]);
    toast(messages.success);
    onSuccess?.(values, result.lead ?? submittedLead(makeUuid(), []));
  }

  return {
    /**
     * The `handleSubmit` callback of a form: submits the validated values once, with the honeypot
     * read from the submitted form element, so no form forgets the bot check. Never throws.
     */
    submitForm: async (values: V, event?: { target: EventTarget | null }) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      preloadToaster();
      try {
        report(await attempt({ values, honeypot: readHoneypot(event?.target) }), values);
      } catch {
        // Not a backend answer: code that failed to load (offline) or an unexpected throw. Same as
        // a failure: every value stays in the form and the id is kept for the retry.
        toast({ ...(isOffline() ? sharedMessages.offline : config.messages.failure), variant: 'destructive' });
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    isPending,
    uploadProgress,
  };
}
