import type { BriefQuestion } from './introduction-types';
import { introductionsCopy } from './introductions-copy';
import { QuestionThread, type ThreadWords } from './question-thread';

const copy = introductionsCopy.questions;

/** The supplier's page: the database's limit on a reply, as on a question. */
const words: ThreadWords = { title: copy.title, replyHint: copy.replyHint, replyMax: 2000 };

/** A supplier's questions about its brief, each with the team's reply or a box to write one. */
export function BriefQuestions({
  questions,
  pending,
  onReply,
}: {
  questions: readonly BriefQuestion[];
  pending: boolean;
  onReply: (questionId: string, reply: string, done: () => void) => void;
}) {
  return <QuestionThread questions={questions} words={words} pending={pending} onReply={onReply} />;
}
