import { useState, type FormEvent } from 'react';
import { PageSection, StepAlert, StepDone } from '@/components/private-link/page-parts';
import { Button } from '@/components/ui/button';
import { ChoiceOption, FormFieldset } from '@/components/ui/form-field';
import { supplierPageContent } from '@/content/pages/supplier';
import { useSendOnce } from '@/lib/private-link/use-send-once';
import { capacities, type Capacity } from '@/lib/suppliers/register';
import { formatLongDate } from '@/shared/format';
import { supplierFailureMessage } from './supplier-api';
import type { SupplierPageView } from './supplier-view';
import { useSetCapacity } from './use-supplier-page';

const copy = supplierPageContent.capacity;

const capacityLabel = (value: string) => capacities.find((c) => c.value === value)?.label ?? value;

/** How much work the shop wants: shown with its date, and set at once from here. */
export function CapacitySection({ token, view }: { token: string; view: SupplierPageView }) {
  const { capacity, capacity_set_at: setAt } = view.supplier;
  const setCapacity = useSetCapacity(token);
  const { send, outcome } = useSendOnce(supplierFailureMessage);
  const [choice, setChoice] = useState<Capacity | ''>(capacity ?? '');
  const [missing, setMissing] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (choice === '') {
      setMissing(true);
      return;
    }
    setMissing(false);
    void send(async () => {
      const next = await setCapacity.mutateAsync(choice);
      const { capacity: saved, capacity_set_at: savedAt } = next.supplier;
      return copy.saved(capacityLabel(saved ?? choice), savedAt ? formatLongDate(savedAt) : '');
    });
  };

  return (
    <PageSection title={copy.title} intro={copy.intro}>
      <p className="text-sm font-medium text-slate-950">
        {capacity && setAt ? copy.current(capacityLabel(capacity), formatLongDate(setAt)) : copy.notSet}
      </p>
      <form noValidate onSubmit={submit} aria-label={copy.title} className="grid gap-4">
        <FormFieldset label={copy.legend} required error={missing ? copy.required : undefined}>
          <div className="flex flex-wrap gap-x-6 gap-y-2">
            {capacities.map((c) => (
              <ChoiceOption
                key={c.value}
                type="radio"
                name="capacity"
                value={c.value}
                label={c.label}
                checked={choice === c.value}
                onChange={() => setChoice(c.value)}
              />
            ))}
          </div>
        </FormFieldset>
        <div>
          <Button type="submit" aria-disabled={setCapacity.isPending}>
            {setCapacity.isPending ? copy.submitting : copy.submit}
          </Button>
        </div>
        <StepAlert message={outcome && !outcome.done ? outcome.message : null} signal={outcome} />
        <StepDone message={outcome?.done ? outcome.message : null} signal={outcome} />
      </form>
    </PageSection>
  );
}
