#!/usr/bin/env node
// The engine is TypeScript source: tsx compiles it on import. The project's tsconfig is not read, so the
// verifier behaves the same from any directory.
import { register } from "tsx/esm/api";

register({ tsconfig: false });
const { main } = await import("../src/cli.ts");
process.exitCode = await main(process.argv.slice(2), process);
