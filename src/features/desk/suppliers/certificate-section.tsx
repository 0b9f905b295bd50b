import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { formatDateTime } from '@/shared/format';
import { capabilityLists, termLabel } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import { addCertificate, editCertificate, verifyCertificate, type CertificateRow } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';

const copy = supplierCopy.certificates;
const panel = supplierCopy.panel;

/** What is read off a certificate: its expiry, number and issuing body. */
type ReadDraft = { expires: string; number: string; body: string };

function ReadFields({
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

function AddCertificateForm({ supplierId }: { supplierId: string }) {
  const [draft, setDraft] = useState({ standard: 'iso9001', number: '', body: '', expires: '', verified: false });
  const add = useSupplierMutation(
    () =>
      addCertificate({
        supplier_id: supplierId,
        standard: draft.standard,
        certificate_number: draft.number.trim() || null,
        issuing_body: draft.body.trim() || null,
        expires_on: draft.expires,
        // Any time marks it verified: the database stamps the moment and the admin.
        verified_at: draft.verified ? new Date().toISOString() : null,
      }),
    () => setDraft({ standard: 'iso9001', number: '', body: '', expires: '', verified: false }),
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.expires) add.mutate(undefined);
  };
  return (
    <form
      onSubmit={submit}
      aria-label={copy.add}
      className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-2"
    >
      <FormField label={copy.standard} required>
        <Select value={draft.standard} onChange={(event) => setDraft((d) => ({ ...d, standard: event.target.value }))}>
          {capabilityLists.certifications.map((c) => (
            <option key={c.value} value={c.value}>
              {c.label}
            </option>
          ))}
        </Select>
      </FormField>
      <ReadFields draft={draft} onChange={(read) => setDraft((d) => ({ ...d, ...read }))} expiresRequired />
      <label className="flex items-center gap-2 text-sm text-slate-800 sm:col-span-2">
        <input
          type="checkbox"
          className="size-4"
          checked={draft.verified}
          onChange={(event) => setDraft((d) => ({ ...d, verified: event.target.checked }))}
        />
        {copy.verified}
      </label>
      <div>
        <Button type="submit" size="sm" disabled={add.isPending || !draft.expires}>
          {copy.add}
        </Button>
      </div>
    </form>
  );
}

type Mode = 'view' | 'expiry' | 'edit';

/** What the certificate says, trimmed: an empty field is null. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** Asks for the expiry date in place when a certificate without one is verified, then saves both at once. */
function VerifyWithExpiry({ certificate, onDone }: { certificate: CertificateRow; onDone: () => void }) {
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
        <Button type="submit" size="sm" disabled={verify.isPending}>
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
function EditCertificate({ certificate, onDone }: { certificate: CertificateRow; onDone: (reread: boolean) => void }) {
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
        <Button type="submit" size="sm" disabled={save.isPending}>
          {copy.save}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={() => onDone(false)}>
          {copy.cancel}
        </Button>
      </div>
    </form>
  );
}

function CertificateItem({ certificate: c }: { certificate: CertificateRow }) {
  const [mode, setMode] = useState<Mode>('view');
  const [reread, setReread] = useState(false);
  const verify = useSupplierMutation((id: string) => verifyCertificate(id));
  const standard = termLabel('certifications', c.standard ?? '');
  return (
    <li className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-3">
      <span className="font-medium text-slate-900">{standard}</span>
      <Badge variant="outline">{c.held ? panel.held : panel.notHeld}</Badge>
      <span className="text-slate-700">
        {[c.certificate_number, c.issuing_body, c.expires_on ? panel.expires(c.expires_on) : null]
          .filter(Boolean)
          .join(' · ')}
      </span>
      <span className="text-slate-600">
        {c.verified_at ? panel.verifiedBy(c.verified_by ?? '', formatDateTime(c.verified_at)) : panel.unverified}
      </span>
      {!c.verified_at && reread ? (
        <span role="status" className="font-medium text-amber-800">
          {copy.needsVerifyingAgain}
        </span>
      ) : null}
      {mode === 'view' ? (
        <span className="flex gap-2">
          {c.verified_at ? null : (
            <Button
              size="sm"
              variant="outline"
              disabled={verify.isPending}
              onClick={() => (c.expires_on ? verify.mutate(c.id ?? '') : setMode('expiry'))}
            >
              {panel.verify} {standard}
            </Button>
          )}
          <Button size="sm" variant="ghost" onClick={() => setMode('edit')}>
            {copy.edit(standard)}
          </Button>
        </span>
      ) : mode === 'expiry' ? (
        <VerifyWithExpiry certificate={c} onDone={() => setMode('view')} />
      ) : (
        <EditCertificate
          certificate={c}
          onDone={(changed) => {
            if (changed) setReread(true);
            setMode('view');
          }}
        />
      )}
    </li>
  );
}

/** The supplier's certificates, each held or not by the database's one rule, and a form to add one. */
export function CertificateSection({
  supplierId,
  certificates,
}: {
  supplierId: string;
  certificates: CertificateRow[];
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <h3 id={headingId} className="font-semibold text-slate-900">
        {copy.title}
      </h3>
      {certificates.length === 0 ? (
        <p className="text-sm text-slate-600">{copy.none}</p>
      ) : (
        <ul className="grid gap-2 text-sm">
          {certificates.map((c) => (
            <CertificateItem key={c.id} certificate={c} />
          ))}
        </ul>
      )}
      <AddCertificateForm supplierId={supplierId} />
    </section>
  );
}
