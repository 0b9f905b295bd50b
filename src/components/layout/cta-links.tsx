import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import type { CtaLink } from '@/content/types';
import { cn } from '@/lib/utils';
import { BookingLink } from './booking-link';

type CtaLinksProps = { links: readonly CtaLink[]; className?: string; inverted?: boolean };

/** A row of call-to-action buttons: the first is primary, the rest outlined. */
export function CtaLinks({ links, className, inverted = false }: CtaLinksProps) {
  return (
    <div className={cn('flex flex-wrap gap-3', className)}>
      {links.map((link, index) => {
        const variant = index === 0 ? (inverted ? 'accent' : 'default') : 'outline';
        if ('booking' in link) {
          return (
            <BookingLink key={link.label} variant={variant} size="lg">
              {link.label}
            </BookingLink>
          );
        }
        return (
          <Link key={link.label} to={link.to} className={cn(buttonVariants({ variant, size: 'lg' }))}>
            {link.label}
          </Link>
        );
      })}
    </div>
  );
}
