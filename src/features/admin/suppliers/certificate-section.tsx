import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { formatDateTime } from '@/lib/format';
import { capabilityLists, termLabel } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import { addCertificate, verifyCertificate, type CertificateRow } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';

const copy = supplierCopy.certificates;
const panel = supplierCopy.panel;

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
      <FormField label={copy.expires} required>
        <Input
          type="date"
          value={draft.expires}
          onChange={(event) => setDraft((d) => ({ ...d, expires: event.target.value }))}
        />
      </FormField>
      <FormField label={copy.number}>
        <Input
          maxLength={100}
          value={draft.number}
          onChange={(event) => setDraft((d) => ({ ...d, number: event.target.value }))}
        />
      </FormField>
      <FormField label={copy.body}>
        <Input
          maxLength={200}
          value={draft.body}
          onChange={(event) => setDraft((d) => ({ ...d, body: event.target.value }))}
        />
      </FormField>
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

/** The supplier's certificates, each held or not by the database's one rule, and a form to add one. */
export function CertificateSection({
  supplierId,
  certificates,
}: {
  supplierId: string;
  certificates: CertificateRow[];
}) {
  const headingId = useId();
  const verify = useSupplierMutation((id: string) => verifyCertificate(id));
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
            <li key={c.id} className="flex flex-wrap items-center gap-2 rounded-md border border-slate-200 p-3">
              <span className="font-medium text-slate-900">{termLabel('certifications', c.standard ?? '')}</span>
              <Badge variant="outline">{c.held ? panel.held : panel.notHeld}</Badge>
              <span className="text-slate-700">
                {[c.certificate_number, c.issuing_body, c.expires_on ? panel.expires(c.expires_on) : null]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              <span className="text-slate-600">
                {c.verified_at
                  ? panel.verifiedBy(c.verified_by ?? '', formatDateTime(c.verified_at))
                  : panel.unverified}
              </span>
              {c.verified_at ? null : (
                <Button
                  size="sm"
                  variant="outline"
                  disabled={verify.isPending}
                  onClick={() => verify.mutate(c.id ?? '')}
                >
                  {panel.verify} {termLabel('certifications', c.standard ?? '')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
      <AddCertificateForm supplierId={supplierId} />
    </section>
  );
}
