import { useP2pTranslation } from "../../../i18n/p2p";
import { ChatThread, type ChatThreadLine } from "../../../ui/chat/chat-thread";
import lineStyles from "../../../ui/line.module.css";
import { LoadError, SectionLoading } from "../../../ui/status";
import { p2pCalls, useChat } from "../api/p2p";
import { isOrderStatus } from "../model/labels";

/**
 * An order's chat: the two parties' lines and pictures, the platform's lines (an operator reviewing an
 * appeal), and a system line for each state change (a ruling with its reason), oldest first. Lines from
 * others arrive over the user channel; reading the thread marks it read.
 */
export function OrderChat({ orderId, open }: { orderId: number; open: boolean }) {
  const { t } = useP2pTranslation();
  const chat = useChat(orderId);
  const lines: ChatThreadLine[] = (chat.data?.lines ?? []).map((line) => ({
    id: line.id,
    from: line.from,
    body:
      line.kind === "system"
        ? isOrderStatus(line.status)
          ? line.body
            ? `${t(`chat.system.${line.status}`)} ${t("chat.ruling", { reason: line.body })}`
            : t(`chat.system.${line.status}`)
          : line.body
        : line.body || null,
    ...(line.from === "platform" ? { author: t("chat.platform") } : {}),
    image: line.image,
    at: line.at,
  }));

  return (
    <section className={lineStyles.card}>
      <h3 className={lineStyles.cardTitle}>{t("chat.title")}</h3>
      {chat.isPending ? (
        <SectionLoading />
      ) : chat.isError ? (
        <LoadError onRetry={() => void chat.refetch()} />
      ) : (
        <ChatThread
          testId="p2p-chat"
          lines={lines}
          open={open}
          labels={{
            empty: t("chat.empty"),
            placeholder: t("chat.placeholder"),
            send: t("chat.send"),
            image: t("chat.image"),
          }}
          onSend={async (message) => {
            await p2pCalls.say(orderId, message);
            await chat.refetch();
          }}
        />
      )}
    </section>
  );
}
