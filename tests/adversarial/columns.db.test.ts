import { NUMERIC_COLUMNS } from "@bourse/contract";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { operatorToken } from "../../apps/server/src/testing/harness.ts";
import { newUser, verified } from "./fixtures/kit.ts";
import { decimalOf, fieldsOf, type Operation, takesDecimalText } from "./openapi.ts";
import { largestDecimal, pastColumn, plausible } from "./values.ts";
import { adversarialApp, answerProblem, NOT_ENVELOPE, refusalProblem, saveStats, send } from "./world.ts";

/**
 * Every amount and price of every route against the column it lands in. Each decimal field names its
 * columns (`Decimal(column)` in packages/contract), each column is as the migrated schema declares it
 * (`information_schema`), each field admits exactly what its columns store, and a value one digit past
 * them is refused naming the field: never stored, never a refused commit (`COMMAND_NOT_STORABLE`, which
 * refuses other users' commands of the same batch with it), never a 5xx.
 */

/** Fields named like an amount or a price. */
const AMOUNT_NAME =
  /^(amount|price|number|value|cap|margin|quota|supply|reward|stake|collateral|share)$|_(amount|price|number|num|margin|fee|lots|size)$/;
/** Fields named so that are not amounts, and why. */
const NOT_AMOUNTS: Record<string, string> = {
  account_number: "a payment account's number, text",
  aba_number: "a bank's routing number, text",
  "POST /api/admin/settings value": "a setting's value, checked against the setting's declared type",
};

let world: Awaited<ReturnType<typeof adversarialApp>>;
let columns: Map<string, { precision: number; scale: number }>;
const stats = { requests: 0, serverErrors: 0, requestsPerRoute: {} as Record<string, number> };

beforeAll(async () => {
  world = await adversarialApp();
  const rows = await world.t.db.query<{ name: string; precision: number; scale: number }>(
    `SELECT table_name || '.' || column_name AS name, numeric_precision::int AS precision, numeric_scale::int AS scale
     FROM information_schema.columns WHERE table_schema = current_schema() AND data_type = 'numeric'`,
  );
  columns = new Map(rows.map((r) => [r.name, { precision: r.precision, scale: r.scale }]));
}, 120_000);

afterAll(async () => {
  saveStats("columns", { ...stats, routesCovered: Object.keys(stats.requestsPerRoute) });
  await world?.t.close();
});

/** The decimal fields of the document: every field that declares columns or takes decimal text. */
function decimalFields() {
  return world.ops.flatMap((op) =>
    fieldsOf(op, world.resolve)
      .filter((f) => decimalOf(f.schema) !== undefined || takesDecimalText(f.schema))
      .map((f) => ({ op, ...f, decimal: decimalOf(f.schema) })),
  );
}

