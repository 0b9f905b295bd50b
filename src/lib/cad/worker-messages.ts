import type { ParsedPart } from './parse.ts';
import type { MeshRead } from './read/mesh-read.ts';

/**
 * What the page sends the parser worker: one file, one worker. A worker started before the file
 * is chosen is first told to warm up: fetch and compile OpenCascade while the visitor picks.
 */
export type CadRequest = { file: File } | { warm: true };

/**
 * The worker's answers: the part to draw and its measurements (or `ok: false`), then, for a part,
 * its manufacturability read (null: its code could not load), so the first frame never waits for it.
 */
export type CadReply = ({ ok: true } & ParsedPart) | { ok: false } | { read: MeshRead | null };
