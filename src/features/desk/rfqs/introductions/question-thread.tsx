import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { formatDateTime } from '@/shared/format';
import { REASON_MIN_VISIBLE, trimVisible, visibleLength } from '@/shared/text/visible-text';
import { introductionsCopy } from './introductions-copy';

const copy = introductionsCopy.questions;

/** A question asked on a private page (a supplier's brief, the buyer's options), with the team's reply once given. */
export type AskedQuestion = {
  id: string;
  asked_at: string;
  question: string;
  reply: string | null;
  replied_at: string | null;
  replied_by: string | null;
};

/** What differs between the threads: the title, who reads the reply and how long it may be. */
export type ThreadWords = { title: string; replyHint: string; replyMax: number };

function ReplyForm({
  n,
  words,
  pending,
  onReply,
}: {
  n: number;
  words: ThreadWords;
  pending: boolean;
  onReply: (reply: string, done: () => void) => void;
}) {
  const [reply, setReply] = useState('');
  const [tried, setTried] = useState(false);
  const trimmed = trimVisible(reply);
  const error = visibleLength(trimmed) < REASON_MIN_VISIBLE ? copy.replyRequired : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (error) return;
    onReply(trimmed, () => {
      setReply('');
      setTried(false);
    });
  };
  return (
    <form noValidate onSubmit={submit} className="grid gap-2" aria-label={copy.replyLabel(n)}>
      <FormField label={copy.replyLabel(n)} hint={words.replyHint} required error={tried ? error : undefined}>
        <Textarea rows={2} maxLength={words.replyMax} value={reply} onChange={(e) => setReply(e.target.value)} />
      </FormField>
      <div>
        <Button type="submit" size="sm" variant="outline" aria-disabled={pending}>
          {pending ? copy.replying : copy.reply}
        </Button>
      </div>
    </form>
  );
}

/** Questions from a private page, oldest first, each with the team's reply or a box to write one. */
export function QuestionThread({
  questions,
  words,
  pending,
  onReply,
}: {
  questions: readonly AskedQuestion[];
  words: ThreadWords;
  pending: boolean;
  onReply: (questionId: string, reply: string, done: () => void) => void;
}) {
  const headingId = useId();
  if (questions.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h5 id={headingId} className="font-medium text-slate-900">
        {words.title}
      </h5>
      <ol className="grid gap-3">
        {questions.map((question, index) => (
          <li key={question.id} className="grid gap-1 rounded-md bg-slate-50 p-2">
            <p className="text-slate-600">
              <time dateTime={question.asked_at}>{copy.asked(formatDateTime(question.asked_at))}</time>
            </p>
            <blockquote className="break-words whitespace-pre-wrap text-slate-900">{question.question}</blockquote>
            {question.reply !== null ? (
              <>
                <p className="text-slate-600">
                  {copy.replied(question.replied_by, question.replied_at ? formatDateTime(question.replied_at) : '')}
                </p>
                <p className="break-words whitespace-pre-wrap text-slate-900">{question.reply}</p>
              </>
            ) : (
              <ReplyForm
                n={index + 1}
                words={words}
                pending={pending}
                onReply={(reply, done) => onReply(question.id, reply, done)}
              />
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
