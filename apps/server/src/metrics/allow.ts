import { isIP } from "node:net";
import ipaddr from "ipaddr.js";

/** Who may read `GET /metrics` when METRICS_ALLOW is unset: this machine only. */
export const DEFAULT_METRICS_ALLOW = ["127.0.0.1/8", "::1"];

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** One entry of an allow list, an address (`10.0.0.5`, `::1`) or a CIDR (`10.0.0.0/8`, `fd00::/8`), or undefined. */
function parseEntry(entry: string): Range | undefined {
  const [address = "", bits, ...rest] = entry.split("/");
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return undefined;
  const max = family === 4 ? 32 : 128;
  if (bits !== undefined && !(/^\d{1,3}$/.test(bits) && Number(bits) <= max)) return undefined;
  return [ipaddr.parse(address), bits === undefined ? max : Number(bits)];
}

/**
 * METRICS_ALLOW: "10.0.0.5, 10.1.0.0/16, fd00::/8" → its entries, each checked, so that a typo fails at
 * start instead of opening or closing the endpoint silently. Unset or blank: loopback only.
 */
export function parseMetricsAllow(raw: string | undefined): string[] {
  const entries = (raw ?? "")
    .split(",")
    .map((e) => e.trim())
    .filter((e) => e !== "");
  for (const entry of entries)
    if (!parseEntry(entry))
      throw new Error(`METRICS_ALLOW must list IP addresses or CIDRs (v4 or v6), got "${entry}"`);
  return entries.length > 0 ? entries : DEFAULT_METRICS_ALLOW;
}

/**
 * Whether an address is in one of the entries. An IPv4 client seen on an IPv6 socket
 * (`::ffff:10.0.0.5`) is matched as the IPv4 address it is; anything unreadable is refused.
 */
export function addressAllowed(entries: string[]): (address: string | undefined) => boolean {
  const ranges = entries.map((entry) => {
    const range = parseEntry(entry);
    if (!range) throw new Error(`not an address or CIDR: "${entry}"`);
    // an IPv4-mapped IPv6 range is the IPv4 range it maps
    const [address, bits] = range;
    if (address.kind() === "ipv6" && (address as ipaddr.IPv6).isIPv4MappedAddress() && bits >= 96)
      return [(address as ipaddr.IPv6).toIPv4Address(), bits - 96] as Range;
    return range;
  });
  return (raw) => {
    if (!raw || isIP(raw) === 0 || !ipaddr.isValid(raw)) return false;
    const address = ipaddr.process(raw);
    return ranges.some(([range, bits]) => range.kind() === address.kind() && address.match(range, bits));
  };
}
