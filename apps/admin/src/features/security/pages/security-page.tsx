import { Card, Descriptions, Result, Tag } from "antd";
import { useMe } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { RoleTag } from "../../../ui/tags";
import { TotpBinding } from "../components/totp-binding";

/** The operator's own security: binding an authenticator, which login then asks for. */
export function SecurityPage() {
  const { t } = useI18n();
  const { data: me } = useMe();
  const bound = Boolean(me?.totp_bound);

  return (
    <Card title={t("security.title")}>
      <Descriptions
        size="small"
        column={3}
        style={{ marginBottom: 24 }}
        items={[
          { key: "username", label: t("auth.username"), children: me?.username },
          { key: "role", label: t("security.role"), children: me && <RoleTag role={me.role} /> },
          {
            key: "totp",
            label: t("security.authenticator"),
            children: bound ? (
              <Tag color="success">{t("security.bound")}</Tag>
            ) : (
              <Tag color="warning">{t("security.notBound")}</Tag>
            ),
          },
        ]}
      />
      {bound ? (
        <Result status="success" title={t("security.boundTitle")} subTitle={t("security.boundText")} />
      ) : (
        <TotpBinding />
      )}
    </Card>
  );
}
