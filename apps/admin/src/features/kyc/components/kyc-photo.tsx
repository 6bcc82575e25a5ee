import { Flex, Image, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { usePrivateFileUrl } from "../../../api/private-file";
import { useI18n } from "../../../i18n";

const WIDTH = 220;
const HEIGHT = 150;

/** A private KYC photo, loaded with the operator's token; click to zoom (antd preview). */
export function KycPhoto({ path, label }: { path: string | null; label: string }) {
  const { t } = useI18n();
  const { url, loading, failed } = usePrivateFileUrl(path);
  const frame = { width: WIDTH, height: HEIGHT, border: "1px solid #f0f0f0", borderRadius: 6 };

  let body: ReactNode;
  if (!path || failed)
    body = (
      <Flex align="center" justify="center" style={{ ...frame, background: "#fafafa" }}>
        <Typography.Text type="secondary">
          {path ? t("kyc.photoFailed") : t("kyc.photoMissing")}
        </Typography.Text>
      </Flex>
    );
  else if (loading || !url) body = <Skeleton.Image active style={{ width: WIDTH, height: HEIGHT }} />;
  else
    body = (
      <Image
        src={url}
        alt={label}
        width={WIDTH}
        height={HEIGHT}
        data-testid="kyc-photo"
        style={{ objectFit: "contain", background: "#fafafa", ...frame }}
      />
    );

  return (
    <Flex vertical gap={6}>
      {body}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
    </Flex>
  );
}
