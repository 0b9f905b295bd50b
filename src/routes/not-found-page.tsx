import { Link } from 'react-router-dom';
import { buttonVariants } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { notFoundContent } from '@/content/pages/errors';

/** The not found page's content: a static island, kept as prerendered HTML on the first page view. */
export default function NotFoundPage() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center">
      <p className="text-brand-700 text-sm font-semibold">404</p>
      <h1 className="mt-2 text-4xl font-bold tracking-tight">{notFoundContent.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{notFoundContent.text}</p>
      <Link to={paths.home} className={buttonVariants({ size: 'lg', className: 'mt-8' })}>
        {notFoundContent.action}
      </Link>
    </section>
  );
}
