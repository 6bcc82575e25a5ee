import { Tag } from "antd";
import { useI18n } from "../../../i18n";

const colors: Record<string, string> = {
  pending: "processing",
  credited: "success",
  dropped: "default",
  below_minimum: "warning",
  approved: "processing",
  signed: "processing",
  broadcast: "processing",
  confirmed: "success",
  failed: "error",
  replaced: "default",
};

/** A deposit's or a sent transaction's state on the chain. */
export function ChainStateTag({ state }: { state: string }) {
  const { t } = useI18n();
  const known = state in colors;
  return (
    <Tag color={colors[state] ?? "default"}>
      {known ? t(`chain.state.${state}` as Parameters<typeof t>[0]) : state}
    </Tag>
  );
}
