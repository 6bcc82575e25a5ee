/** Spec §9: toasts last 1500 ms unless told otherwise. */
export const TOAST_MS = 1500;

/**
 * Shows a toast. The Toast component (and the animation code it needs) is fetched on first use,
 * which keeps it out of the first screen's JavaScript; the promise settles once the toast is on screen
 * (what follows a notice, such as a redirect, counts from there).
 */
export function showToast(content: string, duration = TOAST_MS): Promise<void> {
  return import("./toast-view").then(({ Toast }) => {
    Toast.show({ content, duration });
  });
}
