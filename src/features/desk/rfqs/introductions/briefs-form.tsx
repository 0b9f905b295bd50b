import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormField } from '@/components/ui/form-field';
import { Textarea } from '@/components/ui/input';
import { typedAnswers } from '@/shared/introductions/brief-facts';
import { leadTables, type RfqKindId } from '@/shared/leads/tables';
import { needsReview } from '@/shared/introductions/files-to-review';
import { readAttachments } from '@/lib/leads/attachments';
import { REASON_MIN_VISIBLE, trimVisible, visibleLength } from '@/shared/text/visible-text';
import { DownloadButton } from '../../shared/attachment-list';
import { introductionsCopy as copy } from './introductions-copy';
import type { BriefsInput } from './introduction-queries';
import type { Introduction } from './introduction-types';
import { modelCopyCheckQuery } from './model-copy-check';
import { MessagesPreview, briefMessages } from './options-preview';

/** The database's limit on each of the team's words (the brief's wording, a buyer-facing reason). */
const WORDS_MAX = 300;

/** Why the team's words would be refused, as the database judges them; undefined when they are fine. */
export function wordsError(words: string, required: string | null): string | undefined {
  const trimmed = trimVisible(words);
  const visible = visibleLength(trimmed);
  if (visible === 0) return required ?? undefined;
  if (visible < REASON_MIN_VISIBLE) return copy.tooShort;
  return trimmed.length > WORDS_MAX ? copy.tooLong(WORDS_MAX) : undefined;
}

/** The files of the RFQ that need a person's look before any brief carries them. */
export function filesToCheck(row: Readonly<Record<string, unknown>>) {
  return readAttachments(row.attachments).filter((file) => needsReview(file.path));
}

/**
 * Before "Send briefs": the team's words for each answer the buyer typed (the preview shows each
 * brief with them as they are written; briefs already sent lend theirs, so a later brief reads the
 * same), and, when a file is not a STEP, IGES or STL model, the confirmation that each was opened
 * and names nobody: Send stays disabled until it is given. Only the suppliers not briefed yet are
 * sent to.
 */
export function BriefsForm({
  kind,
  row,
  unsent,
  sentWording,
  pending,
  onSend,
}: {
  kind: RfqKindId;
  row: Readonly<Record<string, unknown>>;
  /** The shortlisted suppliers not briefed yet. */
  unsent: readonly Introduction[];
  /** The wording the briefs already sent carried, if any. */
  sentWording: Readonly<Record<string, string>> | null;
  pending: boolean;
  onSend: (input: BriefsInput) => void;
}) {
  const filesHeadingId = useId();
  const uncheckedId = useId();
  const [wording, setWording] = useState<Record<string, string>>({ ...sentWording });
  const [filesChecked, setFilesChecked] = useState(false);
  const [tried, setTried] = useState(false);
  const typed = typedAnswers(leadTables[kind], row);
  const models = useQuery(modelCopyCheckQuery(String(row.id), row.attachments));
  const flagged = models.data ?? [];
  const files = [...filesToCheck(row), ...flagged.map((model) => model.file)];
  const notesOf = (path: string | undefined) => flagged.find((model) => model.file.path === path)?.notes ?? [];
  const needsFileCheck = files.length > 0;

  const wordingErrors = Object.fromEntries(typed.map((t) => [t.column, wordsError(wording[t.column] ?? '', null)]));
  const invalid = Object.values(wordingErrors).some((e) => e !== undefined);
  const readingModels = models.isPending;
  const blockedByFiles = readingModels || (needsFileCheck && !filesChecked);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (invalid || blockedByFiles) return;
    const said = (words: Record<string, string>) =>
      Object.fromEntries(
        Object.entries(words)
          .map(([key, value]) => [key, trimVisible(value)] as const)
          .filter(([, value]) => visibleLength(value) > 0),
      );
    onSend({
      wording: said(Object.fromEntries(typed.map((t) => [t.column, wording[t.column] ?? '']))),
      filesChecked: needsFileCheck && filesChecked,
    });
  };

  return (
    <form noValidate onSubmit={submit} className="grid gap-4" aria-label={copy.briefs.formLabel}>
      {typed.length > 0 ? (
        <fieldset className="grid gap-3 rounded-md border border-slate-200 p-3">
          <legend className="px-1 font-semibold text-slate-900">{copy.wording.title}</legend>
          <p className="text-sm text-slate-700">{copy.wording.intro}</p>
          {typed.map((t) => (
            <FormField
              key={t.column}
              label={copy.wording.label(t.label)}
              hint={copy.wording.typed(t.typed)}
              error={tried ? wordingErrors[t.column] : undefined}
            >
              <Textarea
                rows={2}
                value={wording[t.column] ?? ''}
                onChange={(event) => setWording((w) => ({ ...w, [t.column]: event.target.value }))}
              />
            </FormField>
          ))}
        </fieldset>
      ) : null}
      <MessagesPreview
        heading={copy.briefs.heading}
        intro={copy.briefs.intro(unsent.length)}
        messages={briefMessages(kind, row, unsent, wording)}
      />
      {needsFileCheck ? (
        <section aria-labelledby={filesHeadingId} className="grid gap-2 rounded-md border border-amber-300 p-3">
          <h4 id={filesHeadingId} className="font-semibold text-slate-900">
            {copy.files.title}
          </h4>
          <p className="text-sm text-slate-700">{copy.files.intro}</p>
          <ul className="grid gap-2">
            {files.map((file, index) => (
              <li key={`${index}-${file.name}`} className="flex flex-wrap items-center gap-3 text-sm">
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
                {file.path ? <DownloadButton file={{ ...file, path: file.path }} /> : null}
                {notesOf(file.path).map((note) => (
                  <span key={note} className="basis-full text-slate-700">
                    {note}
                  </span>
                ))}
              </li>
            ))}
          </ul>
          <ChoiceOption
            type="checkbox"
            required
            label={copy.files.confirm}
            checked={filesChecked}
            onChange={(event) => setFilesChecked(event.target.checked)}
          />
        </section>
      ) : null}
      <div className="grid gap-2">
        {blockedByFiles ? (
          <p id={uncheckedId} className="text-sm font-medium text-amber-800">
            {readingModels ? copy.files.reading : copy.files.unchecked}
          </p>
        ) : null}
        {tried && invalid ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {copy.fixFields}
          </p>
        ) : null}
        <div>
          <Button
            type="submit"
            aria-disabled={pending || blockedByFiles}
            aria-describedby={blockedByFiles ? uncheckedId : undefined}
          >
            {pending ? copy.briefs.sending : copy.briefs.send}
          </Button>
        </div>
      </div>
    </form>
  );
}
