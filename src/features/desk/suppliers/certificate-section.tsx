import { useId, useState, type FormEvent } from 'react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { formatDateTime } from '@/shared/format';
import { capabilityLists, termLabel } from '@/lib/suppliers/capabilities';
import { supplierCopy } from './supplier-copy';
import { addCertificate, verifyCertificate, type CertificateRow } from './supplier-queries';
import { useSupplierMutation } from './use-supplier-mutation';
import { EditCertificate, ReadFields, VerifyWithExpiry } from './certificate-edit';
import { CertificateFiles } from './certificate-files';
import type { CertificateFile } from './vetting-queries';

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
        <Button type="submit" size="sm" aria-disabled={add.isPending || !draft.expires}>
          {copy.add}
        </Button>
      </div>
    </form>
  );
}

type Mode = 'view' | 'expiry' | 'edit';

/**
 * What the certificate's verification says. One the shop named (on its sign-up or in its files)
 * arrives unverified with no expiry date read: it is the shop's word, shown as a proposal.
 */
function verification(c: CertificateRow): string {
  if (c.verified_at) return panel.verifiedBy(c.verified_by ?? '', formatDateTime(c.verified_at));
  return c.expires_on ? panel.unverified : panel.proposed;
}

function CertificateItem({
  certificate: c,
  files,
}: {
  certificate: CertificateRow;
  files: readonly CertificateFile[];
}) {
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
      <span className={c.verified_at ? 'text-slate-600' : 'font-medium text-amber-800'}>{verification(c)}</span>
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
              aria-disabled={verify.isPending}
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
      <CertificateFiles standard={standard} files={files} />
    </li>
  );
}

/**
 * The supplier's certificates, each held or not by the database's one rule, with the files the
 * shop sent for it, and a form to add one.
 */
export function CertificateSection({
  supplierId,
  certificates,
  files = {},
}: {
  supplierId: string;
  certificates: CertificateRow[];
  /** Each certificate's files, by certificate id. */
  files?: Readonly<Record<string, readonly CertificateFile[]>>;
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
            <CertificateItem key={c.id} certificate={c} files={files[c.id ?? ''] ?? []} />
          ))}
        </ul>
      )}
      <AddCertificateForm supplierId={supplierId} />
    </section>
  );
}
