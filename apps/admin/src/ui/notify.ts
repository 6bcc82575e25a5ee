import type { App } from "antd";

type MessageInstance = ReturnType<typeof App.useApp>["message"];

/**
 * Lets code outside React (the query cache) show antd messages through the App context, so they
 * follow the console's theme and locale. `NotifyBridge` (app/providers.tsx) installs the instance.
 */
let instance: MessageInstance | undefined;

export function setMessageInstance(next: MessageInstance | undefined): void {
  instance = next;
}

/** Shows a failure; the same text shown twice at once appears once. */
export function notifyError(text: string): void {
  instance?.error({ content: text, key: `error:${text}` });
}

/** Shows that a change was kept as a request for a second operator, not applied. */
export function notifyWarning(text: string): void {
  instance?.warning({ content: text, key: `warn:${text}` });
}

export function notifySuccess(text: string): void {
  instance?.success({ content: text, key: `ok:${text}` });
}
