import { FileText } from 'lucide-react';
import { formatMegabytes } from '@/shared/format';
import { DownloadButton } from '../shared/attachment-list';
import { supplierCopy } from './supplier-copy';
import type { CertificateFile } from './vetting-queries';

/** The files the shop sent for one certificate, each opened through a short-lived signed URL. */
export function CertificateFiles({ standard, files }: { standard: string; files: readonly CertificateFile[] }) {
  if (files.length === 0) return null;
  return (
    <ul aria-label={supplierCopy.certificates.files(standard)} className="grid basis-full gap-1">
      {files.map((file) => (
        <li key={file.path} className="flex flex-wrap items-center gap-2">
          <FileText className="size-4 shrink-0 text-slate-600" aria-hidden="true" />
          <span className="min-w-0 truncate font-medium text-slate-900">{file.name}</span>
          <span className="text-slate-600">{formatMegabytes(file.size)}</span>
          <DownloadButton file={file} />
        </li>
      ))}
    </ul>
  );
}
