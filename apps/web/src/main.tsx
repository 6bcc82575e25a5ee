// antd-mobile's theme variables and touch fix; each component is imported from its own module
import "antd-mobile/es/global";
import "./app/global.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { useAppStore } from "./app/store";
import { initI18n } from "./i18n";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The first screen renders only once the active language is loaded, so no key ever shows.
await initI18n(useAppStore.getState().lang);

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
