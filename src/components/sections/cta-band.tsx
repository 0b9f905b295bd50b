import type { ReactNode } from 'react';

type CtaBandProps = {
  title: string;
  text: string;
  actions: ReactNode;
  /** A fragment that names the band; on a landing page, a URL ending in it opens the page's dialog. */
  id?: string;
};

export function CtaBand({ title, text, actions, id }: CtaBandProps) {
  return (
    <section id={id} className="defer-layout bg-brand-900">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="text-3xl font-bold tracking-tight text-white">{title}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-200">{text}</p>
        <div className="mt-8 flex justify-center">{actions}</div>
      </div>
    </section>
  );
}
