/** A standard row as the answers show it: number, type and status derived by the one rule of each. */
import { kindOf } from '#lib/standard/number.ts';
import { STANDARD_STATUSES, statusOn } from '#lib/standard/status.ts';
import type { StandardType } from '#lib/standard/number.ts';
import type { StandardListItem } from '#lib/standard/types.ts';
import { standards } from '#server/db/schema/index.ts';

/** The columns a list item reads. */
export const LIST_COLUMNS = {
  id: standards.id,
  number: standards.number,
  prefix: standards.prefix,
  base: standards.base,
  name: standards.name,
  nameEn: standards.nameEn,
  issued: standards.issued,
  effective: standards.effective,
  withdrawn: standards.withdrawn,
  ccs: standards.ccs,
  ics: standards.ics,
};

export type ListRow = {
  id: number;
  number: string;
  prefix: string;
  base: string;
  name: string;
  nameEn: string;
  issued: string | null;
  effective: string | null;
  withdrawn: string | null;
  ccs: string;
  ics: string;
};

export function listItem(r: ListRow, today: string): StandardListItem {
  const kind = kindOf(r);
  const status = statusOn(r, today);
  return {
    id: r.id,
    number: r.number,
    name: r.name,
    name_en: r.nameEn,
    type: kind.type as StandardType,
    type_name: kind.typeName,
    sub_name: kind.subName,
    status,
    status_name: STANDARD_STATUSES[status],
    issued: r.issued,
    effective: r.effective,
    withdrawn: r.withdrawn,
    ccs: r.ccs,
    ics: r.ics,
  };
}
