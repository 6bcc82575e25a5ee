import {
  type EntryProof as EntryInclusion,
  type OutcomeProof,
  verifyHead,
  verifyTreeHead,
} from "@bourse/engine";
import Button from "antd-mobile/es/components/button";
import { useMemo } from "react";
import { useNavigate, useSearchParams } from "react-router-dom";
import { paths } from "../../../app/paths";
import { useAppStore } from "../../../app/store";
import { useTransparencyTranslation } from "../../../i18n/transparency";
import { Facts } from "../../../ui/facts";
import { formatDateTime, formatExact } from "../../../ui/format";
import { GuestPrompt } from "../../../ui/guest-prompt";
import { Page } from "../../../ui/page";
import { MessageScreen, SectionLoading } from "../../../ui/status";
import { useLocaleTag } from "../../../ui/use-locale";
import { transparencyPaths, VerifyLink, type VerifyTarget } from "../../../ui/verify-link";
import {
  type MyLiabilities,
  type OutcomeKind,
  type PublishedHead,
  useEntryProof,
  useLatestHead,
  useMyLiabilities,
  useOutcomeProof,
  useVenueKey,
} from "../api/transparency";
import { Gate, Hex, Steps, Verdict } from "../components/parts";
import styles from "../components/verify.module.css";
import {
  allPassed,
  checkEntry,
  checkLiabilities,
  checkOutcome,
  resultRows,
  resultWord,
  targetOf,
} from "../model/verify";

/**
 * The verifier (`setting/verify`): proofs the venue serves, checked on the phone with the engine's own
 * verifiers, the same code the server runs. `?kind=entry&id=` a bill's journal entry in the newest
 * signed tree head (one compact result: the entry, its leaf, the path's length, the head); `?kind=liabilities` one's balance in each currency's proof of liabilities; `?kind=seconds&id=`
 * a settled seconds order's outcome (public); `?kind=lever&id=` a closed position's; `?kind=dual&id=` a
 * settled dual order's, `ieo` an allocated subscription's, `nft` a blind box's draw (once its series
 * ended), `loan` a liquidated loan's (one's own, like `lever`); no kind, the hub:
 * what can be verified, the venue's key and its latest head. Each step shows in plain words with the
 * verifier's detail, under a "Verified" or "Check failed" verdict.
 */
export default function VerifyPage() {
  const { t, ready } = useTransparencyTranslation();
  const [search] = useSearchParams();
  const target = targetOf(search);
  const item = typeof target === "object" ? target : null;
  return (
    <Page
      title={ready ? t(item ? `title.${item.kind}` : "title.hub") : ""}
      backTo={item ? transparencyPaths.verify : paths.setting}
    >
      {!ready ? (
        <SectionLoading />
      ) : target === "hub" ? (
        <Hub />
      ) : target === "invalid" ? (
        <Invalid />
      ) : (
        <Proof target={target} />
      )}
    </Page>
  );
}

function Invalid() {
  const { t } = useTransparencyTranslation();
  const navigate = useNavigate();
  return (
    <MessageScreen
      title={t("invalid.title")}
      actions={
        <Button color="primary" onClick={() => navigate(transparencyPaths.verify, { replace: true })}>
          {t("invalid.action")}
        </Button>
      }
    />
  );
}

/**
 * A journal entry's kind in the reader's words (`entryKind.<kind>`); a kind this app does not name yet
 * shows as the server wrote it.
 */
function entryKindName(t: ReturnType<typeof useTransparencyTranslation>["t"], kind: string): string {
  return t(`entryKind.${kind}` as "entryKind.deposit", { defaultValue: kind });
}

/** One proof; those about one's own account ask a guest to log in first. */
function Proof({ target }: { target: VerifyTarget }) {
  const { t } = useTransparencyTranslation();
  const token = useAppStore((s) => s.token);
  if (target.kind !== "seconds" && !token)
    return <GuestPrompt title={t("login.title")} hint={t("login.hint")} />;
  switch (target.kind) {
    case "entry":
      return <EntryProof id={target.id} />;
    case "liabilities":
      return <LiabilitiesProof />;
    case "seconds":
    case "lever":
    case "dual":
    case "ieo":
    case "nft":
    case "loan":
      return <OutcomeCheck kind={target.kind} id={String(target.id)} />;
  }
}

/** Says where the checks ran. */
function Local() {
  const { t } = useTransparencyTranslation();
  return <p className={styles.note}>{t("local")}</p>;
}

function EntryProof({ id }: { id: number }) {
  const key = useVenueKey();
  const proof = useEntryProof(id);
  return (
    <Gate queries={[proof, key]}>
      {() => <EntryView proof={proof.data as EntryInclusion} publicKey={key.data?.public_key ?? ""} />}
    </Gate>
  );
}

/**
 * A bill's entry in the log: one verdict, the entry and where it sits (its leaf in a tree of so many
 * entries, reached by a path of a few hashes), the signed head and when the next is due, then the four
 * checks. However old the entry, the screen is the same size.
 */
