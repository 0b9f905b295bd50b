import { Loader2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { deskCopy } from './desk-copy';

const copy = deskCopy.dashboard;

/** A spinner with its words, announced politely while lead data loads. */
export function LoadingStatus({ text = copy.loading }: { text?: string }) {
  return (
    <div role="status" className="flex items-center justify-center gap-3 py-8 text-slate-700">
      <Loader2 aria-hidden="true" className="size-5 animate-spin" />
      <span>{text}</span>
    </div>
  );
}

/** Lead data that could not be loaded, with a way to try again. */
export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="grid justify-items-center gap-4 py-8 text-slate-700">
      <p>{copy.failed}</p>
      <Button onClick={onRetry}>{copy.retry}</Button>
    </div>
  );
}
