/** The signer: a separate process that holds the keys that move coins and signs within its policy. */
export { loadEnvFile, mnemonicFromEnv, signerOptionsFromEnv } from "./config.ts";
export { accountXpub, loadKeys } from "./keys.ts";
export { decryptMnemonic, encryptMnemonic, readKeystore, writeKeystore } from "./keystore.ts";
export { decimalToUnits, parseLimits } from "./policy.ts";
export * from "./protocol.ts";
export {
  isPrivateHost,
  parseSignRequest,
  type RunningSigner,
  type SignerOptions,
  startSigner,
} from "./server.ts";