function EntryView({ proof, publicKey }: { proof: EntryInclusion; publicKey: string }) {
  const { t } = useTransparencyTranslation();
  const locale = useLocaleTag();
  const steps = useMemo(() => checkEntry(proof, publicKey), [proof, publicKey]);
  const entry = proof?.entry;
  const head = proof?.head;
  const hashes = Array.isArray(proof?.proof) ? proof.proof.length : 0;
  return (
    <div data-testid="verify-entry" data-id={entry?.id}>
      <Verdict steps={steps} />
      <section className={styles.card}>
        <Facts
          className={styles.facts}
          testId="verify-entry-facts"
          items={[
            [t("entry.entry"), entry ? `#${entry.id}` : "--"],
            [
              t("entry.kind"),
              <span key="kind" data-testid="verify-entry-kind" data-kind={entry?.kind}>
                {entry ? entryKindName(t, entry.kind) : "--"}
              </span>,
            ],
            [t("entry.time"), entry ? formatDateTime(entry.createdAt, locale) : "--"],
            [
              t("entry.leaf"),
              <span key="leaf" data-testid="verify-leaf">
                {String(proof?.leaf_index ?? "--")}
              </span>,
            ],
            [
              t("entry.treeSize"),
              <span key="size" data-testid="verify-tree-size">
                {String(head?.size ?? "--")}
              </span>,
            ],
            [
              t("entry.path"),
              <span key="path" data-testid="verify-path">
                {hashes === 1 ? t("entry.pathOne") : t("entry.pathValue", { count: hashes })}
              </span>,
            ],
            [t("entry.head"), head ? formatDateTime(head.time, locale) : "--"],
            ...(proof?.next_head
              ? [[t("entry.nextHead"), formatDateTime(proof.next_head, locale)] as const]
              : []),
          ]}
        />
        <Hex label={t("entry.key")} value={publicKey} testId="verify-key" />
      </section>
      <section className={styles.card}>
        <Steps steps={steps} />
        <Local />
      </section>
    </div>
  );
}

function LiabilitiesProof() {
  const key = useVenueKey();
  const mine = useMyLiabilities();
  return (
    <Gate queries={[mine, key]}>
      {() => <LiabilitiesView data={mine.data as MyLiabilities} publicKey={key.data?.public_key ?? ""} />}
    </Gate>
  );
}

function LiabilitiesView({ data, publicKey }: { data: MyLiabilities; publicKey: string }) {
  const { t } = useTransparencyTranslation();
  const locale = useLocaleTag();
  const currencies = useMemo(() => checkLiabilities(data, publicKey), [data, publicKey]);
  const nextDue = data.next_snapshot ? formatDateTime(data.next_snapshot, locale) : "--";
  if (data.snapshot === null || currencies.length === 0) {
    // before the first snapshot: when one comes (a user's first balance, else the next daily run)
    return (
      <div data-testid="verify-liabilities-none">
        <MessageScreen
          title={t(data.snapshot === null ? "liabilities.none" : "liabilities.empty")}
          hint={
            data.snapshot === null
              ? t("liabilities.noneHint", { date: nextDue })
              : `${t("liabilities.nextDue")}: ${nextDue}`
          }
        />
      </div>
    );
  }
  return (
    <div data-testid="verify-liabilities" data-snapshot={data.snapshot}>
      <Verdict steps={currencies.flatMap((c) => c.steps)} />
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("liabilities.snapshot", { id: data.snapshot })}</h2>
        <p className={styles.lead}>{t("liabilities.lead")}</p>
        <Facts
          className={styles.facts}
          testId="verify-liabilities-next"
          items={[[t("liabilities.nextDue"), nextDue]]}
        />
        <Hex label={t("entry.key")} value={publicKey} testId="verify-key" />
      </section>
      {currencies.map((c) => {
        const ok = allPassed(c.steps);
        return (
          <section
            key={c.currency}
            className={styles.currency}
            data-testid="verify-liabilities-currency"
            data-currency={c.currency}
            data-ok={ok ? "true" : "false"}
          >
            <div className={styles.currencyHead}>
              <h2 className={styles.currencyName}>{c.currency}</h2>
              <span className={styles.currencyState}>{t(ok ? "verdict.ok" : "verdict.failed")}</span>
            </div>
            <Facts
              className={styles.facts}
              items={[
                [
                  t("liabilities.balance"),
                  <span
                    key="balance"
                    data-testid="verify-balance"
                  >{`${formatExact(c.balance, locale)} ${c.currency}`}</span>,
                ],
                [t("liabilities.total"), `${formatExact(c.total, locale)} ${c.currency}`],
                [t("liabilities.users"), formatExact(c.users, locale)],
                [t("liabilities.time"), formatDateTime(c.time, locale)],
              ]}
            />
            <Steps steps={c.steps} />
          </section>
        );
      })}
      <section className={styles.card}>
        <Local />
      </section>
    </div>
  );
}

