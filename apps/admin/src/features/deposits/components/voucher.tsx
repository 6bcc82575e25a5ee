import { useI18n } from "../../../i18n";
import { PrivateImage } from "../../../ui/private-image";

/** The deposit's payment voucher, a private upload fetched with the operator's token; click to zoom. */
export function Voucher({ path }: { path: string }) {
  const { t } = useI18n();
  return (
    <PrivateImage
      path={path}
      alt={t("deposit.voucher")}
      width={360}
      height={240}
      failed={t("deposit.voucherFailed")}
      testId="deposit-voucher"
    />
  );
}
