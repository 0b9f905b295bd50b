import type { Upload } from 'tus-js-client';
import type { LeadAttachment } from '@/lib/leads/attachments';

export type Resumable = { upload: Upload; settle?: (error?: unknown) => void };

/**
 * What one submit attempt has uploaded so far; a retry reads it to skip stored files and resume
 * an interrupted one. Apart from the upload code, which loads only when a form has files to send.
 */
export type UploadSession = {
  /** Files stored under this attempt, by file identity. */
  stored: Map<string, LeadAttachment>;
  /** Resumable uploads begun under this attempt, by file identity. */
  resumable: Map<string, Resumable>;
};

export const createUploadSession = (): UploadSession => ({ stored: new Map(), resumable: new Map() });
