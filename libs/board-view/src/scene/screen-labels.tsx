import { useFrame, useThree } from '@react-three/fiber';
import { useLayoutEffect, useMemo, useRef } from 'react';
import { Vector3 } from 'three';

/** A word pinned to a point of the board: drawn as HTML over the canvas, following the camera. */
export interface ScreenLabel {
  readonly id: string;
  readonly text: string;
  /** World position the label's centre sits on. */
  readonly x: number;
  readonly y: number;
  readonly z: number;
  /** Extra class on the label's span (e.g. `picked`). */
  readonly mark?: string | undefined;
  /** Read by screen readers instead of the bare text. */
  readonly ariaLabel?: string | undefined;
}

/**
 * Labels drawn in one plain DOM layer over the canvas, placed each frame by projecting their points.
 * Why not drei's `Html`: it gives every label its own React root, and unmounting those roots while the
 * canvas re-lays out threw "removeChild … not a child of this node" in CI. Here the layer is one div
 * owned by this component and changed only imperatively, so nothing else can remove its children.
 * Each label is `<div class={labelClass}><span>text</span></div>`; labels never take the pointer.
 */
export function ScreenLabels({ labels, labelClass, zIndex }: { labels: readonly ScreenLabel[]; labelClass: string; zIndex: number }) {
  const gl = useThree((three) => three.gl);
  const camera = useThree((three) => three.camera);
  const size = useThree((three) => three.size);
  const invalidate = useThree((three) => three.invalidate);
  const layer = useMemo(() => document.createElement('div'), []);
  const placed = useRef<{ element: HTMLElement; point: Vector3 }[]>([]);
  const scratch = useMemo(() => new Vector3(), []);

  useLayoutEffect(() => {
    const host = gl.domElement.parentElement;
    layer.style.cssText = `position:absolute;inset:0;pointer-events:none;overflow:hidden;z-index:${zIndex}`;
    host?.appendChild(layer);
    return () => layer.remove();
  }, [gl, layer, zIndex]);

  useLayoutEffect(() => {
    const next = labels.map((label) => {
      const element = document.createElement('div');
      element.className = labelClass;
      element.style.cssText = 'position:absolute;left:0;top:0;pointer-events:none;will-change:transform';
      const span = document.createElement('span');
      span.textContent = label.text;
      span.dataset['labelId'] = label.id;
      if (label.mark) span.className = label.mark;
      if (label.ariaLabel) span.setAttribute('aria-label', label.ariaLabel);
      element.append(span);
      return { element, point: new Vector3(label.x, label.y, label.z) };
    });
    layer.replaceChildren(...next.map((entry) => entry.element));
    placed.current = next;
    // The canvas renders on demand: ask for a frame so new labels are placed at once.
    invalidate();
  }, [labels, labelClass, layer, invalidate]);

  useFrame(() => {
    for (const { element, point } of placed.current) {
      scratch.copy(point).project(camera);
      const behind = scratch.z > 1 || scratch.z < -1;
      element.style.display = behind ? 'none' : '';
      const left = ((scratch.x + 1) / 2) * size.width;
      const top = ((1 - scratch.y) / 2) * size.height;
      element.style.transform = `translate3d(${left}px,${top}px,0) translate(-50%,-50%)`;
    }
  });

  return null;
}
