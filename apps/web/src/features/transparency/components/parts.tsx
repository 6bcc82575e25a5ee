import type { UseQueryResult } from "@tanstack/react-query";
import Button from "antd-mobile/es/components/button";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../api/envelope";
import { useTransparencyTranslation } from "../../../i18n/transparency";
import { SectionLoading } from "../../../ui/status";
import { allPassed, stepKey, type VerifyStep } from "../model/verify";
import styles from "./verify.module.css";

/** "Verified" or "Check failed" for every step the screen ran, and how many did not pass. */
export function Verdict({ steps }: { steps: readonly VerifyStep[] }) {
  const { t } = useTransparencyTranslation();
  const ok = allPassed(steps);
  const failed = steps.filter((s) => !s.ok).length;
  return (
    <section
      className={styles.verdict}
      data-testid="verify-verdict"
      data-ok={ok ? "true" : "false"}
      role="status"
    >
      <span className={styles.verdictMark} aria-hidden="true">
        <span>{ok ? "✓" : "✗"}</span>
      </span>
      <div className={styles.verdictText}>
        <h2 className={styles.verdictTitle}>{t(ok ? "verdict.ok" : "verdict.failed")}</h2>
        <p className={styles.verdictHint}>
          {ok
            ? t("verdict.okHint", { total: steps.length })
            : t("verdict.failedHint", { failed: Math.max(failed, 1), total: Math.max(steps.length, 1) })}
        </p>
      </div>
    </section>
  );
}

/** The steps in order, each a plain sentence with ✓ or ✗, and the verifier's detail under it. */
export function Steps({ steps }: { steps: readonly VerifyStep[] }) {
  const { t } = useTransparencyTranslation();
  return (
    <ol className={styles.steps}>
      {steps.map((s, i) => {
        const key = stepKey(s.name);
        return (
          <li
            // biome-ignore lint/suspicious/noArrayIndexKey: a proof has many "link" steps; the list never moves
            key={i}
            className={styles.step}
            data-testid="verify-step"
            data-ok={s.ok ? "true" : "false"}
            data-name={s.name}
          >
            <span className={styles.stepMark} aria-hidden="true">
              {s.ok ? "✓" : "✗"}
            </span>
            <div>
              <p className={styles.stepText}>
                <span className="sr-only">{t(s.ok ? "step.passed" : "step.failed")}: </span>
                {key ? t(key) : s.name}
              </p>
              {s.detail ? <p className={styles.stepDetail}>{s.detail}</p> : null}
            </div>
          </li>
        );
      })}
    </ol>
  );
}

/** A key, hash or signature in full, wrapping on a narrow screen (a tap selects all of it). */
export function Hex({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <>
      <span className={styles.hexLabel}>{label}</span>
      <code className={styles.hex} data-testid={testId}>
        {value}
      </code>
    </>
  );
}

/**
 * Loading, the server's own message when a call failed (a proof not published yet, a rule not covered,
 * a session that expired) with a retry, or the content once every query has its data.
 */
export function Gate({
  queries,
  children,
}: {
  queries: readonly UseQueryResult<unknown>[];
  children: () => ReactNode;
}) {
  const { t } = useTransparencyTranslation();
  const common = useTranslation();
  const failed = queries.find((q) => q.isError);
  if (failed) {
    const error = failed.error;
    const message = error instanceof ApiError ? error.message : common.t("common.loadFailed");
    return (
      <section
        className={styles.error}
        data-testid="verify-error"
        data-code={error instanceof ApiError ? (error.code ?? error.type) : undefined}
      >
        <h2 className={styles.errorTitle}>{t("error.title")}</h2>
        <p className={styles.errorText} data-testid="verify-error-message">
          {message}
        </p>
        <Button
          size="small"
          onClick={() => void Promise.all(queries.filter((q) => q.isError).map((q) => q.refetch()))}
        >
          {common.t("common.retry")}
        </Button>
      </section>
    );
  }
  if (queries.some((q) => q.data === undefined)) return <SectionLoading />;
  return <>{children()}</>;
}
