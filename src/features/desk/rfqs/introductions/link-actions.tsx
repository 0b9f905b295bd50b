import { useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { introductionsCopy } from './introductions-copy';

const copy = introductionsCopy.link;

/** A button that asks before it acts, in a dialog the keyboard can answer; focus returns to the button. */
export function ConfirmAction({
  label,
  text,
  title,
  description,
  confirm,
  pending,
  onConfirm,
}: {
  label: string;
  text: string;
  title: string;
  description: string;
  confirm: string;
  pending: boolean;
  onConfirm: (done: () => void) => void;
}) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={(next) => (pending ? undefined : setOpen(next))}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={label}>
          {text}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{description}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" aria-disabled={pending}>
              {copy.cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" aria-disabled={pending} onClick={() => onConfirm(() => setOpen(false))}>
            {pending ? copy.working : confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** "Send again" (a new brief and link; the old link dies) and "Revoke link", each confirmed first. */
export function LinkActions({
  company,
  pending,
  onResend,
  onRevoke,
}: {
  company: string;
  pending: boolean;
  onResend: (done: () => void) => void;
  onRevoke: (done: () => void) => void;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <ConfirmAction
        label={copy.resendLabel(company)}
        text={copy.resend}
        title={copy.resendTitle(company)}
        description={copy.resendText}
        confirm={copy.resendConfirm}
        pending={pending}
        onConfirm={onResend}
      />
      <ConfirmAction
        label={copy.revokeLabel(company)}
        text={copy.revoke}
        title={copy.revokeTitle(company)}
        description={copy.revokeText}
        confirm={copy.revokeConfirm}
        pending={pending}
        onConfirm={onRevoke}
      />
    </div>
  );
}
