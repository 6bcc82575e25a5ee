import { queryClient } from "../../../api/query-client";
import { showToast } from "../../../ui/toast";

/**
 * After a security change: say so, reload what depends on it (profile flags, withdrawal lock,
 * contacts for verification, devices), then go back.
 */
export async function afterChange(message: string, goBack: () => void): Promise<void> {
  showToast(message);
  await queryClient.invalidateQueries({ queryKey: ["user"] });
  goBack();
}
