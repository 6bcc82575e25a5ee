import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { openPostgres } from "../db/db.ts";
import { IMAGES } from "../testing/harness.ts";
import { checkLedger } from "./checker.ts";

const root = fileURLToPath(new URL("../../../../", import.meta.url));
const url = process.env.DATABASE_URL;
const port = 18300 + Math.floor(Math.random() * 500);
const base = `http://127.0.0.1:${port}/api`;
const dataDir = mkdtempSync(join(tmpdir(), "bourse-crash-"));
const OPERATOR_PASSWORD = "crash-test-operator-passphrase";
let server: ChildProcess | undefined;

function start(): Promise<void> {
  server = spawn(process.execPath, ["--import", "tsx", "apps/server/src/main.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      DEV_OUTBOX: "1",
      // a throwaway deployment on this machine's PostgreSQL: the dev outbox is allowed, the default
      // operator password is not
      TEST_DEPLOYMENT: "1",
      ADMIN_PASSWORD: OPERATOR_PASSWORD,
      OPERATOR_2FA: "seed-exempt",
      AUTH_RATE_LIMIT: "0",
      AUTH_ACCOUNT_RATE_LIMIT: "0",
      LOG_LEVEL: "warn",
      PASSWORD_COST: "1024",
    },
    stdio: "ignore",
  });
  return waitUntilUp();
}

async function waitUntilUp() {
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`${base}/getSetting?keyword=app_version`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("server did not start");
}

async function call(path: string, body: Record<string, string> = {}, token?: string) {
  const res = await fetch(`${base}${path}`, {
    method: "POST",
    body: new URLSearchParams(body),
    headers: token ? { authorization: token } : {},
  });
  return (await res.json()) as { type: string | number; message: never };
}

// Durability is a property of the real database: this runs in the PostgreSQL suite.
describe.runIf(url)("a server killed during a burst of transfers", () => {
  afterAll(() => {
    server?.kill("SIGKILL");
  });

  it("keeps every acknowledged transfer after a restart, and the ledger checks out", async () => {
    await start();
    const email = `crash-${Date.now()}@bourse.test`;
    await call("/sms_mail", { user_string: email });
    const outbox = (await (await fetch(`${base}/dev/outbox?to=${encodeURIComponent(email)}`)).json()) as {
      message: { code: string }[];
    };
    await call("/user/register", {
      type: "email",
      user_string: email,
      code: outbox.message[0]!.code,
      password: "secret123",
      re_password: "secret123",
    });
    const token = (await call("/user/login", { user_string: email, password: "secret123" }))
      .message as string;
    const form = new FormData();
    form.append("file", new Blob([IMAGES.png]), "voucher.png");
    const uploaded = await fetch(`${base}/upload`, {
      method: "POST",
      body: form,
      headers: { authorization: token },
    });
    const voucher = ((await uploaded.json()) as { message: string }).message;
    const claim = await call("/wallet/charge_req", { currency: "3", amount: "100000", voucher }, token);
    const admin = (await call("/admin/login", { username: "admin", password: OPERATOR_PASSWORD }))
      .message as string;
    expect(
      (await call(`/admin/deposits/${(claim.message as { id: number }).id}/approve`, {}, admin)).type,
    ).toBe("ok");

    let acknowledged = 0;
    const burst = Array.from({ length: 400 }, () =>
      call(
        "/wallet/change",
        { currency_id: "3", number: "1", from_field: "change", to_field: "micro" },
        token,
      )
        .then((r) => {
          if (r.type === "ok") acknowledged++;
        })
        .catch(() => {}),
    );
    while (acknowledged < 40) await new Promise((r) => setTimeout(r, 5));
    server?.kill("SIGKILL");
    await Promise.allSettled(burst);
    const seen = acknowledged;

    await start();
    const wallets = (await call("/wallet/list", {}, token)).message as Record<
      string,
      { balance: Record<string, string>[] }
    >;
    const micro = Number(
      wallets.micro_wallet!.balance.find((b) => b.currency_name === "USDT")!.micro_balance,
    );
    expect(micro).toBeGreaterThanOrEqual(seen);
    const db = openPostgres(url!);
    try {
      const me = (await (await fetch(`${base}/user/info`, { headers: { authorization: token } })).json()) as {
        message: { id: number };
      };
      const [row] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM journal_entries WHERE kind = 'transfer' AND user_id = $1",
        [me.message.id],
      );
      expect(row?.n).toBe(micro);
      expect(await checkLedger(db)).toEqual([]);
    } finally {
      await db.close();
    }
  }, 120_000);
});
