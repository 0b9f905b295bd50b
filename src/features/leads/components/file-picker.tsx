import type { ChangeEvent, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FileInput } from '@/components/ui/input';
import { acceptAttribute } from '@/lib/leads/file-endings';
import { messages, type ToastMessage } from '@/lib/messages';
import type { FileRules } from '@/shared/leads/fields/files';
import { mergeSelection, takeChosenFiles, type SelectionCheck } from './chosen-files';
import { UploadProgress } from './upload-progress';

/** The words of one form's picker: its question, the list of chosen files and their states. */
export type FilePickerCopy = {
  label: string;
  hint: string;
  listLabel: string;
  chosen: string;
  uploaded: string;
  remove: (name: string) => string;
  uploading: (name: string) => string;
  tooMany: ToastMessage;
};

/**
 * The lead forms' file picker: files are kept in the form until its submit uploads them
 * (use-lead-submit.ts), each listed with a Remove button and, while it uploads, its progress.
 * A file over the size limit, or more files than the form takes, is refused with a toast.
 */
export function FilePicker({
  copy,
  rules,
  files,
  onFilesChange,
  progress,
  name,
  onPickerClick,
  note,
  preview,
}: {
  copy: FilePickerCopy;
  rules: FileRules;
  files: readonly File[];
  onFilesChange: (files: File[]) => void;
  /** Each file's upload progress in percent, by position, while the form is submitted. */
  progress: readonly number[];
  /** The form field that names the chosen file, whose error shows under the picker. */
  name?: string;
  onPickerClick?: () => void;
  /** A line beside the picker (who opens a buyer's drawings). */
  note?: ReactNode;
  /** Shown under a chosen file (the OEM form's 3D preview of a model). */
  preview?: (file: File) => ReactNode;
}) {
  // One file over the size limit, or more files than the form takes, refuses the whole choice.
  const check = (selected: readonly File[]): SelectionCheck => {
    const tooLarge = selected.find((file) => file.size > rules.maxBytes);
    if (tooLarge) return { ok: false, message: messages.quote.fileTooLarge(tooLarge.name) };
    if (mergeSelection(files, selected).length > rules.maxFiles) return { ok: false, message: copy.tooMany };
    return { ok: true };
  };
  const accept = (input: HTMLInputElement) => takeChosenFiles(input, files, check, onFilesChange);
  const onFile = (event: ChangeEvent<HTMLInputElement>) => accept(event.target);
  // A prerendered form's picker works before the app has started, with no change handler yet: a
  // file chosen then is still in the input when the form hydrates, and is taken as if chosen now.
  const takeChosenBeforeStart = (input: HTMLInputElement | null) => {
    if (input?.files?.length) accept(input);
  };

  return (
    <>
      <FormField label={copy.label} hint={copy.hint} name={name}>
        <FileInput
          ref={takeChosenBeforeStart}
          multiple
          accept={acceptAttribute(rules.extensions)}
          onClick={onPickerClick}
          onChange={onFile}
        />
      </FormField>
      {note}
      {files.length > 0 ? (
        <ul aria-label={copy.listLabel} className="grid gap-3">
          {files.map((file, index) => (
            <li key={`${file.name}-${file.size}-${file.lastModified}`} className="grid gap-2">
              <div className="flex items-center gap-3">
                {/* "Uploaded" only once the bytes are stored. */}
                <span className="text-brand-800 min-w-0 flex-1 text-sm font-medium break-words">
                  {`${progress[index] === 100 ? copy.uploaded : copy.chosen} ${file.name}`}
                </span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={copy.remove(file.name)}
                  onClick={() => onFilesChange(files.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </div>
              {preview?.(file)}
              {progress[index] !== undefined ? (
                <UploadProgress label={copy.uploading(file.name)} percent={progress[index]} />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
