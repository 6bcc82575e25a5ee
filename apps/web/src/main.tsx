// antd-mobile's theme variables and touch fix; each component is imported from its own module
import "antd-mobile/es/global";
import "./app/global.css";
import { StrictMode, startTransition } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/App";
import { createAppRouter } from "./app/router";
import { useAppStore } from "./app/store";
import { initI18n } from "./i18n";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing from index.html");

// The first screen renders only once the active language is loaded, so no key ever shows.
const language = initI18n(useAppStore.getState().lang);
// The router's first navigation (it starts fetching the screen) runs in a task of its own, after the
// one that ran the app's modules: a phone's main thread is never held for both at once.
await new Promise((resolve) => setTimeout(resolve, 0));
const router = createAppRouter();
await language;

// A transition: React renders the first screen in slices, yielding to the browser between them, instead
// of holding a phone's main thread for the whole tree at once.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  );
});
