import Button from "antd-mobile/es/components/button";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router-dom";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { confirmDialog } from "../../../ui/dialog";
import { Page } from "../../../ui/page";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { getDelAddress } from "../api/get-del-address";
import {
  addressesKey,
  MAX_ADDRESSES,
  type SavedAddress,
  useSavedAddresses,
} from "../api/get-user-wallet-list";
import styles from "../components/wallet.module.css";

/** Saved withdrawal addresses (at most 3): edit, delete after confirming, add. */
export default function AddressesPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const addresses = useSavedAddresses();
  const list = addresses.data ?? [];

  const remove = async (address: SavedAddress) => {
    const sure = await confirmDialog({
      content: t("wallet.address.deleteConfirm", { name: address.name }),
      confirmText: t("wallet.address.delete"),
      cancelText: t("common.cancel"),
    });
    if (!sure) return;
    try {
      await getDelAddress(address.id);
      showToast(t("wallet.address.deleted"));
      await queryClient.invalidateQueries({ queryKey: addressesKey });
    } catch {
      // The API client has shown the server's reason.
    }
  };

  return (
    <Page title={t("wallet.address.title")} backTo={paths.security}>
      <div className={styles.body}>
        {addresses.isPending ? (
          <SectionLoading />
        ) : addresses.isError ? (
          <LoadError onRetry={() => void addresses.refetch()} />
        ) : list.length === 0 ? (
          <EmptyState text={t("wallet.address.empty")} />
        ) : (
          <ul className="plain-list" data-testid="address-list">
            {list.map((a) => (
              <li key={a.id} className={styles.option} data-testid="address-row">
                <div className={styles.rowHead}>
                  <span className={styles.optionName}>
                    {a.name} · {a.currency_name}
                    {a.network_name ? ` (${a.network_name})` : ""}
                  </span>
                </div>
                <div className={styles.optionMeta}>{a.address}</div>
                <div className={styles.linkRow}>
                  <button
                    type="button"
                    className="text-button"
                    onClick={() => navigate(`${paths.addWallet}?id=${a.id}`)}
                    data-testid="address-edit"
                  >
                    {t("wallet.address.edit")}
                  </button>
                  <button
                    type="button"
                    className="text-button"
                    onClick={() => void remove(a)}
                    data-testid="address-delete"
                  >
                    {t("wallet.address.delete")}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        <p className={styles.notice}>{t("wallet.address.limit", { max: MAX_ADDRESSES })}</p>
        <Button
          block
          color="primary"
          className={styles.submit}
          disabled={list.length >= MAX_ADDRESSES}
          onClick={() => navigate(paths.addWallet)}
          data-testid="address-add"
        >
          {t("wallet.address.add")}
        </Button>
      </div>
    </Page>
  );
}
