import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { TradingAccount, UserInfo } from "../api/types";
import { defaultLang, isLangCode, type LangCode } from "../i18n/languages";

/** "red": up is red and down is green (the spec's default); "green": up is green, down is red. */
export type UpColor = "red" | "green";

/**
 * The fiat currency prices are also shown in (spec §3). `rate` is units of it per US dollar; it
 * stays 1 until the rate table exists, so only the choice is stored for now.
 */
export interface Fiat {
  currency_code: string;
  rate: number;
  /** When the rate was saved (ms since epoch); absent for the default. */
  saveTime?: number;
}

/** The display currencies offered on the preferences screen; USD is the default (spec §9). */
export const fiatCodes = [
  "USD",
  "EUR",
  "CNY",
  "HKD",
  "JPY",
  "KRW",
  "GBP",
  "SGD",
  "THB",
  "VND",
  "IDR",
  "TRY",
] as const;

export interface AppState {
  token: string | null;
  user: UserInfo | null;
  lang: LangCode;
  fiat: Fiat;
  upColor: UpColor;
  /** The app version whose popup notice was shown (spec §3 hasShowAd): it shows once per version. */
  hasShowAd: string | null;
  setSession: (token: string, user?: UserInfo | null) => void;
  setUser: (user: UserInfo | null) => void;
  clearSession: () => void;
  setLang: (lang: LangCode) => void;
  setUpColor: (upColor: UpColor) => void;
  setFiat: (currencyCode: string) => void;
  setHasShowAd: (version: string) => void;
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
      hasShowAd: null,
      setSession: (token, user = null) => set({ token, user }),
      setUser: (user) => set({ user }),
      clearSession: () => set({ token: null, user: null }),
      setLang: (lang) => set({ lang }),
      setUpColor: (upColor) => set({ upColor }),
      setFiat: (currency_code) => set({ fiat: { currency_code, rate: 1, saveTime: Date.now() } }),
      setHasShowAd: (hasShowAd) => set({ hasShowAd }),
    }),
    {
      name: STORAGE_KEY,
      version: STORAGE_VERSION,
      storage: createJSONStorage(() => storage ?? memoryStorage()),
      partialize: ({ token, user, lang, fiat, upColor, hasShowAd }) => ({
        token,
        user,
        lang,
        fiat,
        upColor,
        hasShowAd,
      }),
      merge: (persisted, current) => {
        const p = (persisted ?? {}) as Partial<AppState>;
        return {
          ...current,
          ...p,
          lang: isLangCode(p.lang) ? p.lang : current.lang,
          upColor: p.upColor === "green" ? "green" : "red",
          fiat: isFiat(p.fiat) ? p.fiat : current.fiat,
          hasShowAd: typeof p.hasShowAd === "string" ? p.hasShowAd : null,
        };
      },
    },
  ),
);

function isFiat(value: unknown): value is Fiat {
  const f = value as Partial<Fiat> | null | undefined;
  return typeof f?.currency_code === "string" && typeof f.rate === "number";
}

function memoryStorage(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const data = new Map<string, string>();
  return {
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

export const isLoggedIn = (): boolean => Boolean(useAppStore.getState().token);

/** Which of the user's accounts the session acts as (`GET /user/info` mode): real for a guest. */
export const tradingAccount = (s: AppState): TradingAccount => s.user?.mode ?? "real";
