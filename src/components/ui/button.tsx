import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 rounded-md font-semibold whitespace-nowrap transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-500 text-slate-950 hover:bg-accent-400',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-50',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        ghost: 'text-slate-800 hover:bg-slate-100',
        link: 'text-brand-700 underline-offset-4 hover:underline',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
      },
      size: {
        default: 'h-10 px-4 py-2 text-sm',
        sm: 'h-9 px-3 text-sm',
        lg: 'h-12 px-6 text-base',
        icon: 'size-10 text-sm',
        /** A link inside a sentence: no box of its own. */
        inline: 'px-1 text-sm',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

export type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>;

/**
 * A real <button>. A link that looks like a button is an <a> (or <Link>) with `buttonVariants`,
 * so pages with no buttons do not load a slot component.
 *
 * A button out of use for a moment (a send under way, the last page reached) takes
 * `aria-disabled`, not `disabled`: it keeps keyboard focus (a browser moves focus off a disabled
 * button, to the page's body), is announced as unavailable, and a press of it does nothing,
 * submitting no form.
 */
export function Button({ className, variant, size, type, onClick, ...props }: ButtonProps) {
  const unavailable = props['aria-disabled'] === true || props['aria-disabled'] === 'true';
  return (
    <button
      data-slot="button"
      className={cn(buttonVariants({ variant, size }), className)}
      type={type ?? 'button'}
      onClick={unavailable ? (event) => event.preventDefault() : onClick}
      {...props}
    />
  );
}
