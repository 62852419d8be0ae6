// A three.js scene described as plain data, taken in the game's page and rebuilt elsewhere (the render
// benchmark's one-mesh-per-object baseline): every drawn object's shape, colour and world matrix, the
// lights, the camera and the canvas size. The functions here run inside the browser page.

/** A geometry by its three.js type and constructor parameters (BoxGeometry, CylinderGeometry…). */
export interface GeometrySnapshot {
  readonly type: string;
  readonly parameters: Readonly<Record<string, number | boolean>>;
}

export interface MaterialSnapshot {
  readonly type: string;
  /** Linear RGB, as three.js keeps colours. */
  readonly color: readonly [number, number, number];
  readonly flatShading: boolean;
  readonly transparent: boolean;
  readonly opacity: number;
}

/** One mesh, or every instance of an instanced mesh: 16 numbers of world matrix per object, and its tint. */
export interface MeshSnapshot {
  readonly name: string;
  readonly geometry: GeometrySnapshot;
  readonly material: MaterialSnapshot;
  readonly matrices: readonly number[];
  /** Linear RGB per object (instance colours), or null when every object has the material's colour. */
  readonly colors: readonly number[] | null;
  readonly visible: boolean;
}

export interface SceneSnapshot {
  readonly background: readonly [number, number, number] | null;
  readonly lights: readonly {
    readonly type: string;
    readonly color: readonly [number, number, number];
    readonly groundColor: readonly [number, number, number] | null;
    readonly intensity: number;
    readonly position: readonly [number, number, number];
  }[];
  readonly meshes: readonly MeshSnapshot[];
  readonly camera: { readonly fov: number; readonly aspect: number; readonly near: number; readonly far: number; readonly position: readonly number[]; readonly quaternion: readonly number[] };
  readonly canvas: { readonly width: number; readonly height: number; readonly pixelRatio: number };
  readonly renderer: { readonly toneMapping: number; readonly outputColorSpace: string };
  /** Draw calls of the scene's own last frame (an exact counter, for the report). */
  readonly drawCalls: number;
}

/** The little of three.js's object model the snapshot reads (the page's three.js is bundled in the app). */
interface Rgb {
  r: number;
  g: number;
  b: number;
}
interface Node3D {
  type: string;
  name: string;
  visible: boolean;
  isMesh?: boolean;
  isInstancedMesh?: boolean;
  isLight?: boolean;
  count?: number;
  color?: Rgb;
  groundColor?: Rgb;
  intensity?: number;
  position: { x: number; y: number; z: number };
  matrixWorld: { elements: ArrayLike<number> };
  instanceMatrix?: { array: ArrayLike<number> };
  instanceColor?: { array: ArrayLike<number> } | null;
  geometry?: { type: string; parameters?: Record<string, number | boolean> };
  material?: { type: string; color?: Rgb; flatShading?: boolean; transparent: boolean; opacity: number };
  traverseVisible(visit: (node: Node3D) => void): void;
  updateMatrixWorld(force?: boolean): void;
}
export interface PageScene {
  readonly renderer: { getPixelRatio(): number; domElement: { clientWidth: number; clientHeight: number }; toneMapping: number; outputColorSpace: string; info: { render: { calls: number } } };
  readonly scene: Node3D & { background?: Rgb | null };
  readonly camera: { fov: number; aspect: number; near: number; far: number; position: { toArray(): number[] }; quaternion: { toArray(): number[] } };
}

/**
 * Runs in the game's page (page.evaluate): describes the stress scene the app handed over on
 * `window.__breachlineStress`. Self-contained, as page functions must be.
 */
