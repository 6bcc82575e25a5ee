/** Import boundaries. `npm run lint` fails on any violation. */
module.exports = {
  forbidden: [
    {
      name: "engine-is-pure",
      comment: "packages/engine and packages/money do no I/O: no node builtins, no server, no database.",
      severity: "error",
      from: { path: "^packages/(engine|money)/" },
      to: {
        dependencyTypes: ["core", "npm", "npm-dev", "npm-optional", "npm-peer", "npm-no-pkg", "npm-unknown"],
        pathNot: "^node_modules/fast-check",
      },
    },
    {
      name: "packages-stay-below-apps",
      comment: "Shared packages never import an app.",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "server-module-internals",
      comment: "A server module talks to another only through that module's index.ts (its exported service).",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/([^/]+)/",
        pathNot: ["^apps/server/src/modules/$1/", "^apps/server/src/modules/[^/]+/index\\.ts$"],
      },
    },
    {
      name: "web-features-independent",
      comment: "Web features do not import each other; app/ composes them.",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/([^/]+)/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "signer-stands-alone",
      comment:
        "The signer holds the keys that move coins and runs as its own process: it imports nothing else of the server.",
      severity: "error",
      from: { path: "^apps/server/src/signer/" },
      to: { path: "^apps/server/src/", pathNot: "^apps/server/src/signer/" },
    },
    {
      name: "server-sees-only-signer-protocol",
      comment:
        "The server talks to the signer over HTTP: of the signer it imports the wire protocol only (the development chain may derive the account's xpub, a test and its kits may run a signer).",
      severity: "error",
      from: {
        path: "^apps/server/src/",
        pathNot: [
          "^apps/server/src/signer/",
          "^apps/server/src/dev-chain/",
          "^apps/server/src/testing/",
          "\\.test\\.ts$",
        ],
      },
      to: { path: "^apps/server/src/signer/", pathNot: "^apps/server/src/signer/protocol\\.ts$" },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
