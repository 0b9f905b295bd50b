/**
 * Lucide's "menu" and "x" icons, drawn inline. The header is on every page and hydrates on every
 * page, and these two are its only icons: inlined, they spare every page lucide-react's runtime
 * (about 1.5 KB gzip). Same geometry and stroke as the lucide-react components.
 */
export function MenuIcon({ open }: { open: boolean }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="size-6 shrink-0"
      aria-hidden="true"
      data-icon=""
    >
      {open ? <path d="M18 6 6 18M6 6l12 12" /> : <path d="M4 5h16M4 12h16M4 19h16" />}
    </svg>
  );
}
