import { acceptAttribute } from '@/lib/leads/file-endings';
import { attachmentMediaTypes, fileRules } from '@/shared/leads/fields/files';
import { messages, type ToastMessage } from '@/lib/messages';
import type { FileFacts, SelectionCheck } from '../components/chosen-files';

/**
 * Which files the /quote form accepts: what we promise the visitor the team can open. The
 * Storage bucket enforces the size and media types again on the server.
 */

/** Inclusive: a file of exactly this size is accepted. */
export const MAX_FILE_BYTES = fileRules.quote.maxBytes;

/** As many as the database keeps attachment entries per request. */
export const MAX_FILES = fileRules.quote.maxFiles;

export const allowedExtensions = fileRules.quote.extensions;

/**
 * Browsers report no type (or octet-stream) for most CAD files, so a file passes on either its
 * name ending or its media type.
 */
export const allowedMediaTypes = attachmentMediaTypes;

/** For the file input's `accept`: a hint to the picker; the rules below are what decide. */
export const fileInputAccept = [acceptAttribute(allowedExtensions), ...allowedMediaTypes].join(',');

export const tooManyFilesMessage: ToastMessage = {
  title: 'Too many files',
  description: `Attach up to ${MAX_FILES} files to one request.`,
};

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAllowedType(file: FileFacts): boolean {
  const ext = extensionOf(file.name);
  const type = file.type.toLowerCase();
  return (
    (allowedExtensions as readonly string[]).includes(ext) || (allowedMediaTypes as readonly string[]).includes(type)
  );
}

export const isAllowedSize = (file: FileFacts): boolean => file.size <= MAX_FILE_BYTES;

/**
 * Checks a new selection. One bad file rejects the whole selection, reported by the first
 * offender (size checked before type for each file), as the exact notices say.
 */
export function checkSelection(selected: readonly FileFacts[], alreadyChosen = 0): SelectionCheck {
  for (const file of selected) {
    if (!isAllowedSize(file)) return { ok: false, message: messages.quote.fileTooLarge(file.name) };
    if (!isAllowedType(file)) return { ok: false, message: messages.quote.invalidFileType(file.name) };
  }
  if (alreadyChosen + selected.length > MAX_FILES) return { ok: false, message: tooManyFilesMessage };
  return { ok: true };
}
