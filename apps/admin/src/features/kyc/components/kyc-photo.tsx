import { Flex, Typography } from "antd";
import { useI18n } from "../../../i18n";
import { PrivateImage } from "../../../ui/private-image";

/** A private KYC photo, loaded with the operator's token; click to zoom (antd preview). */
export function KycPhoto({ path, label }: { path: string | null; label: string }) {
  const { t } = useI18n();
  return (
    <Flex vertical gap={6}>
      <PrivateImage
        path={path}
        alt={label}
        width={220}
        height={150}
        failed={path ? t("kyc.photoFailed") : t("kyc.photoMissing")}
        testId="kyc-photo"
      />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
