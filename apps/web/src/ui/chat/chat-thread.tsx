import Button from "antd-mobile/es/components/button";
import { type ChangeEvent, type FormEvent, type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../api/envelope";
import { postUpload, UPLOAD_MAX_BYTES, UPLOAD_TYPES } from "../../api/upload";
import { formatClock } from "../format";
import { CameraIcon } from "../icons";
import { PrivateImage } from "../private-image";
import { showToast } from "../toast";
import { useLocaleTag } from "../use-locale";
import styles from "./chat.module.css";

/**
 * One line of a thread as the viewer sees it: their own (`me`), the other side's, the system's, or the
 * platform's (an operator writing to both sides, styled apart and named by `author`).
 */
export interface ChatThreadLine {
  id: string | number;
  from: "me" | "them" | "system" | "platform";
  /** the text, or for a system line what it says */
  body: ReactNode;
  image: string | null;
  at: string;
  /** shown above the other side's lines (e.g. "Support") */
  author?: string;
  /** under the viewer's own line: its delivery state ("Sent", "Read") */
  status?: string;
}

export type ChatMessage = { text: string } | { image: string };

/** The texts a thread shows; each product line brings its own translations. */
export interface ChatLabels {
  empty: string;
  placeholder: string;
  send: string;
  image: string;
}

/**
 * A chat thread, oldest first, with the compose row: a line of text, or a picture checked like every
 * upload (type and size) and sent as the user's private file. `onSend` answers once the line is stored;
 * the caller refreshes the thread. Test ids derive from `testId`: the thread, `-line`, `-input`, `-image`.
 */
export function ChatThread({
  lines,
  labels,
  onSend,
  open,
  testId,
  maxLength = 500,
  fill = false,
  before,
}: {
  lines: ChatThreadLine[];
  labels: ChatLabels;
  onSend: (message: ChatMessage) => Promise<unknown>;
  /** whether the compose row shows */
  open: boolean;
  testId: string;
  maxLength?: number;
  /** a full-screen thread (no height cap) */
  fill?: boolean;
  /** shown above the first line (e.g. "show earlier") */
  before?: ReactNode;
}) {
  const common = useTranslation().t;
  const locale = useLocaleTag();
  const [text, setText] = useState("");
  const [sending, setSending] = useState(false);
  const end = useRef<HTMLDivElement>(null);
  const last = lines.at(-1)?.id;

  useEffect(() => {
    if (last !== undefined) end.current?.scrollIntoView?.({ block: "nearest" });
  }, [last]);

  const say = async (message: ChatMessage) => {
    setSending(true);
    try {
      await onSend(message);
      if ("text" in message) setText("");
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
    <div data-testid={testId}>
      <div className={styles.thread} data-fill={fill} aria-live="polite">
        {before}
        {lines.length === 0 ? <p className={styles.empty}>{labels.empty}</p> : null}
        {lines.map((line) => (
          <div key={line.id} className={styles.line} data-from={line.from} data-testid={`${testId}-line`}>
            {line.author && (line.from === "them" || line.from === "platform") ? (
              <span className={styles.author}>{line.author}</span>
            ) : null}
            {line.body}
            {line.image ? (
              <PrivateImage path={line.image} alt={labels.image} className={styles.picture} />
            ) : null}
            <span className={styles.lineTime}>
              {formatClock(line.at, locale)}
              {line.status ? <span data-testid={`${testId}-status`}> · {line.status}</span> : null}
            </span>
          </div>
        ))}
        <div ref={end} />
      </div>
      {open ? (
        <form className={styles.compose} onSubmit={onSubmit}>
          <label className={styles.iconButton} aria-label={labels.image}>
            <CameraIcon size={18} />
            <input
              className="sr-only"
              type="file"
              accept={UPLOAD_TYPES.join(",")}
              onChange={onPicture}
              disabled={sending}
              data-testid={`${testId}-image`}
            />
          </label>
          <input
            type="text"
            maxLength={maxLength}
            placeholder={labels.placeholder}
            aria-label={labels.placeholder}
            value={text}
            onChange={(e) => setText(e.target.value)}
            data-testid={`${testId}-input`}
          />
          <Button type="submit" size="small" color="primary" loading={sending} disabled={text.trim() === ""}>
            {labels.send}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
