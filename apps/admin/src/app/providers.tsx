import { QueryClientProvider } from "@tanstack/react-query";
import { App as AntApp, ConfigProvider } from "antd";
import enUS from "antd/locale/en_US";
import zhCN from "antd/locale/zh_CN";
import { type ReactNode, useEffect, useSyncExternalStore } from "react";
import { queryClient } from "../api/query-client";
import { useI18n } from "../i18n";
import { setMessageInstance } from "../ui/notify";

const antLocales = { en: enUS, zh: zhCN };

/** Hands antd's context-aware message API to code outside React (ui/notify.ts). */
function NotifyBridge() {
  const { message } = AntApp.useApp();
  useEffect(() => {
    setMessageInstance(message);
    return () => setMessageInstance(undefined);
  }, [message]);
  return null;
}

const reducedMotion =
  typeof matchMedia === "function" ? matchMedia("(prefers-reduced-motion: reduce)") : undefined;

/** Whether the operator asked their system for reduced motion: then drawers and dialogs open without animating. */
function usePrefersReducedMotion() {
  return useSyncExternalStore(
    (changed) => {
      reducedMotion?.addEventListener("change", changed);
      return () => reducedMotion?.removeEventListener("change", changed);
    },
    () => reducedMotion?.matches ?? false,
  );
}

export function Providers({ children }: { children: ReactNode }) {
  const { lang } = useI18n();
  const still = usePrefersReducedMotion();
  useEffect(() => {
    document.documentElement.lang = lang === "zh" ? "zh-CN" : "en";
  }, [lang]);
  return (
    <QueryClientProvider client={queryClient}>
      <ConfigProvider
        locale={antLocales[lang]}
        componentSize="middle"
        button={{ autoInsertSpace: false }}
        theme={{ token: { colorPrimary: "#1f4fd1", borderRadius: 6, motion: !still } }}
      >
        <AntApp>
          <NotifyBridge />
          {children}
        </AntApp>
      </ConfigProvider>
    </QueryClientProvider>
  );
}
