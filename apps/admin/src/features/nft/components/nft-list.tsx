import { Button, type FormInstance, Space, type TableColumnsType, type TableProps } from "antd";
import { type ReactNode, useState } from "react";
import { useCan } from "../../../api/operator";
import { useI18n } from "../../../i18n";
import { actionsColumn, when } from "../../../ui/queue-columns";
import { FormModal, fieldTestId } from "../../earn/components/form-modal";
import { RecordsTable } from "../../earn/components/records-table";

/** What a list of the NFT page holds; it names the list's test ids. */
export type NftRecordName = "artist" | "collection" | "artwork" | "sale" | "series";

/** The test ids of a form's fields: `nft-<name>-field-<field>`. */
export const nftFieldProps = (name: NftRecordName) => fieldTestId(`nft-${name}`);

/**
 * A list of the NFT page with its form (artists, collections, artworks, sales, series): the table, a
 * New button for admins (`nft-new-<name>`), an Edit button per row when the records change once made
 * (`nft-<name>-edit`), and the form in the console's form modal (`nft-<name>-form`, Save
 * `nft-<name>-save`), opened on a row or on `valuesOf(null)`. A refusal shows on the field the
 * server names (FormModal). Rows are `nft-<name>-row` with `data-id`.
 */
export function NftList<R extends { id: number }, V extends object>({
  name,
  help,
  records,
  columns,
  newLabel,
  title,
  saved,
  form,
  valuesOf,
  onSave,
  editable = false,
  actions,
  expandable,
  width = 600,
  fields,
}: {
  name: NftRecordName;
  help: string;
  records: { data?: R[] | undefined; isFetching: boolean };
  columns: TableColumnsType<R>;
  newLabel: string;
  /** the form's title, on a row or a new record (null) */
  title: (row: R | null) => string;
  saved: string;
  form: FormInstance<V>;
  valuesOf: (row: R | null) => Partial<V>;
  onSave: (values: V, row: R | null) => Promise<unknown>;
  editable?: boolean;
  /** a row's other buttons, for every operator who sees the list */
  actions?: (row: R) => ReactNode;
  expandable?: TableProps<R>["expandable"];
  width?: number;
  /** the form's fields, for the row opened (null: a new record) */
  fields: (row: R | null) => ReactNode;
}) {
  const { t } = useI18n();
  const mayEdit = useCan("editNft");
  /** the row opened and the values the form opened with: they stay as they were while it is open */
  const [editing, setEditing] = useState<{ row: R | null; values: Partial<V> } | null>(null);
  const open = (row: R | null) => setEditing({ row, values: valuesOf(row) });
  const row = editing?.row ?? null;
  const edits = mayEdit && editable;

  return (
    <>
      <RecordsTable<R>
        help={help}
        add={mayEdit ? { label: newLabel, onClick: () => open(null), testId: `nft-new-${name}` } : null}
        records={records}
        columns={[
          ...columns,
          ...when(
            edits || actions !== undefined,
            actionsColumn<R>(t("common.actions"), (r) => (
              <Space size={0}>
                {edits && (
                  <Button size="small" type="link" onClick={() => open(r)} data-testid={`nft-${name}-edit`}>
                    {t("common.edit")}
                  </Button>
                )}
                {actions?.(r)}
              </Space>
            )),
          ),
        ]}
        rowProps={(r) => ({ "data-testid": `nft-${name}-row`, "data-id": r.id })}
        expandable={expandable}
      />
      <FormModal<V>
        form={form}
        values={editing?.values ?? null}
        title={title(row)}
        saved={saved}
        onSave={(values) => onSave(values, row)}
        onClose={() => setEditing(null)}
        testId={`nft-${name}`}
        width={width}
      >
        {fields(row)}
      </FormModal>
    </>
  );
}
