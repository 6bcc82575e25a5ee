import styles from "./web-frame.module.css";

/**
 * An http(s) page inside the app, under the navigation bar. Sandboxed: scripts and forms run,
 * but it cannot navigate the app itself.
 */
export function WebFrame({ url, title }: { url: string; title: string }) {
  return (
    <iframe
      className={styles.frame}
      src={url}
      title={title}
      sandbox="allow-scripts allow-same-origin allow-forms allow-popups"
      referrerPolicy="no-referrer"
      data-testid="web-frame"
    />
  );
}
