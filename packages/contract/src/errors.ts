/**
 * Stable error codes. The server maps a code to the envelope `type` and a localized message; clients
 * may branch on `code`. Ranges by product line keep them readable; never reuse a retired code.
 */
export const errorTypes = {
  // request
  REQUEST_INVALID_FIELD: "error",
  REQUEST_MALFORMED_BODY: "error",
  REQUEST_NOT_FOUND: "error",
  REQUEST_TOO_MANY: "error",
  SERVER_BUSY: "error",
  // auth
  AUTH_NOT_LOGGED_IN: 999,
  AUTH_KYC_REQUIRED: 998,
  AUTH_PAYMENT_METHOD_REQUIRED: 997,
  AUTH_INVALID_EMAIL: "error",
  AUTH_INVALID_MOBILE: "error",
  AUTH_INVALID_AREA_CODE: "error",
  AUTH_EMAIL_TAKEN: "error",
  AUTH_MOBILE_TAKEN: "error",
  AUTH_ACCOUNT_NOT_FOUND: "error",
  AUTH_WEAK_PASSWORD: "error",
  AUTH_PASSWORD_MISMATCH: "error",
  AUTH_WRONG_CREDENTIALS: "error",
  AUTH_ACCOUNT_LOCKED: "error",
  AUTH_ACCOUNT_DISABLED: "error",
  AUTH_INVALID_INVITE_CODE: "error",
  AUTH_GOOGLE_CODE_REQUIRED: "error",
  AUTH_INVALID_LANG: "error",
  CODE_INVALID_FORMAT: "error",
  CODE_WRONG: "error",
  CODE_EXPIRED: "error",
  CODE_TOO_MANY_TRIES: "error",
  CODE_RESEND_TOO_SOON: "error",
  CODE_INVALID_SCENE: "error",
  SETTING_NOT_FOUND: "error",
} as const;

export type ErrorCode = keyof typeof errorTypes;
