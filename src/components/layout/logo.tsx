import { site } from '@/config/site';

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <img src={site.logoPath} alt="" width="32" height="32" className="size-8" />
      <span className={inverted ? 'text-lg font-bold text-white' : 'text-brand-900 text-lg font-bold'}>
        {site.name}
      </span>
    </span>
  );
}
