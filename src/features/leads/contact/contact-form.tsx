import { useEffect } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { contactContent } from '@/content/pages/contact';
import { messages } from '@/lib/messages';
import { LeadFormElement } from '../components/lead-form-element';
import { PrivacyNote } from '../components/privacy-note';
import { useLeadSubmit } from '../use-lead-submit';
import { contactFields } from '@/shared/leads/fields/contact-fields';
import { fieldsByKey } from '@/shared/leads/fields/rows';
import { contactDefaults, toContactRow } from './contact-row';
import { useLeadForm } from '../use-lead-form';
import type { SubmittedLead } from '../submitted-lead';

const copy = contactContent.form;
const f = fieldsByKey(contactFields);

type ContactFormProps = {
  onSubmitted: (lead: SubmittedLead) => void;
  /** Moves focus to the first field, for a visitor coming back from the "Message sent" panel. */
  focusFirstField?: boolean;
};

/** The contact form, stored in contact_messages (docs/decisions/0004-no-lead-is-lost.md). */
export function ContactForm({ onSubmitted, focusFirstField = false }: ContactFormProps) {
  const { register, handleSubmit, reset, setFocus, formRef, fieldErrors } = useLeadForm(
    async () => (await import('./contact-schema')).loadContactSchema(),
    contactDefaults,
    messages.contact.failure,
  );

  useEffect(() => {
    if (focusFirstField) setFocus('name');
  }, [focusFirstField, setFocus]);

  const { submitForm, isPending } = useLeadSubmit({
    table: 'contact_messages',
    toRow: toContactRow,
    messages: messages.contact,
    onSuccess: (_values, lead) => {
      reset(contactDefaults);
      onSubmitted(lead);
    },
  });

  return (
    <LeadFormElement
      formRef={formRef}
      fieldErrors={fieldErrors}
      label={copy.title}
      className="relative grid gap-4"
      onSubmit={handleSubmit(submitForm)}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={f.name.label} required name="name">
          <Input autoComplete="name" {...register('name')} />
        </FormField>
        <FormField label={f.email.label} required name="email">
          <Input type="email" autoComplete="email" {...register('email')} />
        </FormField>
      </div>
      <FormField label={f.subject.label} required name="subject">
        <Input {...register('subject')} />
      </FormField>
      <FormField label={f.message.label} required name="message">
        <Textarea rows={6} {...register('message')} />
      </FormField>
      <Button type="submit" size="lg" aria-disabled={isPending} className="justify-self-start">
        {isPending ? copy.submitting : copy.submit}
      </Button>
      <PrivacyNote />
    </LeadFormElement>
  );
}
