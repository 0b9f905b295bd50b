import type { ReactNode } from 'react';
import { LinkNotice, LinkOpening, useFocusOnShow } from '@/components/private-link/page-parts';
import { Button } from '@/components/ui/button';
import { supplierPageContent as copy } from '@/content/pages/supplier';
import { isTokenShaped, usePrivateLinkToken } from '@/lib/private-link/token';
import { formatUkDueTime } from '@/shared/leads/due-time';
import { AnswersSection } from './answers-section';
import { CapabilitiesSection } from './capabilities-section';
import { CapacitySection } from './capacity-section';
import { CertificatesSection } from './certificates-section';
import { StatusSection } from './status-section';
import { failureOf } from './supplier-api';
import { useSupplierPage } from './use-supplier-page';

/**
 * A shop's own page. Its key is the token in the URL's fragment, read once and taken out of the
 * address bar; before that (and in the prerendered shell) the page says only that it is opening (without JavaScript, that it needs it: LinkOpening).
 */
export function SupplierPage() {
  const token = usePrivateLinkToken();
  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      {token === undefined ? (
        <Opening />
      ) : token === null ? (
        <Notice title={copy.noToken.title} text={copy.noToken.text} />
      ) : !isTokenShaped(token) ? (
        <Notice title={copy.invalid} />
      ) : (
        <OpenPage key={token} token={token} />
      )}
    </div>
  );
}

function Opening() {
  return <LinkOpening title={copy.title} opening={copy.opening} noScript={copy.noScript} />;
}

function Notice(props: { title: string; text?: string; action?: ReactNode }) {
  return <LinkNotice {...props} contact={copy.contact} />;
}

function OpenPage({ token }: { token: string }) {
  const page = useSupplierPage(token);
  const heading = useFocusOnShow<HTMLHeadingElement>(page.isSuccess);
  if (page.isPending) return <Opening />;
  if (page.isError) {
    const failure = failureOf(page.error);
    if (failure.kind === 'invalid') return <Notice title={copy.invalid} />;
    if (failure.kind === 'limited') return <Notice title={copy.limited} />;
    return (
      <Notice
        title={copy.loadFailed.title}
        text={failure.kind === 'offline' ? copy.loadFailed.offline : copy.loadFailed.text}
        action={
          <div>
            <Button onClick={() => void page.refetch()} aria-disabled={page.isFetching}>
              {copy.loadFailed.retry}
            </Button>
          </div>
        }
      />
    );
  }
  const view = page.data;
  return (
    <div className="grid gap-6">
      <div className="grid gap-1">
        <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none sm:text-3xl">
          {view.supplier.company_name}
        </h1>
        <p className="text-sm text-slate-600">{copy.linkUntil(formatUkDueTime(view.expires_at))}</p>
      </div>
      <StatusSection view={view} />
      <CapacitySection token={token} view={view} />
      <CapabilitiesSection token={token} view={view} />
      <CertificatesSection view={view} />
      <AnswersSection view={view} />
    </div>
  );
}
