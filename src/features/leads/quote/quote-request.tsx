import { useState } from 'react';
import { quoteContent } from '@/content/pages/quote';
import { SubmittedPanel } from '../components/submitted-panel';
import { QuoteForm } from './quote-form';

type View = 'editing' | 'submitted' | 'again';

/** editing → (submitting, inside the form) → submitted "Thank You!" → editing again. */
export function QuoteRequest() {
  const [view, setView] = useState<View>('editing');
  const [reference, setReference] = useState('');
  if (view === 'submitted')
    return <SubmittedPanel copy={quoteContent.thankYou} reference={reference} onAgain={() => setView('again')} />;
  return (
    <QuoteForm
      focusFirstField={view === 'again'}
      onSubmitted={(lead) => {
        setReference(lead.reference);
        setView('submitted');
      }}
    />
  );
}
