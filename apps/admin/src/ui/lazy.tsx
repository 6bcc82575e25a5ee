import { Flex, Spin } from "antd";
import { type ComponentType, type LazyExoticComponent, lazy, type ReactNode, Suspense } from "react";
import { useI18n } from "../i18n";

/**
 * The component `load`'s module exports as `name`, loaded from its own chunk the first time it renders
 * (React.lazy for a named export); render it inside a `LoadingBoundary`.
 */
export function lazyNamed<K extends string, P extends object>(
  load: () => Promise<Record<K, ComponentType<P>>>,
  name: K,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

/** A spinner announced to assistive technology while something loads; `fullPage` fills the window. */
export function Loading({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useI18n();
  return (
    <Flex
      role="status"
      aria-label={t("common.loading")}
      align="center"
      justify="center"
      style={{ minHeight: fullPage ? "100vh" : 160 }}
    >
      <Spin size="large" />
    </Flex>
  );
}

/**
 * `children` with a spinner while their lazy chunk loads. Where one place shows different lazy content in
 * turn (the routes), key the boundary by the content: a new boundary shows the spinner at once, where a
 * reused one would keep the previous content on screen during the router's transition.
 */
export function LoadingBoundary({ children, fullPage = false }: { children: ReactNode; fullPage?: boolean }) {
  return <Suspense fallback={<Loading fullPage={fullPage} />}>{children}</Suspense>;
}
