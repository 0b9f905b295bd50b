import type { CadKind } from './kind.ts';
import { measureMeshes, triangleCount, type Measurements } from '../../shared/cad/measure.ts';

export { cadKind, type CadKind } from './kind.ts';

/**
 * A CAD file's triangles and measurements. STEP and IGES go through OpenCascade (occt-import-js),
 * which reads the length unit the file states and returns millimetres; STL, which states no unit,
 * is read as millimetres, as CAD systems write it. Runs in the parser worker, and in Node for the tests.
 */

/** `normal`: vertex normals, when the worker has computed them for drawing (./display-mesh.ts). */
export type PartMesh = { position: Float32Array; index: Uint32Array | null; normal?: Float32Array };

export type ParsedPart = { meshes: PartMesh[]; measurements: Measurements };

/** The part of occt-import-js's module the parser uses. */
export type Occt = {
  ReadStepFile(content: Uint8Array, params: OcctParams | null): OcctResult;
  ReadIgesFile(content: Uint8Array, params: OcctParams | null): OcctResult;
};

type OcctParams = { linearUnit: 'millimeter' };

type OcctResult = {
  success: boolean;
  meshes?: {
    attributes: { position: { array: ArrayLike<number> } };
    index?: { array: ArrayLike<number> };
  }[];
};

export class UnreadableCadFile extends Error {
  constructor() {
    super('The file could not be read as a CAD model');
    this.name = 'UnreadableCadFile';
  }
}

export async function parseCad(kind: CadKind, bytes: Uint8Array, loadOcct: () => Promise<Occt>): Promise<ParsedPart> {
  const meshes = kind === 'stl' ? await stlMeshes(bytes) : occtMeshes(kind, bytes, await loadOcct());
  if (triangleCount(meshes) < 1) throw new UnreadableCadFile();
  return { meshes, measurements: measureMeshes(meshes) };
}

function occtMeshes(kind: 'step' | 'iges', bytes: Uint8Array, occt: Occt): PartMesh[] {
  const params: OcctParams = { linearUnit: 'millimeter' };
  let result: OcctResult;
  try {
    result = kind === 'step' ? occt.ReadStepFile(bytes, params) : occt.ReadIgesFile(bytes, params);
  } catch {
    throw new UnreadableCadFile();
  }
  if (!result.success || !result.meshes) throw new UnreadableCadFile();
  return result.meshes.map((mesh) => ({
    position: Float32Array.from(mesh.attributes.position.array),
    index: mesh.index ? Uint32Array.from(mesh.index.array) : null,
  }));
}

async function stlMeshes(bytes: Uint8Array): Promise<PartMesh[]> {
  const { STLLoader } = await import('three/examples/jsm/loaders/STLLoader.js');
  const buffer = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
  let position: Float32Array;
  try {
    const geometry = new STLLoader().parse(buffer);
    position = Float32Array.from(geometry.getAttribute('position').array);
    geometry.dispose();
  } catch {
    throw new UnreadableCadFile();
  }
  if (position.some((value) => !Number.isFinite(value))) throw new UnreadableCadFile();
  return [{ position, index: null }];
}
