import { useState, type ReactNode } from 'react';
import { LinkNotice, LinkOpening, PageSection, useFocusOnShow } from '@/components/private-link/page-parts';
import { QuestionsSection } from '@/components/private-link/questions-section';
import { Button } from '@/components/ui/button';
import { optionsContent as copy } from '@/content/pages/options';
import { failureOf } from '@/lib/private-link/link-failure';
import { isTokenShaped, usePrivateLinkToken } from '@/lib/private-link/token';
import { ComparisonTable } from './comparison-table';
import { IntroduceSection, MAX_CHOICE } from './introduce-section';
import { NoneFitSection } from './none-fit-section';
import { OptionCard } from './option-card';
import { optionsFailureMessage } from './options-api';
import { OptionsSummary } from './options-summary';
import { canChoose, type OptionsView } from './options-view';
import { useAskOptionsQuestion, useOptions } from './use-options';

/**
 * The buyer's page for one RFQ's options. Its key is the token in the URL's fragment, read once
 * and taken out of the address bar; before that (and in the prerendered shell) the page says only
 * that it is opening (without JavaScript, that it needs it: LinkOpening).
 */
export function OptionsPage() {
  const token = usePrivateLinkToken();
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      {token === undefined ? (
        <Opening />
      ) : token === null ? (
        <Notice title={copy.noToken.title} text={copy.noToken.text} />
      ) : !isTokenShaped(token) ? (
        <Notice title={copy.invalid} />
      ) : (
        <OpenOptions key={token} token={token} />
      )}
    </div>
  );
}

function Opening() {
  return <LinkOpening title={copy.title} opening={copy.opening} noScript={copy.noScript} />;
}

function Notice(props: { title: string; text?: string; action?: ReactNode }) {
  return <LinkNotice {...props} contact={copy.contact} className="max-w-3xl" />;
}

function OpenOptions({ token }: { token: string }) {
  const options = useOptions(token);
  const heading = useFocusOnShow<HTMLHeadingElement>(options.isSuccess);
  if (options.isPending) return <Opening />;
  if (options.isError) {
    const failure = failureOf(options.error);
    if (failure.kind === 'invalid') return <Notice title={copy.invalid} />;
    if (failure.kind === 'limited') return <Notice title={copy.limited} />;
    return (
      <Notice
        title={copy.loadFailed.title}
        text={failure.kind === 'offline' ? copy.loadFailed.offline : copy.loadFailed.text}
        action={
          <div>
            <Button onClick={() => void options.refetch()} aria-disabled={options.isFetching}>
              {copy.loadFailed.retry}
            </Button>
          </div>
        }
      />
    );
  }
  return (
    <div className="grid gap-6">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none sm:text-3xl">
        {copy.optionsTitle(options.data.reference)}
      </h1>
      <OptionsSummary view={options.data} />
      <Choosing token={token} view={options.data} />
      <NoneFitSection token={token} view={options.data} />
      <Questions token={token} view={options.data} />
    </div>
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
