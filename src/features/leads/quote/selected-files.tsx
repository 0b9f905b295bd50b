import { FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { CadPreviewSlot } from '@/features/cad/cad-preview-slot';
import { quoteContent } from '@/content/pages/quote';
import { formatMegabytes } from '@/shared/format';
import { UploadProgress } from '../components/upload-progress';

const copy = quoteContent.form.fields.files;

export type SelectedFilesProps = {
  files: readonly File[];
  onRemove: (index: number) => void;
  disabled?: boolean;
  /** Each file's upload progress in percent, by position, while the form submits. */
  progress?: readonly number[];
};

/** The chosen files, one row each: name, size, a remove button, the 3D preview and the upload's progress. */
export function SelectedFiles({ files, onRemove, disabled, progress = [] }: SelectedFilesProps) {
  return (
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
              onClick={() => onRemove(index)}
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
  );
}
