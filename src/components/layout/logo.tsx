import { site } from '@/config/site';

/**
 * The mark is drawn inline (the same shapes as public/logo.svg, which JSON-LD and social cards
 * use), so the header paints without waiting for an image request.
 */
function LogoMark() {
  return (
    <svg
      viewBox="0 0 64 64"
      width="32"
      height="32"
      className="size-8 shrink-0"
      aria-hidden="true"
      focusable="false"
      data-icon=""
    >
      <rect width="64" height="64" rx="12" fill="#0b2742" />
      <path d="M14 44V20h22v6H21v5h13v6H21v7z" fill="#fff" />
      <path d="M38 44l6-24h6l-6 24z" fill="#f29524" />
    </svg>
  );
}

export function Logo({ inverted = false }: { inverted?: boolean }) {
  return (
    <span className="flex items-center gap-2">
      <LogoMark />
      <span className={inverted ? 'text-lg font-bold text-white' : 'text-brand-900 text-lg font-bold'}>
        {site.name}
      </span>
    </span>
  );
}
