import { createGuardrails, generate, generateSecret, generateURI, verify } from "otplib";

/** The spec's authenticator key is 16 base32 characters: 10 bytes, below otplib's default minimum. */
const guardrails = createGuardrails({ MIN_SECRET_BYTES: 10 });

export const newTotpSecret = () => generateSecret({ length: 10 });

export const totpUri = (secret: string, account: string) =>
  generateURI({ issuer: "Bourse", label: account, secret });

/**
 * Checks a 6-digit TOTP code (RFC 6238, SHA-1, 30 s) at `now`, one step of clock drift either way.
 * A code whose time step is not after `lastStep` is refused, so an intercepted code cannot be replayed.
 * Returns the matched step to store as the new `lastStep`, or undefined.
 */
export async function checkTotp(
  secret: string,
  code: string,
  now: Date,
  lastStep: number | null,
  options: { digits?: 6 | 8; algorithm?: "sha1" | "sha256" | "sha512" } = {},
): Promise<number | undefined> {
  const digits = options.digits ?? 6;
  if (!new RegExp(`^\\d{${digits}}$`).test(code)) return undefined;
  const result = await verify({
    secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: 30,
    digits,
    algorithm: options.algorithm ?? "sha1",
    guardrails,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  // the TOTP strategy reports the matched step; the HOTP half of the union type does not
  return result.valid ? (result as { timeStep?: number }).timeStep : undefined;
}

/** The code an authenticator app shows at `now` (tests, and the operator seed's first sign-in). */
export const totpCodeAt = (secret: string, now: Date) =>
  generate({ secret, epoch: Math.floor(now.getTime() / 1000), guardrails });
