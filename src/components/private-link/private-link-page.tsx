import type { ReactNode, RefObject } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { Button } from '@/components/ui/button';
import { failureOf } from '@/lib/private-link/link-failure';
import { isTokenShaped, usePrivateLinkToken } from '@/lib/private-link/token';
import { cn } from '@/lib/utils';
import { LinkNotice, LinkOpening, useFocusOnShow } from './page-parts';

/** The words every private page says around its own content, from its content module. */
export type PrivateLinkPageCopy = {
  title: string;
  opening: string;
  noScript: string;
  noToken: { title: string; text: string };
  invalid: string;
  limited: string;
  loadFailed: { title: string; offline: string; text: string; retry: string };
  contact: (email: string) => string;
};

type PrivateLinkPageProps<View> = {
  copy: PrivateLinkPageCopy;
  /** The page's column (its width and padding). */
  className: string;
  /** The notices' own width, where the page's column is wider than a message should be. */
  noticeClassName?: string;
  /** The page's query of its record by the link's token (TanStack Query). */
  useView: (token: string) => UseQueryResult<View>;
  /** The open page; its `<h1>` takes `heading`, which is focused when the record arrives. */
  children: (open: { view: View; token: string; heading: RefObject<HTMLHeadingElement | null> }) => ReactNode;
};

/**
 * A page opened by a private link (a supplier's brief, a buyer's options, a shop's own page). Its
 * key is the token in the URL's fragment, read once and taken out of the address bar; before that
 * (and in the prerendered shell) the page says only that it is opening, and without JavaScript
 * that it needs it (LinkOpening). No token, a token of the wrong shape, an unknown or expired one
 * and too many attempts each get their message as the page's heading; a failed load offers to try
 * again, and says so when the visitor is offline.
 */
export function PrivateLinkPage<View>({
  copy,
  className,
  noticeClassName,
  useView,
  children,
}: PrivateLinkPageProps<View>) {
  const token = usePrivateLinkToken();
  const notice = (props: { title: string; text?: string; action?: ReactNode }) => (
    <LinkNotice {...props} contact={copy.contact} className={noticeClassName} />
  );
  const opening = <LinkOpening title={copy.title} opening={copy.opening} noScript={copy.noScript} />;
  return (
    <div className={cn('px-4 py-8 sm:px-6 sm:py-12', className)}>
      {token === undefined ? (
        opening
      ) : token === null ? (
        notice({ title: copy.noToken.title, text: copy.noToken.text })
      ) : !isTokenShaped(token) ? (
        notice({ title: copy.invalid })
      ) : (
        <OpenPage key={token} token={token} useView={useView} copy={copy} opening={opening} notice={notice}>
          {children}
        </OpenPage>
      )}
    </div>
  );
}

function OpenPage<View>({
  token,
  useView,
  copy,
  opening,
  notice,
  children,
}: Pick<PrivateLinkPageProps<View>, 'useView' | 'copy' | 'children'> & {
  token: string;
  opening: ReactNode;
  notice: (props: { title: string; text?: string; action?: ReactNode }) => ReactNode;
}) {
  const query = useView(token);
  const heading = useFocusOnShow<HTMLHeadingElement>(query.isSuccess);
  if (query.isPending) return opening;
  if (query.isError) {
    const failure = failureOf(query.error);
    if (failure.kind === 'invalid') return notice({ title: copy.invalid });
    if (failure.kind === 'limited') return notice({ title: copy.limited });
    return notice({
      title: copy.loadFailed.title,
      text: failure.kind === 'offline' ? copy.loadFailed.offline : copy.loadFailed.text,
      action: (
        <div>
          <Button onClick={() => void query.refetch()} aria-disabled={query.isFetching}>
            {copy.loadFailed.retry}
          </Button>
        </div>
      ),
    });
  }
  return children({ view: query.data, token, heading });
}
