import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { AUTOPLAY_MS, slideIndex, startAutoplay } from "./use-banner-autoplay";

/** A list 300 px wide whose smooth scroll lands at once. */
class FakeList extends EventTarget {
  scrollLeft = 0;
  readonly clientWidth = 300;
  readonly moves: number[] = [];
  scrollTo({ left }: { left: number }) {
    this.moves.push(left);
    this.scrollLeft = left;
  }
}

class FakeDocument extends EventTarget {
  visibilityState = "visible";
  set(state: "visible" | "hidden") {
    this.visibilityState = state;
    this.dispatchEvent(new Event("visibilitychange"));
  }
}

class FakeMotion extends EventTarget {
  constructor(public matches = false) {
    super();
  }
  set(matches: boolean) {
    this.matches = matches;
    this.dispatchEvent(new Event("change"));
  }
}

/** A dot or banner inside the carousel that can take focus, by keyboard or not. */
class FakeElement extends EventTarget {
  constructor(private readonly keyboard: boolean) {
    super();
  }
  matches(selector: string) {
    return selector === ":focus-visible" && this.keyboard;
  }
}

const pointer = (type: string, pointerType: string) => Object.assign(new Event(type), { pointerType });

describe("banner autoplay", () => {
  let list: FakeList;
  let doc: FakeDocument;
  let motion: FakeMotion;
  let stop: () => void;
  const start = (count = 3) => {
    stop = startAutoplay(list, { count, doc, motion });
  };

  beforeEach(() => {
    vi.useFakeTimers();
    list = new FakeList();
    doc = new FakeDocument();
    motion = new FakeMotion();
    stop = () => {};
  });
  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("moves one slide every 4 s, smoothly, and after the last back to the first", () => {
    const scrollTo = vi.spyOn(list, "scrollTo");
    start(3);
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(list.moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ left: 300, behavior: "smooth" });
    vi.advanceTimersByTime(2 * AUTOPLAY_MS);
    expect(list.moves).toEqual([300, 600, 0]);
  });

  it("goes on from the slide a swipe left it on", () => {
    start(4);
    list.scrollLeft = 600;
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([900]);
  });

  it("does nothing with a single banner", () => {
    start(1);
    vi.advanceTimersByTime(10 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
  });

  it("waits while a finger is on it, and a full interval after it lifts", () => {
    start();
    vi.advanceTimersByTime(AUTOPLAY_MS - 100);
    list.dispatchEvent(new Event("touchstart"));
    vi.advanceTimersByTime(3 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
    list.dispatchEvent(new Event("touchend"));
    vi.advanceTimersByTime(AUTOPLAY_MS - 1);
    expect(list.moves).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(list.moves).toEqual([300]);
    // a cancelled touch lets go too
    list.dispatchEvent(new Event("touchstart"));
    list.dispatchEvent(new Event("touchcancel"));
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300, 600]);
  });

  it("waits while the mouse is over it; a finger's pointer events do not count as hovering", () => {
    start();
    list.dispatchEvent(pointer("pointerenter", "mouse"));
    vi.advanceTimersByTime(3 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
    list.dispatchEvent(pointer("pointerleave", "mouse"));
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300]);
    list.dispatchEvent(pointer("pointerenter", "touch"));
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300, 600]);
  });

  it("listens where it is told: the carousel around the list, dots included", () => {
    const area = new EventTarget();
    stop = startAutoplay(list, { count: 3, area, doc, motion });
    area.dispatchEvent(new Event("touchstart"));
    vi.advanceTimersByTime(2 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
    area.dispatchEvent(new Event("touchend"));
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300]);
  });

  it("waits while keyboard focus is inside, not after a tap or a click left focus there", () => {
    // Node's events do not bubble: the focused element stands for the carousel around it
    const dot = new FakeElement(true);
    stop = startAutoplay(list, { count: 3, area: dot, doc, motion });
    dot.dispatchEvent(new Event("focusin"));
    vi.advanceTimersByTime(2 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
    dot.dispatchEvent(new Event("focusout"));
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300]);

    stop();
    const tapped = new FakeElement(false);
    stop = startAutoplay(list, { count: 3, area: tapped, doc, motion });
    tapped.dispatchEvent(new Event("focusin"));
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300, 600]);
  });

  it("waits while the tab is hidden", () => {
    start();
    doc.set("hidden");
    vi.advanceTimersByTime(5 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
    doc.set("visible");
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300]);
  });

  it("never moves while the user prefers reduced motion, from the start or once they turn it on", () => {
    motion = new FakeMotion(true);
    start();
    vi.advanceTimersByTime(5 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
    // the preference changes while the page is open
    motion.set(false);
    vi.advanceTimersByTime(AUTOPLAY_MS);
    expect(list.moves).toEqual([300]);
    motion.set(true);
    vi.advanceTimersByTime(5 * AUTOPLAY_MS);
    expect(list.moves).toEqual([300]);
  });

  it("stops for good, its listeners gone", () => {
    start();
    stop();
    doc.set("hidden");
    doc.set("visible");
    list.dispatchEvent(new Event("touchend"));
    vi.advanceTimersByTime(5 * AUTOPLAY_MS);
    expect(list.moves).toEqual([]);
  });
});

describe("slideIndex", () => {
  it("is the nearest slide to the scroll position, within the list", () => {
    expect(slideIndex(0, 300, 3)).toBe(0);
    expect(slideIndex(149, 300, 3)).toBe(0);
    expect(slideIndex(151, 300, 3)).toBe(1);
    expect(slideIndex(600, 300, 3)).toBe(2);
    expect(slideIndex(900, 300, 3)).toBe(2);
    // right to left, scrollLeft counts down from 0
    expect(slideIndex(-300, 300, 3)).toBe(1);
  });

  it("is the first while the list has no width or no slides", () => {
    expect(slideIndex(300, 0, 3)).toBe(0);
    expect(slideIndex(300, 300, 0)).toBe(0);
  });
});
