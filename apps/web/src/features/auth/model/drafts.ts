/** Field values typed into a form, kept while the user visits the area picker. */
const drafts = new Map<string, Record<string, unknown>>();

export function readDraft(form: string): Record<string, unknown> {
  return drafts.get(form) ?? {};
}

export function saveDraft(form: string, values: Record<string, unknown>): void {
  drafts.set(form, { ...readDraft(form), ...values });
}

export function clearDraft(form: string): void {
  drafts.delete(form);
}
