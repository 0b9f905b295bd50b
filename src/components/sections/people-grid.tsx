export type Person = { name: string; role: string; bio: string };

/** "Sarah Okafor" → "SO": the first letters of the first and last names. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** Team members as cards: a monogram, name, role and a short biography. */
export function PeopleGrid({ people }: { people: readonly Person[] }) {
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {people.map((person) => (
        <li key={person.name} className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <div className="flex items-center gap-4">
            {/* The name is the heading beside it, so the monogram is decoration. */}
            <span
              aria-hidden="true"
              className="bg-brand-800 ring-brand-100 flex size-14 shrink-0 items-center justify-center rounded-full text-lg font-bold tracking-wide text-white ring-4"
            >
              {initialsOf(person.name)}
            </span>
            <div className="min-w-0">
              <h3 className="text-lg font-semibold">{person.name}</h3>
              <p className="text-brand-700 text-sm font-medium">{person.role}</p>
            </div>
          </div>
          <p className="mt-4 text-slate-600">{person.bio}</p>
        </li>
      ))}
    </ul>
  );
}
