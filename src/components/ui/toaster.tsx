import * as ToastPrimitive from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { cn } from '@/lib/utils';
import { dismissToast, removeToast, TOAST_DURATION_MS, useToasts } from './use-toast';

/**
 * A toast is the topmost dismissable layer, so the first Escape would close it rather than the
 * dialog the visitor is working in. Escape belongs to the dialog: while one is open, it closes
 * (returning focus to its opener) and the toast stays to be read.
 */
function closeDialogInstead(event: KeyboardEvent) {
  const close = document.querySelector<HTMLElement>(
    ':is(dialog[open], [data-slot="dialog-content"][data-state="open"]) [data-slot="dialog-close"]',
  );
  if (!close) return;
  event.preventDefault();
  close.click();
}

/** Renders the toast queue on Radix Toast: announced politely, dismissible, 5 s by default. */
export function Toaster() {
  const items = useToasts();
  return (
    <ToastPrimitive.Provider duration={TOAST_DURATION_MS} swipeDirection="right">
      {items.map((item) => (
        <ToastPrimitive.Root
          key={item.id}
          open={item.open}
          type={item.variant === 'destructive' ? 'foreground' : 'background'}
          onOpenChange={(open) => {
            if (!open) {
              dismissToast(item.id);
              window.setTimeout(() => removeToast(item.id), 200);
            }
          }}
          onEscapeKeyDown={closeDialogInstead}
          data-variant={item.variant}
          className={cn(
            'relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
            item.variant === 'destructive'
              ? 'border-red-800 bg-red-700 text-white'
              : 'border-slate-200 bg-white text-slate-900',
          )}
        >
          <div className="grid gap-1">
            <ToastPrimitive.Title className="text-sm font-semibold">{item.title}</ToastPrimitive.Title>
            {item.description ? (
              <ToastPrimitive.Description className="text-sm opacity-95">{item.description}</ToastPrimitive.Description>
            ) : null}
          </div>
          <ToastPrimitive.Close
            className="absolute top-3 right-3 rounded p-1 opacity-80 hover:opacity-100 focus-visible:outline-2"
            aria-label="Dismiss notification"
          >
            <X className="size-4" aria-hidden="true" />
          </ToastPrimitive.Close>
        </ToastPrimitive.Root>
      ))}
      <ToastPrimitive.Viewport className="fixed right-0 bottom-0 z-[100] flex w-full max-w-sm flex-col gap-2 p-4 outline-none" />
    </ToastPrimitive.Provider>
  );
}
