import { Button } from "antd-mobile";
import { type ChangeEvent, type FormEvent, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/envelope";
import { postUpload, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "../../../api/upload";
import { useP2pTranslation } from "../../../i18n/p2p";
import { formatClock } from "../../../ui/format";
import { CameraIcon } from "../../../ui/icons";
import { PrivateImage } from "../../../ui/private-image";
import { LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { p2pCalls, useChat } from "../api/p2p";
import { isOrderStatus } from "../model/labels";
import styles from "./p2p.module.css";

/**
 * An order's chat: the two parties' lines and pictures, and a system line for each state change, oldest
 * first. The other party's lines arrive over the user channel; reading the thread marks it read.
 */
export function OrderChat({ orderId, open }: { orderId: number; open: boolean }) {
  const { t } = useP2pTranslation();
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const chat = useChat(orderId);
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const lines = chat.data?.lines ?? [];

  useEffect(() => {
    if (lines.length > 0) end.current?.scrollIntoView?.({ block: "nearest" });
  }, [lines.length]);

  const say = async (message: { text: string } | { image: string }) => {
    setSending(true);
    try {
      await p2pCalls.say(orderId, message);
      if ("text" in message) setText("");
      await chat.refetch();
    } catch {
      // shown by the client
    } finally {
      setSending(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim() !== "" && !sending) void say({ text: text.trim() });
  };

  const onPicture = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (!(UPLOAD_TYPES as readonly string[]).includes(file.type))
      return void showToast(common("upload.notImage"));
    if (file.size > UPLOAD_MAX_BYTES)
      return void showToast(common("upload.tooLarge", { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 }));
    setSending(true);
    try {
      const path = await postUpload(file, file.name);
      await say({ image: path });
    } catch (error) {
      if (error instanceof ApiError) showToast(error.message);
      setSending(false);
    }
  };

  return (
    <section className={styles.card} data-testid="p2p-chat">
      <h3 className={styles.cardTitle}>{t("chat.title")}</h3>
      {chat.isPending ? (
        <SectionLoading />
      ) : chat.isError ? (
        <LoadError onRetry={() => void chat.refetch()} />
      ) : (
        <div className={styles.chat} aria-live="polite">
          {lines.length === 0 ? <p className={styles.muted}>{t("chat.empty")}</p> : null}
          {lines.map((line) => (
            <div key={line.id} className={styles.line} data-from={line.from} data-testid="p2p-chat-line">
              {line.kind === "system"
                ? isOrderStatus(line.status)
                  ? t(`chat.system.${line.status}`)
                  : line.body
                : null}
              {line.kind !== "system" && line.body ? line.body : null}
              {line.image ? (
                <PrivateImage path={line.image} alt={t("chat.image")} className={styles.proof} />
              ) : null}
              <span className={styles.lineTime}>{formatClock(line.at, locale)}</span>
            </div>
          ))}
          <div ref={end} />
        </div>
      )}
      {open ? (
        <form className={styles.compose} onSubmit={onSubmit}>
          <label className={styles.iconButton} aria-label={t("chat.image")}>
            <CameraIcon size={18} />
            <input
              className="sr-only"
              type="file"
              accept={UPLOAD_TYPES.join(",")}
              onChange={onPicture}
              disabled={sending}
              data-testid="p2p-chat-image"
            />
          </label>
          <input
            type="text"
            maxLength={500}
            placeholder={t("chat.placeholder")}
            aria-label={t("chat.placeholder")}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid="p2p-chat-input"
          />
          <Button type="submit" size="small" color="primary" loading={sending} disabled={text.trim() === ""}>
            {t("chat.send")}
          </Button>
        </form>
      ) : null}
    </section>
  );
}
