import { Download, FileText } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { CadPreviewSlot } from '@/features/cad/cad-preview-slot';
import { cadCopy } from '@/features/cad/cad-copy';
import { cadKind } from '@/lib/cad/kind';
import { readLines } from '@/shared/cad/machining-read';
import { measurementLines } from '@/shared/cad/measure';
import { downloadFile } from '@/lib/files';
import { formatMegabytes } from '@/shared/format';
import { readAttachments, type LeadAttachment } from '@/lib/leads/attachments';
import { deskCopy } from './desk-copy';
import { attachmentDownloadUrl } from './attachment-queries';

const copy = deskCopy.attachments;

export function DownloadButton({ file }: { file: LeadAttachment & { path: string } }) {
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      downloadFile(await attachmentDownloadUrl(file.path, file.name), file.name);
    } catch {
      toast({ ...copy.downloadFailure, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant="outline"
      size="sm"
      aria-label={copy.downloadLabel(file.name)}
      aria-disabled={busy}
      onClick={download}
    >
      <Download className="size-4" aria-hidden="true" />
      {busy ? copy.preparing : copy.download}
    </Button>
  );
}

/**
 * A stored model's 3D view, on demand: the file is fetched through a signed URL when the admin asks,
 * and the viewer's code loads then, as on the forms.
 */
function PreviewButton({ file }: { file: LeadAttachment & { path: string } }) {
  const [busy, setBusy] = useState(false);
  const [model, setModel] = useState<File | null>(null);
  if (model) {
    return (
      <div className="basis-full pl-7">
        <CadPreviewSlot file={model} remember={false} />
      </div>
    );
  }
  const show = async () => {
    setBusy(true);
    try {
      const response = await fetch(await attachmentDownloadUrl(file.path, file.name));
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setModel(new File([await response.blob()], file.name, { type: file.type }));
    } catch {
      toast({ ...copy.downloadFailure, variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" aria-label={cadCopy.showLabel(file.name)} aria-disabled={busy} onClick={show}>
      {busy ? cadCopy.preparing : cadCopy.show}
    </Button>
  );
}

/** A lead's uploaded files with their sizes, each downloaded through a signed URL made on click. */
export function AttachmentList({ label, value }: { label: string; value: unknown }) {
  const headingId = useId();
  const files = readAttachments(value);
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {label}
      </h3>
      {files.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.noFiles}</p>
      ) : (
        <ul className="grid gap-2">
          {files.map((file, index) => (
            <li
              key={`${index}-${file.name}`}
              className="flex flex-wrap items-center gap-3 rounded-md border border-slate-200 px-3 py-2 text-sm"
            >
              <FileText className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
              <span className="min-w-0 flex-1 truncate font-medium text-slate-900">{file.name}</span>
              <span className="text-slate-600">
                {[formatMegabytes(file.size), file.type].filter(Boolean).join(' · ')}
              </span>
              {file.path ? (
                <DownloadButton file={{ ...file, path: file.path }} />
              ) : (
                <span className="text-slate-500">{copy.nameOnly}</span>
              )}
              {file.path && cadKind(file.name) ? <PreviewButton file={{ ...file, path: file.path }} /> : null}
              {file.measurements ? (
                <ul aria-label={`Measurements of ${file.name}`} className="basis-full pl-7 text-slate-700">
                  {measurementLines(file.measurements).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
              {file.read ? (
                <ul aria-label={cadCopy.read.label(file.name)} className="basis-full pl-7 text-slate-700">
                  {readLines(file.read).map((line) => (
                    <li key={line}>{line}</li>
                  ))}
                </ul>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
