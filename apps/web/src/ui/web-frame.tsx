import styles from "./web-frame.module.css";

/**
 * An http(s) page inside the app, under the navigation bar. Sandboxed: scripts and forms run, but it
 * cannot navigate the app itself. A page of this site runs without its origin (scripts with its origin
 * could lift their own sandbox and reach the app); another site keeps its own, which the browser keeps
 * apart from the app's.
 */
export function WebFrame({ url, title }: { url: string; title: string }) {
  const sameSite = new URL(url, window.location.href).origin === window.location.origin;
  return (
    <iframe
      className={styles.frame}
      src={url}
      title={title}
      sandbox={`allow-scripts allow-forms allow-popups${sameSite ? "" : " allow-same-origin"}`}
      referrerPolicy="no-referrer"
      data-testid="web-frame"
    />
  );
}
