import { useEffect } from "react";
import { Outlet, ScrollRestoration, useNavigation } from "react-router-dom";
import { followUser } from "../api/realtime";
import { LoadingOverlay } from "../ui/status";
import { useAppStore } from "./store";

/** Applies the colour convention and shows the delayed loading screen while a screen's chunk loads. */
export function RootLayout() {
  const navigation = useNavigation();
  const upColor = useAppStore((s) => s.upColor);
  const signedIn = useAppStore((s) => s.token !== null);
  useEffect(() => {
    document.documentElement.dataset.up = upColor;
  }, [upColor]);
  useEffect(() => {
    if (signedIn) followUser();
  }, [signedIn]);
  return (
    <>
      {navigation.state === "loading" ? <LoadingOverlay /> : null}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
