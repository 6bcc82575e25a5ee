/** Loaded on first use (ui/toast.ts): antd-mobile's Toast pulls in its animation library. */
export { Toast } from "antd-mobile";
