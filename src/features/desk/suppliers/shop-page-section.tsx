import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime, formatLongDate } from '@/shared/format';
import { termLabel } from '@/lib/suppliers/capabilities';
import { deskErrorMessage } from '../shared/desk-error';
import { supplierCopy } from './supplier-copy';
import { supplierKeys } from './supplier-queries';
import { liveLink, revokeLinks, type LinkRow, type NoticeRow } from './vetting-queries';

const copy = supplierCopy.shopPage;

/** What a notice was about, beyond its event: the visit's date, the certificate, the reason. */
function noticeDetail(notice: NoticeRow): string | null {
  const facts = (typeof notice.facts === 'object' && notice.facts !== null ? notice.facts : {}) as Record<
    string,
    unknown
  >;
  const text = (key: string) => (typeof facts[key] === 'string' ? facts[key] : null);
  const visitOn = text('visit_on');
  if (visitOn) return copy.visitOn(formatLongDate(visitOn));
  const standard = text('standard');
  const expires = text('expires_on');
  if (standard && expires) return copy.certificate(termLabel('certifications', standard), formatLongDate(expires));
  const reason = text('reason');
  return reason ? copy.reason(reason) : null;
}

/** Revokes every live link after a confirmation; the trigger takes focus back when it closes. */
function RevokeLinks({ supplierId }: { supplierId: string }) {
  const [confirming, setConfirming] = useState(false);
  const queryClient = useQueryClient();
  const revoke = useMutation({
    mutationFn: () => revokeLinks(supplierId),
    onSuccess: (count) => {
      toast({ title: copy.revoked(count) });
      setConfirming(false);
    },
    onError: (error) =>
      toast({ title: supplierCopy.panel.failed, description: deskErrorMessage(error), variant: 'destructive' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: supplierKeys.all }),
  });
  return (
    <Dialog open={confirming} onOpenChange={(open) => (revoke.isPending ? undefined : setConfirming(open))}>
      <DialogTrigger asChild>
        <Button size="sm" variant="outline" className="justify-self-start">
          {copy.revoke}
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogTitle>{copy.confirmTitle}</DialogTitle>
        <DialogDescription>{copy.confirmText}</DialogDescription>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="outline" aria-disabled={revoke.isPending}>
              {copy.cancel}
            </Button>
          </DialogClose>
          <Button variant="destructive" aria-disabled={revoke.isPending} onClick={() => revoke.mutate()}>
            {revoke.isPending ? copy.revoking : copy.confirm}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}

/** The shop's own page: whether a link to it is live, revoking them, and the emails sent to the shop. */
export function ShopPageSection({
  supplierId,
  links,
  notices,
}: {
  supplierId: string;
  links: readonly LinkRow[];
  notices: readonly NoticeRow[];
}) {
  const headingId = useId();
  const noticesId = useId();
  const live = liveLink(links);
  return (
    <section aria-labelledby={headingId} className="grid gap-2 text-sm">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.title}
      </h3>
      <p className="text-slate-800">{live ? copy.live(formatDateTime(live.expires_at)) : copy.none}</p>
      <RevokeLinks supplierId={supplierId} />
      <h4 id={noticesId} className="mt-2 font-medium text-slate-900">
        {copy.notices}
      </h4>
      {notices.length === 0 ? (
        <p className="text-slate-600">{copy.noNotices}</p>
      ) : (
        <ul aria-labelledby={noticesId} className="grid gap-0.5 text-slate-700">
          {notices.map((n) => (
            <li key={n.id}>
              {copy.notice(copy.events[n.event] ?? n.event, noticeDetail(n), formatDateTime(n.created_at))}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
