import { useRef, useState, type PointerEvent } from 'react';

const MAX_ZOOM = 4;
/** how far (px) a finger must travel sideways, unzoomed, to change photo */
const SWIPE = 50;

interface Transform {
  scale: number;
  x: number;
  y: number;
}
const AT_REST: Transform = { scale: 1, x: 0, y: 0 };

const distance = (a: { x: number; y: number }, b: { x: number; y: number }) => Math.hypot(a.x - b.x, a.y - b.y);

/**
 * Touch and mouse on a full-screen photo: two fingers pinch to zoom (1× to 4×), one finger pans a
 * zoomed photo or, unzoomed, swipes to the previous or next one; a double tap zooms in or back out.
 */
export function usePhotoGestures(onSwipe: (direction: -1 | 1) => void) {
  const [transform, setTransform] = useState<Transform>(AT_REST);
  const pointers = useRef(new Map<number, { x: number; y: number }>());
  const start = useRef<{ transform: Transform; points: Array<{ x: number; y: number }> } | null>(null);
  const lastTap = useRef(0);

  const begin = () => {
    start.current = { transform, points: [...pointers.current.values()] };
  };

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    try {
      // keeps a finger that leaves the photo mid-gesture ours
      event.currentTarget.setPointerCapture(event.pointerId);
    } catch {
      // not a live pointer (a synthetic event): the gesture works without capture
    }
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    begin();
  };

  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (!pointers.current.has(event.pointerId) || !start.current) return;
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const now = [...pointers.current.values()];
    const { transform: from, points } = start.current;
    if (now.length >= 2 && points.length >= 2) {
      const scale = Math.min(MAX_ZOOM, Math.max(1, (from.scale * distance(now[0]!, now[1]!)) / Math.max(1, distance(points[0]!, points[1]!))));
      setTransform(scale === 1 ? AT_REST : { ...from, scale });
    } else if (now.length === 1 && from.scale > 1) {
      setTransform({ ...from, x: from.x + now[0]!.x - points[0]!.x, y: from.y + now[0]!.y - points[0]!.y });
    }
  };

  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const began = start.current;
    const point = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (pointers.current.size > 0) {
      begin();
      return;
    }
    start.current = null;
    if (!began || !point || began.points.length !== 1 || began.transform.scale > 1) return;
    const moved = point.x - began.points[0]!.x;
    if (Math.abs(moved) >= SWIPE) {
      onSwipe(moved < 0 ? 1 : -1);
      return;
    }
    if (Math.abs(moved) < 10 && event.timeStamp - lastTap.current < 300) setTransform(transform.scale > 1 ? AT_REST : { scale: 2, x: 0, y: 0 });
    lastTap.current = event.timeStamp;
  };

  return {
    transform,
    reset: () => setTransform(AT_REST),
    handlers: { onPointerDown, onPointerMove, onPointerUp, onPointerCancel: onPointerUp },
  };
}
