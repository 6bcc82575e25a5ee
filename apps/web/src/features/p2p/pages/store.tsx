import Button from "antd-mobile/es/components/button";
import Input from "antd-mobile/es/components/input";
import { type FormEvent, useState } from "react";
import { Link } from "react-router-dom";
import { useSettings } from "../../../api/get-setting";
import { useUserInfo } from "../../../api/get-user-info";
import { p2pPaths } from "../../../app/lines/p2p-paths";
import { paths } from "../../../app/paths";
import { useP2pTranslation } from "../../../i18n/p2p";
import { isPositive } from "../../../ui/decimal";
import { Field } from "../../../ui/field";
import { LinkList } from "../../../ui/hub";
import lineStyles from "../../../ui/line.module.css";
import { Page } from "../../../ui/page";
import { LoadError, MessageScreen, SectionLoading } from "../../../ui/status";
import { p2pCalls, refreshP2p, type Store, useMyStore } from "../api/p2p";
import styles from "../components/p2p.module.css";
import { StoreStats } from "../components/store-stats";

/**
 * The user's store: the merchant application until an operator approves it, then the store's figures
 * and the ways to its ads, its orders and publishing.
 */
export default function StorePage() {
  const { t, ready } = useP2pTranslation();
  const store = useMyStore();
  return (
    <Page title={ready ? t("store.title") : ""} backTo={p2pPaths.otc}>
      {!ready || store.isPending ? (
        <SectionLoading />
      ) : store.isError ? (
        <LoadError onRetry={() => void store.refetch()} />
      ) : store.data?.status === "approved" ? (
        <Dashboard store={store.data} />
      ) : store.data?.status === "pending" ? (
        <MessageScreen title={t("store.pending")} hint={store.data.name} />
      ) : store.data?.status === "suspended" ? (
        <MessageScreen title={t("store.suspended")} />
      ) : (
        <Apply rejected={store.data?.status === "rejected"} />
      )}
    </Page>
  );
}

function Dashboard({ store }: { store: Store }) {
  const { t } = useP2pTranslation();
  return (
    <div data-testid="p2p-store">
      <section className={lineStyles.card}>
        <h2 className={lineStyles.cardTitle}>{store.name}</h2>
        <StoreStats store={store} />
      </section>
      <LinkList
        items={[
          {
            to: `${p2pPaths.legalStoreUser}?publish=1`,
            label: t("store.publish"),
            testId: "p2p-store-publish",
          },
          { to: p2pPaths.legalStoreUser, label: t("store.ads"), testId: "p2p-store-ads" },
          { to: p2pPaths.legalStoreOrders, label: t("store.orders"), testId: "p2p-store-orders" },
          {
            to: `${p2pPaths.legalStoreDetail}?id=${store.id}`,
            label: t("storeDetail.title"),
            testId: "p2p-store-detail",
          },
        ]}
      />
    </div>
  );
}

function Apply({ rejected }: { rejected: boolean }) {
  const { t } = useP2pTranslation();
  const user = useUserInfo();
  const settings = useSettings();
  const [name, setName] = useState("");
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState(false);
  const deposit = settings.data?.p2p_merchant_deposit;
  const verified = (user?.kyc_level ?? 0) >= 2;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (trimmed.length < 2 || trimmed.length > 40) return setError(t("store.nameRule"));
    setPending(true);
    try {
      await p2pCalls.apply(trimmed);
      await refreshP2p();
    } catch {
      // shown by the client (verification, deposit balance)
    } finally {
      setPending(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate data-testid="p2p-apply">
      <section className={lineStyles.card}>
        <h2 className={lineStyles.cardTitle}>{t("store.applyTitle")}</h2>
        {rejected ? <p className={lineStyles.note}>{t("store.rejected")}</p> : null}
        <p className={lineStyles.note}>{t("store.applyLead")}</p>
        {deposit && isPositive(deposit) ? (
          <p className={lineStyles.note}>{t("store.deposit", { amount: deposit })}</p>
        ) : null}
        {verified ? null : (
          <p className={lineStyles.note}>
            {t("store.kycNeeded")} <Link to={paths.real}>{t("store.verify")}</Link>
          </p>
        )}
      </section>
      <section className={styles.form}>
        <Field id="p2p_store_name" label={t("store.name")} error={error} hint={t("store.nameRule")}>
          <Input
            id="p2p_store_name"
            maxLength={40}
            value={name}
            onChange={(v) => {
              setName(v);
              setError(undefined);
            }}
          />
        </Field>
      </section>
      <div className={lineStyles.actions}>
        <Button
          type="submit"
          block
          color="primary"
          loading={pending}
          disabled={!verified}
          data-testid="p2p-apply-submit"
        >
          {t("store.apply")}
        </Button>
      </div>
    </form>
  );
}
