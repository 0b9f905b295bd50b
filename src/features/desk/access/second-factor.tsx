import { zodResolver } from '@hookform/resolvers/zod';
import type { Factor } from '@supabase/supabase-js';
import { Loader2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from '@/lib/zod';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { accessCopy } from './access-copy';
import { startEnrolment, verifyCode, type Enrolment } from './mfa-queries';
import { SignOutButton } from './sign-out-button';

const copy = accessCopy.secondFactor;

const codeSchema = z.object({
  code: z.string().check(z.trim(), z.regex(/^\d{3}\s?\d{3}$/, copy.invalidCode)),
});
type CodeValues = z.infer<typeof codeSchema>;

/**
 * One six-digit code field checked against `factorId`. A wrong code is the field's own error,
 * announced, and the field is emptied and focused for the next code; `onVerified` runs on success.
 * `focusOnMount` focuses the field when the form appears.
 */
export function CodeForm({
  factorId,
  label,
  onVerified,
  focusOnMount = false,
}: {
  factorId: string;
  label: string;
  onVerified?: () => void;
  focusOnMount?: boolean;
}) {
  const {
    register,
    handleSubmit,
    setError,
    resetField,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<CodeValues>({ resolver: zodResolver(codeSchema), defaultValues: { code: '' } });

  useEffect(() => {
    if (focusOnMount) setFocus('code');
  }, [focusOnMount, setFocus]);

  const onSubmit = handleSubmit(async ({ code }) => {
    const result = await verifyCode(factorId, code.replace(/\s/g, ''));
    if (result.ok) return onVerified?.();
    resetField('code');
    const messages = { 'wrong-code': copy.wrongCode, refused: copy.refusedCode, unavailable: copy.unavailable };
    setError('code', { message: messages[result.reason] });
    setFocus('code');
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={label} className="mt-6 grid gap-4">
      <FormField label={copy.code} hint={copy.codeHint} required error={errors.code?.message}>
        <Input
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={7}
          className="max-w-40 font-mono tracking-widest"
          {...register('code')}
        />
      </FormField>
      <Button type="submit" aria-disabled={isSubmitting}>
        {isSubmitting ? copy.verifying : copy.verify}
      </Button>
    </form>
  );
}

/**
 * After the password, for an account with an authenticator: the code opens the desk.
 * `focusOnMount` focuses the code field, for an admin who has just given the password.
 */
export function CodePrompt({ factors, focusOnMount = false }: { factors: readonly Factor[]; focusOnMount?: boolean }) {
  const [factorId, setFactorId] = useState(factors[0]?.id ?? '');
  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 className="text-2xl font-bold text-slate-950">{copy.codeTitle}</h1>
      <p className="mt-2 text-sm text-slate-600">{copy.codeIntro}</p>
      {factors.length > 1 ? (
        <div className="mt-6">
          <FormField label={copy.device}>
            <select
              value={factorId}
              onChange={(event) => setFactorId(event.target.value)}
              className="h-10 rounded-md border border-slate-300 bg-white px-3 text-sm"
            >
              {factors.map((factor) => (
                <option key={factor.id} value={factor.id}>
                  {factor.friendly_name ?? factor.id}
                </option>
              ))}
            </select>
          </FormField>
        </div>
      ) : null}
      <CodeForm factorId={factorId} label={copy.codeTitle} focusOnMount={focusOnMount} />
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Card>
  );
}

/** The QR code (drawn by the auth server, shown as an image) and the same key as text. */
function EnrolmentCode({ enrolment }: { enrolment: Enrolment }) {
  return (
    <div className="mt-6 grid gap-3">
      <img src={enrolment.qrCode} alt={copy.qrAlt} width={200} height={200} className="rounded-md border" />
      <p className="text-sm font-medium text-slate-900">{copy.secretLabel}</p>
      <code data-testid="totp-secret" className="rounded bg-slate-100 px-2 py-1 font-mono text-sm break-all">
        {enrolment.secret}
      </code>
    </div>
  );
}

/**
 * A new authenticator named `friendlyName`: QR code, key and a code field. Verifying its first
 * code makes it the account's (and raises the session to aal2).
 */
export function EnrolAuthenticator({ friendlyName, onDone }: { friendlyName: string; onDone?: () => void }) {
  const [enrolment, setEnrolment] = useState<Enrolment | 'failed' | undefined>();
  const started = useRef(false);

  const start = () => {
    setEnrolment(undefined);
    startEnrolment(friendlyName).then(setEnrolment, () => setEnrolment('failed'));
  };
  useEffect(() => {
    // Once per mount, also under StrictMode's second effect run: each start is a new factor.
    if (started.current) return;
    started.current = true;
    start();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (enrolment === undefined) {
    return (
      <div role="status" className="mt-6 flex items-center gap-3 text-slate-700">
        <Loader2 aria-hidden="true" className="size-5 animate-spin" />
        <span>{copy.preparing}</span>
      </div>
    );
  }
  if (enrolment === 'failed') {
    return (
      <div className="mt-6 grid gap-3">
        <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {copy.enrolFailed}
        </p>
        <Button variant="outline" onClick={start}>
          {copy.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <>
      <EnrolmentCode enrolment={enrolment} />
      <CodeForm factorId={enrolment.factorId} label={copy.enrolTitle} {...(onDone ? { onVerified: onDone } : {})} />
    </>
  );
}

/**
 * After the password, for an admin with no authenticator yet: set one up, then the desk opens.
 * `focusOnMount` focuses the heading, for an admin who has just given the password: the QR code
 * comes before the code field.
 */
export function FirstEnrolment({ focusOnMount = false }: { focusOnMount?: boolean }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) heading.current?.focus();
  }, [focusOnMount]);
  return (
    <Card className="mx-auto w-full max-w-md">
      <h1 ref={heading} tabIndex={-1} className="text-2xl font-bold text-slate-950 focus:outline-none">
        {copy.enrolTitle}
      </h1>
      <p className="mt-2 text-sm text-slate-600">{copy.enrolIntro}</p>
      <EnrolAuthenticator friendlyName="Authenticator app" />
      <div className="mt-6">
        <SignOutButton />
      </div>
    </Card>
  );
}
