import { UserRound } from 'lucide-react';

export type Person = { name: string; role: string; bio: string };

/** Team members as cards: name, role and a short biography. */
export function PeopleGrid({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {people.map((person) => (
        <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <span className="bg-brand-100 flex size-12 items-center justify-center rounded-full" aria-hidden="true">
            <UserRound className="text-brand-700 size-6" />
          </span>
          <h3 className="mt-4 text-lg font-semibold">{person.name}</h3>
          <p className="text-brand-700 text-sm font-medium">{person.role}</p>
          <p className="mt-3 text-slate-600">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
