import { Type } from "typebox";

/**
 * `GET /metrics`: the server's metrics in the Prometheus text exposition format (version 0.0.4), every
 * name starting `bourse_`. Answered to the addresses METRICS_ALLOW lists only.
 */
export const MetricsExposition = Type.String({
  description: "Prometheus text exposition format 0.0.4 (text/plain; version=0.0.4)",
});

/** `GET /metrics` from an address METRICS_ALLOW does not list: a plain-text refusal, nothing else. */
export const MetricsRefused = Type.String({ description: "Plain text: the address may not read metrics" });
