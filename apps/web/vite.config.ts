import { readFileSync } from "node:fs";
import react from "@vitejs/plugin-react";
import type { OutputBundle } from "rolldown";
import { defineConfig, type Plugin } from "vite";
import { compression } from "vite-plugin-compression2";
import pkg from "./package.json" with { type: "json" };

/**
 * The app renders its first screen once the active language has loaded (src/i18n): index.html preloads
 * the default language's module with the entry, instead of after it has run.
 */
function preloadDefaultLocale(): Plugin {
  return {
    name: "bourse:preload-default-locale",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(_html, { bundle }) {
        const locale = Object.values(bundle ?? {}).find(
          (chunk) => chunk.type === "chunk" && chunk.facadeModuleId?.endsWith("/src/i18n/locales/en.ts"),
        );
        if (!locale)
          throw new Error("the default locale (src/i18n/locales/en.ts) is not a chunk of the build");
        return [
          {
            tag: "link",
            attrs: { rel: "modulepreload", crossorigin: true, href: `/h5/${locale.fileName}` },
            injectTo: "head",
          },
        ];
      },
    },
  };
}

/**
 * The shell's style sheet is written into index.html: with no style sheet to wait for, the browser
 * paints the brand (the boot splash) as soon as the page is parsed, before the shell's script has
 * arrived and run, on every visit alike. (It holds no `url()`, which would resolve from another place.)
 */
function inlineShellCss(): Plugin {
  return {
    name: "bourse:inline-shell-css",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler(html, { bundle }) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/h5\/(assets\/shell-[\w-]+\.css)">/,
          (link, fileName: string) => {
            const sheet = bundle?.[fileName];
            if (sheet?.type !== "asset" || typeof sheet.source !== "string" || sheet.source.includes("url("))
              return link;
            return `<style>${sheet.source}</style>`;
          },
        );
      },
    },
  };
}

/**
 * Where the app keeps state a module holds for every screen (stores, live channels, drafts, the
 * language's namespaces): such a module must exist once, so its chunk is never copied into screens.
 */
const STATE = /\/src\/(api|app|i18n)\/|\/src\/features\/[^/]+\/model\//;

/**
 * Module-level state in an app module: a mutable binding, a store, a context, a collection. A
 * collection named `…Cache` is exempt: each copy may build its own (a formatter cache, for one).
 */
const MODULE_STATE =
  /^(export )?(let|var) |^(export )?const \w+(?<!Cache) = (new (Map|Set|WeakMap)\b|create[<(]|createContext)/m;

/**
 * The build fails when an app module with module-level state ends up in more than one chunk (small
 * common chunks are copied into the screens that use them): each copy would hold its own state, and a
 * screen would miss what another wrote. Move such a module under one of the STATE folders.
 */
function stateOnce(): Plugin {
  return {
    name: "bourse:state-once",
    apply: "build",
    generateBundle(_options, bundle: OutputBundle) {
      const copies = new Map<string, number>();
      for (const chunk of Object.values(bundle))
        if (chunk.type === "chunk")
          for (const id of chunk.moduleIds) copies.set(id, (copies.get(id) ?? 0) + 1);
      for (const [id, count] of copies)
        if (count > 1 && id.includes("/apps/web/src/") && MODULE_STATE.test(readFileSync(id, "utf8")))
          this.error(
            `${id} holds module-level state and is copied into ${count} chunks; move it under ${STATE}`,
          );
    },
  };
}

/** The server (apps/server) listens on 8080 in development and serves the built app at /h5/. */
const server = "http://127.0.0.1:8080";

export default defineConfig({
  base: "/h5/",
  // Every built file is also written brotli- and gzip-compressed; the server sends the one the browser accepts.
  plugins: [
    react(),
    preloadDefaultLocale(),
    inlineShellCss(),
    stateOnce(),
    compression({ include: /\.(html|css|js|json|svg|webmanifest)$/ }),
  ],
  define: { __APP_VERSION__: JSON.stringify(pkg.version) },
  server: {
    port: 5173,
    proxy: {
      "/api": server,
      "/uploads": server,
      "/socket.io": { target: server, ws: true },
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    // bench/web-size.mjs walks .vite/manifest.json to measure what the first screens load.
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      // A screen's chunk may hold copies of small shared modules (below): nothing imports the entry's exports.
      preserveEntrySignatures: false,
      // packages/engine and packages/money are pure (the dependency rules keep I/O out of them): a screen
      // takes only the engine modules the functions it imports need, not every module the package's index
      // re-exports. Without it, the NFT proof screen would share one chunk with the verifier and load its
      // Ed25519 and outcome rules too.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/(engine|money)\/src\//, sideEffects: false }],
      },
      output: {
        codeSplitting: {
          // On a phone's link each request costs a round trip, and a screen's shared modules made dozens
          // of small chunks: common chunks under 16 KB of source are copied into each screen that uses
          // them instead (a cold visit of the trade screen requests 21 scripts and style sheets, not 85).
          // Modules that hold state never are (STATE, checked by stateOnce); groups (the shell, the
          // framework) are never copied.
          experimentalInlineCommonChunks: { maxSize: 16 * 1024, exclude: STATE },
          groups: [
            // Everything the entry imports statically, the framework included, in one file: on a phone's
            // link each request costs a round trip, and the first screen needs all of it anyway. (Screens
            // import antd-mobile's components by their own modules: the package's index would pull every
            // component into this group.)
            { name: "shell", tags: ["$initial"] },
            // What screens use of the framework beyond the shell (mutations, infinite queries), in one file.
            {
              name: "framework",
              test: /node_modules\/(react|react-dom|scheduler|react-router|@tanstack\/(query-core|react-query)|i18next|react-i18next|zustand|use-sync-external-store)\//,
            },
          ],
        },
      },
    },
  },
});
