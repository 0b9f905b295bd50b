import type { FormEventHandler, ReactNode, Ref } from 'react';
import { FieldErrorSourceContext, type FieldErrorSource } from '@/components/ui/field-error-source';
import { messages } from '@/lib/messages';
import { Honeypot } from './honeypot';

type LeadFormElementProps = {
  /** `formRef` from useLeadForm: keeps answers typed before the app started. */
  formRef: Ref<HTMLFormElement>;
  /** `fieldErrors` from useLeadForm: where the form's named fields read their errors. */
  fieldErrors: FieldErrorSource;
  /** The form's accessible name. */
  label: string;
  className?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
};

/**
 * The `<form>` of every lead form, with what each must have: our own messages instead of the
 * browser's (`noValidate`), the honeypot, and for the prerendered page before (or without)
 * JavaScript: `method="post"`, so a browser that sends the form itself never writes the
 * visitor's answers into a URL (address bar, history, server logs), and a line saying the form
 * needs JavaScript, with the email address instead. Its fields read their errors by name
 * (`FormField`'s `name`), each redrawn alone when its own error changes.
 */
export function LeadFormElement({ formRef, fieldErrors, label, className, onSubmit, children }: LeadFormElementProps) {
  return (
    <form ref={formRef} method="post" noValidate aria-label={label} className={className} onSubmit={onSubmit}>
      <Honeypot />
      <p className="no-js-only rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
        {messages.noScript}
      </p>
      <FieldErrorSourceContext value={fieldErrors}>{children}</FieldErrorSourceContext>
    </form>
  );
}
