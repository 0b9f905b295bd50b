import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { PageSection, StepAlert, StepDone } from '@/components/private-link/page-parts';
import { Button } from '@/components/ui/button';
import { ChoiceItems, FormField, FormFieldset } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { supplierPageContent } from '@/content/pages/supplier';
import { useSendOnce } from '@/lib/private-link/use-send-once';
import { capabilityLists, multiAxisRange } from '@/lib/suppliers/capabilities';
import { proposalSchema, startingValues, toChanges, type ProposalFormValues } from './proposal-schema';
import { supplierFailureMessage } from './supplier-api';
import type { SupplierPageView } from './supplier-view';
import { useProposeCapabilities } from './use-supplier-page';

const copy = supplierPageContent.proposal;
const labels = supplierPageContent.capabilities;

/** Thrown inside a send when the form holds nothing new: nothing goes, and the page says so. */
class NothingChanged extends Error {}
const messageOf = (error: unknown) => (error instanceof NothingChanged ? copy.noChange : supplierFailureMessage(error));

const axes = Array.from({ length: multiAxisRange.max - multiAxisRange.min + 1 }, (_, i) => multiAxisRange.min + i);

/** The shop's proposed capabilities, in the vocabulary's terms; they apply once the team accepts them. */
export function ProposalForm({ token, view }: { token: string; view: SupplierPageView }) {
  const propose = useProposeCapabilities(token);
  const { send, outcome } = useSendOnce(messageOf);
  const [resolver] = useState(() => zodResolver(proposalSchema));
  const {
    register,
    handleSubmit,
    control,
    formState: { errors },
  } = useForm<ProposalFormValues>({ resolver, defaultValues: startingValues(view) });
  const processes = useWatch({ control, name: 'processes' });
  const multiAxis = Array.isArray(processes) && processes.includes('multi-axis');

  const onValid = (values: ProposalFormValues) =>
    send(async () => {
      const changes = toChanges(values, view.supplier, capabilityLists);
      if (Object.keys(changes).length === 0) throw new NothingChanged();
      await propose.mutateAsync(changes);
      return copy.saved;
    });

  return (
    <PageSection title={copy.title} intro={copy.intro}>
      {view.proposal ? <p className="text-sm text-slate-700">{copy.replaces}</p> : null}
      <form
        noValidate
        onSubmit={(event) => void handleSubmit(onValid)(event)}
        aria-label={copy.title}
        className="grid gap-5"
      >
        <FormFieldset label={labels.processes}>
          <ChoiceItems
            type="checkbox"
            options={capabilityLists.processes}
            register={register}
            name="processes"
            className="grid gap-2 sm:grid-cols-2"
          />
        </FormFieldset>
        {multiAxis ? (
          <FormField label={copy.maxAxes} hint={copy.maxAxesHint} required error={errors.maxAxes?.message}>
            <Select className="max-w-48" {...register('maxAxes')}>
              <option value="">{copy.notSet}</option>
              {axes.map((n) => (
                <option key={n} value={String(n)}>
                  {n}
                </option>
              ))}
            </Select>
          </FormField>
        ) : null}
        {(
          [
            ['materials', labels.materials, capabilityLists.materials],
            ['industries', labels.industries, capabilityLists.industries],
            ['orderSizes', labels.orderSizes, capabilityLists.order_sizes],
          ] as const
        ).map(([name, label, options]) => (
          <FormFieldset key={name} label={label}>
            <ChoiceItems
              type="checkbox"
              options={options}
              register={register}
              name={name}
              className="grid gap-2 sm:grid-cols-2"
            />
          </FormFieldset>
        ))}
        <FormField label={copy.leadTime}>
          <Select className="max-w-64" {...register('leadTime')}>
            <option value="">{copy.notSet}</option>
            {capabilityLists.lead_time.map((t) => (
              <option key={t.value} value={t.value}>
                {t.label}
              </option>
            ))}
          </Select>
        </FormField>
        <FormFieldset label={copy.envelope} hint={copy.envelopeHint}>
          <div className="grid gap-3 sm:grid-cols-3">
            {(
              [
                ['x', copy.envelopeX],
                ['y', copy.envelopeY],
                ['z', copy.envelopeZ],
              ] as const
            ).map(([name, label]) => (
              <FormField key={name} label={label} error={errors[name]?.message}>
                <Input inputMode="numeric" autoComplete="off" {...register(name)} />
              </FormField>
            ))}
          </div>
        </FormFieldset>
        <FormField label={copy.town} error={errors.town?.message}>
          <Input className="max-w-sm" maxLength={100} autoComplete="address-level2" {...register('town')} />
        </FormField>
        <div>
          <Button type="submit" aria-disabled={propose.isPending}>
            {propose.isPending ? copy.submitting : copy.submit}
          </Button>
        </div>
        <StepAlert message={outcome && !outcome.done ? outcome.message : null} signal={outcome} />
        <StepDone message={outcome?.done ? outcome.message : null} signal={outcome} />
      </form>
    </PageSection>
  );
}
