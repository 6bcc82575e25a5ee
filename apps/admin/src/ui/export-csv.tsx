import { Button } from "antd";
import { useState } from "react";
import { ApiError, apiUrl, authHeaders, failureOf, type Query } from "../api/client";
import { t, useI18n } from "../i18n";
import { notifyError, notifySuccess } from "./notify";

/** The file's name the server gave (`attachment; filename=<list>-<date>.csv`), or `fallback`. */
export function fileNameOf(disposition: string | null, fallback: string): string {
  const name = disposition?.match(/filename="?([^";]+)"?/)?.[1];
  return name && /^[\w.-]+$/.test(name) ? name : fallback;
}

/**
 * `GET /api{path}?…&format=csv` with the operator's token: every row the list's filters select (all
 * pages, the server's cap said in `X-Export-Capped`), saved as the file the server names.
 */
export async function downloadCsv(path: string, query: Query): Promise<void> {
  const { page: _page, limit: _limit, ...filters } = query;
  let response: Response;
  try {
    response = await fetch(apiUrl(path, { ...filters, format: "csv" }), {
      headers: { ...authHeaders(), Accept: "text/csv" },
    });
  } catch {
    throw new ApiError("network", t("error.network"));
  }
  if (!(response.headers.get("content-type") ?? "").startsWith("text/csv")) {
    const body: unknown = await response.json().catch(() => undefined);
    throw body === undefined
      ? new ApiError("http", t("error.http", { status: response.status }))
      : failureOf(body);
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileNameOf(response.headers.get("content-disposition"), "export.csv");
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  const capped = response.headers.get("x-export-capped");
  if (capped) notifySuccess(t("list.exportCapped", { rows: capped }));
}

/** "Export CSV": the list at `path` with its current filters (`query`; paging is left out). */
export function ExportCsvButton({ path, query, testId }: { path: string; query: Query; testId?: string }) {
  const { t } = useI18n();
  const [busy, setBusy] = useState(false);
  return (
    <Button
      loading={busy}
      data-testid={testId ?? "export-csv"}
      onClick={async () => {
        setBusy(true);
        try {
          await downloadCsv(path, query);
        } catch (err) {
          notifyError(err instanceof Error && err.message ? err.message : t("list.exportFailed"));
        } finally {
          setBusy(false);
        }
      }}
    >
      {t("list.exportCsv")}
    </Button>
  );
}
