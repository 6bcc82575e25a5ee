import type { ApiKey, ApiKeyCreated } from "@bourse/contract";
import { useMutation } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import Checkbox from "antd-mobile/es/components/checkbox";
import Input from "antd-mobile/es/components/input";
import Selector from "antd-mobile/es/components/selector";
import TextArea from "antd-mobile/es/components/text-area";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { useUserInfo } from "../../../api/get-user-info";
import { queryClient } from "../../../api/query-client";
import { paths } from "../../../app/paths";
import { useApiKeysTranslation } from "../../../i18n/apikeys";
import { copyText } from "../../../ui/copy";
import { confirmDialog } from "../../../ui/dialog";
import { Field } from "../../../ui/field";
import { formatDateTime } from "../../../ui/format";
import { Page } from "../../../ui/page";
import { KeyIcon } from "../../../ui/row-icons";
import { EmptyState, LoadError, SectionLoading } from "../../../ui/status";
import { showToast } from "../../../ui/toast";
import { useLocaleTag } from "../../../ui/use-locale";
import { apiKeysKey, deleteApiKey, postApiKey, postApiKeyCode, useApiKeys } from "../api/api-keys";
import { SecurityCodeField } from "../components/security-code-field";
import styles from "./api-keys.module.css";

const EXPIRY_DAYS = [0, 30, 90, 180] as const;

/** API management: create a key (its secret shown once), list one's keys, delete one. */
export default function ApiKeysPage() {
  const { t } = useApiKeysTranslation();
  const [created, setCreated] = useState<ApiKeyCreated | null>(null);
  return (
    <Page title={t("title")} backTo={paths.security}>
      <div className={styles.body}>
        <p className={styles.intro}>{t("intro")}</p>
        {created ? (
          <Created created={created} onDone={() => setCreated(null)} />
        ) : (
          <CreateForm onCreated={setCreated} />
        )}
        <KeyList />
      </div>
    </Page>
  );
}

