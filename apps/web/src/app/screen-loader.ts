import type { ComponentType } from "react";

/** Spec §9: a screen that has not loaded after 60 s shows the error screen. */
export const SCREEN_TIMEOUT_MS = 60_000;

/** Spec §8: a script chunk fails to load because it is missing or took too long. */
export class ChunkLoadError extends Error {
  readonly kind: "missing" | "timeout";

  constructor(kind: "missing" | "timeout", cause?: unknown) {
    super(`loading chunk failed: ${kind}`, { cause });
    this.name = "ChunkLoadError";
    this.kind = kind;
  }
}

type ScreenModule = { default: ComponentType };

/** A route `lazy` function: imports the screen's chunk on demand, failing after the timeout. */
export function screen(load: () => Promise<ScreenModule>, timeoutMs = SCREEN_TIMEOUT_MS) {
  return async (): Promise<{ Component: ComponentType }> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new ChunkLoadError("timeout")), timeoutMs);
    });
    try {
      const module = await Promise.race([
        load().catch((error: unknown) => {
          throw new ChunkLoadError("missing", error);
        }),
        timeout,
      ]);
      return { Component: module.default };
    } finally {
      clearTimeout(timer);
    }
  };
}

/**
 * `load` that also fetches the screen's texts (a translation namespace) alongside its chunk, instead of
 * once the screen has rendered and asked for them: one round trip less before a phone shows the screen.
 */
export function withTexts(load: () => Promise<ScreenModule>, texts: () => Promise<unknown>) {
  return () => Promise.all([load(), texts()]).then(([module]) => module);
}
