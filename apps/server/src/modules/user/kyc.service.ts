import { EventEmitter } from "node:events";
import type { KycApplication, KycSubmitBody, RealState } from "@bourse/contract";
import type { Static } from "typebox";
import { writeAudit } from "../../audit/audit.ts";
import type { Db, Queryable } from "../../db/db.ts";
import type { SessionOperator } from "../../http/auth.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import { offsetOf, pageOf } from "../../http/pagination.ts";
import { userAndDemo } from "../../notify/recipients.ts";
import type { UserNotice } from "../../socket/gateway.ts";
import type { FilesService } from "../files/index.ts";

type Level = 1 | 2;
type LevelState = Static<typeof RealState>["level1"];
type ApplicationRow = Omit<Static<typeof KycApplication>, "reviewed_at" | "created_at"> & {
  reviewed_at: Date | null;
  created_at: Date;
};

const DOC_TYPES = ["id_card", "passport", "driver_licence", "residence_permit", "other"];
const NAME = /^[\p{L}][\p{L}\p{M} .'-]{1,63}$/u;
const DOC_NUMBER = /^[A-Za-z0-9-]{4,32}$/;
const PHONE = /^\+?\d{5,15}$/;

/** users.real_state, the single field legacy clients read: 0 none, 1 review, 2 certified, 3 rejected. */
const REAL_STATE = { none: 0, review: 1, certified: 2, rejected: 3 } as const;

/**
 * Real-name verification. none → review → certified | rejected; a rejected level is submitted again;
 * a certified level is final; level 2 needs level 1 certified; level 1 needs email and mobile bound.
 * Each decision is told to the user (`events`: `user`, a `kyc` UserNotice) once it is committed, on
 * their own channel and on their demo account's (a session acting as the demo account follows that
 * one); `relay` hands it to the other nodes, whose sockets may hold the user's.
 */
export function createKycService(deps: {
  db: Db;
  files: FilesService;
  clock: () => Date;
  relay?: (notice: UserNotice) => void;
}) {
  const { db, files, clock } = deps;
  /** `user` (UserNotice) after each committed decision */
  const events = new EventEmitter();

  /**
   * Each application with the other accounts it may duplicate (docs/product-decisions.md "KYC
   * duplicates"): those verified with the same document number, and those that gave the same name,
   * compared without case or spaces.
   */
  const selectApplications = `SELECT k.*, COALESCE(u.email, '+' || COALESCE(u.area_code, '') || u.phone) AS account,
      o.username AS reviewed_by,
      ARRAY(SELECT DISTINCT d.user_id::int FROM kyc_applications d
        WHERE d.state = 'approved' AND d.user_id <> k.user_id AND upper(d.doc_number) = upper(k.doc_number)
        ORDER BY 1) AS doc_verified_users,
      ARRAY(SELECT DISTINCT n.user_id::int FROM kyc_applications n
        WHERE n.user_id <> k.user_id
          AND lower(regexp_replace(n.name, '\\s', '', 'g')) = lower(regexp_replace(k.name, '\\s', '', 'g'))
        ORDER BY 1) AS same_name_users
      FROM kyc_applications k JOIN users u ON u.id = k.user_id
      LEFT JOIN operators o ON o.id = k.reviewed_by`;

  const toApplication = (r: ApplicationRow) => ({
    ...r,
    reviewed_at: r.reviewed_at?.toISOString() ?? null,
    created_at: r.created_at.toISOString(),
  });

  async function latest(q: Queryable, userId: number, level: Level) {
    const [row] = await q.query<{
      state: string;
      reject_reason: string | null;
      created_at: Date;
      reviewed_at: Date | null;
      name: string | null;
    }>(
      "SELECT state, reject_reason, created_at, reviewed_at, name FROM kyc_applications WHERE user_id = $1 AND level = $2 ORDER BY id DESC LIMIT 1",
      [userId, level],
    );
    return row;
  }

  function levelState(row: Awaited<ReturnType<typeof latest>>): LevelState {
    if (!row) return { state: "none", reject_reason: null, submitted_at: null, reviewed_at: null };
    return {
      state: row.state === "approved" ? "certified" : (row.state as "review" | "rejected"),
      reject_reason: row.reject_reason,
      submitted_at: row.created_at.toISOString(),
      reviewed_at: row.reviewed_at?.toISOString() ?? null,
    };
  }

  async function state(userId: number): Promise<Static<typeof RealState>> {
    const [user] = await db.query<{
      kyc_level: number;
      real_state: number;
      email: string | null;
      phone: string | null;
    }>("SELECT kyc_level, real_state, email, phone FROM users WHERE id = $1", [userId]);
    const l1 = await latest(db, userId, 1);
    return {
      kyc_level: user?.kyc_level ?? 0,
      real_state: user?.real_state ?? 0,
      level1: levelState(l1),
      level2: levelState(await latest(db, userId, 2)),
      contacts_bound: Boolean(user?.email && user?.phone),
      name: l1?.name ?? null,
    };
  }

  /** Checks the fields of one level; pictures must be images this user uploaded. */
  async function validate(
    userId: number,
    level: Level,
    b: Static<typeof KycSubmitBody>,
  ): Promise<Outcome<Record<string, string | null>>> {
    const picture = async (
      ref: string | undefined,
      label: "PICTURE_FRONT" | "PICTURE_REVERSE" | "PICTURE_HAND",
    ) => {
      const name = await files.owned(userId, ref);
      return name
        ? success(`/api/files/${name}`)
        : failure("KYC_MISSING_PICTURE", { picture: { key: label } });
    };
    if (level === 1) {
      if (!b.name || !NAME.test(b.name.trim())) return failure("KYC_INVALID_NAME");
      const docType = b.doc_type ?? "id_card";
      if (!DOC_TYPES.includes(docType)) return failure("KYC_INVALID_DOC_TYPE");
      if (!b.card_id || !DOC_NUMBER.test(b.card_id.trim())) return failure("KYC_INVALID_DOC_NUMBER");
      if (!b.nationality || !/^[A-Za-z]{2}$/.test(b.nationality)) return failure("KYC_INVALID_NATIONALITY");
      const front = await picture(b.front_pic, "PICTURE_FRONT");
      if (!front.ok) return front;
      const reverse = await picture(b.reverse_pic, "PICTURE_REVERSE");
      if (!reverse.ok) return reverse;
      return success({
        name: b.name.trim(),
        doc_type: docType,
        doc_number: b.card_id.trim().toUpperCase(),
        nationality: b.nationality.toUpperCase(),
        front_pic: front.value,
        reverse_pic: reverse.value,
      });
    }
    // legacy clients send the hand-held photo as front_pic
    const hand = await picture(b.hand_pic ?? b.front_pic, "PICTURE_HAND");
    if (!hand.ok) return hand;
    for (const field of ["relatives", "relationship", "relatives_address"] as const) {
      if (!b[field] || b[field].trim().length < 2) return failure("KYC_INVALID_RELATIVE", { field });
    }
    if (!b.relatives_phone || !PHONE.test(b.relatives_phone.replace(/[\s-]/g, ""))) {
      return failure("KYC_INVALID_RELATIVE", { field: "relatives_phone" });
    }
    return success({
      hand_pic: hand.value,
      relatives: b.relatives!.trim(),
      relationship: b.relationship!.trim(),
      relatives_phone: b.relatives_phone.replace(/[\s-]/g, ""),
      relatives_address: b.relatives_address!.trim(),
    });
  }

  async function submit(userId: number, b: Static<typeof KycSubmitBody>): Promise<Outcome<null>> {
    const level = b.type as Level;
    if (level !== 1 && level !== 2) return failure("KYC_INVALID_LEVEL");
    const current = await state(userId);
    const mine = level === 1 ? current.level1 : current.level2;
    if (mine.state === "certified" || current.kyc_level >= level) return failure("KYC_ALREADY_CERTIFIED");
    if (mine.state === "review") return failure("KYC_ALREADY_IN_REVIEW");
    if (level === 1 && !current.contacts_bound) return failure("KYC_CONTACTS_REQUIRED");
    if (level === 2 && current.kyc_level < 1) return failure("KYC_LEVEL1_REQUIRED");
    const fields = await validate(userId, level, b);
    if (!fields.ok) return fields;

    const columns = Object.keys(fields.value);
    try {
      await db.tx(async (q) => {
        await q.query(
          `INSERT INTO kyc_applications (user_id, level, state, created_at, ${columns.join(", ")})
           VALUES ($1, $2, 'review', $3, ${columns.map((_, i) => `$${i + 4}`).join(", ")})`,
          [userId, level, clock(), ...Object.values(fields.value)],
        );
        await q.query("UPDATE users SET real_state = $2 WHERE id = $1", [userId, REAL_STATE.review]);
      });
    } catch (err) {
      // the partial unique index: a second submission raced the first
      if ((err as { code?: string }).code === "23505") return failure("KYC_ALREADY_IN_REVIEW");
      throw err;
    }
    return success(null);
  }

  async function queue(stateFilter: string | undefined, page: number, limit: number) {
    const rows = await db.query<ApplicationRow>(
      `${selectApplications} WHERE ($1::text IS NULL OR k.state = $1) ORDER BY k.id ${stateFilter === "review" ? "ASC" : "DESC"} LIMIT $2 OFFSET $3`,
      [stateFilter ?? null, limit, offsetOf(page, limit)],
    );
    const [count] = await db.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM kyc_applications WHERE $1::text IS NULL OR state = $1",
      [stateFilter ?? null],
    );
    return pageOf(rows.map(toApplication), count?.n ?? 0, page, limit);
  }

  async function applicationsOf(userId: number) {
    const rows = await db.query<ApplicationRow>(
      `${selectApplications} WHERE k.user_id = $1 ORDER BY k.id DESC`,
      [userId],
    );
    return rows.map(toApplication);
  }

  /** Approve or reject one application under review; the decision and both states are audited. */
  async function review(
    operator: SessionOperator,
    id: number,
    decision: { approve: true } | { approve: false; reason: string },
    ip: string,
  ): Promise<Outcome<null>> {
    if (!decision.approve && decision.reason.trim().length < 2) return failure("KYC_REJECT_REASON_REQUIRED");
    const decided = await db.tx(async (q): Promise<Outcome<UserNotice[]>> => {
      const [app] = await q.query<{
        user_id: number;
        level: Level;
        state: string;
        email: string | null;
        phone: string | null;
      }>(
        `SELECT k.user_id, k.level, k.state, u.email, u.phone FROM kyc_applications k JOIN users u ON u.id = k.user_id
         WHERE k.id = $1 FOR UPDATE OF k`,
        [id],
      );
      if (app?.state !== "review") return failure("KYC_NOT_IN_REVIEW");
      if (decision.approve && app.level === 1 && !(app.email && app.phone))
        return failure("KYC_CONTACTS_REQUIRED");
      const now = clock();
      const next = decision.approve ? "approved" : "rejected";
      const reason = decision.approve ? null : decision.reason.trim();
      await q.query(
        "UPDATE kyc_applications SET state = $2, reject_reason = $3, reviewed_by = $4, reviewed_at = $5 WHERE id = $1",
        [id, next, reason, operator.id, now],
      );
      if (decision.approve) {
        await q.query("UPDATE users SET kyc_level = GREATEST(kyc_level, $2), real_state = $3 WHERE id = $1", [
          app.user_id,
          app.level,
          REAL_STATE.certified,
        ]);
      } else {
        // a rejected level 2 leaves level 1 certified: the legacy field shows the newest decision
        await q.query("UPDATE users SET real_state = $2 WHERE id = $1", [app.user_id, REAL_STATE.rejected]);
      }
      await writeAudit(q, {
        operatorId: operator.id,
        action: decision.approve ? "kyc.approve" : "kyc.reject",
        targetType: "kyc_application",
        targetId: id,
        before: { state: "review", level: app.level },
        after: { state: next, reject_reason: reason },
        ip,
        userId: app.user_id,
      });
      const told = await userAndDemo(q, app.user_id);
      const kyc = { level: app.level, state: decision.approve ? "certified" : "rejected", reason } as const;
      return success(told.map((userId): UserNotice => ({ userId, kind: "kyc", kyc })));
    });
    if (!decided.ok) return decided;
    for (const notice of decided.value) {
      events.emit("user", notice);
      deps.relay?.(notice);
    }
    return success(null);
  }

  /** The verified level, for guards on actions that need real-name first (type 998). */
  async function levelOf(userId: number): Promise<number> {
    const [row] = await db.query<{ kyc_level: number }>("SELECT kyc_level FROM users WHERE id = $1", [
      userId,
    ]);
    return row?.kyc_level ?? 0;
  }

  return { state, submit, queue, applicationsOf, review, levelOf, events };
}

export type KycService = ReturnType<typeof createKycService>;
