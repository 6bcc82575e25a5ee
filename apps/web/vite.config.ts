import react from "@vitejs/plugin-react";
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

/** The server (apps/server) listens on 8080 in development and serves the built app at /h5/. */
const server = "http://127.0.0.1:8080";

export default defineConfig({
  base: "/h5/",
  // Every built file is also written brotli- and gzip-compressed; the server sends the one the browser accepts.
  plugins: [
    react(),
    preloadDefaultLocale(),
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
      // packages/engine and packages/money are pure (the dependency rules keep I/O out of them): a screen
      // takes only the engine modules the functions it imports need, not every module the package's index
      // re-exports. Without it, the NFT proof screen would share one chunk with the verifier and load its
      // Ed25519 and outcome rules too.
      treeshake: {
        moduleSideEffects: [{ test: /\/packages\/(engine|money)\/src\//, sideEffects: false }],
      },
      output: {
        codeSplitting: {
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
