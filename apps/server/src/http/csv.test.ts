import { Type } from "typebox";
import { describe, expect, test } from "vitest";
import { columnsOf, csvCell, csvDocument, csvOfRows } from "./csv.ts";
import { rowsOf } from "./csv-export.ts";

describe("CSV writer", () => {
  test("quotes cells with commas, quotes, line breaks and edge spaces, doubling quotes", () => {
    expect(csvCell("plain")).toBe("plain");
    expect(csvCell("a,b")).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell("two\nlines")).toBe('"two\nlines"');
    expect(csvCell("cr\r\nlf")).toBe('"cr\r\nlf"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(42)).toBe("42");
  });

  test("neutralises what a spreadsheet would run as a formula", () => {
    expect(csvCell('=HYPERLINK("http://x")')).toBe('"\'=HYPERLINK(""http://x"")"');
    expect(csvCell("+1+1")).toBe("'+1+1");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1)")).toBe("'@SUM(A1)");
    expect(csvCell("\tcmd")).toBe("'\tcmd");
    expect(csvCell("\rcmd")).toBe('"\'\rcmd"');
    expect(csvCell("a=b")).toBe("a=b");
  });

  test("writes decimals exactly as their text, a signed decimal as a number, times ISO", () => {
    expect(csvCell("0.000000000000000001")).toBe("0.000000000000000001");
    expect(csvCell("123456789012345678.123456789")).toBe("123456789012345678.123456789");
    expect(csvCell("10.50")).toBe("10.50");
    expect(csvCell("-12.5")).toBe("-12.5");
    expect(csvCell("-12.5e3")).toBe("'-12.5e3");
    expect(csvCell(new Date("2026-01-02T03:04:05.678Z"))).toBe("2026-01-02T03:04:05.678Z");
  });

  test("a document is a header line and a CRLF-ended line per row", () => {
    expect(
      csvDocument(
        ["id", "note"],
        [
          [1, "x,y"],
          [2, null],
        ],
      ),
    ).toBe('id,note\r\n1,"x,y"\r\n2,\r\n');
  });

  test("columns follow the row schema; nested objects flatten, lists are JSON", () => {
    const Row = Type.Object({
      id: Type.Integer(),
      amount: Type.String(),
      user: Type.Union([Type.Object({ id: Type.Integer(), email: Type.String() }), Type.Null()]),
      tags: Type.Array(Type.String()),
    });
    const columns = columnsOf(Row);
    expect(columns.map((c) => c.header)).toEqual(["id", "amount", "user.id", "user.email", "tags"]);
    expect(
      csvOfRows(columns, [
        { id: 1, amount: "0.10", user: { id: 7, email: "=a@b" }, tags: ["x", "y"] },
        { id: 2, amount: "5", user: null, tags: [] },
      ]),
    ).toBe('id,amount,user.id,user.email,tags\r\n1,0.10,7,\'=a@b,"[""x"",""y""]"\r\n2,5,,,[]\r\n');
  });

  test("finds the rows of a list, a page and an inbox, and nothing in other answers", () => {
    const Item = Type.Object({ id: Type.Integer() });
    expect(rowsOf(Type.Array(Item))?.field).toBeNull();
    expect(rowsOf(Type.Object({ data: Type.Array(Item), total: Type.Integer() }))?.field).toBe("data");
    expect(rowsOf(Type.Object({ conversations: Type.Array(Item), unread: Type.Integer() }))?.field).toBe(
      "conversations",
    );
    expect(rowsOf(Type.Object({ ok: Type.Boolean() }))).toBeUndefined();
    expect(rowsOf(Type.String())).toBeUndefined();
    expect(rowsOf(Type.Array(Type.String()))).toBeUndefined();
  });
});
