import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { termLabel } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import { editCertificate, verifyCertificate, type CertificateRow } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';

const copy = supplierCopy.certificates;
const panel = supplierCopy.panel;

/** What is read off a certificate: its expiry, number and issuing body. */
export type ReadDraft = { expires: string; number: string; body: string };

export function ReadFields({
  draft,
  onChange,
  expiresRequired = false,
}: {
  draft: ReadDraft;
  onChange: (read: Partial<ReadDraft>) => void;
  expiresRequired?: boolean;
}) {
  return (
    <>
      <FormField label={copy.expires} required={expiresRequired}>
        <Input type="date" value={draft.expires} onChange={(event) => onChange({ expires: event.target.value })} />
      </FormField>
      <FormField label={copy.number}>
        <Input maxLength={100} value={draft.number} onChange={(event) => onChange({ number: event.target.value })} />
      </FormField>
      <FormField label={copy.body}>
        <Input maxLength={200} value={draft.body} onChange={(event) => onChange({ body: event.target.value })} />
      </FormField>
    </>
  );
}

/** What the certificate says, trimmed: an empty field is null. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Asks for the expiry date in place when a certificate without one is verified, then saves both at once. */
export function VerifyWithExpiry({ certificate, onDone }: { certificate: CertificateRow; onDone: () => void }) {
  const standard = termLabel('certifications', certificate.standard ?? '');
  const [expires, setExpires] = useState('');
  const [tried, setTried] = useState(false);
  const verify = useSupplierMutation(() => verifyCertificate(certificate.id ?? '', expires), onDone);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (expires !== '') verify.mutate(undefined);
  };
  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label={`${panel.verify} ${standard}`}
      className="grid basis-full gap-2 sm:grid-cols-2"
    >
      <FormField
        label={copy.verifyExpiry(standard)}
        hint={copy.verifyExpiryHint}
        error={tried && expires === '' ? copy.verifyExpiryRequired : undefined}
        required
      >
        {/* Focused as it appears: the admin asked to verify and this is what is missing. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Input type="date" autoFocus value={expires} onChange={(event) => setExpires(event.target.value)} />
      </FormField>
      <div className="flex items-end gap-2">
        <Button type="submit" size="sm" aria-disabled={verify.isPending}>
          {copy.verifyWithExpiry}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

/** Changes what was read from a certificate; a verified one then needs verifying again. */
export function EditCertificate({
  certificate,
  onDone,
}: {
  certificate: CertificateRow;
  onDone: (reread: boolean) => void;
}) {
  const standard = termLabel('certifications', certificate.standard ?? '');
  const [draft, setDraft] = useState({
    expires: certificate.expires_on ?? '',
    number: certificate.certificate_number ?? '',
    body: certificate.issuing_body ?? '',
  });
  const edit = {
    expires_on: draft.expires === '' ? null : draft.expires,
    certificate_number: orNull(draft.number),
    issuing_body: orNull(draft.body),
  };
  const reread =
    certificate.verified_at !== null &&
    (edit.expires_on !== certificate.expires_on ||
      edit.certificate_number !== certificate.certificate_number ||
      edit.issuing_body !== certificate.issuing_body);
  const save = useSupplierMutation(
    () => editCertificate(certificate.id ?? '', edit),
    () => onDone(reread),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(undefined);
  };
  return (
    <form onSubmit={submit} aria-label={copy.editTitle(standard)} className="grid basis-full gap-3 sm:grid-cols-3">
      <p className="text-sm text-slate-700 sm:col-span-3">{copy.editHint}</p>
      <ReadFields draft={draft} onChange={(read) => setDraft((d) => ({ ...d, ...read }))} />
      <div className="flex gap-2 sm:col-span-3">
        <Button type="submit" size="sm" aria-disabled={save.isPending}>
          {copy.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onDone(false)}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}
