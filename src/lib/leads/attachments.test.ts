import { describe, expect, it } from 'vitest';
import { attachmentObjectName, attachmentPath, readAttachments, uploadContentType } from './attachments';

/** The bucket policy's pattern for object names (migration lead_attachments). */
const POLICY =
  /^(oem_leads|consultation_requests)\/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\/[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;
const LEAD = '6f1c2f8e-52a8-4f6b-9d55-0a4a0c6c7f11';

describe('attachment object names', () => {
  it.each([
    'bracket v2.step',
    'Überfräsung (final).STEP',
    '../../etc/passwd',
    '.hidden',
    '图纸.pdf',
    `${'x'.repeat(400)}.igs`,
    '',
  ])('fit the bucket policy for %j', (name) => {
    expect(attachmentPath('consultation_requests', LEAD, 3, name)).toMatch(POLICY);
  });

  it('keep the position, so two files of one name stay apart, and the extension', () => {
    expect(attachmentObjectName(0, 'part.step')).toBe('01-part.step');
    expect(attachmentObjectName(11, 'part.step')).toBe('12-part.step');
    expect(attachmentObjectName(0, 'Überfräsung (final).STEP')).toBe('01-Uberfrasung_final_.STEP');
  });
});

describe('upload content type', () => {
  it('keeps a type the bucket accepts and sends anything else as bytes', () => {
    expect(uploadContentType({ name: 'a.pdf', size: 1, type: 'application/pdf' })).toBe('application/pdf');
    expect(uploadContentType({ name: 'a.dwg', size: 1, type: 'image/vnd.dwg' })).toBe('application/octet-stream');
    expect(uploadContentType({ name: 'a.step', size: 1, type: '' })).toBe('application/octet-stream');
  });
});

describe('reading stored attachments', () => {
  it('keeps well-formed entries, with or without a path, and skips anything else', () => {
    expect(
      readAttachments([
        { name: 'a.pdf', size: 1, type: 'application/pdf', path: 'p' },
        { name: 'b.step', size: 2, type: '' },
        ['nested'],
        'text',
        { name: 3, size: 1 },
      ]),
    ).toEqual([
      { name: 'a.pdf', size: 1, type: 'application/pdf', path: 'p' },
      { name: 'b.step', size: 2, type: '' },
    ]);
    expect(readAttachments({ not: 'an array' })).toEqual([]);
  });
});
