import { describe, expect, it } from "vitest";
import { escapeXml, fitFont, posterSvg, svgDataUrl } from "./poster";
import { qrMatrix, qrPath } from "./qr";

const LINK = "https://bourse.example/h5/#/pages/common/register?code=ABCD2345";

/** The 7×7 finder pattern: a dark ring, a light ring, a dark 3×3 centre. */
function finderAt(matrix: boolean[][], top: number, left: number): boolean {
  for (let r = 0; r < 7; r++)
    for (let c = 0; c < 7; c++) {
      const ring = Math.max(Math.abs(r - 3), Math.abs(c - 3));
      if (matrix[top + r]?.[left + c] !== (ring !== 2)) return false;
    }
  return true;
}

describe("the QR code of a link", () => {
  it("is a square of a QR version's size with the three finder patterns", () => {
    const m = qrMatrix(LINK);
    expect((m.length - 17) % 4).toBe(0);
    expect(m.every((row) => row.length === m.length)).toBe(true);
    expect(finderAt(m, 0, 0)).toBe(true);
    expect(finderAt(m, 0, m.length - 7)).toBe(true);
    expect(finderAt(m, m.length - 7, 0)).toBe(true);
    expect(finderAt(m, m.length - 7, m.length - 7)).toBe(false);
  });

  it("is the same for the same text and differs for another", () => {
    expect(qrMatrix(LINK)).toEqual(qrMatrix(LINK));
    expect(qrMatrix(LINK)).not.toEqual(qrMatrix(LINK.replace("ABCD2345", "ABCD2346")));
  });

  it("grows with the text", () => {
    expect(qrMatrix("x").length).toBe(21);
    expect(qrMatrix(LINK).length).toBeGreaterThan(21);
  });
});

describe("the QR path", () => {
  it("draws each run of dark modules as one rectangle, offset by the margin", () => {
    const m = [
      [true, true, false],
      [false, true, false],
      [true, false, true],
    ];
    expect(qrPath(m)).toBe("M0 0h2v1h-2zM1 1h1v1h-1zM0 2h1v1h-1zM2 2h1v1h-1z");
    expect(qrPath(m, 2)).toBe("M2 2h2v1h-2zM3 3h1v1h-1zM2 4h1v1h-1zM4 4h1v1h-1z");
    expect(qrPath([[false, false]])).toBe("");
  });

  it("covers exactly the dark modules of a real code", () => {
    const m = qrMatrix(LINK);
    const dark = m.flat().filter(Boolean).length;
    const covered = [...qrPath(m).matchAll(/h(\d+)v1/g)].reduce((n, x) => n + Number(x[1]), 0);
    expect(covered).toBe(dark);
  });
});

describe("the poster", () => {
  const texts = {
    app: "Bourse",
    title: "Trade with me",
    lead: "Sign up with my code",
    codeLabel: "Invitation code",
    code: "ABCD2345",
    scan: "Scan to sign up",
  };

  it("carries the texts, the code and the QR", () => {
    const m = qrMatrix(LINK);
    const svg = posterSvg(m, texts);
    expect(svg.startsWith("<svg")).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    for (const value of Object.values(texts)) expect(svg).toContain(`>${value}</text>`);
    expect(svg).toContain(qrPath(m));
    expect(svg).toContain(`scale(${300 / m.length})`);
  });

  it("escapes what the texts hold", () => {
    expect(escapeXml(`a<b>&"c'`)).toBe("a&#60;b&#62;&#38;&#34;c&#39;");
    const svg = posterSvg([[true]], { ...texts, title: "<script>" });
    expect(svg).not.toContain("<script>");
    expect(svg).toContain("&#60;script&#62;");
  });

  it("shrinks a text that would not fit its line", () => {
    expect(fitFont("Trade with me", 34, 480)).toBe(34);
    expect(fitFont("Торгуй криптой вместе со мной", 34, 480)).toBe(27);
    expect(fitFont("一緒に暗号資産を取引しよう", 34, 480)).toBe(34);
    expect(fitFont("一緒に暗号資産を取引しよう、今すぐ始めよう", 34, 480)).toBe(22);
    expect(fitFont("x".repeat(1000), 34, 480)).toBe(10);
    const svg = posterSvg([[true]], { ...texts, title: "Торгуй криптой вместе со мной" });
    expect(svg).toContain('font-size="27" fill="#ffffff" font-weight="700">Торгуй');
  });

  it("is shown through a data URL", () => {
    expect(svgDataUrl("<svg/>")).toBe("data:image/svg+xml;charset=utf-8,%3Csvg%2F%3E");
  });
});
