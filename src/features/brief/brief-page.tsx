import { PrivateLinkPage } from '@/components/private-link/private-link-page';
import { briefContent as copy } from '@/content/pages/brief';
import { AnswerSection } from './answer-section';
import { BriefSummary } from './brief-summary';
import { BuyerSection } from './buyer-section';
import { QuestionsSection } from './questions-section';
import { TermsSection } from './terms-section';
import { useBrief } from './use-brief';

/** The supplier's page for one introduction, opened by its private link (PrivateLinkPage). */
export function BriefPage() {
  return (
    <PrivateLinkPage copy={copy} className="mx-auto max-w-3xl" useView={useBrief}>
      {({ view, token, heading }) => (
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
      )}
    </PrivateLinkPage>
  );
}
