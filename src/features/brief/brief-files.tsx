import { Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { briefContent } from '@/content/pages/brief';
import { CadPreviewSlot } from '@/features/cad/cad-preview-slot';
import { cadKind } from '@/lib/cad/kind';
import { downloadFile } from '@/lib/files';
import { briefApi, briefMessages, failureOf } from './brief-api';
import { StepAlert } from '@/components/private-link/page-parts';
import { modelRows, type BriefView, type ModelRow } from './brief-view';

const copy = briefContent.files;

/**
 * The drawings, once the terms are accepted: each download, and each 3D preview, asks the server
 * for a link made for that click (valid for 5 minutes). No link exists on the page before.
 */
export function BriefFiles({ token, view }: { token: string; view: BriefView }) {
  const models = modelRows(view, briefContent.summary.model).filter((model) => model.available);
  if (models.length === 0) return null;
  return (
    <div className="grid gap-3">
      <h3 className="font-semibold text-slate-950">{copy.title}</h3>
      <p className="text-sm text-slate-600">{copy.linkNote}</p>
      <ul className="grid gap-3">
        {models.map((model) => (
          <FileRow key={model.n} token={token} model={model} />
        ))}
      </ul>
    </div>
  );
}

function FileRow({ token, model }: { token: string; model: ModelRow }) {
  const [busy, setBusy] = useState<'download' | 'preview' | null>(null);
  const working = useRef(false);
  const [failure, setFailure] = useState<{ message: string } | null>(null);
  const [preview, setPreview] = useState<File | null>(null);

  /** One minted link per click; a second click while one is being made does nothing. */
  const withLink = async (action: 'download' | 'preview', act: (url: string) => Promise<void> | void) => {
    if (working.current) return;
    working.current = true;
    setBusy(action);
    setFailure(null);
    try {
      await act(await briefApi.fileUrl(token, model.n));
    } catch (error) {
      const reason = failureOf(error);
      setFailure({
        message:
          reason.kind === 'offline'
            ? copy.offline
            : reason.kind === 'failed'
              ? copy.failed
              : briefMessages.failure(reason),
      });
    } finally {
      working.current = false;
      setBusy(null);
    }
  };

  const download = () => withLink('download', (url) => downloadFile(url, model.name));
  const showPreview = () =>
    withLink('preview', async (url) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setPreview(new File([await response.blob()], model.name));
    });

  return (
    <li className="grid gap-2 rounded-md border border-slate-200 px-3 py-2 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span className="min-w-0 flex-1 font-medium text-slate-950">{model.name}</span>
        <Button
          variant="outline"
          size="sm"
          aria-disabled={busy !== null}
          onClick={download}
          aria-label={copy.download(model.name)}
        >
          <Download aria-hidden="true" />
          {busy === 'download' ? copy.preparing : copy.downloadShort}
        </Button>
        {cadKind(model.name) && !preview ? (
          <Button
            variant="outline"
            size="sm"
            aria-disabled={busy !== null}
            onClick={showPreview}
            aria-label={copy.preview(model.name)}
          >
            {busy === 'preview' ? copy.preparing : copy.previewShort}
          </Button>
        ) : null}
      </div>
      <StepAlert message={failure?.message ?? null} signal={failure} />
      {preview ? <CadPreviewSlot file={preview} remember={false} /> : null}
    </li>
  );
}
