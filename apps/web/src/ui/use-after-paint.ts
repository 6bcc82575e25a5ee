import { useEffect, useState } from "react";

/**
 * False on a screen's first render, true once the browser has painted it: what lies below the first
 * view (lists, tabs, prompts) renders in a task of its own, so a phone shows the screen sooner and its
 * main thread is never held for the whole screen at once.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    // the frame callback runs just before the paint; the timeout, in the task after it
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, []);
  return painted;
}
