import type { ParsedPart } from './parse.ts';

/** What the page sends the parser worker: one file, one worker. */
export type CadRequest = { file: File };

/** The worker's one answer. */
export type CadReply = ({ ok: true } & ParsedPart) | { ok: false };
