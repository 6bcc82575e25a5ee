import { request } from "../../../api/client";

export type DocType = "id_card" | "passport" | "driver_licence" | "residence_permit" | "other";

export interface KycLevel1Input {
  name: string;
  doc_type: DocType;
  card_id: string;
  /** ISO 3166-1 alpha-2. */
  nationality: string;
  /** Paths /upload gave. */
  front_pic: string;
  reverse_pic: string;
}

export interface KycLevel2Input {
  hand_pic: string;
  relatives: string;
  relationship: string;
  relatives_phone: string;
  relatives_address: string;
}

/** `POST /user/real`: submits a level for review (type 1 basic, type 2 advanced). */
export function postReal(
  input: ({ type: 1 } & KycLevel1Input) | ({ type: 2 } & KycLevel2Input),
): Promise<string> {
  return request<string>("/user/real", { params: { ...input } });
}
