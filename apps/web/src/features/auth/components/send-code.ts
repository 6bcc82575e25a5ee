import { type CodeScene, postSmsMail } from "../../../api/post-sms-mail";
import { postSmsSend } from "../../../api/post-sms-send";
import type { Region } from "../../../ui/regions";
import { showToast } from "../../../ui/toast";
import type { AccountType } from "../model/validation";

interface SendCodeInput {
  type: AccountType;
  account: string;
  region: Region;
  scene: CodeScene;
  /** Checks the account field (showing its error); false stops the send. */
  validateAccount: () => boolean;
}

/**
 * The "Get code" action: checks the account, sends the code by email or SMS and toasts the
 * server's text. Resolves true when a code was sent (the button then counts down).
 */
export async function sendCode({
  type,
  account,
  region,
  scene,
  validateAccount,
}: SendCodeInput): Promise<boolean> {
  if (!validateAccount()) return false;
  try {
    const message =
      type === "email"
        ? await postSmsMail({ user_string: account.trim(), scene })
        : await postSmsSend({ area_code: region.dial, mobile: account.trim(), scene });
    showToast(message);
    return true;
  } catch {
    // The client already showed the server's reason.
    return false;
  }
}
