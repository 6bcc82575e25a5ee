import { lazy, Suspense, useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { followUser } from "../api/realtime";
import { LoadingOverlay } from "../ui/status";
import { tradingAccount, useAppStore } from "./store";

// The demo ribbon loads only while the session acts as the demo account.
const DemoRibbon = lazy(() => import("./demo-ribbon"));

/**
 * Applies the colour convention, shows the delayed loading screen while a screen's chunk loads, and
 * the demo ribbon above every screen in demo mode.
 */
export function RootLayout() {
  const navigation = useNavigation();
  const upColor = useAppStore((s) => s.upColor);
  const signedIn = useAppStore((s) => s.token !== null);
  const demo = useAppStore(tradingAccount) === "demo";
  useEffect(() => {
    document.documentElement.dataset.up = upColor;
  }, [upColor]);
  useEffect(() => {
    if (signedIn) followUser();
  }, [signedIn]);
  return (
    <>
      {demo ? (
        <Suspense fallback={null}>
          <DemoRibbon />
        </Suspense>
      ) : null}
      {navigation.state === "loading" ? <LoadingOverlay /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
