import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { proseLinkPattern } from '@/content/articles/text';

/** Renders a content string, turning `[label](/path)` into router links. */
export function ProseText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(proseLinkPattern)) {
    const [whole, label, to] = match;
    parts.push(text.slice(last, match.index));
    parts.push(
      <Link
        key={match.index}
        to={to ?? '/'}
        className="text-brand-700 hover:text-brand-800 font-medium underline underline-offset-2"
      >
        {label}
      </Link>,
    );
    last = match.index + whole.length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
