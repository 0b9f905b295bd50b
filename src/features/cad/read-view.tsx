import { Button } from '@/components/ui/button';
import type { MeshRead, MeshReadHighlights } from '@/lib/cad/read/mesh-read';
import { storedRead } from '@/lib/cad/read/stored-read';
import { readAdvice } from '@/shared/cad/machining-read';
import { cadCopy } from './cad-copy';

const copy = cadCopy.read;

type ReadViewProps = {
  name: string;
  /** undefined: still reading; null: no read came (nothing is claimed). */
  read: MeshRead | null | undefined;
  /** What the preview highlights now. */
  shown: keyof MeshReadHighlights | null;
  /** The preview can draw: "show me" is offered. */
  canShow: boolean;
  onShow: (which: keyof MeshReadHighlights | null) => void;
};

/**
 * The machining read under a model's measurements: plain advisories, each flag with a "show me"
 * that highlights its faces in the preview (pressed again, it hides them). Advice only: it never
 * stops a submit, and nothing of it leaves the browser before the submit.
 */
export function ReadView({ name, read, shown, canShow, onShow }: ReadViewProps) {
  if (read === undefined) {
    return (
      <p role="status" className="text-sm text-slate-600">
        {copy.reading}
      </p>
    );
  }
  if (read === null) return null;
  return (
    <ul aria-label={copy.label(name)} className="grid gap-1 text-sm text-slate-800 sm:col-span-2">
      {readAdvice(storedRead(read.summary)).map(({ text, flag: shows }) => (
        <li key={text} className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{text}</span>
          {shows && canShow && read.highlights ? (
            <Button
              variant="outline"
              size="sm"
              aria-pressed={shown === shows}
              aria-label={copy.showLabel(copy.what[shows])}
              onClick={() => onShow(shown === shows ? null : shows)}
            >
              {copy.show}
            </Button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
