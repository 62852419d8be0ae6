import { useFrame } from '@react-three/fiber';
import { useRef } from 'react';
import type { Mesh, MeshBasicMaterial } from 'three';
import { cellCentre } from '../layout/board-layout';
import { TOKEN_COLOR } from '../scene/token-marker';
import { elapsed, useAnimationClock } from './animation-clock';
import type { AnimationPlan, Cue } from './plan-animation';
import { cueProgress, ease } from './poses';

type Of<K extends Cue['kind']> = Extract<Cue, { kind: K }>;

/** The running step's progress through `cue` this frame, or undefined when the cue is not on screen. */
function useCueFrame(cue: Cue, apply: (p: number | undefined) => void) {
  const clock = useAnimationClock();
  useFrame(() => {
    const now = clock.current;
    apply(now && now.plan.cues.includes(cue) ? cueProgress(cue, elapsed(now)) : undefined);
  });
}

/** Noise: a ring pulsing out from the cell, wider for louder noise, fading as it goes. */
function NoiseRing({ cue }: { cue: Of<'noise'> }) {
  const mesh = useRef<Mesh>(null);
  const { x, z } = cellCentre(cue.at.x, cue.at.y);
  useCueFrame(cue, (p) => {
    const ring = mesh.current;
    if (!ring) return;
    ring.visible = p !== undefined;
    if (p === undefined) return;
    ring.scale.setScalar(0.4 + ease(p) * (0.8 + 0.4 * cue.level));
    (ring.material as MeshBasicMaterial).opacity = 0.9 * (1 - p);
  });
  return (
    <mesh ref={mesh} name="noise-ring" position={[x, 0.06, z]} rotation={[-Math.PI / 2, 0, 0]} visible={false}>
      <ringGeometry args={[0.42, 0.5, 32]} />
      <meshBasicMaterial color="#f2cc60" transparent depthWrite={false} />
    </mesh>
  );
}

/** A reveal: the token flips over in the air above its cell, face up. */
function TokenFlip({ cue }: { cue: Of<'reveal'> }) {
  const mesh = useRef<Mesh>(null);
  const { x, z } = cellCentre(cue.at.x, cue.at.y);
  useCueFrame(cue, (p) => {
    const token = mesh.current;
    if (!token) return;
    token.visible = p !== undefined;
    if (p === undefined) return;
    token.position.y = 0.1 + Math.sin(p * Math.PI) * 0.45;
    token.rotation.x = Math.PI * (1 - ease(p));
  });
  return (
    <mesh ref={mesh} name="token-flip" position={[x, 0.1, z]} visible={false}>
      <cylinderGeometry args={[0.3, 0.3, 0.07, 6]} />
      <meshStandardMaterial color={TOKEN_COLOR[cue.tokenKind] ?? '#8b949e'} flatShading />
    </mesh>
  );
}

/** The effects of a step that are not figures or tiles: noise rings and token flips. */
export function StepEffects({ running }: { running: AnimationPlan | undefined }) {
  if (!running) return null;
  return (
    <group name="step-effects">
      {running.cues.map((cue, i) =>
        cue.kind === 'noise' ? <NoiseRing key={i} cue={cue} /> : cue.kind === 'reveal' ? <TokenFlip key={i} cue={cue} /> : null,
      )}
    </group>
  );
}
