import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { messages as sharedMessages, type ToastMessage } from '@/lib/messages';
import type { LeadTable } from '@/lib/leads/tables';
import { insertLead, type LeadRowInput } from './api/insert-lead';
import { postWebhook } from './api/post-webhook';
import {
  createAttemptIds,
  decideOutcome,
  isBotSubmission,
  type InsertResult,
  type SubmitOutcome,
} from './submit-decisions';
import { readHoneypot } from './components/honeypot';

/** Facts about the submission the webhook payloads carry besides the form values. */
export type WebhookContext = { submittedAt: string; pageUrl: string };

export type LeadSubmitConfig<T extends LeadTable, V> = {
  table: T;
  /** Maps validated form values to the table's columns (without id). */
  toRow: (values: V) => LeadRowInput<T>;
  /** A notification sent once the row is stored; never awaited. */
  webhook?: {
    /** From site config; when unset the webhook is skipped. */
    url: string | undefined;
    toPayload: (values: V, context: WebhookContext) => Record<string, unknown>;
  };
  messages: { success: ToastMessage; failure: ToastMessage };
  /** Runs after a success (including a honeypot hit): clear the form, show the next view. */
  onSuccess?: (values: V) => void;
};

export type LeadSubmitInput<V> = { values: V; honeypot?: string | null };

export type LeadSubmitResult = {
  outcome: SubmitOutcome;
  insert: InsertResult | { kind: 'skipped-bot' };
};

/**
 * THE submit path of every lead form: insert through the data layer, then the toast, with the
 * optional webhook sent in the background once the row is stored. Each attempt carries a
 * client-generated id, reused on retry until a success, so a retry after a lost answer never
 * stores a second row.
 */
export function useLeadSubmit<T extends LeadTable, V>(config: LeadSubmitConfig<T, V>) {
  // One attempt-id holder per mounted form; useMutation always runs the latest callbacks below.
  const [attempts] = useState(createAttemptIds);

  const mutation = useMutation<LeadSubmitResult, Error, LeadSubmitInput<V>>({
    mutationFn: async ({ values, honeypot }) => {
      const { table, toRow, webhook } = config;
      if (isBotSubmission(honeypot)) return { outcome: 'success', insert: { kind: 'skipped-bot' } };
      const insert = await insertLead(table, attempts.current(), toRow(values));
      const outcome = decideOutcome(insert);
      if (outcome === 'success' && webhook) {
        const context: WebhookContext = { submittedAt: new Date().toISOString(), pageUrl: window.location.href };
        void postWebhook(webhook.url, webhook.toPayload(values, context));
      }
      return { outcome, insert };
    },
    onSuccess: (result, { values }) => {
      const { messages, onSuccess } = config;
      attempts.settle(result.outcome);
      if (result.outcome === 'failure') {
        const rateLimited = result.insert.kind === 'failed' && result.insert.reason === 'rate-limited';
        toast({ ...(rateLimited ? sharedMessages.rateLimited : messages.failure), variant: 'destructive' });
        return;
      }
      toast(messages.success);
      onSuccess?.(values);
    },
    onError: () => {
      // An unexpected throw (not a backend answer): same as a failure, the id is kept for the retry.
      toast({ ...config.messages.failure, variant: 'destructive' });
    },
  });

  return {
    /**
     * The `handleSubmit` callback of a form: submits the validated values once, with the honeypot
     * read from the submitted form element, so no form forgets the bot check. Never throws.
     */
    submitForm: (values: V, event?: { target: EventTarget | null }) =>
      mutation.mutateAsync({ values, honeypot: readHoneypot(event?.target) }).catch(() => undefined),
    isPending: mutation.isPending,
  };
}