export function snapshotStressScene(): SceneSnapshot {
  const handles = (globalThis as unknown as { __breachlineStress?: PageScene }).__breachlineStress;
  if (!handles) throw new Error('the stress scene has not handed over its renderer (window.__breachlineStress)');
  const { renderer, scene, camera } = handles;
  const rgb = (c: Rgb): [number, number, number] => [c.r, c.g, c.b];
  scene.updateMatrixWorld(true);
  const meshes: MeshSnapshot[] = [];
  const lights: SceneSnapshot['lights'][number][] = [];
  scene.traverseVisible((node) => {
    if (node.isLight && node.color) {
      lights.push({ type: node.type, color: rgb(node.color), groundColor: node.groundColor ? rgb(node.groundColor) : null, intensity: node.intensity ?? 1, position: [node.position.x, node.position.y, node.position.z] });
      return;
    }
    if (!node.isMesh || !node.geometry || !node.material) return;
    const world = Array.from(node.matrixWorld.elements);
    const material = { type: node.material.type, color: node.material.color ? rgb(node.material.color) : ([1, 1, 1] as [number, number, number]), flatShading: node.material.flatShading ?? false, transparent: node.material.transparent, opacity: node.material.opacity };
    const geometry = { type: node.geometry.type, parameters: { ...(node.geometry.parameters ?? {}) } };
    if (!node.isInstancedMesh) {
      meshes.push({ name: node.name, geometry, material, matrices: world, colors: null, visible: node.visible });
      return;
    }
    // World matrix × instance matrix, by hand (column-major 4×4), so the copy needs no three.js here.
    const count = node.count ?? 0;
    const instances = node.instanceMatrix?.array ?? [];
    const matrices: number[] = [];
    for (let i = 0; i < count; i++) {
      for (let column = 0; column < 4; column++) {
        for (let row = 0; row < 4; row++) {
          let sum = 0;
          for (let k = 0; k < 4; k++) sum += (world[k * 4 + row] ?? 0) * (instances[i * 16 + column * 4 + k] ?? 0);
          matrices.push(sum);
        }
      }
    }
    const colors = node.instanceColor ? Array.from(node.instanceColor.array).slice(0, count * 3) : null;
    meshes.push({ name: node.name, geometry, material, matrices, colors, visible: node.visible });
  });
  const size = { x: renderer.domElement.clientWidth, y: renderer.domElement.clientHeight };
  return {
    background: scene.background && 'r' in scene.background ? rgb(scene.background) : null,
    lights,
    meshes,
    camera: { fov: camera.fov, aspect: camera.aspect, near: camera.near, far: camera.far, position: camera.position.toArray(), quaternion: camera.quaternion.toArray() },
    canvas: { width: size.x, height: size.y, pixelRatio: renderer.getPixelRatio() },
    renderer: { toneMapping: renderer.toneMapping, outputColorSpace: renderer.outputColorSpace },
    drawCalls: renderer.info.render.calls,
  };
}

/**
 * Runs in a page that exposes `window.__benchRender` (the game's stress scene or the baseline): times
 * `count` calls of `renderer.render(scene, camera)` on the main thread. Before each, a 1×1 readPixels
 * drains the GPU queue, so the time is the CPU work of that frame, not a wait on earlier frames.
 */
export function timeRenderCalls(count: number): { times: number[]; drawCalls: number } {
  interface Handles {
    renderer: { render(scene: unknown, camera: unknown): void; getContext(): { readPixels(...args: unknown[]): void; RGBA: number; UNSIGNED_BYTE: number }; info: { render: { calls: number } } };
    scene: unknown;
    camera: unknown;
  }
  const page = globalThis as unknown as { __benchRender?: Handles; __breachlineStress?: Handles };
  const handles = page.__benchRender ?? page.__breachlineStress;
  if (!handles) throw new Error('this page has no scene to render');
  const gl = handles.renderer.getContext();
  const pixel = new Uint8Array(4);
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    gl.readPixels(0, 0, 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, pixel);
    const start = performance.now();
    handles.renderer.render(handles.scene, handles.camera);
    times.push(performance.now() - start);
  }
  return { times, drawCalls: handles.renderer.info.render.calls };
}
