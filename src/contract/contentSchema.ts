import { isContentUrl, isServerDate } from '../lib/formats';
import { zTranslations } from '../lib/translations';
import { V, z, zOptionId } from '../lib/validation';
import {
  CONTENT_AUTHOR_MAX,
  CONTENT_DESCRIPTION_MAX,
  CONTENT_PLACE_ADDRESS_MAX,
  CONTENT_PLACE_NAME_MAX,
  CONTENT_SOURCE_MAX,
  CONTENT_STATUSES,
  CONTENT_SUBTITLE_MAX,
  CONTENT_TAGS_MAX,
  CONTENT_TITLE_MAX,
  APPROVAL_STATUSES,
  GROUP_TEXT_MAX,
  PLACE_TYPES,
  VISIBILITIES,
  hasField,
  isRequired,
  type ContentSpec,
} from './content';
import { zRecord } from './records';

export { contentDateErrors } from './contentRules';

/** An empty text stands for "none" in the optional inputs (the form sends what the user left). */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** An uploaded file's name, or its URL when the image already there is kept. */
const imageName = z
  .string({ error: V.NoImage })
  .trim()
  .min(1, V.NoImage)
  .max(300)
  .transform((v) => v.replace(/^.*\/api\/v3\/files\//, '').replace(/\?.*$/, ''));
export const image = (required: boolean) => (required ? imageName : z.preprocess(blankToNull, imageName.nullable()).default(null));

/** Spec console §5: content forms require http:// or https:// at the start. */
const link = z.string().trim().max(2000, V.FieldTooLongMax).refine(isContentUrl, V.InvalidUrl);

/** Spec content §5: a day as YYYY-MM-DD (NotNull when required, DateInvalid when it is not a real day). */
const day = z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).refine(isServerDate, V.DateInvalid);
const optionalDay = z.preprocess(blankToNull, day.nullable()).default(null);

/**
 * The body of a content create or update (spec content §3 "Content submit payload"), for the
 * entity's fields only: anything else is refused. Rules of spec content §5 "News and event content
 * form" that need no clock; "not in the past" (new items only) is `contentDateErrors`.
 */
export function contentInput(spec: ContentSpec) {
  const has = (f: Parameters<typeof hasField>[1]) => hasField(spec, f);
  const needs = (f: Parameters<typeof isRequired>[1]) => isRequired(spec, f);
  const text = {
    title: z.string().trim().max(CONTENT_TITLE_MAX),
    description: z.string().trim().max(CONTENT_DESCRIPTION_MAX),
    ...(has('subtitle') ? { subtitle: z.string().trim().max(CONTENT_SUBTITLE_MAX) } : {}),
    ...(has('group') ? { welcome_message: z.string().trim().max(GROUP_TEXT_MAX), goals: z.string().trim().max(GROUP_TEXT_MAX) } : {}),
  };
  const shape = {
    translations: zTranslations(text, ['title', 'description']),
    /** Draft or published; an update without it keeps the item's (a create makes a draft). */
    status: z.enum(CONTENT_STATUSES.filter((s) => s !== 'archived') as ['draft', 'published']).optional(),
    /** The publish date: the chosen day, or today when published without one (spec content §4). */
    datetime_confirmation: optionalDay,
    ...(has('visibility') ? { visibility: z.enum(VISIBILITIES, { error: V.SelectAnOption }).default('public') } : {}),
    ...(has('cover') ? { cover: image(needs('cover')) } : {}),
    ...(has('episode_cover') ? { episode_cover: image(needs('episode_cover')) } : {}),
    ...(has('external_link')
      ? {
          external_link: needs('external_link')
            ? z.string({ error: V.FieldNotNull }).trim().min(1, V.FieldNotNull).pipe(link)
            : z.preprocess(blankToNull, link.nullable()).default(null),
        }
      : {}),
    ...(has('stream') ? { stream_verified: z.boolean().default(false) } : {}),
    ...(has('top_news') ? { top_news: z.boolean().default(false) } : {}),
    ...(has('author') ? { author_name: z.string().trim().max(CONTENT_AUTHOR_MAX, V.FieldTooLongMax).default('') } : {}),
    ...(has('source') ? { source: z.preprocess(blankToNull, z.string().trim().max(CONTENT_SOURCE_MAX, V.FieldTooLongMax).nullable()).default(null) } : {}),
    ...(has('tags') ? { tag_ids: z.array(zOptionId).max(CONTENT_TAGS_MAX).default([]) } : {}),
    ...(has('dates') ? { datetime_start: needs('dates') ? day : optionalDay, datetime_end: needs('dates') ? day : optionalDay } : {}),
    ...(has('place')
      ? {
          place_type: z.enum(PLACE_TYPES, { error: V.SelectAnOption }).default('none'),
          place_id: z.preprocess(blankToNull, zOptionId.nullable()).default(null),
          place_name: z.preprocess(blankToNull, z.string().trim().max(CONTENT_PLACE_NAME_MAX, V.FieldTooLongMax).nullable()).default(null),
          place_address: z.preprocess(blankToNull, z.string().trim().max(CONTENT_PLACE_ADDRESS_MAX, V.FieldTooLongMax).nullable()).default(null),
        }
      : {}),
  };
  // Checked even while other fields fail, so every message shows at once (spec content §5).
  return z.strictObject(shape).superRefine(
    (v, ctx) => {
      const value = v as Record<string, unknown>;
      const day = (x: unknown) => (typeof x === 'string' && isServerDate(x) ? x : null);
      const start = day(value.datetime_start);
      const end = day(value.datetime_end);
      if (start && end && end < start) ctx.addIssue({ code: 'custom', path: ['datetime_end'], message: V.DateEndNotEqualPastStart });
      const given = (x: unknown) => typeof x === 'string' && x.trim() !== '';
      if (value.place_type === 'custom_space') {
        if (!given(value.place_name)) ctx.addIssue({ code: 'custom', path: ['place_name'], message: V.CustomSpaceNoName });
        if (!given(value.place_address)) ctx.addIssue({ code: 'custom', path: ['place_address'], message: V.CustomSpaceNoAddress });
      }
      if (value.place_type === 'select_space' && !value.place_id) ctx.addIssue({ code: 'custom', path: ['place_id'], message: V.SelectAnOption });
    },
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
}
export type ContentInput = z.output<ReturnType<typeof contentInput>>;

const nullableText = z.string().nullable();

/** One content item as the API returns it (spec content §3 "News or event content item"). */
export const contentRecord = zRecord({
  type: z.string(),
  status: z.enum(CONTENT_STATUSES),
  visibility: z.string(),
  translations: z.array(
    z.object({
      locale: z.string(),
      title: z.string(),
      description: z.string(),
      subtitle: z.string().optional(),
      welcome_message: z.string().optional(),
      goals: z.string().optional(),
    }),
  ),
  cover: nullableText,
  episode_cover: nullableText,
  external_link: nullableText,
  stream_verified: z.boolean(),
  place_type: z.enum(PLACE_TYPES),
  place_id: z.number().int().nullable(),
  place_name: nullableText,
  place_address: nullableText,
  datetime_start: nullableText,
  datetime_end: nullableText,
  datetime_confirmation: nullableText,
  top_news: z.boolean(),
  author_id: z.number().int().nullable(),
  author_name: z.string(),
  author_data: z.object({ name: z.string() }),
  source: nullableText,
  tag_ids: z.array(z.number().int()),
  tags: z.array(z.object({ id: z.number().int(), name: z.string() })),
  cloned_from: z.number().int().nullable(),
  episodes_count: z.number().int(),
  /** Community items only (spec content §4): waiting, rejected or confirmed; null elsewhere. */
  approval_status: z.enum(APPROVAL_STATUSES).nullable(),
  rejection_reason: nullableText,
  datetime_rejection: nullableText,
  updated_at: z.string(),
});
export type ContentRecord = z.output<typeof contentRecord>;
