import { describe, expect, it } from 'vitest';
import { messages } from '@/lib/messages';
import {
  checkSelection,
  extensionOf,
  fileInputAccept,
  isAllowedType,
  MAX_FILE_BYTES,
  MAX_FILES,
  tooManyFilesMessage,
} from './file-rules';
import type { FileFacts } from '../components/chosen-files';

const file = (name: string, size = 1024, type = ''): FileFacts => ({ name, size, type });

describe('file size', () => {
  it('is 50 MB in bytes', () => {
    expect(MAX_FILE_BYTES).toBe(52_428_800);
  });

  it('accepts a file of exactly 50 MB', () => {
    expect(checkSelection([file('part.step', MAX_FILE_BYTES)])).toEqual({ ok: true });
  });

  it('rejects 50 MB + 1 byte with the exact notice naming the file', () => {
    expect(checkSelection([file('big.step', MAX_FILE_BYTES + 1)])).toEqual({
      ok: false,
      message: { title: 'File size too large', description: 'The file "big.step" exceeds the maximum size of 50MB.' },
    });
  });
});

describe('file type', () => {
  it.each([
    'drawing.pdf',
    'photo.jpg',
    'photo.JPEG',
    'scan.png',
    'part.stl',
    'mesh.obj',
    'scene.fbx',
    'legacy.3ds',
    'profile.dxf',
    'bracket.step',
    'bracket.STP',
    'housing.iges',
    'housing.igs',
    'model.gltf',
    'model.glb',
  ])('accepts %s by its extension, with no media type', (name) => {
    expect(isAllowedType(file(name))).toBe(true);
  });

  it.each([
    'application/pdf',
    'image/jpeg',
    'image/png',
    'model/stl',
    'model/obj',
    'model/gltf-binary',
    'model/gltf+json',
    'application/octet-stream',
  ])('accepts an unknown extension when the media type is %s', (type) => {
    expect(isAllowedType(file('export.bin', 10, type))).toBe(true);
  });

  it.each([
    ['notes.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ['archive.zip', 'application/zip'],
    ['script.exe', ''],
    ['README', ''],
    ['pdf', ''],
    ['image.gif', 'image/gif'],
  ])('rejects %s (%s)', (name, type) => {
    expect(isAllowedType(file(name, 10, type))).toBe(false);
    expect(checkSelection([file(name, 10, type)])).toEqual({
      ok: false,
      message: { title: 'Invalid file type', description: `The file "${name}" has an unsupported file type.` },
    });
  });

  it('reads the last extension only', () => {
    expect(extensionOf('part.pdf.exe')).toBe('exe');
    expect(extensionOf('no-extension')).toBe('');
    expect(isAllowedType(file('part.pdf.exe'))).toBe(false);
  });

  it('offers every extension and media type to the picker', () => {
    expect(fileInputAccept.split(',')).toEqual(expect.arrayContaining(['.pdf', '.step', '.glb', 'model/stl']));
  });
});

describe('a selection', () => {
  it('is rejected whole by its first offending file', () => {
    const result = checkSelection([
      file('ok.pdf'),
      file('first.docx', 10, 'application/msword'),
      file('second.step', MAX_FILE_BYTES + 1),
    ]);
    expect(result).toEqual({ ok: false, message: messages.quote.invalidFileType('first.docx') });
  });

  it('reports size before type for the same file', () => {
    expect(checkSelection([file('huge.docx', MAX_FILE_BYTES + 1)])).toEqual({
      ok: false,
      message: messages.quote.fileTooLarge('huge.docx'),
    });
  });

  it(`holds at most ${MAX_FILES} files with those already chosen`, () => {
    const five = Array.from({ length: 5 }, (_, i) => file(`p${i}.pdf`));
    expect(checkSelection(five, MAX_FILES - 5)).toEqual({ ok: true });
    expect(checkSelection(five, MAX_FILES - 4)).toEqual({ ok: false, message: tooManyFilesMessage });
  });
});
