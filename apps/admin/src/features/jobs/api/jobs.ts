import type { JobsRecent as Jobs } from "@bourse/contract";
import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

/**
 * The answer's shapes (contract `JobsRecent`, `JobRun`): each job's last day done, and the latest runs,
 * each with its error (null when it finished; a failed day is run again).
 */
export type { JobRun, JobsRecent as Jobs } from "@bourse/contract";

/** `GET /admin/jobs`: each daily job's last day done, and the latest runs, newest first. */
export function useJobs() {
  return useQuery({
    queryKey: ["admin", "jobs"],
    queryFn: () => request<Jobs>("/admin/jobs"),
    refetchInterval: 30_000,
  });
}
