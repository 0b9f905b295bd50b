import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const controlClass =
  'block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 placeholder:text-slate-500 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600 aria-[invalid=true]:border-red-700 disabled:opacity-60';

/** A one-line text control; `type` is written out (text unless given) so the markup says what it is. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" type={type} className={cn(controlClass, 'h-10 py-2', className)} {...props} />;
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(controlClass, 'py-2', className)} {...props} />;
}

export function Select({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="select" className={cn(controlClass, 'h-10 py-2', className)} {...props} />;
}

/** A file chooser: its height follows the browser's button, styled like the other controls. */
export function FileInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <input
      data-slot="input"
      type="file"
      className={cn(
        controlClass,
        'py-1.5 file:mr-3 file:rounded file:border-0 file:bg-slate-100 file:px-3 file:py-1 file:text-sm file:font-medium',
        className,
      )}
      {...props}
    />
  );
}
