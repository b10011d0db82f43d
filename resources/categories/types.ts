import type { Identifier } from 'react-admin';

/** A category as the form and lists read it (translations mapped to `name` per language). */
export interface Category {
  id: Identifier;
  type: 'activity' | 'tool';
  visibility: 'district' | 'private';
  name: Partial<Record<string, string>>;
  category_color?: string;
  category_icon?: string | null;
  category_grey_icon?: string | null;
  category_illustration?: string | null;
}

export const CATEGORY_TYPES = ['activity', 'tool'] as const;
export type CategoryType = (typeof CATEGORY_TYPES)[number];

/** Private categories keep their title and cannot be deleted (spec content §3). */
export const isPrivate = (c: Pick<Category, 'visibility'> | undefined) => c?.visibility === 'private';

/** The edit route of a category's type. */
export const editPathOf = (type: CategoryType) => (type === 'tool' ? 'editToolCategoryform' : 'editActivityCategoryform');
