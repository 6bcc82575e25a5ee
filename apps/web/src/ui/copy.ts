import i18next from "i18next";
import { showToast } from "./toast";

/** A hidden textarea and execCommand, for browsers without the async clipboard (insecure origins). */
function legacyCopy(text: string): boolean {
  const area = document.createElement("textarea");
  area.value = text;
  area.setAttribute("readonly", "");
  area.style.position = "fixed";
  area.style.opacity = "0";
  document.body.appendChild(area);
  area.select();
  try {
    return document.execCommand("copy");
  } catch {
    return false;
  } finally {
    area.remove();
  }
}

/** Copies `text` and says so (spec §8: "copied" or "copy failed"); resolves true on success. */
export async function copyText(text: string): Promise<boolean> {
  let done = false;
  try {
    if (navigator.clipboard && window.isSecureContext) {
      await navigator.clipboard.writeText(text);
      done = true;
    }
  } catch {
    done = false;
  }
  if (!done) done = legacyCopy(text);
  showToast(i18next.t(done ? "common.copied" : "common.copyFailed"));
  return done;
}
