import { CheckCircle2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { quoteContent } from '@/content/pages/quote';
import { QuoteForm } from './quote-form';

const copy = quoteContent.thankYou;

type View = 'editing' | 'submitted' | 'again';

/** editing → (submitting, inside the form) → submitted "Thank You!" → editing again. */
export function QuoteRequest() {
  const [view, setView] = useState<View>('editing');
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    // The form the visitor was in has gone: take focus to the panel that replaced it.
    if (view === 'submitted') headingRef.current?.focus();
  }, [view]);

  if (view === 'submitted') {
    return (
      <div className="grid justify-items-start gap-4 rounded-xl border border-emerald-300 bg-emerald-50 p-8">
        <CheckCircle2 className="size-10 text-emerald-700" aria-hidden="true" />
        <h3 ref={headingRef} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none">
          {copy.title}
        </h3>
        <p className="text-slate-700">{copy.text}</p>
        <Button size="lg" onClick={() => setView('again')}>
          {copy.again}
        </Button>
      </div>
    );
  }

  return <QuoteForm focusFirstField={view === 'again'} onSubmitted={() => setView('submitted')} />;
}
