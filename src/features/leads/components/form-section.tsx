import { useId, type ReactNode } from 'react';
import { cn } from '@/lib/utils';

/** A titled group of fields inside a long form (h3 under the dialog's or page's h2). */
export function FormSection({
  title,
  description,
  className,
  children,
}: {
  title: string;
  description?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const headingId = `form-section${useId().replace(/:/g, '')}`;
  return (
    <section aria-labelledby={headingId} className={cn('grid gap-4 border-t border-slate-200 pt-5', className)}>
      <div>
        <h3 id={headingId} className="text-base font-semibold text-slate-900">
          {title}
        </h3>
        {description ? <div className="mt-1 text-sm text-slate-600">{description}</div> : null}
      </div>
      {children}
    </section>
  );
}
