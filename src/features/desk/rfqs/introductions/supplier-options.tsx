import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { formatDateTime } from '@/shared/format';
import type { RfqKindId } from '@/shared/leads/tables';
import { LoadingStatus } from '../../shared/load-state';
import { deskErrorMessage } from '../../shared/desk-error';
import { BriefsForm } from './briefs-form';
import { BuyerAnswer } from './buyer-answer';
import { BuyerOptionsForm } from './buyer-options-form';
import {
  buyerReasonsQuery,
  introductionsQuery,
  useSendBriefs,
  useSendBuyerOptions,
  type BriefsInput,
  type BuyerOptionsInput,
} from './introduction-queries';
import type { Introduction } from './introduction-types';
import { IntroductionItem } from './introduction-item';
import { introductionsCopy as copy } from './introductions-copy';
import { useUnconfirmedPicks } from '../unconfirmed-picks';

/**
 * A part of the section that opens under its own button (a preview and its send). While
 * `blockedBy` (the id of the reason on screen) is given, the button is disabled and described by
 * it, and an open part is hidden, its words kept for when it may show again.
 */
function Disclosure({
  label,
  hide,
  blockedBy,
  children,
}: {
  label: string;
  hide: string;
  blockedBy?: string;
  children: (close: () => void) => React.ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const shown = open && !blockedBy;
  return (
    <div className="grid gap-3">
      <div>
        <Button
          variant="outline"
          size="sm"
          aria-expanded={shown}
          disabled={blockedBy !== undefined}
          aria-describedby={blockedBy}
          onClick={() => setOpen((o) => !o)}
        >
          {shown ? hide : label}
        </Button>
      </div>
      {open ? (
        <div className="grid gap-3" hidden={!shown}>
          {children(() => setOpen(false))}
        </div>
      ) : null}
    </div>
  );
}

/** The wording the briefs already sent carried, lent to a later brief. */
const sentWordingOf = (intros: readonly Introduction[]) =>
  intros.find((intro) => intro.sent_at !== null && intro.brief_wording !== null)?.brief_wording ?? null;

/**
 * An RFQ's introductions on the desk, in two sends: "Send briefs" asks every shortlisted supplier
 * not briefed yet (again later for one added after, a replacement after a decline), and once one
 * answered interested, "Send options to the buyer" names up to 3 of them and stops the clock. Each
 * briefed supplier shows its brief's delivery, its trail, its answer and its questions; once the
 * options are sent, the buyer's answer follows (docs/decisions/0037-buyer-options-page.md).
 */
export function SupplierOptions({
  kind,
  row,
}: {
  kind: RfqKindId;
  row: Readonly<Record<string, unknown>> & { id: string; options_sent_at: string | null };
}) {
  const headingId = useId();
  const unconfirmedId = useId();
  // Previews and sends read only the confirmed shortlist: none while the team is still changing it.
  const blockedBy = useUnconfirmedPicks() ? unconfirmedId : undefined;
  const { data, isPending, isError } = useQuery(introductionsQuery(kind, row.id));
  const sendBriefs = useSendBriefs(kind, row.id);
  const sendOptions = useSendBuyerOptions(kind, row.id);
  const sentAt = row.options_sent_at;
  const intros = data ?? [];
  const unsent = intros.filter((intro) => !intro.sent_at);
  const interested = intros.filter((intro) => intro.sent_at && intro.answer === 'interested');
  // What the buyer will read about each supplier, as sending writes it from the register.
  const safeReasons = useQuery({ ...buyerReasonsQuery(kind, row.id), enabled: !sentAt && interested.length > 0 });
  const briefs = (close: () => void) => (input: BriefsInput) =>
    sendBriefs.mutate(input, {
      onSuccess: (count) => {
        close();
        toast(copy.briefs.sent(typeof count === 'number' ? count : unsent.length));
      },
      onError: (error) => toast({ ...copy.briefs.failed(deskErrorMessage(error)), variant: 'destructive' }),
    });
  const options = (close: () => void) => (input: BuyerOptionsInput) =>
    sendOptions.mutate(input, {
      onSuccess: () => {
        close();
        toast(copy.buyer.sent);
      },
      onError: (error) => toast({ ...copy.buyer.failed(deskErrorMessage(error)), variant: 'destructive' }),
    });
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.heading}
      </h3>
      {sentAt ? (
        <p className="text-sm text-slate-700">
          {copy.sentAt}: <time dateTime={sentAt}>{formatDateTime(sentAt)}</time>
        </p>
      ) : null}
      {isPending ? (
        <LoadingStatus text={copy.loading} />
      ) : isError ? (
        <p className="text-sm text-slate-600">{copy.failedToLoad}</p>
      ) : intros.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.none}</p>
      ) : (
        <>
          <ol className="grid gap-2">
            {intros.map((intro) => (
              <IntroductionItem key={intro.id} kind={kind} leadId={row.id} intro={intro} open={!sentAt} />
            ))}
          </ol>
          {sentAt ? <BuyerAnswer kind={kind} leadId={row.id} intros={intros} /> : null}
          {blockedBy && !sentAt && (unsent.length > 0 || interested.length > 0) ? (
            <p id={unconfirmedId} className="text-sm font-medium text-amber-800">
              {copy.unconfirmedPicks}
            </p>
          ) : null}
          {!sentAt && unsent.length > 0 ? (
            <Disclosure label={copy.briefs.preview} hide={copy.briefs.hidePreview} blockedBy={blockedBy}>
              {(close) => (
                <BriefsForm
                  kind={kind}
                  row={row}
                  unsent={unsent}
                  sentWording={sentWordingOf(intros)}
                  pending={sendBriefs.isPending}
                  onSend={briefs(close)}
                />
              )}
            </Disclosure>
          ) : null}
          {!sentAt && interested.length > 0 ? (
            <Disclosure label={copy.buyer.preview} hide={copy.buyer.hidePreview} blockedBy={blockedBy}>
              {(close) => (
                <BuyerOptionsForm
                  row={row}
                  interested={interested}
                  pending={sendOptions.isPending}
                  onSend={options(close)}
                  safeReasons={safeReasons.data}
                />
              )}
            </Disclosure>
          ) : null}
        </>
      )}
    </section>
  );
}
