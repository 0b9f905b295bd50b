import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { z } from '@/lib/zod';
import { formatDateTime } from '@/shared/format';
import { trimVisible, visibleLength } from '@/shared/text/visible-text';
import { PageSection, StepAlert, StepDone } from './page-parts';
import { useSendOnce } from '@/lib/private-link/use-send-once';

/** A question and the team's reply, as the token functions' views carry them. */
export type LinkQuestion = { asked_at: string; text: string; reply: string | null; replied_at: string | null };

/** The section's words, from the page's content module. */
export type QuestionsCopy = {
  title: string;
  intro: string;
  none: string;
  asked: (when: string) => string;
  reply: (when: string) => string;
  waiting: string;
  label: string;
  required: string;
  tooShort: string;
  tooLong: (max: number) => string;
  submit: string;
  submitting: string;
  sent: string;
};

/** The database's bounds on a question: 3 to 2,000 visible characters. */
export const QUESTION_LIMITS = { min: 3, max: 2000 } as const;

export const questionSchema = (copy: QuestionsCopy) =>
  z.object({
    text: z.string().check(
      z.superRefine((text, ctx) => {
        // As the database counts: visible characters for the least, characters for the most.
        const trimmed = trimVisible(text);
        const length = visibleLength(trimmed);
        const message =
          length === 0
            ? copy.required
            : length < QUESTION_LIMITS.min
              ? copy.tooShort
              : [...trimmed].length > QUESTION_LIMITS.max
                ? copy.tooLong(QUESTION_LIMITS.max)
                : null;
        if (message) ctx.issues.push({ code: 'custom', message, input: text });
      }),
    ),
  });

type QuestionValues = z.infer<ReturnType<typeof questionSchema>>;

type QuestionsProps = {
  copy: QuestionsCopy;
  questions: readonly LinkQuestion[];
  /** Sends the question; resolves once the page holds the view that lists it. */
  ask: (text: string) => Promise<unknown>;
  pending: boolean;
  /** Why a send did not go, in the page's words. */
  failureMessage: (error: unknown) => string;
};

/** Questions to the team, with the team's replies, and a box to ask another. */
export function QuestionsSection({ copy, questions, ...form }: QuestionsProps) {
  return (
    <PageSection title={copy.title} intro={copy.intro}>
      {questions.length === 0 ? (
        <p className="text-sm text-slate-700">{copy.none}</p>
      ) : (
        <ol className="grid gap-3">
          {questions.map((question) => (
            <li
              key={`${question.asked_at}-${question.text}`}
              className="grid gap-1 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <p className="text-slate-600">{copy.asked(formatDateTime(question.asked_at))}</p>
              <p className="whitespace-pre-line text-slate-950">{question.text}</p>
              {question.reply ? (
                <div className="border-brand-200 mt-1 border-l-2 pl-3">
                  <p className="text-slate-600">
                    {copy.reply(question.replied_at ? formatDateTime(question.replied_at) : '')}
                  </p>
                  <p className="whitespace-pre-line text-slate-950">{question.reply}</p>
                </div>
              ) : (
                <p className="text-slate-600">{copy.waiting}</p>
              )}
            </li>
          ))}
        </ol>
      )}
      <QuestionForm copy={copy} {...form} />
    </PageSection>
  );
}

function QuestionForm({ copy, ask, pending, failureMessage }: Omit<QuestionsProps, 'questions'>) {
  // A failed question stays in the box, so sending it again is one click.
  const { send, outcome } = useSendOnce(failureMessage);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<QuestionValues>({ resolver: zodResolver(questionSchema(copy)), defaultValues: { text: '' } });
  const onValid = ({ text }: QuestionValues) =>
    send(async () => {
      await ask(trimVisible(text));
      reset({ text: '' });
      return copy.sent;
    });
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit(onValid)(event)}
      className="grid gap-3"
      aria-label={copy.label}
    >
      <FormField label={copy.label} required error={errors.text?.message}>
        <Textarea rows={3} maxLength={QUESTION_LIMITS.max + 200} {...register('text')} />
      </FormField>
      <StepAlert message={outcome && !outcome.done ? outcome.message : null} signal={outcome} />
      <StepDone message={outcome?.done ? outcome.message : null} signal={outcome} />
      <div>
        <Button type="submit" variant="outline" aria-disabled={pending}>
          {pending ? copy.submitting : copy.submit}
        </Button>
      </div>
    </form>
  );
}
