import { ShieldCheck } from 'lucide-react';
import { fileConfidentiality } from '@/content/legal/file-confidentiality';

/** Beside a file picker: who opens the files, and that an NDA can be signed first. */
export function FileConfidentiality() {
  return (
    <p className="flex items-start gap-2 text-sm text-slate-700" data-slot="file-confidentiality">
      <ShieldCheck className="mt-0.5 size-4 shrink-0 text-emerald-700" aria-hidden="true" />
      <span>{fileConfidentiality.line}</span>
    </p>
  );
}
