/** Loaded on first use (ui/toast.ts): antd-mobile's Toast pulls in its animation library. */
export { default as Toast } from "antd-mobile/es/components/toast";
