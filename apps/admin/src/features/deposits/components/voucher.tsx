import { Flex, Image, Skeleton, Typography } from "antd";
import { usePrivateFileUrl } from "../../../api/private-file";
import { useI18n } from "../../../i18n";

const WIDTH = 360;
const HEIGHT = 240;

/** The deposit's payment voucher, a private upload fetched with the operator's token; click to zoom. */
export function Voucher({ path }: { path: string }) {
  const { t } = useI18n();
  const { url, loading, failed } = usePrivateFileUrl(path);
  const frame = { width: WIDTH, height: HEIGHT, border: "1px solid #f0f0f0", borderRadius: 6 };

  if (failed)
    return (
      <Flex align="center" justify="center" style={{ ...frame, background: "#fafafa" }}>
        <Typography.Text type="secondary">{t("deposit.voucherFailed")}</Typography.Text>
      </Flex>
    );
  if (loading || !url) return <Skeleton.Image active style={{ width: WIDTH, height: HEIGHT }} />;
  return (
    <Image
      src={url}
      alt={t("deposit.voucher")}
      width={WIDTH}
      height={HEIGHT}
      data-testid="deposit-voucher"
      style={{ objectFit: "contain", background: "#fafafa", ...frame }}
    />
  );
}
