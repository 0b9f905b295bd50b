import { Factory } from 'lucide-react';
import { industries } from '@/config/site';

export function IndustriesGrid({ items = industries }: { items?: readonly string[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:grid-cols-4">
      {items.map((industry) => (
        <li
          key={industry}
          className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white p-4 font-medium text-slate-900"
        >
          <Factory className="text-brand-700 size-5" aria-hidden="true" />
          {industry}
        </li>
      ))}
    </ul>
  );
}
