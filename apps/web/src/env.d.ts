/// <reference types="vite/client" />

/** The web package version (apps/web/package.json), injected by Vite's `define`. */
declare const __APP_VERSION__: string;
