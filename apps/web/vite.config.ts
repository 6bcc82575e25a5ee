import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import pkg from "./package.json" with { type: "json" };

/** The server (apps/server) listens on 8080 in development and serves the built app at /h5/. */
const server = "http://127.0.0.1:8080";

export default defineConfig({
  base: "/h5/",
  plugins: [react()],
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
    // bench/web-size.mjs walks .vite/manifest.json to measure what the home and login screens load.
    manifest: true,
    target: "es2022",
    rolldownOptions: {
      output: {
        codeSplitting: {
          // Vite's dynamic-import helper stays with the error reporting every screen loads, instead of a
          // chunk of its own whenever a lazy screen's graph happens not to import that.
          groups: [{ name: "failures", test: /preload-helper|src\/api\/failures\.ts$/ }],
        },
      },
    },
  },
});
