import { loginPath, paths } from "../app/paths";
import { useAppStore } from "../app/store";
import { showToast } from "../ui/toast";
import type { ApiError } from "./envelope";
import { queryClient } from "./query-client";

/** Spec §9: redirects after an error happen 1.2 s later. */
export const REDIRECT_DELAY_MS = 1200;

let redirectTimer: ReturnType<typeof setTimeout> | undefined;

function currentPath(): string {
  return window.location.hash.replace(/^#/, "") || "/";
}

/** Goes to `path` 1.2 s after `notice` is on screen. */
function redirectLater(notice: Promise<void>, path: string): void {
  clearTimeout(redirectTimer);
  void notice.finally(() => {
    clearTimeout(redirectTimer);
    redirectTimer = setTimeout(() => {
      if (currentPath().split("?")[0] !== path.split("?")[0]) window.location.hash = `#${path}`;
    }, REDIRECT_DELAY_MS);
  });
}

/**
 * Spec §8: 999 → message, clear token and user, login after 1.2 s; 998 → message, real-name
 * notice after 1.2 s; 997 and every other failure → message (unless the caller asked for silence).
 */
export function reportApiError(error: ApiError, silent: boolean): void {
  switch (error.type) {
    case "999": {
      const hadSession = Boolean(useAppStore.getState().token);
      useAppStore.getState().clearSession();
      queryClient.removeQueries({ queryKey: ["user"] });
      const shown = showToast(error.message);
      const from = currentPath();
      if (hadSession || !from.startsWith(paths.login)) redirectLater(shown, loginPath(from.split("?")[0]));
      return;
    }
    case "998":
      redirectLater(showToast(error.message), paths.realMark);
      return;
    default:
      if (!silent) void showToast(error.message);
  }
}
