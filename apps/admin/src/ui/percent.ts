/** A rate as percent (0.001 → 0.1 %), shifted as text: exact for every place the rate has. */
export const percent = (rate: string) => {
  const [whole = "0", fraction = ""] = rate.split(".");
  const padded = fraction.padEnd(2, "0");
  const integer = `${whole}${padded.slice(0, 2)}`.replace(/^0+(?=\d)/, "");
  const rest = padded.slice(2).replace(/0+$/, "");
  return `${integer}${rest ? `.${rest}` : ""} %`;
};
