import { useQuery } from "@tanstack/react-query";
import { request } from "../../../api/client";

export interface JobRun {
  job: string;
  day: string;
  started_at: string;
  finished_at: string;
  /** null when the run finished; the error when it failed (the day is then run again) */
  error: string | null;
}

export interface Jobs {
  jobs: { job: string; done_through: string }[];
  runs: JobRun[];
}

/** `GET /admin/jobs`: each daily job's last day done, and the latest runs, newest first. */
export function useJobs() {
  return useQuery({
    queryKey: ["admin", "jobs"],
    queryFn: () => request<Jobs>("/admin/jobs"),
    refetchInterval: 30_000,
  });
}
