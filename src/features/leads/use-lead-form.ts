import { useCallback, useEffect, useMemo, useState } from 'react';
import {
  useForm,
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Path,
  type PathValue,
  type Resolver,
  type UseFormRegister,
} from 'react-hook-form';
import type { FieldErrorSource } from '@/components/ui/field-error-source';
import { preloadToaster } from '@/components/ui/toast-outlet';
import { toast } from '@/components/ui/use-toast';
import { isOffline } from '@/lib/connection';
import { takeLateAnswer } from '@/lib/prerendered-forms';
import { messages, type ToastMessage } from '@/lib/messages';
import { preloadLeadClient } from './api/insert-lead';
import { usePrerenderedInput } from './use-prerendered-input';
import type { z } from '@/lib/zod';

/** The error type of a submit stopped because the form's checks could not load. */
export const CHECKS_UNAVAILABLE = 'checks-unavailable';

type LazyResolver<Input extends FieldValues, Output extends FieldValues> = Resolver<Input, unknown, Output> & {
  /** Starts loading the checks without waiting for them. */
  preload: () => void;
};

/**
 * A resolver whose zod schema (and zod with it, about 9 KB gzip) loads when the visitor first
 * edits a field, and is awaited at the first validation (the first submit): a page with a form
 * does not carry its checks up front. If they cannot load (the visitor went offline), the submit
 * stops with the form's failure toast and every value kept.
 *
 * Browsers remember a failed module import for the life of the page, so once the checks failed
 * to load, a submit can only succeed after a reload; the toast is shown at each attempt.
 */
function lazyZodResolver<Input extends FieldValues, Output extends FieldValues>(
  loadSchema: () => Promise<z.ZodMiniType<Output, Input>>,
  failure: ToastMessage,
  blank: DefaultValues<Input>,
): LazyResolver<Input, Output> {
  let loading: Promise<Resolver<Input, unknown, Output>> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Resolver<Input, unknown, Output>,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input, unknown, Output> = async (values, context, options) => {
    let resolve: Resolver<Input, unknown, Output>;
    try {
      resolve = await load();
    } catch {
      const message = isOffline() ? messages.offline : failure;
      toast({ ...message, variant: 'destructive' });
      const errors = { root: { type: CHECKS_UNAVAILABLE, message: message.description } } as FieldErrors<Input>;
      return { values: {}, errors };
    }
    return resolve(values, context, options);
  };
  // Once loaded, the checks run once on the blank form when the browser is idle, with nothing shown:
  // the browser then compiles the checking code before the first submit instead of inside it,
  // which took about a quarter of a first invalid submit's tap on a mid-range phone (ADR 0032).
  // (requestIdleCallback where there is one; not the shared idle helpers, which /quote's JavaScript
  // budget has no room to load.)
  const warm = (resolve: Resolver<Input, unknown, Output>) => {
    const run = () =>
      void Promise.resolve(resolve(blank as Input, undefined, { fields: {}, shouldUseNativeValidation: false })).catch(
        () => undefined,
      );
    if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
    else setTimeout(run, 0);
  };
  let warmed = false;
  return Object.assign(resolver, {
    preload: () =>
      void load().then(
        (resolve) => {
          if (warmed) return;
          warmed = true;
          warm(resolve);
        },
        () => undefined,
      ),
  });
}

/** Focuses the form's first control marked invalid, as a person reads the form: top to bottom. */
function focusFirstInvalid(form: HTMLFormElement) {
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
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
  const [resolver] = useState(() => lazyZodResolver(loadSchema, failure, defaultValues));
  const form = useForm<Input, unknown, Output>({
    resolver,
    defaultValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    // The first question with an error is focused by handleSubmit below instead.
    shouldFocusError: false,
  });
  const { subscribe } = form;
  // The first edit starts loading everything a submit needs (the checks, the data client and the
  // toast viewport), so they are there by the time of the submit, even if the connection is not.
  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: () => {
          resolver.preload();
          preloadLeadClient();
          preloadToaster();
        },
      }),
    [subscribe, resolver],
  );
  /** For the `<form>` element (`LeadFormElement`): answers typed before the app started are kept. */
  const formRef = usePrerenderedInput(form, defaultValues as Partial<Input>);
  // A control of a later part that hydrates after the form (later-part.tsx) keeps what the visitor
  // typed into it meanwhile: its answer is read just before react-hook-form registers it (which
  // writes the form's value into the control), and given to the form once the part's commit is
  // done, when the questions that watch it are listening.
  const { register: registerControl, setValue } = form;
  const register = useCallback<UseFormRegister<Input>>(
    (name, options) => {
      const control = registerControl(name, options);
      return {
        ...control,
        ref: (element: Element | null) => {
          const like = (defaultValues as Record<string, unknown>)[name];
          const answer = element ? takeLateAnswer(element, name, like) : undefined;
          control.ref(element);
          if (answer !== undefined)
            queueMicrotask(() => setValue(name, answer as PathValue<Input, Path<Input>>, { shouldDirty: true }));
        },
      };
    },
    [registerControl, setValue, defaultValues],
  );
  /** For `LeadFormElement`: each named field shows its own error, redrawn alone when it changes. */
  const { getFieldState } = form;
  const fieldErrors = useMemo<FieldErrorSource>(
    () => ({
      subscribe: (name, onChange) =>
        subscribe({ name: name as Path<Input>, exact: true, formState: { errors: true }, callback: onChange }),
      errorOf: (name) => {
        const message = getFieldState(name as Path<Input>).error?.message;
        return typeof message === 'string' ? message : undefined;
      },
    }),
    [subscribe, getFieldState],
  );
  // A refused submit moves focus to the first question marked with an error, in the page's order,
  // once the errors are drawn: react-hook-form's own focusing passes over a group of checkboxes
  // (it has no one element to focus), so a visitor who had left "Type of work" empty was taken
  // past it to a later question. The errors are drawn by then: react-hook-form publishes them
  // before its submit handler's promise settles, and React draws them in the microtask it queued
  // at that moment, ahead of this one.
  const { handleSubmit: handleChecked } = form;
  const handleSubmit = useCallback<typeof handleChecked>(
    (onValid, onInvalid) => {
      let refused = false;
      const submit = handleChecked(onValid, async (errors, event) => {
        refused = true;
        await onInvalid?.(errors, event);
      });
      return (event) => {
        refused = false;
        return submit(event).then((result) => {
          const target = event?.target;
          if (refused && target instanceof HTMLFormElement) focusFirstInvalid(target);
          return result;
        });
      };
    },
    [handleChecked],
  );
  return { ...form, register, handleSubmit, formRef, fieldErrors };
}
