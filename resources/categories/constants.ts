/** The category's three images (spec content §3): in the declaration and the schema alike, without zod. */
export const CATEGORY_IMAGES = ['category_icon', 'category_grey_icon', 'category_illustration'] as const;

/** Spec content §3, §5, §9: title per language up to 90, three images up to 1 MB, a colour. */
export const CATEGORY_TITLE_MAX = 90;
export const DEFAULT_CATEGORY_COLOR = '#2BCFD1';
export const CATEGORY_IMAGE_MAX_BYTES = 1024 * 1024;

/** The two forms' schemas, loaded with a form (zod is not for the category page's list). */
export const activityCategorySchema = () => import('./schema').then((m) => m.activityCategoryInput);
export const toolCategorySchema = () => import('./schema').then((m) => m.toolCategoryInput);
