import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { publicKeyOf } from "@bourse/engine";
import { afterAll, describe, expect, it } from "vitest";
import { localCluster, localClusterHome, sharedNodeEnv } from "./local.ts";

const repo = fileURLToPath(new URL("../../../../", import.meta.url));
const scratch = mkdtempSync(join(tmpdir(), "bourse-local-cluster-"));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe("the local cluster's settings (npm run cluster)", () => {
  it("lives outside the repository: under the XDG data home, per database, or where BOURSE_CLUSTER_DIR says", () => {
    expect(localClusterHome({ HOME: "/home/ann" }, "bourse_cluster")).toBe(
      "/home/ann/.local/share/bourse/cluster/bourse_cluster",
    );
    expect(localClusterHome({ HOME: "/home/ann", XDG_DATA_HOME: "/data/ann" }, "venue")).toBe(
      "/data/ann/bourse/cluster/venue",
    );
    expect(localClusterHome({ BOURSE_CLUSTER_DIR: "/srv/bourse" }, "venue")).toBe("/srv/bourse");
    expect(localClusterHome({}, "bourse_cluster").startsWith(repo)).toBe(false);
  });

  it("makes the key and the password once, readable by this user only, and gives every node the same", () => {
    const home = join(scratch, "a");
    const first = localCluster(home);
    expect(first.transparencyKey).toMatch(/^[0-9a-f]{64}$/);
    expect(() => publicKeyOf(first.transparencyKey)).not.toThrow();
    expect(first.dataDir).toBe(join(home, "data"));
    for (const file of ["transparency.key", "admin-password"])
      expect(statSync(join(home, "settings", file)).mode & 0o777).toBe(0o600);
    // a later run of the cluster, or each node started by it: the same settings
    expect(localCluster(home)).toEqual(first);
    const nodes = [1, 2, 3].map(() => sharedNodeEnv(localCluster(home)));
    expect(new Set(nodes.map((env) => env.TRANSPARENCY_KEY)).size).toBe(1);
    expect(nodes[0]).toEqual({
      DATA_DIR: first.dataDir,
      TRANSPARENCY_KEY: first.transparencyKey,
      ADMIN_PASSWORD: first.adminPassword,
    });
  });

  it("takes the key, the password and the data folder from the environment when given", () => {
    const key = "ab".repeat(32);
    const c = localCluster(join(scratch, "b"), {
      TRANSPARENCY_KEY: key,
      ADMIN_PASSWORD: "a-long-operator-password",
      DATA_DIR: join(scratch, "shared"),
    });
    expect(c).toMatchObject({
      transparencyKey: key,
      adminPassword: "a-long-operator-password",
      dataDir: join(scratch, "shared"),
    });
  });

  it("adopts the operator password an earlier layout kept (the database was started with it)", () => {
    const legacy = join(scratch, "cluster-admin-password");
    writeFileSync(legacy, "kept-from-before\n");
    const c = localCluster(join(scratch, "c"), {}, { adminPassword: legacy });
    expect(c.adminPassword).toBe("kept-from-before");
    expect(readFileSync(join(scratch, "c", "settings", "admin-password"), "utf8").trim()).toBe(
      "kept-from-before",
    );
  });
});
