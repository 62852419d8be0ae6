import type { Board, GameEvent, Unit } from '@breachline/engine';
import { useFrame, useThree } from '@react-three/fiber';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, useSyncExternalStore, type ReactNode, type RefObject } from 'react';
import { planAnimation, type AnimationPlan, type TokenBefore } from './plan-animation';

/**
 * One applied step to animate: the engine's events, and the units and tokens as they were before it
 * (the board's props already show the state after it). A new `id` starts a new animation, cutting the
 * running one short: its end state is already on the board.
 */
export interface BoardAnimation {
  readonly id: number;
  readonly events: readonly GameEvent[];
  readonly before: { readonly units: readonly Unit[]; readonly tokens: readonly TokenBefore[] };
}

/** The animation playing now, and when it started (performance.now() ms). */
export interface RunningAnimation {
  readonly id: number;
  readonly plan: AnimationPlan;
  readonly start: number;
}

const ClockContext = createContext<RefObject<RunningAnimation | null>>({ current: null });

/** The running animation, read each frame by the pieces that move (a ref: frames must not re-render React). */
export const useAnimationClock = (): RefObject<RunningAnimation | null> => useContext(ClockContext);

/** Milliseconds into the running animation. */
export const elapsed = (running: RunningAnimation): number => performance.now() - running.start;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const subscribe = (onChange: () => void) => {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
};

/** True when the person asked for less motion: steps then show their end state at once. */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia?.(REDUCED_MOTION).matches ?? false, () => false);
}

/**
 * Plays a step's animation over the board: plans it from the engine's events, requests frames only while
 * it runs (`frameloop="demand"`: an idle board renders nothing), and gives the children the step's plan
 * (the figures killed in it are drawn falling, then hidden). The canvas's `data-animating` says whether
 * one is running, for tests that must not look mid-step.
 */
export function BoardAnimator({ animation, board, children }: { animation: BoardAnimation | undefined; board: Board | undefined; children: (running: AnimationPlan | undefined) => ReactNode }) {
  const invalidate = useThree((state) => state.invalidate);
  const canvas = useThree((state) => state.gl.domElement);
  const reduced = usePrefersReducedMotion();
  const clock = useRef<RunningAnimation | null>(null);
  // The board the step ended on (a new tile is in it); read, not a dependency: only a new step replans.
  const boardNow = useRef(board);
  boardNow.current = board;
  const plan = useMemo(
    () => (animation && !reduced ? planAnimation(animation.events, animation.before, boardNow.current) : undefined),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [animation?.id, reduced],
  );
  useLayoutEffect(() => {
    clock.current = animation && plan && plan.cues.length > 0 ? { id: animation.id, plan, start: performance.now() } : null;
    // Tests wait on this (e.g. before a screenshot) rather than on time.
    canvas.dataset['animating'] = String(clock.current !== null);
    invalidate();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [plan]);
  useFrame(() => {
    const running = clock.current;
    if (!running) return;
    if (elapsed(running) < running.plan.duration) invalidate();
    else {
      // This frame drew the end state (fallen figures hidden): no more frames until something changes.
      clock.current = null;
      canvas.dataset['animating'] = 'false';
    }
  });
  // The plan stays with its step after it has played: its fallen figures stay hidden until the next step.
  return <ClockContext.Provider value={clock}>{children(plan)}</ClockContext.Provider>;
}
