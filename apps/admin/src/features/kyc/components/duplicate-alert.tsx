import { Alert, Flex, Space } from "antd";
import { Link } from "react-router-dom";
import type { KycApplication } from "../../../api/types";
import { useI18n } from "../../../i18n";

/** A user's id, opening that user on the users page. */
function UserLink({ id }: { id: number }) {
  return <Link to={`/users?q=${id}&user=${id}`}>#{id}</Link>;
}

/**
 * The KYC review's duplicate warning: another account already verified with this document number (an
 * error), and the other accounts that gave the same name (a warning), each a link to the user.
 */
export function DuplicateAlert({ application }: { application: KycApplication }) {
  const { t } = useI18n();
  const { doc_verified_users: sameDoc, same_name_users: sameName } = application;
  if (sameDoc.length === 0 && sameName.length === 0) return null;
  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }} data-testid="kyc-duplicates">
      {sameDoc.length > 0 ? (
        <Alert
          type="error"
          showIcon
          title={
            <Space wrap>
              {t("kyc.duplicate.doc")}
              {sameDoc.map((id) => (
                <UserLink key={id} id={id} />
              ))}
            </Space>
          }
        />
      ) : null}
      {sameName.length > 0 ? (
        <Alert
          type="warning"
          showIcon
          title={
            <Space wrap>
              {t("kyc.duplicate.name")}
              {sameName.map((id) => (
                <UserLink key={id} id={id} />
              ))}
            </Space>
          }
        />
      ) : null}
    </Flex>
  );
}
