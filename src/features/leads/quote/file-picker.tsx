import { useEffect, useRef, useState, type ChangeEvent, type ComponentType } from 'react';
import { FormField } from '@/components/ui/form-field';
import { FileInput } from '@/components/ui/input';
import { warmCadPreview } from '@/features/cad/warm-cad-preview';
import { quoteContent } from '@/content/pages/quote';
import { quoteFields } from '@/shared/leads/fields/quote-fields';
import { takeChosenFiles } from '../components/chosen-files';
import { FileConfidentiality } from '../components/file-confidentiality';
import { checkSelection, fileInputAccept } from './file-rules';
import type { SelectedFilesProps } from './selected-files';

const copy = quoteContent.form.fields.files;
/** The question the picker answers, from the /quote field table's files entry. */
const filesLabel = quoteFields.find((field) => field.kind === 'files')?.label;

/**
 * The rows of the chosen files load with the first file, not with the page: the page needs none
 * of their code (icons, sizes, the preview slot, upload progress) until then, and /quote keeps to
 * its JavaScript budget (tests/e2e/js-budget.spec.ts). Reaching for the picker (focus, or opening
 * it) starts the load, so the rows are ready before the system's file dialog has closed.
 */
let rows: ComponentType<SelectedFilesProps> | undefined;
let loadingRows: Promise<ComponentType<SelectedFilesProps>> | undefined;
const loadRows = () =>
  (loadingRows ??= import('./selected-files').then(
    (module) => (rows = module.SelectedFiles),
    // Offline, the files are still listed by name, and still upload with the form. (Chromium keeps
    // a failed import for the page's life, so there is no point in asking again.)
    () => FileNames,
  ));

/**
 * The chosen files: their rows once the code is here (at once when reaching for the picker loaded
 * it), their names until then. The names are shown in the same update as the choice, so a chosen
 * file is listed at once whatever the network does.
 */
function ChosenFiles(props: SelectedFilesProps) {
  const [Rows, setRows] = useState(() => rows);
  useEffect(() => {
    if (Rows) return;
    let current = true;
    void loadRows().then((loaded) => current && setRows(() => loaded));
    return () => {
      current = false;
    };
  }, [Rows]);
  return Rows ? <Rows {...props} /> : <FileNames files={props.files} />;
}

/** The chosen files by name alone, while their rows' code loads or when it could not. */
function FileNames({ files }: Pick<SelectedFilesProps, 'files'>) {
  return (
    <ul aria-label={copy.listLabel} className="grid gap-2">
      {files.map((file) => (
        <li
          key={`${file.name}-${file.size}`}
          className="truncate rounded-md border border-slate-200 bg-slate-50 px-3 py-2 text-sm font-medium text-slate-900"
        >
          {file.name}
        </li>
      ))}
    </ul>
  );
}

type FilePickerProps = Omit<SelectedFilesProps, 'onRemove'> & { onChange: (files: File[]) => void };

/**
 * Several files, each within the size limit and of an allowed type (./file-rules.ts); one bad file rejects the whole new
 * selection with the exact notice, and files already listed stay.
 */
export function FilePicker({ files, onChange, disabled, progress }: FilePickerProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const accept = (input: HTMLInputElement) =>
    takeChosenFiles(input, files, (selected) => checkSelection(selected, files.length), onChange);
  const onSelect = (event: ChangeEvent<HTMLInputElement>) => accept(event.target);
  // The prerendered form's picker works before the app has started, with no change handler yet:
  // a file chosen then is still in the input when the form hydrates, and is taken as if chosen now.
  const takeChosenBeforeStart = (input: HTMLInputElement | null) => {
    inputRef.current = input;
    if (input?.files?.length) accept(input);
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
          ref={takeChosenBeforeStart}
          multiple
          accept={fileInputAccept}
          disabled={disabled}
          onFocus={() => void loadRows()}
          onClick={() => {
            void loadRows();
            warmCadPreview();
          }}
          onChange={onSelect}
        />
      </FormField>
      <FileConfidentiality />
      {files.length > 0 ? (
        <ChosenFiles files={files} onRemove={remove} disabled={disabled} progress={progress} />
      ) : null}
    </div>
  );
}
