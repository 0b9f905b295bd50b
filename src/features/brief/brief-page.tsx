import { PrivateLinkPage } from '@/components/private-link/private-link-page';
import { briefContent as copy } from '@/content/pages/brief';
import { AnswerSection } from './answer-section';
import { BriefSummary } from './brief-summary';
import { BuyerSection } from './buyer-section';
import { QuestionsSection } from './questions-section';
import { TermsSection } from './terms-section';
import { useBrief } from './use-brief';
import { PageTitle } from '@/components/ui/page-title';

/** The supplier's page for one introduction, opened by its private link (PrivateLinkPage). */
export function BriefPage() {
  return (
    <PrivateLinkPage copy={copy} className="mx-auto max-w-3xl" useView={useBrief}>
      {({ view, token, heading }) => (
        <div className="grid gap-6">
          <PageTitle ref={heading}>{copy.briefTitle(view.reference)}</PageTitle>
          <BuyerSection view={view} />
          <BriefSummary view={view} />
          <TermsSection token={token} view={view} />
          <AnswerSection token={token} view={view} />
          <QuestionsSection token={token} view={view} />
        </div>
      )}
    </PrivateLinkPage>
  );
}
