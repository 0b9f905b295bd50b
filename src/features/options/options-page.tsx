import { useState } from 'react';
import { PageSection } from '@/components/private-link/page-parts';
import { PrivateLinkPage } from '@/components/private-link/private-link-page';
import { QuestionsSection } from '@/components/private-link/questions-section';
import { optionsContent as copy } from '@/content/pages/options';
import { ComparisonTable } from './comparison-table';
import { IntroduceSection, MAX_CHOICE } from './introduce-section';
import { NoneFitSection } from './none-fit-section';
import { OptionCard } from './option-card';
import { optionsFailureMessage } from './options-api';
import { OptionsSummary } from './options-summary';
import { canChoose, type OptionsView } from './options-view';
import { useAskOptionsQuestion, useOptions } from './use-options';
import { PageTitle } from '@/components/ui/page-title';

/** The buyer's page for one RFQ's options, opened by its private link (PrivateLinkPage). */
export function OptionsPage() {
  return (
    <PrivateLinkPage copy={copy} className="mx-auto max-w-6xl" noticeClassName="max-w-3xl" useView={useOptions}>
      {({ view, token, heading }) => (
        <div className="grid gap-6">
          <PageTitle ref={heading}>{copy.optionsTitle(view.reference)}</PageTitle>
          <OptionsSummary view={view} />
          <Choosing token={token} view={view} />
          <NoneFitSection token={token} view={view} />
          <Questions token={token} view={view} />
        </div>
      )}
    </PrivateLinkPage>
  );
}

/** The cards with their ticks, the comparison, and the step that sends the introductions. */
function Choosing({ token, view }: { token: string; view: OptionsView }) {
  const [ticked, setTicked] = useState<readonly string[]>([]);
  const open = view.options.filter(canChoose);
  const selected = open.filter((o) => ticked.includes(o.id));
  const toggle = (id: string, on: boolean) =>
    setTicked((ids) => (on ? (ids.length < MAX_CHOICE ? [...ids, id] : ids) : ids.filter((kept) => kept !== id)));
  if (view.options.length === 0) {
    return (
      <PageSection title={copy.options.title}>
        <p className="text-sm text-slate-700">{copy.options.none}</p>
      </PageSection>
    );
  }
  return (
    <>
      <PageSection title={copy.options.title} intro={open.length > 0 ? copy.options.intro : undefined}>
        <div className="grid gap-4 lg:grid-cols-3">
          {view.options.map((option) => (
            <OptionCard
              key={option.id}
              option={option}
              selected={selected.includes(option)}
              selectable={selected.length < MAX_CHOICE}
              onToggle={toggle}
            />
          ))}
        </div>
      </PageSection>
      <IntroduceSection token={token} view={view} selected={selected} onSent={() => setTicked([])} />
      <ComparisonTable view={view} />
    </>
  );
}

function Questions({ token, view }: { token: string; view: OptionsView }) {
  const ask = useAskOptionsQuestion(token);
  return (
    <QuestionsSection
      copy={copy.questions}
      questions={view.questions}
      ask={ask.mutateAsync}
      pending={ask.isPending}
      failureMessage={optionsFailureMessage}
    />
  );
}
