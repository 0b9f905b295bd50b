import { createElement, use, type ComponentType, type MouseEvent } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router-dom';
import { prerenderedIslandHtml } from '@/lib/prerendered-islands';

type IslandModule<P> = { default: ComponentType<P> };

export type StaticIsland<P> = {
  /** Renders the island: the prerendered HTML on the first page, the component otherwise. */
  Island: ComponentType<P>;
  /** Loads the component. A page's route awaits it so a client-side navigation renders at once. */
  preload: () => Promise<unknown>;
};

/** A file, not a page: the browser fetches it (the router would answer with the 404 page). */
const fileExtension = /\.[a-z0-9]+$/i;

/**
 * Links in an island's HTML are plain anchors (no router handlers were attached), so a click on
 * one to another page of the site is turned into a client-side navigation here. Modified clicks,
 * new-tab links, downloads, files, other origins and in-page anchors keep the browser's behaviour.
 */
function followSiteLink(event: MouseEvent<HTMLElement>, navigate: NavigateFunction) {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return;
  const anchor = (event.target as Element).closest('a');
  if (!anchor || !event.currentTarget.contains(anchor)) return;
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
  const url = new URL(anchor.href, window.location.href);
  if (url.origin !== window.location.origin || fileExtension.test(url.pathname)) return;
  if (url.pathname === window.location.pathname && url.hash) return;
  event.preventDefault();
  void navigate(url.pathname + url.search + url.hash);
}

/**
 * Declares a static island: content with no state or handlers of its own, prerendered inside a
 * `<div data-island={id}>` and kept as HTML by hydration. `id` names the content, not the URL:
 * a URL the router matches to a page other than the one prerendered (the 404 page's HTML served
 * for '/AI-CNC', which the router matches case-insensitively to '/ai-cnc') finds no island of
 * that id and renders the page's own component.
 */
export function staticIsland<P extends object>(id: string, load: () => Promise<IslandModule<P>>): StaticIsland<P> {
  let loading: Promise<IslandModule<P>> | undefined;
  let loaded: IslandModule<P> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module;
        return module;
      },
      (error: unknown) => {
        // The failure is not cached here, so the next attempt asks the browser again; Chromium
        // itself keeps a failed import for the page's life, so there the router's error screen
        // stays until a reload (ADR 0014).
        loading = undefined;
        throw error;
      },
    ));

  function Island(props: P) {
    const { pathname } = useLocation();
    const navigate = useNavigate();
    const onClick = (event: MouseEvent<HTMLElement>) => followSiteLink(event, navigate);
    const html = prerenderedIslandHtml(id, pathname);
    // Hydration leaves prerendered HTML as it is: React never compares or rewrites it.
    const content =
      html !== undefined
        ? { dangerouslySetInnerHTML: { __html: html } }
        : { children: createElement((loaded ?? use(preload())).default, props) };
    return (
      // Delegation only: the clicks handled are those on the links inside, which a keyboard
      // operates as links.
      // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
      <div data-island={id} className="contents" onClick={onClick} {...content} />
    );
  }
  Island.displayName = `StaticIsland(${id})`;
  return { Island, preload };
}