/** Any product's outcome: one proof format, one view (the rule, the result's fields, each step). */
function OutcomeCheck({ kind, id }: { kind: OutcomeKind; id: string }) {
  const proof = useOutcomeProof(kind, id);
  return <Gate queries={[proof]}>{() => <OutcomeView proof={proof.data as OutcomeProof} />}</Gate>;
}

function OutcomeView({ proof }: { proof: OutcomeProof }) {
  const { t } = useTransparencyTranslation();
  const steps = useMemo(() => checkOutcome(proof), [proof]);
  // a dual order's symbol ("BTC/USDT") names the coin its `currency` (base or quote) stands for
  const [base, quote] = String(proof?.inputs?.symbol ?? "").split("/");
  const coin = { base, quote } as Record<string, string | undefined>;
  const value = (field: string, text: string) => {
    const word = resultWord(field, text);
    if (!word) return text;
    const shown = t(word as "outcome.value.win");
    return field === "currency" && coin[text] ? `${shown} (${coin[text]})` : shown;
  };
  const rows = resultRows(proof?.result).map(
    (r) => [r.known ? t(`outcome.field.${r.field as "result"}`) : r.field, value(r.field, r.value)] as const,
  );
  return (
    <div data-testid="verify-outcome" data-kind={proof?.kind}>
      <Verdict steps={steps} />
      <section className={styles.card}>
        <Facts
          className={styles.facts}
          items={[
            [t("outcome.rule"), proof?.rule ? `${proof.rule.name} v${proof.rule.version}` : "--"],
            ...(proof?.entry_id != null ? [[t("outcome.entry"), `#${proof.entry_id}`] as const] : []),
            ...rows,
          ]}
        />
      </section>
      <section className={styles.card}>
        <Steps steps={steps} />
        <Local />
      </section>
    </div>
  );
}

/** What can be verified, the way to one's balances, the venue's key and its latest signed head. */
function Hub() {
  const { t } = useTransparencyTranslation();
  const key = useVenueKey();
  const head = useLatestHead();
  return (
    <div data-testid="verify-hub">
      <section className={styles.card}>
        <p className={styles.lead}>{t("hub.lead")}</p>
      </section>
      <section className={styles.card}>
        <h2 className={styles.cardTitle}>{t("hub.what")}</h2>
        <ul className={styles.what}>
          <li>{t("hub.bills")}</li>
          <li>{t("hub.balances")}</li>
          <li>{t("hub.seconds")}</li>
          <li>{t("hub.lever")}</li>
          <li>{t("hub.earn")}</li>
          <li>{t("hub.nft")}</li>
        </ul>
        <VerifyLink className={styles.action} target={{ kind: "liabilities" }} label="hub" />
      </section>
      <Gate queries={[key, head]}>
        {() => (
          <VenueHead
            publicKey={key.data?.public_key ?? ""}
            minutes={key.data?.head_minutes}
            head={head.data ?? null}
          />
        )}
      </Gate>
    </div>
  );
}

function VenueHead({
  publicKey,
  minutes,
  head,
}: {
  publicKey: string;
  minutes: number | undefined;
  head: PublishedHead | null;
}) {
  const { t } = useTransparencyTranslation();
  const locale = useLocaleTag();
  const signed = useMemo(
    () =>
      !!head &&
      (head.kind === "chain"
        ? verifyHead(publicKey, head, head.signature)
        : verifyTreeHead(publicKey, head, head.signature)),
    [head, publicKey],
  );
  return (
    <section className={styles.card} data-testid="verify-venue">
      <Hex label={t("hub.key")} value={publicKey} testId="verify-key" />
      <h2 className={`${styles.cardTitle} ${styles.spaced}`}>{t("hub.head")}</h2>
      {head ? (
        <div data-testid="verify-head" data-entry={head.entry_id} data-kind={head.kind}>
          <Facts
            className={styles.facts}
            items={[
              head.kind === "chain"
                ? [t("hub.headEntry"), `#${head.entry_id}`]
                : [t("hub.headSize"), String(head.size)],
              [t("hub.headTime"), formatDateTime(head.time, locale)],
              [
                t("hub.signature"),
                <span
                  key="signature"
                  className={styles.signature}
                  data-ok={signed ? "true" : "false"}
                  data-testid="verify-head-signature"
                >
                  {signed ? `✓ ${t("hub.signatureOk")}` : `✗ ${t("hub.signatureBad")}`}
                </span>,
              ],
            ]}
          />
          {head.kind === "chain" ? (
            <Hex label={t("hub.headHash")} value={head.hash} />
          ) : (
            <Hex label={t("hub.headRoot")} value={head.root} />
          )}
        </div>
      ) : (
        <p className={styles.lead} data-testid="verify-no-head">
          {t("hub.noHead")}
        </p>
      )}
      {minutes ? <p className={styles.note}>{t("hub.every", { minutes })}</p> : null}
    </section>
  );
}
