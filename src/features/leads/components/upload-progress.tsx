import { cn } from '@/lib/utils';

/**
 * One file's upload, as a labelled progress bar with its percentage. Screen readers get the
 * name and value from the progressbar role; the figure is also printed for everyone.
 */
export function UploadProgress({ label, percent, className }: { label: string; percent: number; className?: string }) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div className={cn('flex items-center gap-3', className)}>
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        className="h-2 flex-1 overflow-hidden rounded-full bg-slate-200"
      >
        <div className="bg-brand-700 h-full transition-[width]" style={{ width: `${value}%` }} />
      </div>
      <span className="w-10 shrink-0 text-right text-xs font-medium text-slate-700 tabular-nums">{value}%</span>
    </div>
  );
}
