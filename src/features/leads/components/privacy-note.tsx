import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { privacyNote } from '@/content/legal/privacy-note';
import { cn } from '@/lib/utils';

/** The line under every lead form: what we promise about the details, and where to read more. */
export function PrivacyNote({ className }: { className?: string }) {
  return (
    <p data-slot="privacy-note" className={cn('text-xs text-slate-600', className)}>
      {privacyNote.before}{' '}
      <Link to={paths.privacy} className="text-brand-700 font-medium underline underline-offset-2">
        {privacyNote.link}
      </Link>{' '}
      {privacyNote.after}
    </p>
  );
}
