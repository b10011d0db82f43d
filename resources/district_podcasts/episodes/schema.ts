import { zRecord } from '../../../src/contract/records';
import { CONTENT_LOCALES, zTranslations } from '../../../src/lib/translations';
import { V, z, zIdBody } from '../../../src/lib/validation';
import { EPISODE_LINK_MAX, EPISODE_TEXT_MAX, episodeLinkError } from './rules';

/**
 * An episode as the edit dialog sends it and the routes take it (spec content §3, §5): title and
 * number per language (at least one language with both, each at most 90 characters), one link.
 * The form checks with this schema too, so a refusal reads the same on both sides.
 */
const text = z.string().trim().max(EPISODE_TEXT_MAX);

export const episodeTranslations = zTranslations({ title: text, episode_number: text }, ['title', 'episode_number']);

/** Required first ("the podcast URL is required"), then an http(s) URL (rules.ts). */
const link = z
  .string({ error: (issue) => (issue.input === undefined || issue.input === null ? V.PodcastUrlRequired : V.FieldInvalid) })
  .trim()
  .max(EPISODE_LINK_MAX)
  .superRefine((value, ctx) => {
    const error = episodeLinkError(value);
    if (error) ctx.addIssue({ code: 'custom', message: error });
  });

export const episodeInput = z.strictObject({
  podcast_id: zIdBody,
  translations: episodeTranslations,
  external_link: link,
});
export type EpisodeInput = z.output<typeof episodeInput>;

/** One episode as the API returns it. */
export const episodeRecord = zRecord({
  podcast_id: z.number().int(),
  translations: z.array(z.object({ locale: z.enum(CONTENT_LOCALES), title: z.string(), episode_number: z.string() })),
  external_link: z.string(),
  position: z.number().int(),
});
export type EpisodeRecord = z.output<typeof episodeRecord>;
