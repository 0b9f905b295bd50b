import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { briefContent as copy } from '@/content/pages/brief';
import { failureOf } from './brief-api';
import { AnswerSection } from './answer-section';
import { LinkNotice, LinkOpening, useFocusOnShow } from '@/components/private-link/page-parts';
import { BriefSummary } from './brief-summary';
import { BuyerSection } from './buyer-section';
import { isTokenShaped, usePrivateLinkToken } from '@/lib/private-link/token';
import { QuestionsSection } from './questions-section';
import { TermsSection } from './terms-section';
import { useBrief } from './use-brief';

/**
 * The supplier's page for one introduction. Its key is the token in the URL's fragment, read once
 * and taken out of the address bar; before that (and in the prerendered shell) the page says only
 * that it is opening (without JavaScript, that it needs it: LinkOpening).
 */
export function BriefPage() {
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
        <OpenBrief key={token} token={token} />
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

function OpenBrief({ token }: { token: string }) {
  const brief = useBrief(token);
  const heading = useFocusOnShow<HTMLHeadingElement>(brief.isSuccess);
  if (brief.isPending) return <Opening />;
  if (brief.isError) {
    const failure = failureOf(brief.error);
    if (failure.kind === 'invalid') return <Notice title={copy.invalid} />;
    if (failure.kind === 'limited') return <Notice title={copy.limited} />;
    return (
      <Notice
        title={copy.loadFailed.title}
        text={failure.kind === 'offline' ? copy.loadFailed.offline : copy.loadFailed.text}
        action={
          <div>
            <Button onClick={() => void brief.refetch()} aria-disabled={brief.isFetching}>
              {copy.loadFailed.retry}
            </Button>
          </div>
        }
      />
    );
  }
  const view = brief.data;
  return (
    <div className="grid gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none sm:text-3xl">
        {copy.briefTitle(view.reference)}
      </h1>
      <BuyerSection view={view} />
      <BriefSummary view={view} />
      <TermsSection token={token} view={view} />
      <AnswerSection token={token} view={view} />
      <QuestionsSection token={token} view={view} />
    </div>
  );
}
