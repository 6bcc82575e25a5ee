import type { DialogAlertProps, DialogConfirmProps } from "antd-mobile/es/components/dialog";

/**
 * antd-mobile's confirm and alert dialogs, fetched on first use (like showToast): the dialog and the
 * animation code it needs stay out of the screens' first load, and the user's tap pays for them once.
 */
export function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  return import("antd-mobile/es/components/dialog").then(({ default: Dialog }) => Dialog.confirm(props));
}

export function alertDialog(props: DialogAlertProps): Promise<void> {
  return import("antd-mobile/es/components/dialog").then(({ default: Dialog }) => Dialog.alert(props));
}
