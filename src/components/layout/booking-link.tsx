import type { ReactNode } from 'react';
import { buttonVariants, type ButtonProps } from '@/components/ui/button';
import { site } from '@/config/site';
import { cn } from '@/lib/utils';

type BookingLinkProps = {
  children: ReactNode;
  className?: string;
  variant?: ButtonProps['variant'];
  size?: ButtonProps['size'];
  /** E.g. closing the menu the link sits in: the booking page opens in another tab. */
  onClick?: () => void;
};

/** The external booking page, always in a new tab without leaking the opener. */
export function BookingLink({ children, className, variant = 'default', size, onClick }: BookingLinkProps) {
  return (
    <a
      href={site.bookingUrl}
      target="_blank"
      rel="noopener noreferrer"
      onClick={onClick}
      className={cn(buttonVariants({ variant, size }), className)}
    >
      {children}
      <span className="sr-only"> (opens in a new tab)</span>
    </a>
  );
}
