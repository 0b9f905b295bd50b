import { QuestionsSection as LinkQuestions } from '@/components/private-link/questions-section';
import { briefContent } from '@/content/pages/brief';
import { briefFailureMessage } from './brief-api';
import type { BriefView } from './brief-view';
import { useAskQuestion } from './use-brief';

const copy = { ...briefContent.questions, tooLong: briefContent.answer.tooLong };

/** Questions to the team, with the team's replies, and a box to ask another. */
export function QuestionsSection({ token, view }: { token: string; view: BriefView }) {
  const ask = useAskQuestion(token);
  return (
    <LinkQuestions
      copy={copy}
      questions={view.questions}
      ask={ask.mutateAsync}
      pending={ask.isPending}
      failureMessage={briefFailureMessage}
    />
  );
}
