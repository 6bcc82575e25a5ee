import type { Db } from "../../db/db.ts";
import { failure, type Outcome, success } from "../../http/outcome.ts";
import type { FilesService } from "../files/index.ts";

/** Chinese characters, letters and digits (spec §5); signatures may also hold spaces between words. */
const NICKNAME = /^[\p{Script=Han}A-Za-z0-9]{2,10}$/u;
const SIGNATURE = /^(?=.{2,30}$)[\p{Script=Han}A-Za-z0-9]+(?: [\p{Script=Han}A-Za-z0-9]+)*$/u;

export function createProfileService(deps: { db: Db; files: FilesService }) {
  const { db } = deps;

  async function editNickname(userId: number, nickname: string): Promise<Outcome<null>> {
    const value = nickname.trim();
    if (!NICKNAME.test(value)) return failure("PROFILE_INVALID_NICKNAME");
    await db.query("UPDATE users SET nickname = $2 WHERE id = $1", [userId, value]);
    return success(null);
  }

  async function editSignature(userId: number, signature: string): Promise<Outcome<null>> {
    const value = signature.trim();
    if (!SIGNATURE.test(value)) return failure("PROFILE_INVALID_SIGNATURE");
    await db.query("UPDATE users SET signature = $2 WHERE id = $1", [userId, value]);
    return success(null);
  }

  /** The avatar must be an image this user uploaded; it becomes public at /uploads/<name>. */
  async function setAvatar(userId: number, ref: string): Promise<Outcome<string>> {
    const published = await deps.files.publish(userId, ref);
    if (!published.ok) return published;
    await db.query("UPDATE users SET head_portrait = $2 WHERE id = $1", [userId, published.value]);
    return published;
  }

  return { editNickname, editSignature, setAvatar };
}

export type ProfileService = ReturnType<typeof createProfileService>;
