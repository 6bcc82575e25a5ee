import ImageViewer from "antd-mobile/es/components/image-viewer";
import { useEffect, useState } from "react";
import { apiBase } from "../api/client";
import { useAppStore } from "../app/store";

/**
 * An uploaded private file (`/api/files/<name>`, readable by its owner and whom it is shared with):
 * fetched with the session's token, shown from a local copy; a tap opens it full screen.
 */
export function PrivateImage({ path, alt, className }: { path: string; alt: string; className?: string }) {
  const token = useAppStore((s) => s.token);
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    let local: string | null = null;
    let live = true;
    const name = path.replace(/^\/api/, "");
    fetch(`${apiBase()}${name}`, { headers: token ? { Authorization: token } : {} })
      .then((r) => (r.ok ? r.blob() : Promise.reject(new Error(String(r.status)))))
      .then((blob) => {
        local = URL.createObjectURL(blob);
        if (live) setUrl(local);
      })
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
      if (local) URL.revokeObjectURL(local);
    };
  }, [path, token]);

  if (failed) return <span className={className} role="img" aria-label={alt} data-failed="true" />;
  return url ? (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={alt}>
        <img src={url} alt="" />
      </button>
      <ImageViewer image={url} visible={open} onClose={() => setOpen(false)} />
    </>
  ) : (
    <span className={className} role="img" aria-label={alt} />
  );
}
