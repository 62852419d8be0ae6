// The render benchmark's baseline, built for the browser by tools/bench/browser/baseline-page.ts: the game's
// stress scene (a SceneSnapshot) rebuilt with one THREE.Mesh per floor cell, wall, obstacle and figure part
// instead of instancing. Geometries are shared per shape and materials per colour, as a careful
// non-instanced build would do (a material per mesh would only make the baseline slower).
import {
  BoxGeometry,
  BufferGeometry,
  CircleGeometry,
  Color,
  CylinderGeometry,
  DirectionalLight,
  HemisphereLight,
  IcosahedronGeometry,
  Matrix4,
  Mesh,
  MeshBasicMaterial,
  MeshStandardMaterial,
  PerspectiveCamera,
  PlaneGeometry,
  RingGeometry,
  Scene,
  WebGLRenderer,
  type ColorSpace,
  type Material,
  type ToneMapping,
} from 'three';
import type { GeometrySnapshot, MaterialSnapshot, SceneSnapshot } from '../scene-snapshot';

const p = (g: GeometrySnapshot, key: string, fallback: number): number => {
  const value = g.parameters[key];
  return typeof value === 'number' ? value : fallback;
};

function geometryOf(g: GeometrySnapshot): BufferGeometry {
  switch (g.type) {
    case 'BoxGeometry':
      return new BoxGeometry(p(g, 'width', 1), p(g, 'height', 1), p(g, 'depth', 1));
    case 'CylinderGeometry':
      return new CylinderGeometry(p(g, 'radiusTop', 1), p(g, 'radiusBottom', 1), p(g, 'height', 1), p(g, 'radialSegments', 32));
    case 'IcosahedronGeometry':
      return new IcosahedronGeometry(p(g, 'radius', 1), p(g, 'detail', 0));
    case 'RingGeometry':
      return new RingGeometry(p(g, 'innerRadius', 0.5), p(g, 'outerRadius', 1), p(g, 'thetaSegments', 32));
    case 'CircleGeometry':
      return new CircleGeometry(p(g, 'radius', 1), p(g, 'segments', 32));
    case 'PlaneGeometry':
      return new PlaneGeometry(p(g, 'width', 1), p(g, 'height', 1));
    default:
      throw new Error(`the baseline cannot rebuild a ${g.type}`);
  }
}

function materialOf(m: MaterialSnapshot, rgb: readonly number[]): Material {
  const color = new Color().setRGB(rgb[0] ?? 1, rgb[1] ?? 1, rgb[2] ?? 1);
  const common = { color, transparent: m.transparent, opacity: m.opacity };
  return m.type === 'MeshBasicMaterial' ? new MeshBasicMaterial(common) : new MeshStandardMaterial({ ...common, flatShading: m.flatShading });
}

/** Builds the scene with one mesh per object and hands it to the frame timer (`window.__benchRender`). */
export function buildOneMeshScene(snapshot: SceneSnapshot): { meshes: number } {
  const page = globalThis as unknown as { document: { body: { appendChild(node: unknown): void } }; __benchRender?: unknown };
  const renderer = new WebGLRenderer({ antialias: true });
  renderer.setPixelRatio(snapshot.canvas.pixelRatio);
  renderer.setSize(snapshot.canvas.width, snapshot.canvas.height);
  renderer.toneMapping = snapshot.renderer.toneMapping as ToneMapping;
  renderer.outputColorSpace = snapshot.renderer.outputColorSpace as ColorSpace;
  page.document.body.appendChild(renderer.domElement);

  const scene = new Scene();
  if (snapshot.background) scene.background = new Color().setRGB(...snapshot.background);
  for (const light of snapshot.lights) {
    const color = new Color().setRGB(...light.color);
    const made = light.type === 'HemisphereLight' ? new HemisphereLight(color, new Color().setRGB(...(light.groundColor ?? [0, 0, 0])), light.intensity) : new DirectionalLight(color, light.intensity);
    made.position.set(...light.position);
    scene.add(made);
  }
  const geometries = new Map<string, BufferGeometry>();
  const materials = new Map<string, Material>();
  const matrix = new Matrix4();
  let meshes = 0;
  for (const mesh of snapshot.meshes) {
    if (!mesh.visible) continue;
    const shapeKey = JSON.stringify(mesh.geometry);
    const geometry = geometries.get(shapeKey) ?? geometryOf(mesh.geometry);
    geometries.set(shapeKey, geometry);
    const objects = mesh.matrices.length / 16;
    for (let i = 0; i < objects; i++) {
      const tint = mesh.colors ? mesh.colors.slice(i * 3, i * 3 + 3) : [1, 1, 1];
      const rgb = mesh.material.color.map((c, k) => c * (tint[k] ?? 1));
      const colourKey = `${mesh.material.type}:${mesh.material.flatShading}:${mesh.material.opacity}:${rgb.map((c) => c.toFixed(4)).join(',')}`;
      const material = materials.get(colourKey) ?? materialOf(mesh.material, rgb);
      materials.set(colourKey, material);
      const object = new Mesh(geometry, material);
      object.matrixAutoUpdate = false;
      object.matrix.copy(matrix.fromArray(mesh.matrices as number[], i * 16));
      scene.add(object);
      meshes++;
    }
  }
  const camera = new PerspectiveCamera(snapshot.camera.fov, snapshot.camera.aspect, snapshot.camera.near, snapshot.camera.far);
  camera.position.fromArray(snapshot.camera.position as number[]);
  camera.quaternion.fromArray(snapshot.camera.quaternion as number[]);
  camera.updateMatrixWorld();
  page.__benchRender = { renderer, scene, camera };
  return { meshes };
}

(globalThis as unknown as { __buildOneMeshScene?: typeof buildOneMeshScene }).__buildOneMeshScene = buildOneMeshScene;
