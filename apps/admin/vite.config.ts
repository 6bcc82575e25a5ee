import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { compression } from "vite-plugin-compression2";

/** The server (apps/server) listens on 8080 in development and serves the built console at /admin/. */
const server = "http://127.0.0.1:8080";

export default defineConfig({
  base: "/admin/",
  // Every built file is also written brotli- and gzip-compressed; the server sends the one the browser accepts.
  plugins: [react(), compression({ include: /\.(html|css|js|json|svg)$/ })],
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
    rolldownOptions: {
      // antd's form context, which its inputs, selects and modals import, takes FormProvider from
      // @rc-component/form's index; that package and its validator only define things at module level but
      // are not marked side-effect free, so without this the whole form engine would load with every screen
      // (it now loads with the pages that have forms).
      treeshake: {
        moduleSideEffects: (id) => !/[\\/]@rc-component[\\/](form|async-validator)[\\/]/.test(id),
      },
    },
  },
});
