import DotLoading from "antd-mobile/es/components/dot-loading";
import { type ChangeEvent, useEffect, useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../api/envelope";
import { postUpload, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "../api/upload";
import { alertDialog } from "./dialog";
import { CameraIcon } from "./icons";
import styles from "./image-upload.module.css";
import { showToast } from "./toast";

interface ImageUploadProps {
  label: string;
  /**
   * Runs with the private path once the file is uploaded (e.g. saves it as the avatar). Rejecting
   * marks the tile as failed; the caller has already said why.
   */
  onUploaded: (path: string) => void | Promise<void>;
  /** A picture to show before one is chosen (the current avatar). */
  initialUrl?: string | null;
  variant?: "document" | "avatar";
  /** Test id of the file input. */
  testId?: string;
}

type Status = "idle" | "uploading" | "done" | "failed";

/**
 * A picture tile: tap to choose a JPEG, PNG, GIF or WebP of at most 5 MB; the chosen file is
 * previewed locally at once (uploaded files are private, so the server copy is not shown) and
 * uploaded. A refused file shows the reason; a failed transfer asks to upload again (spec §8).
 */
export function ImageUpload({
  label,
  onUploaded,
  initialUrl,
  variant = "document",
  testId,
}: ImageUploadProps) {
  const { t } = useTranslation();
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [status, setStatus] = useState<Status>("idle");

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const onChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type)) {
      showToast(t("upload.notImage"));
      return;
    }
    if (file.size > UPLOAD_MAX_BYTES) {
      showToast(t("upload.tooLarge", { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 }));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setStatus("uploading");
    try {
      const path = await postUpload(file, file.name);
      await onUploaded(path);
      setStatus("done");
    } catch (error) {
      setStatus("failed");
      if (error instanceof ApiError && !error.fromServer) {
        void alertDialog({ content: t("upload.again"), confirmText: t("common.ok") });
      } else if (error instanceof ApiError && error.type === "error") {
        showToast(error.message);
      }
    }
  };

  const shown = preview ?? initialUrl ?? null;
  const round = variant === "avatar";
  return (
    <div className={round ? styles.avatarWrap : styles.wrap}>
      <label
        htmlFor={id}
        className={`${styles.tile} ${round ? styles.round : styles.document} ${status === "failed" ? styles.failed : ""}`}
        data-status={status}
      >
        {shown ? <img className={styles.image} src={shown} alt="" /> : null}
        {!shown ? (
          <span className={styles.placeholder}>
            <CameraIcon size={round ? 22 : 28} />
            {round ? null : <span>{t("upload.choose")}</span>}
          </span>
        ) : null}
        {status === "uploading" ? (
          <span className={styles.veil} role="status" aria-label={t("upload.uploading")}>
            <DotLoading color="white" />
          </span>
        ) : null}
        {status === "failed" && !round ? <span className={styles.badge}>{t("upload.failed")}</span> : null}
        {status === "done" && !round ? <span className={styles.okBadge}>{t("upload.done")}</span> : null}
      </label>
      {round && shown && status !== "uploading" ? (
        <span className={styles.cameraBadge} aria-hidden="true">
          <CameraIcon size={14} />
        </span>
      ) : null}
      <input
        id={id}
        className="sr-only"
        type="file"
        accept={UPLOAD_TYPES.join(",")}
        onChange={onChange}
        disabled={status === "uploading"}
        data-testid={testId}
      />
      <span className={styles.caption}>{label}</span>
    </div>
  );
}
