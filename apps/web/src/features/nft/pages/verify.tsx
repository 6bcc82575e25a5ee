import type { NftProof } from "@bourse/contract";
import { drawBoxes, seedCommitment } from "@bourse/engine";
import { useMemo, useState } from "react";
import { nftPaths } from "../../../app/lines/nft-paths";
import { useNftTranslation } from "../../../i18n/nft";
import { Facts } from "../../../ui/facts";
import { formatDateTime } from "../../../ui/format";
import lineStyles from "../../../ui/line.module.css";
import { DetailPage, useIdParam } from "../../../ui/query-gate";
import { useLocaleTag } from "../../../ui/use-locale";
import { useProof } from "../api/nft";
import styles from "../components/nft.module.css";
import { RarityBadge } from "../components/parts";
import { artworkTitle, checkProof, type ProofCheck } from "../model/verify";

/** Rows shown at first, and added by "show more" (a series may sell many boxes). */
const ROWS = 200;

/**
 * A blind-box series' proof (`verify?id=<series id>`, `GET /nft/series/:id/proof`), checked in the
 * browser with the engine's own draw: before the seed is revealed, the commitment and what is sold, with
 * what can be checked now (the commitment) and when the rest can (the reveal date); once revealed,
 * whether the seed is the committed one, and every sold box drawn again and compared with what the venue
 * says it held. Guests may look.
 */
export default function VerifyPage() {
  const { t, ready } = useNftTranslation();
  const id = useIdParam();
  const proof = useProof(id);
  return (
    <DetailPage
      ready={ready}
      title={t("verify.title")}
      backTo={nftPaths.home}
      id={id}
      query={proof}
      notFound={t("verify.notFound")}
      browse={{ label: t("home.browse"), to: nftPaths.home }}
    >
      {(data) => <ProofView proof={data} />}
    </DetailPage>
  );
}

function ProofView({ proof }: { proof: NftProof }) {
  const { t } = useNftTranslation();
  const locale = useLocaleTag();
  const check = useMemo(() => checkProof(proof, { seedCommitment, drawBoxes }), [proof]);
  const revealAt = proof.series.reveal_at ? formatDateTime(proof.series.reveal_at, locale) : "--";
  return (
    <div data-testid="nft-verify" data-id={proof.series.id} data-state={check.state}>
      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{proof.series.name}</h3>
        <Facts
          className={lineStyles.facts}
          items={[
            [t("verify.total"), String(proof.series.total)],
            [t("verify.sold"), String(proof.series.sold)],
            [t("verify.status"), t(proof.series.ended ? "verify.ended" : "verify.selling")],
            ...(check.state === "sealed" ? [[t("verify.revealAt"), revealAt] as const] : []),
          ]}
        />
        <div className={styles.hash}>
          <span className={lineStyles.muted}>{t("verify.commitment")}</span>
          <code data-testid="nft-verify-commitment">{proof.commitment}</code>
          {check.state === "revealed" ? (
            <>
              <span className={lineStyles.muted}>{t("verify.seed")}</span>
              <code data-testid="nft-verify-seed">{proof.seed}</code>
              <span className={lineStyles.muted}>{t("verify.computed")}</span>
              <code data-testid="nft-verify-computed">{check.computed ?? "--"}</code>
            </>
          ) : null}
        </div>
        {check.state === "sealed" ? (
          <p className={lineStyles.note} data-testid="nft-verify-sealed">
            {t("verify.sealed")}
          </p>
        ) : (
          <Verdicts check={check} />
        )}
      </section>

      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("verify.rule")}</h3>
        <p className={lineStyles.text}>{proof.rule.text}</p>
        <p className={lineStyles.note} data-testid="nft-verify-how">
          {check.state === "sealed" ? t("verify.howToSealed", { date: revealAt }) : t("verify.howTo")}
        </p>
      </section>

      <section className={lineStyles.card}>
        <h3 className={lineStyles.cardTitle}>{t("verify.table")}</h3>
        <table className={styles.table} data-testid="nft-verify-table">
          <thead>
            <tr>
              <th>{t("series.artwork")}</th>
              <th>{t("series.rarity")}</th>
              <th>{t("series.boxes")}</th>
            </tr>
          </thead>
          <tbody>
            {proof.table.map((row) => (
              <tr key={row.artwork_id}>
                <td>{row.title}</td>
                <td>
                  <RarityBadge rarity={row.rarity} />
                </td>
                <td>{row.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>

      {check.state === "revealed" ? <BoxTable proof={proof} check={check} /> : null}
    </div>
  );
}

function Verdicts({ check }: { check: Extract<ProofCheck, { state: "revealed" }> }) {
  const { t } = useNftTranslation();
  return (
    <>
      <p
        className={styles.verdict}
        data-ok={check.commitmentMatches ? "true" : "false"}
        data-testid="nft-verify-seed-check"
        data-match={check.commitmentMatches ? "true" : "false"}
      >
        {t(check.commitmentMatches ? "verify.commitmentOk" : "verify.commitmentBad")}
      </p>
      {check.problem ? (
        <p className={styles.verdict} data-ok="false" data-testid="nft-verify-problem">
          {t(`verify.problem.${check.problem}`)}
        </p>
      ) : null}
      <p
        className={styles.verdict}
        data-ok={check.verified ? "true" : "false"}
        data-testid="nft-verify-result"
        data-verified={check.verified ? "true" : "false"}
      >
        {t(check.verified ? "verify.verified" : "verify.failed", {
          n: check.boxes.length,
          bad: check.boxes.filter((b) => !b.match).length,
        })}
      </p>
    </>
  );
}

function BoxTable({ proof, check }: { proof: NftProof; check: Extract<ProofCheck, { state: "revealed" }> }) {
  const { t } = useNftTranslation();
  const [shown, setShown] = useState(ROWS);
  return (
    <section className={lineStyles.card}>
      <h3 className={lineStyles.cardTitle}>{t("verify.boxes", { n: check.boxes.length })}</h3>
      <table className={styles.table} data-testid="nft-verify-boxes">
        <thead>
          <tr>
            <th>{t("verify.box")}</th>
            <th>{t("verify.drawn")}</th>
            <th>{t("verify.published")}</th>
            <th>{t("verify.match")}</th>
          </tr>
        </thead>
        <tbody>
          {check.boxes.slice(0, shown).map((box, i) => (
            <tr
              // biome-ignore lint/suspicious/noArrayIndexKey: a tampered proof may repeat a box number; the rows never move
              key={`${box.number}-${i}`}
              data-testid="nft-verify-row"
              data-number={box.number}
              data-match={box.match ? "true" : "false"}
            >
              <td>#{box.number}</td>
              <td>{artworkTitle(proof, box.drawn)}</td>
              <td>{artworkTitle(proof, box.published)}</td>
              <td>
                <span
                  className={styles.mark}
                  data-match={box.match ? "true" : "false"}
                  role="img"
                  aria-label={t(box.match ? "verify.yes" : "verify.no")}
                >
                  {box.match ? "✓" : "✗"}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {check.boxes.length > shown ? (
        <button
          type="button"
          className="text-button"
          onClick={() => setShown((n) => n + ROWS)}
          data-testid="nft-verify-more"
        >
          {t("verify.more", { n: check.boxes.length - shown })}
        </button>
      ) : null}
    </section>
  );
}
