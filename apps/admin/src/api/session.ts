import { useSyncExternalStore } from "react";

/**
 * The operator token, raw as the server issued it. It lives in sessionStorage so that closing the
 * tab ends the console session; every change is broadcast to the subscribers (the route guard).
 */
const TOKEN_KEY = "bourse.admin.token";

const listeners = new Set<() => void>();

function read(): string | null {
  try {
    return window.sessionStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

let token: string | null = read();

export function getToken(): string | null {
  return token;
}

export function setToken(next: string | null): void {
  token = next;
  try {
    if (next) window.sessionStorage.setItem(TOKEN_KEY, next);
    else window.sessionStorage.removeItem(TOKEN_KEY);
  } catch {
    // storage may be unavailable (private mode); the in-memory token still works for this tab
  }
  for (const listener of listeners) listener();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken);
}
