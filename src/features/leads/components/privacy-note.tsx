import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

/** The line under every lead form: what we do with the details, and where to read more. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p data-slot="privacy-note" className={cn('text-xs text-slate-600', className)}>
      We use these details only to answer your request and never sell them. Read our{' '}
      <Link to={paths.privacy} className="text-brand-700 font-medium underline underline-offset-2">
        privacy policy
      </Link>
      .
    </p>
  );
}
