/**
 * The CAD parser, off the main thread: a 50 MB STEP file takes seconds to triangulate, and the
 * page stays responsive meanwhile. It receives a File, measures the full part, and answers with
 * the measurements and the triangles to draw (simplified above a budget, with their normals;
 * transferred, not copied), or `{ ok: false }`. OpenCascade's WebAssembly is
 * fetched from this site for a STEP or IGES file, or earlier, when the page warms the worker up
 * as the visitor opens the file picker (docs/decisions/0020-cad-preview.md, 0026).
 */
import wasmUrl from 'occt-import-js/dist/occt-import-js.wasm?url';
import { triangleCount } from '../../shared/cad/measure.ts';
import { displayMeshes } from './display-mesh.ts';
import { cadKind, parseCad, type Occt, type PartMesh } from './parse.ts';
import { READ_TRIANGLE_LIMIT } from './read/limit.ts';
import type { MeshRead } from './read/mesh-read.ts';
import type { CadReply, CadRequest } from './worker-messages.ts';
import { warmStepReader } from './warm-step-reader.ts';

let occt: Promise<Occt> | undefined;

/** Compiled while it downloads; a server that does not say application/wasm still works. */
async function instantiate(imports: WebAssembly.Imports): Promise<WebAssembly.WebAssemblyInstantiatedSource> {
  const url = new URL(wasmUrl, self.location.href).href;
  try {
    return await WebAssembly.instantiateStreaming(fetch(url, { credentials: 'same-origin' }), imports);
  } catch {
    return WebAssembly.instantiate(await (await fetch(url, { credentials: 'same-origin' })).arrayBuffer(), imports);
  }
}

/**
 * OpenCascade, loaded once per worker. Every failure (the download, the compile, the module's own
 * start-up) rejects, so the file is reported unreadable at once instead of at the time limit.
 */
const loadOcct = (): Promise<Occt> =>
  (occt ??= new Promise<Occt>((resolve, reject) => {
    import('occt-import-js')
      .then(({ default: occtimportjs }) =>
        occtimportjs({
          // The module asks for `occt-import-js.wasm`; it is served from this origin, with a hashed name.
          locateFile: (path) => (path.endsWith('.wasm') ? wasmUrl : path),
          instantiateWasm: (imports, receive) => {
            instantiate(imports).then(({ instance, module }) => {
              try {
                receive(instance, module);
              } catch (error) {
                reject(error);
              }
            }, reject);
            return {};
          },
        }),
      )
      .then((module) => resolve(module as Occt), reject);
  }));

/** A file has come: the warm-up's STEP read would only hold its parse or its read back. */
let fileCame = false;

self.onmessage = async (event: MessageEvent<CadRequest>) => {
  if ('warm' in event.data) {
    // A failed warm-up is forgotten: the file's own parse tries again and reports its outcome.
    void loadOcct().then(
      (loaded) => {
        if (!fileCame) warmStepReader(loaded);
      },
      () => (occt = undefined),
    );
    return;
  }
  fileCame = true;
  const { file } = event.data;
  let reply: CadReply;
  /** The read's own copy of the full part; null for a part too detailed to read. */
  let forRead: PartMesh[] | null = null;
  let triangles = 0;
  try {
    const kind = cadKind(file.name);
    if (!kind) throw new Error('Not a CAD file');
    const part = await parseCad(kind, new Uint8Array(await file.arrayBuffer()), loadOcct);
    // The display meshes may share the full part's buffers, which the reply hands over.
    triangles = triangleCount(part.meshes);
    if (triangles <= READ_TRIANGLE_LIMIT)
      forRead = part.meshes.map((mesh) => ({ position: mesh.position.slice(), index: mesh.index?.slice() ?? null }));
    reply = { ok: true, meshes: displayMeshes(part.meshes), measurements: part.measurements };
  } catch {
    reply = { ok: false };
  }
  const transfer = reply.ok
    ? reply.meshes.flatMap((mesh) => [
        mesh.position.buffer,
        ...(mesh.index ? [mesh.index.buffer] : []),
        ...(mesh.normal ? [mesh.normal.buffer] : []),
      ])
    : [];
  self.postMessage(reply, { transfer });
  if (!reply.ok) return;
  // After the part is on its way, with its code loaded only now: neither the worker's start nor
  // the first frame waits for the read.
  let read: MeshRead;
  try {
    read = forRead
      ? (await import('./read/mesh-read.ts')).readMesh(forRead)
      : { summary: { outcome: 'too-detailed', triangles }, highlights: null };
  } catch {
    // The read's code could not load (offline): no read, and nothing claimed.
    self.postMessage({ read: null } satisfies CadReply);
    return;
  }
  const highlights = read.highlights ? Object.values(read.highlights).map((triangles) => triangles.buffer) : [];
  self.postMessage({ read } satisfies CadReply, { transfer: highlights });
};
