import { Typography } from "antd";
import type { ReactNode } from "react";
import { orDash } from "./format";

/** Long text in a table cell: one line up to `width` pixels, the whole text on hover. */
export function Clipped({
  text,
  width,
  code,
}: {
  text: string | null | undefined;
  width: number;
  code?: boolean;
}) {
  if (!text) return <>{orDash(text)}</>;
  return (
    <Typography.Text code={code} ellipsis={{ tooltip: text }} style={{ maxWidth: width, color: "inherit" }}>
      {text}
    </Typography.Text>
  );
}

/** Two lines in a cell: the main value and a secondary one beneath it. */
export function TwoLines({ main, sub }: { main: ReactNode; sub: ReactNode }) {
  return (
    <div style={{ lineHeight: 1.35 }}>
      <div>{main}</div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {sub}
      </Typography.Text>
    </div>
  );
}
