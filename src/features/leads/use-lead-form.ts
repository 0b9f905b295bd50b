import { useState } from 'react';
import { useForm, type DefaultValues, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import { toast } from '@/components/ui/use-toast';
import type { ToastMessage } from '@/lib/messages';
import type { z } from '@/lib/zod';

/** The error type of a submit stopped because the form's checks could not load. */
export const CHECKS_UNAVAILABLE = 'checks-unavailable';

/**
 * A resolver whose zod schema (and zod with it, about 9 KB gzip) loads at the first validation,
 * which is the first submit: a page with a form does not carry its checks up front. If they cannot
 * load (the visitor went offline), the submit stops with the form's failure toast and every value
 * kept, and the next submit tries again.
 */
function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
  failure: ToastMessage,
): Resolver<Input, unknown, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
    );
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await loading;
    } catch {
      loading = undefined;
      toast({ ...failure, variant: 'destructive' });
      const errors = { root: { type: CHECKS_UNAVAILABLE, message: failure.description } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
}

/**
 * The form state of every lead form: the zod schema validates, first on submit and then on every
 * change, so nobody is shown errors before they have tried to send. `loadSchema` imports the
 * form's schema module; `failure` is the form's toast for a submit that could not go ahead.
 */
export function useLeadForm<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
  defaultValues: DefaultValues<Input>,
  failure: ToastMessage,
) {
  const [resolver] = useState(() => lazyZodResolver(loadSchema, failure));
  return useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
}
