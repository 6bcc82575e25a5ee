import { Typography } from "antd";
import { orDash } from "./format";

/** A transaction hash, shortened, linking to its explorer page when the network has one. */
export function TxLink({ hash, url }: { hash: string | null | undefined; url: string | null | undefined }) {
  if (!hash) return <>{orDash(hash)}</>;
  const short = hash.length > 20 ? `${hash.slice(0, 10)}…${hash.slice(-8)}` : hash;
  return (
    <Typography.Text code title={hash} copyable={{ text: hash }}>
      {url ? (
        <a href={url} target="_blank" rel="noopener noreferrer">
          {short}
        </a>
      ) : (
        short
      )}
    </Typography.Text>
  );
}
