/**
 * What useful info and SOS contacts share (spec console §1 "useful info, SOS contacts"): two
 * entities on the one `district_contacts` table, told apart by its `kind` (each contract's subset).
 * Server-safe and zod-free, as a contract.
 */
import type { ListContract } from '../../src/contract/entity';

/** A contact's category; labels under `resources.<name>.values.category.<value>`. */
export const CONTACT_CATEGORIES = ['emergency', 'health', 'security', 'utilities', 'transport', 'administration', 'other'] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** Per language, at most this long (the form counts, the server refuses more). */
export const CONTACT_NAME_MAX = 120;
export const CONTACT_NOTES_MAX = 500;
/** The column's width: a "+" and 31 digits. */
export const CONTACT_PHONE_MAX = 32;

/**
 * The list options of both: in their own order, searchable by name and phone, filtered by
 * category. The category's labels are under the entity's own name, hence one list per entity.
 */
export function contactList(name: 'useful_info' | 'sos_contacts') {
  return {
    orderable: true,
    sortable: ['position', 'id', 'name', 'category'],
    searchable: ['name', 'phone'],
    filters: [{ kind: 'enum', field: 'category', values: CONTACT_CATEGORIES }],
    columns: [
      { source: 'name', kind: 'localized' },
      // The list draws a tel: link (ContactViews); the early rows the number.
      { source: 'phone', kind: 'text' },
      // The category's label, in plain text (ContactViews).
      { source: 'category', kind: 'label', labels: `resources.${name}.values.category`, hideOnMobile: true },
      { source: 'notes', kind: 'localized', hideOnMobile: true },
    ],
  } as const satisfies Partial<ListContract>;
}
