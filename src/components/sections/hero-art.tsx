/**
 * The drawings beside a page's hero, made for this site (public/art/): a machined part as a
 * technical drawing, a CNC spindle cutting a pocket, and the supplier network on a dot map.
 *
 * They are files, not inline SVG, so a hydrated page's JavaScript carries only this tag, and
 * a browser caches each drawing once for every page that shows it. They are decoration beside
 * the heading that says the same in words (`alt=""`), shown from a laptop width up: on a phone
 * the hero's text and its call to action come first, and a lazy image that is not displayed is
 * never fetched, so it costs a phone's first paint nothing.
 */
const drawings = {
  part: '/art/machined-part.svg',
  spindle: '/art/cnc-spindle.svg',
  network: '/art/supplier-network.svg',
} as const;

export type HeroArtName = keyof typeof drawings;

export function HeroArt({ name }: { name: HeroArtName }) {
  return (
    <img
      src={drawings[name]}
      width={480}
      height={380}
      alt=""
      loading="lazy"
      decoding="async"
      className="hidden h-auto w-full lg:block"
    />
  );
}
