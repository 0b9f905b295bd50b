import {
  BufferAttribute,
  BufferGeometry,
  DirectionalLight,
  DoubleSide,
  HemisphereLight,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  Scene,
  Sphere,
  Vector3,
  WebGLRenderer,
} from 'three';
import { triangleCount } from '../../../shared/cad/measure.ts';
import type { PartMesh } from '../parse.ts';

/** A canvas's size on screen, in CSS pixels, and the screen's pixels per CSS pixel. */
export type ViewSize = { width: number; height: number; pixelRatio: number };

/**
 * A part on a canvas, turned around its centre: drawn on demand (after each change), never in a
 * loop, so an idle preview costs nothing. `dispose` frees the geometry, the material and the
 * WebGL context. The canvas is the page's own, or one handed to a worker (./viewer-worker.ts),
 * which has no layout to read: its size is always told.
 */
export type Viewer = {
  /** Turns the camera around the part, in radians (left/right, up/down). */
  rotate: (across: number, up: number) => void;
  /** Moves the camera closer (factor below 1) or further. */
  zoom: (factor: number) => void;
  /** The whole part in view, from the starting angle. */
  fit: () => void;
  /** Matches the drawing buffer to the canvas's size on screen. */
  resize: (size: ViewSize) => void;
  /** Draws these triangles (xyz × 3 each) over the part in the highlight colour; null: none. */
  highlight: (triangles: Float32Array | null) => void;
  dispose: () => void;
};

/** Orange over the slate part: what "show me" points at (3:1 and more against both). */
const HIGHLIGHT = 0xea580c;

const FIELD_OF_VIEW = 40;
/** Parts up to this many triangles are drawn with multisampling. */
const ANTIALIAS_TRIANGLES = 20_000;
const START = { across: Math.PI / 4, up: Math.PI / 6 };

export function createViewer(
  canvas: HTMLCanvasElement | OffscreenCanvas,
  meshes: readonly PartMesh[],
  startSize: ViewSize,
  onFrame?: () => void,
): Viewer {
  // Multisampling multiplies what a software WebGL rasteriser does per pixel; a dense part shows
  // no jagged edges worth it, so only a light one is drawn with it.
  const triangles = triangleCount(meshes);
  const renderer = new WebGLRenderer({ canvas, antialias: triangles <= ANTIALIAS_TRIANGLES, alpha: true });
  const scene = new Scene();
  const camera = new PerspectiveCamera(FIELD_OF_VIEW, 1, 0.1, 1000);
  const material = new MeshStandardMaterial({ color: 0x64748b, metalness: 0.1, roughness: 0.55 });
  const geometries = meshes.map((part) => {
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(part.position, 3));
    if (part.index) geometry.setIndex(new BufferAttribute(part.index, 1));
    // The worker computes the normals of what it sends (./display-mesh.ts), off the main thread.
    if (part.normal) geometry.setAttribute('normal', new BufferAttribute(part.normal, 3));
    else geometry.computeVertexNormals();
    scene.add(new Mesh(geometry, material));
    return geometry;
  });
  scene.add(new HemisphereLight(0xffffff, 0x94a3b8, 1.6));
  const light = new DirectionalLight(0xffffff, 1.8);
  camera.add(light);
  light.position.set(1, 2, 3);
  scene.add(camera);

  // The part's bounding sphere: the point the camera turns around, and the distance that fits it.
  const bounds = new Sphere();
  const centre = new Vector3();
  geometries.forEach((geometry, i) => {
    geometry.computeBoundingSphere();
    const sphere = geometry.boundingSphere ?? new Sphere();
    if (i === 0) bounds.copy(sphere);
    else bounds.union(sphere);
  });
  centre.copy(bounds.center);
  const radius = Math.max(bounds.radius, 1e-3);
  const fitDistance = radius / Math.sin(((FIELD_OF_VIEW / 2) * Math.PI) / 180);

  let across = START.across;
  let up = START.up;
  let distance = fitDistance;

  const draw = () => {
    const cosUp = Math.cos(up);
    camera.position.set(
      centre.x + distance * cosUp * Math.sin(across),
      centre.y + distance * Math.sin(up),
      centre.z + distance * cosUp * Math.cos(across),
    );
    camera.near = Math.max(distance - radius * 2, distance / 1000);
    camera.far = distance + radius * 2;
    camera.updateProjectionMatrix();
    camera.lookAt(centre);
    renderer.render(scene, camera);
    onFrame?.();
  };

  let size = startSize;
  const resize = () => {
    const width = Math.max(size.width, 1);
    const height = Math.max(size.height, 1);
    renderer.setPixelRatio(Math.min(size.pixelRatio || 1, 2));
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    draw();
  };

  // The shaders compile off the main thread where the browser can (KHR_parallel_shader_compile),
  // and the first frame waits for them: a synchronous compile holds the page for hundreds of
  // milliseconds under software WebGL.
  let disposed = false;
  let compiled = false;
  void renderer
    .compileAsync(scene, camera)
    .catch(() => undefined)
    .then(() => {
      compiled = true;
      if (!disposed) resize();
    });
  const drawWhenCompiled = () => {
    if (compiled) draw();
  };

  // Drawn over everything, through the part: an undercut or a pocket's floor is inside it, and
  // "show me" must show it from any angle.
  const highlightMaterial = new MeshBasicMaterial({ color: HIGHLIGHT, side: DoubleSide, depthTest: false });
  let highlighted: Mesh | null = null;
  const clearHighlight = () => {
    if (!highlighted) return;
    scene.remove(highlighted);
    highlighted.geometry.dispose();
    highlighted = null;
  };

  return {
    rotate: (dAcross, dUp) => {
      across += dAcross;
      // Not quite to the poles, where "up" would flip.
      up = Math.min(Math.max(up + dUp, -1.5), 1.5);
      drawWhenCompiled();
    },
    zoom: (factor) => {
      distance = Math.min(Math.max(distance * factor, radius * 0.2), fitDistance * 10);
      drawWhenCompiled();
    },
    fit: () => {
      across = START.across;
      up = START.up;
      distance = fitDistance;
      drawWhenCompiled();
    },
    resize: (next) => {
      size = next;
      if (compiled) resize();
    },
    highlight: (triangles) => {
      clearHighlight();
      if (triangles && triangles.length > 0) {
        const geometry = new BufferGeometry();
        geometry.setAttribute('position', new BufferAttribute(triangles, 3));
        highlighted = new Mesh(geometry, highlightMaterial);
        highlighted.renderOrder = 1;
        scene.add(highlighted);
      }
      drawWhenCompiled();
    },
    dispose: () => {
      disposed = true;
      clearHighlight();
      highlightMaterial.dispose();
      geometries.forEach((geometry) => geometry.dispose());
      material.dispose();
      renderer.dispose();
      renderer.forceContextLoss();
    },
  };
}
