import { type RefObject, useEffect, useState } from "react";

/** How long each banner stays before the carousel moves on. */
export const AUTOPLAY_MS = 4000;

/** What the autoplay needs of the scrolling list: where it is, how wide a slide is, and how to move. */
export interface Scroller {
  readonly scrollLeft: number;
  readonly clientWidth: number;
  scrollTo(options: { left: number; behavior: "smooth" }): void;
}

export interface AutoplayOptions {
  /** How many slides the list holds; with fewer than two nothing moves. */
  count: number;
  /** Where touches, the mouse and keyboard focus pause it (the list and its dots); the list by default. */
  area?: EventTarget;
  /** The page, whose hidden tab pauses it. */
  doc?: EventTarget & { readonly visibilityState: string };
  /** The user's reduced-motion preference: while it matches, nothing moves. */
  motion?: EventTarget & { readonly matches: boolean };
  interval?: number;
}

/** The slide a scroll position shows: the nearest one, within the list. */
export function slideIndex(scrollLeft: number, width: number, count: number): number {
  if (width <= 0 || count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, Math.round(Math.abs(scrollLeft) / width)));
}

/** Whether `target` has keyboard focus (the browser draws its focus ring), not a tap's or a click's. */
function focusVisible(target: EventTarget | null): boolean {
  const element = target as { matches?: (selector: string) => boolean } | null;
  return typeof element?.matches === "function" && element.matches(":focus-visible");
}

/**
 * Moves `scroller` one slide on every `interval` (after the last, back to the first), counting from the
 * slide it shows, so a swipe is never undone. It waits while a finger is on the list, the mouse is over
 * it, keyboard focus is in it or the tab is hidden, and a full interval after each of these ends; it
 * never moves while the user prefers reduced motion. Returns the stop.
 */
export function startAutoplay(scroller: Scroller & EventTarget, options: AutoplayOptions): () => void {
  const {
    count,
    area = scroller,
    doc = document,
    motion = matchMedia("(prefers-reduced-motion: reduce)"),
    interval = AUTOPLAY_MS,
  } = options;
  if (count < 2) return () => {};

  /** What holds it now: a finger on the list, the mouse over it, keyboard focus in it. */
  const held = new Set<"touch" | "hover" | "focus">();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const waiting = () => held.size > 0 || doc.visibilityState === "hidden" || motion.matches;

  const advance = () => {
    const width = scroller.clientWidth;
    const next = (slideIndex(scroller.scrollLeft, width, count) + 1) % count;
    scroller.scrollTo({ left: next * width, behavior: "smooth" });
    schedule();
  };

  /** The next step a full interval from now, unless something holds it. */
  function schedule() {
    clearTimeout(timer);
    timer = waiting() ? undefined : setTimeout(advance, interval);
  }

  const hold = (reason: "touch" | "hover" | "focus", on: boolean) => (event: Event) => {
    // a finger's pointer events end in `pointercancel` once the list scrolls: touches count by their own events
    if (reason === "hover" && (event as PointerEvent).pointerType !== "mouse") return;
    // keyboard focus only: a tapped or clicked dot keeps its focus long after the hand has gone
    if (reason === "focus" && on && !focusVisible(event.target)) return;
    if (on) held.add(reason);
    else held.delete(reason);
    schedule();
  };

  const listeners: [EventTarget, string, EventListener][] = [
    [area, "touchstart", hold("touch", true)],
    [area, "touchend", hold("touch", false)],
    [area, "touchcancel", hold("touch", false)],
    [area, "pointerenter", hold("hover", true)],
    [area, "pointerleave", hold("hover", false)],
    [area, "focusin", hold("focus", true)],
    [area, "focusout", hold("focus", false)],
    [doc, "visibilitychange", schedule],
    [motion, "change", schedule],
  ];
  for (const [target, type, listener] of listeners)
    target.addEventListener(type, listener, { passive: true });
  schedule();

  return () => {
    clearTimeout(timer);
    for (const [target, type, listener] of listeners) target.removeEventListener(type, listener);
  };
}

/** Autoplay (startAutoplay) on the list in `scroller`, paused by what happens in `area`. */
export function useBannerAutoplay(
  scroller: RefObject<HTMLElement | null>,
  area: RefObject<HTMLElement | null>,
  count: number,
) {
  useEffect(() => {
    const list = scroller.current;
    if (!list || count < 2) return;
    return startAutoplay(list, { count, area: area.current ?? list });
  }, [scroller, area, count]);
}

/** The slide the list in `scroller` shows, followed as it scrolls (at most once a frame). */
export function useSlideIndex(scroller: RefObject<HTMLElement | null>, count: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const list = scroller.current;
    if (!list) return;
    let frame = 0;
    const read = () => {
      frame = 0;
      setIndex(slideIndex(list.scrollLeft, list.clientWidth, count));
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(read);
    };
    read();
    list.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      list.removeEventListener("scroll", onScroll);
    };
  }, [scroller, count]);
  return index;
}
