import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accessCopy } from './access-copy';
import { signIn } from './auth-queries';

const copy = accessCopy.signIn;

export const signInSchema = z.object({
  email: z.email(copy.invalidEmail),
  password: z.string().check(z.minLength(1, copy.missingPassword)),
});

export type SignInValues = z.infer<typeof signInSchema>;

/**
 * Email and password sign-in through Supabase Auth. A refused sign-in is shown as one message for
 * the whole form (never saying which field was wrong) and announced; the typed email stays and
 * focus moves to the emptied password. `focusOnMount` focuses the email, for an admin sent here
 * from another screen (signed out).
 */
export function SignInForm({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const errorId = useId();
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<SignInValues>({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus('email');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async ({ email, password }) => {
    const result = await signIn(email, password);
    if (result.ok) return;
    resetField('password');
    setError('root', {
      message: result.reason === 'invalid-credentials' ? copy.invalidCredentials : copy.unavailable,
    });
    setFocus('password');
  });

  const formError = errors.root?.message;

  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold text-slate-950">{copy.title}</h1>
      <p className="mt-2 text-sm text-slate-600">{copy.intro}</p>
      <form
        noValidate
        onSubmit={(event) => void onSubmit(event)}
        aria-label={copy.title}
        aria-describedby={formError ? errorId : undefined}
        className="mt-6 grid gap-4"
      >
        <FormField label={copy.email} required error={errors.email?.message}>
          <Input type="email" autoComplete="username" {...register('email')} />
        </FormField>
        <FormField label={copy.password} required error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        {formError ? (
          <p id={errorId} role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {formError}
          </p>
        ) : null}
        <Button type="submit" aria-disabled={isSubmitting}>
          {isSubmitting ? copy.submitting : copy.submit}
        </Button>
      </form>
    </Card>
  );
}