describe("each decimal field names its columns, which the database declares so", () => {
  test("the columns the contract names are the migrated schema's", () => {
    const differ = Object.entries(NUMERIC_COLUMNS)
      .filter(([name, [precision, scale]]) => {
        const column = columns.get(name);
        return column?.precision !== precision || column.scale !== scale;
      })
      .map(
        ([name, declared]) => `${name}: declared ${declared}, migrated ${JSON.stringify(columns.get(name))}`,
      );
    expect(differ).toEqual([]);
  });

  test("every amount and price of every route names the columns it lands in", () => {
    const fields = decimalFields();
    expect(fields.length).toBeGreaterThan(50);
    const unnamed = fields.filter((f) => !f.decimal?.columns.length).map((f) => `${f.op.key} ${f.name}`);
    const named = world.ops.flatMap((op) =>
      fieldsOf(op, world.resolve)
        .filter(({ name, schema }) => {
          const last = name.split(".").at(-1) ?? name;
          if (!AMOUNT_NAME.test(last) || NOT_AMOUNTS[last] || NOT_AMOUNTS[`${op.key} ${name}`]) return false;
          const type = Array.isArray(schema.type) ? schema.type : [schema.type];
          return !type.includes("integer") && !type.includes("object") && !type.includes("array");
        })
        .filter(({ schema }) => !decimalOf(schema))
        .map(({ name }) => `${op.key} ${name}`),
    );
    expect([...unnamed, ...named], "declare each with Decimal(column) in packages/contract").toEqual([]);
  });

  test("each field admits what its columns store and nothing more", () => {
    const wrong: string[] = [];
    for (const { op, name, decimal } of decimalFields()) {
      if (!decimal) continue;
      const where = `${op.key} ${name}`;
      const found = decimal.columns.map((c) => columns.get(c));
      if (found.some((c) => c === undefined)) {
        wrong.push(`${where}: no NUMERIC column ${decimal.columns.join(", ")}`);
        continue;
      }
      const sizes = found as { precision: number; scale: number }[];
      const integerDigits = Math.min(...sizes.map((c) => c.precision - c.scale));
      const scale = Math.min(...sizes.map((c) => c.scale));
      if (decimal.integerDigits !== integerDigits || decimal.scale !== scale)
        wrong.push(
          `${where}: declares ${decimal.integerDigits}+${decimal.scale}, columns hold ${integerDigits}+${scale}`,
        );
      const admits = (text: string) => new RegExp(decimal.pattern, "u").test(text);
      if (!admits(largestDecimal(integerDigits, scale))) wrong.push(`${where}: refuses the largest value`);
      for (const past of pastColumn(integerDigits, scale))
        if (admits(past)) wrong.push(`${where}: admits ${past}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe("values past a column, on every route", () => {
  test("one digit past the integer digits or the scale is refused naming the field; the largest value is never refused by the database", async () => {
    const { t, resolve } = world;
    const a = await newUser(t, "columns@example.com");
    await verified({ t, a, b: a, operator: () => operatorToken(t) }, a, 2);
    let operator = await operatorToken(t);
    const problems: string[] = [];
    const byOp = new Map<Operation, string[]>();
    for (const f of decimalFields())
      if (f.decimal && f.op.params.some((p) => p.name === f.name))
        byOp.set(f.op, [...(byOp.get(f.op) ?? []), f.name]);

    for (const [op, names] of byOp) {
      if (NOT_ENVELOPE.test(op.key)) continue;
      const token = op.admin ? operator : a.token;
      for (const name of names) {
        const param = op.params.find((p) => p.name === name)!;
        const decimal = decimalOf(resolve(param.schema))!;
        const request = (value: unknown) => {
          const req = { path: {}, query: {}, body: {} } as Record<
            "path" | "query" | "body",
            Record<string, unknown>
          >;
          for (const p of op.params)
            req[p.in][p.name] = p === param ? value : plausible(resolve(p.schema), p.name);
          return req as {
            path: Record<string, unknown>;
            query: Record<string, unknown>;
            body: Record<string, unknown>;
          };
        };
        for (const json of [false, true]) {
          for (const past of pastColumn(decimal.integerDigits, decimal.scale)) {
            const res = await send(t, op, request(past), { token, json });
            count(op, res.statusCode);
            const problem = refusalProblem(res, name);
            if (problem) problems.push(`${op.key} ${name}=${past}${json ? " (json)" : ""}: ${problem}`);
          }
          // the largest value the field admits: any answer but a refused commit or a 5xx
          const largest = largestDecimal(decimal.integerDigits, decimal.scale);
          for (const value of [largest, "9".repeat(decimal.integerDigits)]) {
            const res = await send(t, op, request(value), { token, json });
            count(op, res.statusCode);
            const code = (res.json() as { code?: string }).code;
            const problem =
              answerProblem(res) ??
              (code === "COMMAND_NOT_STORABLE" || code === "COMMAND_RETRY" ? `answered ${code}` : undefined);
            if (problem) problems.push(`${op.key} ${name}=${value}${json ? " (json)" : ""}: ${problem}`);
          }
        }
      }
      if (op.admin && (await t.get("/api/admin/me", operator)).type !== "ok")
        operator = await operatorToken(t);
    }
    expect(problems.slice(0, 30)).toEqual([]);
    expect(stats.serverErrors).toBe(0);
  }, 600_000);
});

function count(op: Operation, status: number) {
  stats.requests += 1;
  if (status >= 500) stats.serverErrors += 1;
  stats.requestsPerRoute[op.key] = (stats.requestsPerRoute[op.key] ?? 0) + 1;
}
