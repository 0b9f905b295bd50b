import type { ParsedPart } from './parse.ts';

/**
 * What the page sends the parser worker: one file, one worker. A worker started before the file
 * is chosen is first told to warm up: fetch and compile OpenCascade while the visitor picks.
 */
export type CadRequest = { file: File } | { warm: true };

/** The worker's one answer. */
export type CadReply = ({ ok: true } & ParsedPart) | { ok: false };