function CreateForm({ onCreated }: { onCreated: (created: ApiKeyCreated) => void }) {
  const { t } = useApiKeysTranslation();
  const user = useUserInfo();
  const [label, setLabel] = useState("");
  const [trade, setTrade] = useState(false);
  const [withdraw, setWithdraw] = useState(false);
  const [ips, setIps] = useState("");
  const [days, setDays] = useState<number>(0);
  const [publicKey, setPublicKey] = useState("");
  const [code, setCode] = useState("");
  const [googleCode, setGoogleCode] = useState("");

  const create = useMutation({
    mutationFn: postApiKey,
    onSuccess: async (made) => {
      onCreated(made);
      setLabel("");
      setCode("");
      setGoogleCode("");
      setPublicKey("");
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const permissions = ["read", ...(trade ? ["trade"] : []), ...(withdraw ? ["withdraw"] : [])].join(",");
    create.mutate({
      label: label.trim(),
      permissions,
      ips: ips.trim(),
      public_key: publicKey.trim(),
      code: code.trim(),
      ...(days > 0 ? { expires_at: Date.now() + days * 86_400_000 } : {}),
      ...(user?.google_bound ? { google_code: googleCode.trim() } : {}),
    });
  };

  return (
    <form className={styles.card} onSubmit={submit} noValidate data-testid="api-key-form">
      <h2 className={styles.heading}>{t("create")}</h2>
      <Field id="api-label" label={t("label")}>
        <Input
          id="api-label"
          maxLength={32}
          placeholder={t("labelPlaceholder")}
          value={label}
          onChange={setLabel}
        />
      </Field>
      <Field id="api-permissions" label={t("permissions")} hint={t("readAlways")}>
        <div className={styles.checks} id="api-permissions">
          <Checkbox checked disabled>
            {t("permission.read")}
          </Checkbox>
          <Checkbox checked={trade} onChange={setTrade} data-testid="perm-trade">
            {t("permission.trade")}
          </Checkbox>
          <Checkbox checked={withdraw} onChange={setWithdraw} data-testid="perm-withdraw">
            {t("permission.withdraw")}
          </Checkbox>
        </div>
      </Field>
      <Field id="api-ips" label={t("ips")} {...(withdraw ? { hint: t("withdrawNeedsIps") } : {})}>
        <TextArea id="api-ips" rows={2} placeholder={t("ipsPlaceholder")} value={ips} onChange={setIps} />
      </Field>
      <Field id="api-expiry" label={t("expiry")}>
        <Selector
          columns={4}
          value={[days]}
          onChange={(v) => setDays(v[0] ?? 0)}
          options={EXPIRY_DAYS.map((d) => ({
            value: d,
            label: d === 0 ? t("expiryNever") : t("expiryDays", { days: d }),
          }))}
        />
      </Field>
      <Field id="api-public-key" label={t("publicKey")}>
        <TextArea
          id="api-public-key"
          rows={2}
          placeholder={t("publicKeyPlaceholder")}
          value={publicKey}
          onChange={setPublicKey}
        />
      </Field>
      <SecurityCodeField id="api-code" value={code} onChange={setCode} request={postApiKeyCode} />
      {user?.google_bound ? (
        <Field id="api-google" label={t("googleCode")}>
          <Input
            id="api-google"
            maxLength={6}
            inputMode="numeric"
            value={googleCode}
            onChange={setGoogleCode}
          />
        </Field>
      ) : null}
      <Button
        block
        type="submit"
        color="primary"
        className={styles.submit}
        loading={create.isPending}
        data-testid="api-key-create"
      >
        {t("create")}
      </Button>
    </form>
  );
}

/** The new key, its secret shown this once with a copy button and a warning. */
function Created({ created, onDone }: { created: ApiKeyCreated; onDone: () => void }) {
  const { t } = useApiKeysTranslation();
  return (
    <section className={styles.card} data-testid="api-key-created">
      <h2 className={styles.heading}>{created.secret ? t("secretTitle") : t("create")}</h2>
      {created.secret ? (
        <p className={styles.warning} role="alert">
          {t("secretWarning")}
        </p>
      ) : (
        <p className={styles.intro}>{t("ed25519Created")}</p>
      )}
      <Secret label={t("apiKey")} value={created.api_key} testId="created-api-key" />
      {created.secret ? <Secret label={t("secret")} value={created.secret} testId="created-secret" /> : null}
      <Button block color="primary" className={styles.submit} onClick={onDone} data-testid="api-key-done">
        {t("done")}
      </Button>
    </section>
  );
}

function Secret({ label, value, testId }: { label: string; value: string; testId: string }) {
  const { t } = useApiKeysTranslation();
  return (
    <div className={styles.secretRow}>
      <div className={styles.secretLabel}>{label}</div>
      <div className={styles.secretValue}>
        <span className={styles.mono} data-testid={testId}>
          {value}
        </span>
        <Button
          size="small"
          fill="outline"
          onClick={() => void copyText(value)}
          data-testid={`${testId}-copy`}
        >
          {t("copy")}
        </Button>
      </div>
    </div>
  );
}

function KeyList() {
  const { t } = useApiKeysTranslation();
  const { t: tr } = useTranslation();
  const keys = useApiKeys();
  const remove = useMutation({
    mutationFn: deleteApiKey,
    onSuccess: async (message) => {
      showToast(message);
      await queryClient.invalidateQueries({ queryKey: apiKeysKey });
    },
  });
  const onDelete = async (key: ApiKey) => {
    const sure = await confirmDialog({
      content: t("deleteConfirm"),
      confirmText: tr("common.confirm"),
      cancelText: tr("common.cancel"),
    });
    if (sure) remove.mutate(key.id);
  };

  return (
    <section className={styles.card}>
      <h2 className={styles.heading}>{t("yourKeys")}</h2>
      {keys.isPending ? (
        <SectionLoading />
      ) : keys.isError ? (
        <LoadError onRetry={() => keys.refetch()} />
      ) : keys.data.length === 0 ? (
        <EmptyState text={t("empty")} icon={<KeyIcon size={26} />} />
      ) : (
        <ul className={styles.list}>
          {keys.data.map((k) => (
            <KeyRow
              key={k.id}
              apiKey={k}
              busy={remove.isPending && remove.variables === k.id}
              onDelete={() => onDelete(k)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}

function KeyRow({ apiKey: k, busy, onDelete }: { apiKey: ApiKey; busy: boolean; onDelete: () => void }) {
  const { t } = useApiKeysTranslation();
  const locale = useLocaleTag();
  return (
    <li className={styles.row} data-testid="api-key-row">
      <div className={styles.rowBody}>
        <div className={styles.rowTitle}>
          {k.label}
          <span className="chip">{t(`status.${k.status}`)}</span>
        </div>
        <div className={styles.meta}>{`${k.api_key.slice(0, 12)}… · ${k.kind.toUpperCase()}`}</div>
        <div className={styles.meta}>
          {k.permissions.map((p) => t(`permission.${p}`)).join(" · ")}
          {" · "}
          {k.ips.length === 0 ? t("anyIp") : k.ips.join(", ")}
        </div>
        <div className={styles.meta}>
          {k.last_used_at ? t("lastUsed", { time: formatDateTime(k.last_used_at, locale) }) : t("neverUsed")}
          {k.expires_at ? ` · ${t("expiresAt", { time: formatDateTime(k.expires_at, locale) })}` : ""}
        </div>
      </div>
      {k.status === "revoked" ? null : (
        <Button
          size="small"
          fill="outline"
          color="danger"
          loading={busy}
          onClick={onDelete}
          data-testid="api-key-delete"
        >
          {t("delete")}
        </Button>
      )}
    </li>
  );
}
