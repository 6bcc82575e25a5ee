import Button from "antd-mobile/es/components/button";
import { useSettings } from "../../../api/get-setting";
import { paths } from "../../../app/paths";
import { useSupportTranslation } from "../../../i18n/support";
import { ChatThread, type ChatThreadLine } from "../../../ui/chat/chat-thread";
import { Page } from "../../../ui/page";
import { LoadError, SectionLoading } from "../../../ui/status";
import { sendToSupport, useSupportThread } from "../api/support";
import styles from "./live-chat.module.css";

/**
 * Live chat with the venue's support (spec §2 `common/liveChatView`): one's thread with the operators,
 * text and pictures; support's answers appear as they are sent, and one's own lines say "Read" once an
 * operator has opened them. The support e-mail stays as a second way to reach the venue.
 */
export default function LiveChatPage() {
  const { t } = useSupportTranslation();
  const thread = useSupportThread();
  const email = useSettings().data?.support_email?.trim();
  // pages come newest first; the thread reads oldest first
  const pages = thread.data?.pages ?? [];
  const newest = pages[0];
  const readBySupport = newest?.read_by_support ?? 0;
  const lines: ChatThreadLine[] = [...pages].reverse().flatMap((page) =>
    page.lines.map((line) => ({
      id: line.id,
      from: (line.from === "me"
        ? "me"
        : line.kind === "system"
          ? "system"
          : "them") as ChatThreadLine["from"],
      body: line.kind === "system" ? (line.event ? t(`event.${line.event}`) : line.body) : line.body || null,
      image: line.image,
      at: line.at,
      author: t("support"),
      ...(line.from === "me" ? { status: line.id <= readBySupport ? t("read") : t("sent") } : {}),
    })),
  );

  return (
    <Page title={t("title")} backTo={paths.contactUs}>
      <div className={styles.screen} data-testid="live-chat">
        <p className={styles.intro}>{t("intro")}</p>
        {thread.isPending ? (
          <SectionLoading />
        ) : thread.isError ? (
          <LoadError onRetry={() => void thread.refetch()} />
        ) : (
          <>
            {newest?.status === "closed" ? (
              <p className={styles.closed} data-testid="live-chat-closed">
                {t("closed")}
              </p>
            ) : null}
            <ChatThread
              testId="support-chat"
              fill
              maxLength={1000}
              lines={lines}
              open
              labels={{
                empty: t("empty"),
                placeholder: t("placeholder"),
                send: t("send"),
                image: t("image"),
              }}
              before={
                thread.hasNextPage ? (
                  <Button
                    size="mini"
                    fill="none"
                    loading={thread.isFetchingNextPage}
                    onClick={() => void thread.fetchNextPage()}
                  >
                    {t("older")}
                  </Button>
                ) : null
              }
              onSend={async (message) => {
                await sendToSupport(message);
                await thread.refetch();
              }}
            />
          </>
        )}
        {email ? (
          <p className={styles.email} data-testid="live-chat-email">
            <a href={`mailto:${email}`}>{t("email", { email })}</a>
          </p>
        ) : null}
      </div>
    </Page>
  );
}
