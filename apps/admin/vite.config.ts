import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

/** The server (apps/server) listens on 8080 in development and serves the built console at /admin/. */
const server = "http://127.0.0.1:8080";

export default defineConfig({
  base: "/admin/",
  plugins: [react()],
  server: {
    port: 5174,
    proxy: {
      "/api": server,
      "/uploads": server,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    target: "es2022",
    // antd is one large vendor chunk by design; the console is a desktop app on a fast link.
    chunkSizeWarningLimit: 1500,
  },
});
