import { VISIBILITIES } from '../../src/contract/content';
import { zRecord } from '../../src/contract/records';
import { isContentUrl } from '../../src/lib/formats';
import { zTranslations } from '../../src/lib/translations';
import { V, z, zOptionId } from '../../src/lib/validation';
import {
  LINKED_CONTENT_KINDS,
  POST_DESCRIPTION_MAX,
  POST_EMAIL_MAX,
  POST_LINK_MAX,
  POST_PHONE_MAX,
  POST_SMART_SOLUTIONS_MAX,
  POST_STATUSES,
  POST_TITLE_MAX,
  POST_TYPES,
} from './contract';
import { contactErrors } from './rules';

/** An empty text stands for "none" in the optional inputs. */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToNull, schema.nullable()).default(null);

/** An uploaded file's name, or the URL of the image the post already has. */
const imageName = z
  .string({ error: V.NoImage })
  .trim()
  .min(1, V.NoImage)
  .max(300)
  .transform((v) => v.replace(/^.*\/api\/v3\/files\//, '').replace(/\?.*$/, ''));

/**
 * The body of a post's create or update (spec content §7 "Post create or update"): texts per
 * language, type, status of the button pressed, contact options, cover, visibility, smart-solution
 * labels and the linked content. The rules of spec content §5 "Post form", every one on its field.
 */
export const postInput = z
  .strictObject({
    translations: zTranslations(
      { title: z.string().trim().max(POST_TITLE_MAX, V.FieldTooLongMax), description: z.string().trim().max(POST_DESCRIPTION_MAX, V.FieldTooLongMax) },
      ['title', 'description'],
    ),
    type: z.enum(POST_TYPES, { error: V.SelectAnOption }).default('request'),
    /** The status button pressed; archived only through the archive action. A create without it waits. */
    status: z.enum(POST_STATUSES.filter((s) => s !== 'archived') as ['waiting', 'rejected', 'confirmed'], { error: V.SelectAnOption }).optional(),
    visibility: z.enum(VISIBILITIES, { error: V.SelectAnOption }).default('public'),
    external_link: optional(z.string().trim().max(POST_LINK_MAX, V.FieldTooLongMax).refine(isContentUrl, V.InvalidUrl)),
    contact_email: optional(z.string().trim().max(POST_EMAIL_MAX, V.FieldTooLongMax)),
    display_email: z.boolean({ error: V.FieldInvalid }).default(true),
    contact_telephone: optional(z.string().trim().max(POST_PHONE_MAX, V.FieldTooLongMax)),
    display_telephone: z.boolean({ error: V.FieldInvalid }).default(false),
    image_path: imageName,
    image_name: optional(z.string().trim().max(255, V.FieldTooLongMax)),
    smart_solutions: z.array(zOptionId).max(POST_SMART_SOLUTIONS_MAX, V.NumberMax).default([]),
    linked_content_type: optional(z.enum(LINKED_CONTENT_KINDS as [string, ...string[]], { error: V.SelectAnOption })),
    linked_content_id: optional(zOptionId),
    /** The author (spec content §3 "author_id"): a member of the district; the writer when not given. */
    author_id: optional(zOptionId),
  })
  // Checked even while other fields fail, so every message shows at once.
  .superRefine(
    (v, ctx) => {
      for (const [field, message] of Object.entries(contactErrors(v))) ctx.addIssue({ code: 'custom', path: [field], message });
      if (v.linked_content_type && !v.linked_content_id) ctx.addIssue({ code: 'custom', path: ['linked_content_id'], message: V.SelectAnOption });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
export type PostInput = z.output<typeof postInput>;

const nullableText = z.string().nullable();

/** One post as the API returns it (spec content §3 "Post"). */
export const postRecord = zRecord({
  type: z.enum(POST_TYPES),
  status: z.enum(POST_STATUSES),
  visibility: z.string(),
  translations: z.array(z.object({ locale: z.string(), title: z.string(), description: z.string() })),
  external_link: nullableText,
  contact_email: nullableText,
  display_email: z.boolean(),
  contact_telephone: nullableText,
  display_telephone: z.boolean(),
  image_path: nullableText,
  image_name: nullableText,
  smart_solutions: z.array(z.number().int()),
  linked_content_type: nullableText,
  linked_content_id: z.number().int().nullable(),
  author_id: z.number().int().nullable(),
  author_data: z.object({ name: z.string(), profile_picture: nullableText, email: nullableText, phone: nullableText }),
  published_date: nullableText,
  updated_at: z.string(),
});
export type PostRecord = z.output<typeof postRecord>;
