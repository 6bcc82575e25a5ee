import { request } from "./client";

/** Spec §9: uploads time out after 60 s. */
export const UPLOAD_TIMEOUT_MS = 60_000;

/** The server's limit on an upload. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;

export const UPLOAD_TYPES = ["image/jpeg", "image/png", "image/gif", "image/webp"] as const;

/**
 * `POST /upload` (multipart field `file`): resolves with the private path `/api/files/<name>`,
 * readable only with the owner's token. Silent: the caller tells a refused file (toast) from a
 * failed transfer (spec §8: a modal asking to upload again).
 */
export function postUpload(file: Blob, fileName = "image"): Promise<string> {
  const form = new FormData();
  form.append("file", file, fileName);
  return request<string>("/upload", { form, silent: true, timeoutMs: UPLOAD_TIMEOUT_MS });
}
