import type { Outcome } from "../http/outcome.ts";
import { failure, success } from "../http/outcome.ts";

/** What a chat message carries once checked: its text (trimmed, maybe empty) and its image's private path. */
export interface ComposedMessage {
  body: string;
  image: string | null;
}

/**
 * Checks a chat message before it is stored, the same way for every chat of the venue (a P2P order's,
 * the support chat): the text is trimmed; an image must be an upload of `owner` (the sender, or for an
 * operator's picture the user it was uploaded for), kept as its private path `/api/files/<name>`; a
 * message with neither is refused naming `emptyField`.
 */
export async function composeMessage(
  owned: (owner: number, ref: string | undefined) => Promise<string | undefined>,
  owner: number,
  input: { text?: string | undefined; image?: string | undefined },
  empty: { code: "REQUEST_INVALID_FIELD" | "SUPPORT_MESSAGE_EMPTY"; field: string } = {
    code: "REQUEST_INVALID_FIELD",
    field: "text",
  },
): Promise<Outcome<ComposedMessage>> {
  const body = input.text?.trim() ?? "";
  let image: string | null = null;
  if (input.image) {
    const name = await owned(owner, input.image);
    if (!name) return failure("REQUEST_INVALID_FIELD", { field: "image" });
    image = `/api/files/${name}`;
  }
  if (body === "" && !image) return failure(empty.code, { field: empty.field });
  return success({ body, image });
}

/** The kind of a stored line: a picture (with or without text) or text. */
export const lineKind = (image: string | null): "text" | "image" => (image === null ? "text" : "image");
