import { FileText } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { FileInput } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { CadPreviewSlot } from '@/features/cad/cad-preview-slot';
import { warmCadPreview } from '@/features/cad/warm-cad-preview';
import { quoteContent } from '@/content/pages/quote';
import { formatMegabytes } from '@/lib/format';
import { quoteFields } from '@/lib/leads/fields/quote-fields';
import { FileConfidentiality } from '../components/file-confidentiality';
import { UploadProgress } from '../components/upload-progress';
import { checkSelection, fileInputAccept, mergeSelection } from './file-rules';

const copy = quoteContent.form.fields.files;
/** The question the picker answers, from the /quote field table's files entry. */
const filesLabel = quoteFields.find((field) => field.kind === 'files')?.label;

type FilePickerProps = {
  files: readonly File[];
  onChange: (files: File[]) => void;
  disabled?: boolean;
  /** Each file's upload progress in percent, by position, while the form submits. */
  progress?: readonly number[];
};

/**
 * Several files, each within the size limit and of an allowed type (./file-rules.ts); one bad file rejects the whole new
 * selection with the exact notice, and files already listed stay.
 */
export function FilePicker({ files, onChange, disabled, progress = [] }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const onSelect = (event: ChangeEvent<HTMLInputElement>) => {
    const selected = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again (after removing it) fires another change.
    event.target.value = '';
    if (selected.length === 0) return;
    const check = checkSelection(selected, files.length);
    if (!check.ok) {
      toast({ ...check.message, variant: 'destructive' });
      return;
    }
    onChange(mergeSelection(files, selected));
  };

  const remove = (index: number) => {
    onChange(files.filter((_, i) => i !== index));
    // The removed button is gone; keep keyboard users in the same place.
    inputRef.current?.focus();
  };

  return (
    <div className="grid gap-3">
      <FormField label={filesLabel} hint={copy.hint}>
        <FileInput
          ref={inputRef}
          multiple
          accept={fileInputAccept}
          disabled={disabled}
          onClick={warmCadPreview}
          onChange={onSelect}
        />
      </FormField>
      <FileConfidentiality />
      {files.length > 0 ? (
        <ul aria-label={copy.listLabel} className="grid gap-2">
          {files.map((file, index) => (
            <li
              key={`${file.name}-${file.size}`}
              className="grid gap-2 rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm"
            >
              <div className="flex items-center gap-3">
                <FileText className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
                <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
                <span className="shrink-0 text-slate-600">{formatMegabytes(file.size)}</span>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={copy.remove(file.name)}
                  disabled={disabled}
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </div>
              <CadPreviewSlot file={file} />
              {progress[index] === undefined ? null : (
                <UploadProgress label={copy.uploading(file.name)} percent={progress[index]} />
              )}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
