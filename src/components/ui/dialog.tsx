import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ComponentProps } from 'react';
import { cn } from '@/lib/utils';

export const Dialog = DialogPrimitive.Root;
export const DialogClose = DialogPrimitive.Close;
export const DialogTrigger = DialogPrimitive.Trigger;

type DialogContentProps = ComponentProps<typeof DialogPrimitive.Content> & { size?: 'default' | 'wide' };

/**
 * On closing, focus goes back to the control that opened the dialog. Radix returns it to the
 * dialog's own trigger, and a dialog opened from elsewhere (a row's name, a list's button) has
 * none: focus fell to the page's body, and a keyboard user started again from the top. The
 * element focused when the dialog opened is remembered; if it is gone by then, Radix's own
 * return applies. Focus already moved to something the close put on the page stays there.
 */
export function DialogContent({
  className,
  size = 'default',
  children,
  onOpenAutoFocus,
  onCloseAutoFocus,
  ...props
}: DialogContentProps) {
  const opener = useRef<HTMLElement | null>(null);
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-slate-950/60" />
      <DialogPrimitive.Content
        data-slot="dialog-content"
        className={cn(
          'fixed top-1/2 left-1/2 z-50 max-h-[92vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-xl bg-white p-6 shadow-xl focus:outline-none',
          size === 'wide' ? 'max-w-3xl' : 'max-w-2xl',
          className,
        )}
        onOpenAutoFocus={(event) => {
          const active = document.activeElement;
          opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
          onOpenAutoFocus?.(event);
        }}
        onCloseAutoFocus={(event) => {
          onCloseAutoFocus?.(event);
          const back = opener.current;
          opener.current = null;
          if (event.defaultPrevented) return;
          // What closing the dialog showed (a step's result) may have taken focus already: it stays.
          if (document.activeElement && document.activeElement !== document.body) {
            event.preventDefault();
            return;
          }
          if (!back?.isConnected) return;
          event.preventDefault();
          back.focus();
        }}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          data-slot="dialog-close"
          className="focus-visible:outline-brand-600 absolute top-4 right-4 rounded-md p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2"
        >
          <X className="size-5" aria-hidden="true" />
          <span className="sr-only">Close</span>
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}

export function DialogTitle({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('pr-8 text-xl font-bold text-slate-900', className)} {...props} />;
}

export function DialogDescription({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('mt-1 text-sm text-slate-600', className)} {...props} />;
}
