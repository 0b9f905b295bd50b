import { zodResolver } from '@hookform/resolvers/zod';
import type { Factor } from '@supabase/supabase-js';
import { useCallback, useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { toast } from '@/components/ui/use-toast';
import { accessCopy } from './access-copy';
import { listAuthenticators, removeAuthenticator } from './mfa-queries';
import { EnrolAuthenticator } from './second-factor';

const copy = accessCopy.authenticators;

const when = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { dateStyle: 'medium' });

/** Names a new device; then its QR code and first code, as at the first sign-in. */
function AddDevice({ taken, onAdded }: { taken: readonly string[]; onAdded: () => void }) {
  const [name, setName] = useState<string>();
  const schema = z.object({
    name: z.string().check(
      z.trim(),
      z.minLength(1, copy.missingName),
      z.refine((value) => !taken.includes(value), copy.duplicateName),
    ),
  });
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ name: string }>({ resolver: zodResolver(schema), defaultValues: { name: '' } });

  if (name) {
    return (
      <div>
        <EnrolAuthenticator
          friendlyName={name}
          onDone={() => {
            setName(undefined);
            onAdded();
          }}
        />
        <Button variant="outline" className="mt-3" onClick={() => setName(undefined)}>
          {copy.cancel}
        </Button>
      </div>
    );
  }
  return (
    <form
      noValidate
      aria-label={copy.addTitle}
      onSubmit={(event) => void handleSubmit((values) => setName(values.name))(event)}
      className="grid gap-3"
    >
      <FormField label={copy.deviceName} hint={copy.deviceNameHint} required error={errors.name?.message}>
        <Input autoComplete="off" {...register('name')} />
      </FormField>
      <Button type="submit" variant="outline">
        {copy.showQr}
      </Button>
    </form>
  );
}

/** The account's authenticators: list them, add a device, remove one while another remains. */
export function AuthenticatorSettings() {
  const [factors, setFactors] = useState<Factor[] | 'failed'>();
  const [removing, setRemoving] = useState<string>();

  const load = useCallback(() => {
    listAuthenticators().then(setFactors, () => setFactors('failed'));
  }, []);
  useEffect(load, [load]);

  const remove = async (factor: Factor) => {
    setRemoving(factor.id);
    try {
      await removeAuthenticator(factor.id);
      load();
    } catch {
      toast({ ...copy.removeFailed, variant: 'destructive' });
    } finally {
      setRemoving(undefined);
    }
  };

  const list = Array.isArray(factors) ? factors : [];
  return (
    <Card>
      <h2 className="text-xl font-semibold text-slate-950">{copy.title}</h2>
      <p className="mt-1 text-sm text-slate-600">{copy.intro}</p>
      {factors === undefined ? (
        <p role="status" className="mt-4 text-sm text-slate-700">
          {copy.loading}
        </p>
      ) : null}
      {factors === 'failed' ? (
        <p role="alert" className="mt-4 text-sm font-medium text-red-800">
          {copy.failed}
        </p>
      ) : null}
      <ul className="mt-4 grid gap-2">
        {list.map((factor) => {
          const name = factor.friendly_name ?? factor.id;
          const lastOne = list.length === 1;
          return (
            <li key={factor.id} className="flex flex-wrap items-center justify-between gap-3 rounded-md border p-3">
              <div>
                <p className="font-medium text-slate-900">{name}</p>
                <p className="text-sm text-slate-600">{copy.added(when(factor.created_at))}</p>
                {lastOne ? <p className="text-sm text-slate-600">{copy.lastOne}</p> : null}
              </div>
              <Button
                variant="outline"
                aria-label={copy.remove(name)}
                aria-disabled={lastOne || removing !== undefined}
                onClick={() => void remove(factor)}
              >
                {removing === factor.id ? copy.removing : copy.remove(name)}
              </Button>
            </li>
          );
        })}
      </ul>
      <h3 className="mt-6 text-lg font-semibold text-slate-950">{copy.addTitle}</h3>
      <div className="mt-2">
        <AddDevice
          taken={list.map((factor) => factor.friendly_name ?? '')}
          onAdded={() => {
            toast({ title: copy.done });
            load();
          }}
        />
      </div>
    </Card>
  );
}
