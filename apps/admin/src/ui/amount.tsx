import { Typography } from "antd";
import { decimalSign, withSign } from "./decimal";

/**
 * An amount as the server sent it (a decimal string, never re-parsed), with its currency.
 * `signed` shows ledger changes: "+250" in green, "-12.5" in red.
 */
export function Amount({
  value,
  currency,
  signed,
  strong,
}: {
  value: string | null | undefined;
  currency?: string | null;
  signed?: boolean;
  strong?: boolean;
}) {
  if (value === null || value === undefined || value === "") return <>—</>;
  const sign = signed ? decimalSign(value) : 0;
  return (
    <Typography.Text
      className="console-amount"
      strong={strong}
      type={sign > 0 ? "success" : sign < 0 ? "danger" : undefined}
    >
      {signed ? withSign(value) : value}
      {currency ? <Typography.Text type="secondary">{` ${currency}`}</Typography.Text> : null}
    </Typography.Text>
  );
}
