import CapsuleTabs from "antd-mobile/es/components/capsule-tabs";
import styles from "./loan.module.css";

/** One choice of a {@link ChoiceTabs} row. */
export interface Choice {
  key: string;
  label: string;
  testId: string;
}

/** A row of capsules to choose one of a few (an offer, a coin); each title carries its test id. */
export function ChoiceTabs({
  choices,
  active,
  onChange,
}: {
  choices: readonly Choice[];
  active: string | null;
  onChange: (key: string) => void;
}) {
  return (
    <div className={styles.choices}>
      <CapsuleTabs activeKey={active} onChange={onChange}>
        {choices.map((c) => (
          <CapsuleTabs.Tab key={c.key} title={<span data-testid={c.testId}>{c.label}</span>} />
        ))}
      </CapsuleTabs>
    </div>
  );
}
