/**
 * Compares two non-negative decimal texts by value ("150" > "100", "0.5" > "0.02"), as text, never as
 * floats; undefined when either is not a plain decimal.
 */
export function compareDecimal(a: string, b: string): -1 | 0 | 1 | undefined {
  const parts = (text: string) => {
    const m = /^\s*0*([0-9]*)(?:\.([0-9]*))?\s*$/.exec(text);
    return m && text.trim() !== "" && text.trim() !== "."
      ? { whole: m[1] ?? "", fraction: m[2] ?? "" }
      : undefined;
  };
  const x = parts(a);
  const y = parts(b);
  if (!x || !y) return undefined;
  if (x.whole.length !== y.whole.length) return x.whole.length > y.whole.length ? 1 : -1;
  if (x.whole !== y.whole) return x.whole > y.whole ? 1 : -1;
  const width = Math.max(x.fraction.length, y.fraction.length);
  const fx = x.fraction.padEnd(width, "0");
  const fy = y.fraction.padEnd(width, "0");
  return fx === fy ? 0 : fx > fy ? 1 : -1;
}
