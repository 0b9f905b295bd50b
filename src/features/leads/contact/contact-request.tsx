import { useState } from 'react';
import { contactContent } from '@/content/pages/contact';
import { SubmittedPanel } from '../components/submitted-panel';
import { ContactForm } from './contact-form';

type View = 'editing' | 'sent' | 'again';

/** editing → (sending, inside the form) → "Message sent" panel → a new message. */
export function ContactRequest() {
  const [view, setView] = useState<View>('editing');
  if (view === 'sent') return <SubmittedPanel copy={contactContent.sent} onAgain={() => setView('again')} />;
  return <ContactForm focusFirstField={view === 'again'} onSubmitted={() => setView('sent')} />;
}
