/** The category's three images (spec content §3): in the declaration and the schema alike, without zod. */
export const CATEGORY_IMAGES = ['category_icon', 'category_grey_icon', 'category_illustration'] as const;
