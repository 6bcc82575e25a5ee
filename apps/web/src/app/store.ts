import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { UserInfo } from "../api/types";
import { defaultLang, isLangCode, type LangCode } from "../i18n/languages";

/** "red": up is red and down is green (the spec's default); "green": up is green, down is red. */
export type UpColor = "red" | "green";

export interface Fiat {
  currency_code: string;
  rate: number;
}

export interface AppState {
  token: string | null;
  user: UserInfo | null;
  lang: LangCode;
  fiat: Fiat;
  upColor: UpColor;
  setSession: (token: string, user?: UserInfo | null) => void;
  setUser: (user: UserInfo | null) => void;
  clearSession: () => void;
  setLang: (lang: LangCode) => void;
  setUpColor: (upColor: UpColor) => void;
}

/** Spec §9: the stored-data version flag is 1; storage written by older versions is cleared. */
export const STORAGE_VERSION = 1;
export const STORAGE_VERSION_KEY = "bourse.version";
export const STORAGE_KEY = "bourse.app";

/** Clears `storage` when its version flag is missing or below STORAGE_VERSION, then stamps it. */
export function prepareStorage(storage: Storage): void {
  const stored = Number(storage.getItem(STORAGE_VERSION_KEY));
  if (!Number.isFinite(stored) || stored < STORAGE_VERSION) {
    storage.clear();
    storage.setItem(STORAGE_VERSION_KEY, String(STORAGE_VERSION));
  }
}

function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

const storage = browserStorage();
if (storage) prepareStorage(storage);

export const useAppStore = create<AppState>()(
  persist(
    (set) => ({
      token: null,
      user: null,
      lang: defaultLang,
      fiat: { currency_code: "USD", rate: 1 },
      upColor: "red",
      setSession: (token, user = null) => set({ token, user }),
      setUser: (user) => set({ user }),
      clearSession: () => set({ token: null, user: null }),
      setLang: (lang) => set({ lang }),
      setUpColor: (upColor) => set({ upColor }),
    }),
    {
      name: STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: createJSONStorage(() => storage ?? memoryStorage()),
      partialize: ({ token, user, lang, fiat, upColor }) => ({ token, user, lang, fiat, upColor }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<AppState>;
        return {
          ...current,
          ...p,
          lang: isLangCode(p.lang) ? p.lang : current.lang,
          upColor: p.upColor === "green" ? "green" : "red",
        };
      },
    },
  ),
);

function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export const isLoggedIn = (): boolean => Boolean(useAppStore.getState().token);
