import { LoadingOverlay } from "../ui/status";

/**
 * What the app shows until its first screen has loaded: the brand index.html paints before any script
 * (the same markup, styled there), so the first render does not blank it; "Loading…" joins it when the
 * screen is slow.
 */
export function BootSplash() {
  return (
    <>
      <div className="boot-splash" aria-hidden="true">
        <img src="/h5/icon.svg" alt="" width={56} height={56} />
        <span>Bourse</span>
      </div>
      <LoadingOverlay />
    </>
  );
}
