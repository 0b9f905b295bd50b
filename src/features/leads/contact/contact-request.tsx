import { useState } from 'react';
import { contactContent } from '@/content/pages/contact';
import { SubmittedPanel } from '../components/submitted-panel';
import { ContactForm } from './contact-form';

type View = 'editing' | 'sent' | 'again';

/** editing → (sending, inside the form) → "Message sent" panel → a new message. */
export function ContactRequest() {
  const [view, setView] = useState<View>('editing');
  const [reference, setReference] = useState('');
  if (view === 'sent')
    return <SubmittedPanel copy={contactContent.sent} reference={reference} onAgain={() => setView('again')} />;
  return (
    <ContactForm
      focusFirstField={view === 'again'}
      onSubmitted={(lead) => {
        setReference(lead.reference);
        setView('sent');
      }}
    />
  );
}
