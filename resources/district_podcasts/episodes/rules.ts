import type { ContentLocale } from '../../../src/lib/contentLocales';
import type { FeaturePath } from '../../../src/lib/features';
import { isContentUrl, V } from '../../../src/lib/formats';
import type { Permission } from '../../../src/lib/permissions';

/**
 * A podcast's episodes (spec content §2 "Podcast episodes", §3 "Podcast and episode", §5 "Episode
 * edit"): the facts and rules the routes, the list and the edit dialog share. No zod here (the
 * list imports this on its first paint); the schema in schema.ts is built on the same constants.
 */

/** The API path segment of the episodes, and the audit trail's name for them. */
export const EPISODES = 'podcast_episodes';
/** The podcast entity: its contract's name, the `contents.type` of its rows and its live event's prefix. */
export const PODCASTS = 'district_podcasts';
export const PODCASTS_FEATURE: FeaturePath = 'DistrictContents.Podcasts';

/** Spec content §5, §9: episode title and number, at most 90 characters each, with a counter. */
export const EPISODE_TEXT_MAX = 90;
/** A link is a URL: long enough for any real one, short enough to refuse a pasted page. */
export const EPISODE_LINK_MAX = 2048;
/** The per-language fields of an episode. */
export const EPISODE_FIELDS = ['title', 'episode_number'] as const;

/**
 * Who may do what with episodes (spec content §6: the podcast rights show or hide create and row
 * actions). Adding an episode is part of creating or editing a podcast, so either right adds one;
 * changing one is editing the podcast; removing one needs the delete right, the same right that
 * shows the row's delete button (an editor without it sees no button, and the route agrees).
 */
export const EPISODE_PERMISSIONS = {
  read: ['podcast_view', 'podcast_add', 'podcast_edit', 'podcast_delete'],
  create: ['podcast_add', 'podcast_edit'],
  update: ['podcast_edit'],
  delete: ['podcast_delete'],
} as const satisfies Record<string, readonly Permission[]>;

/** The episode's link (spec content §5): required ("the podcast URL is required"), then an http(s) URL. */
export function episodeLinkError(link: unknown): string | undefined {
  if (typeof link !== 'string' || link.trim() === '') return V.PodcastUrlRequired;
  // The original's check "appears inverted" (spec content §5); here an http(s) URL passes and nothing else.
  return isContentUrl(link.trim()) ? undefined : V.InvalidUrl;
}

export type EpisodeTexts = Partial<Record<(typeof EPISODE_FIELDS)[number], Partial<Record<ContentLocale, string | null>>>>;

const blank = (v: unknown) => typeof v !== 'string' || v.trim() === '';

/**
 * Spec content §5: the title and the number cannot be empty in the language the form is in (the
 * default one it opens with): field → language → message key. The server, which does not know the
 * form's language, asks the same of at least one language (`LangNotNull` of zTranslations).
 */
export function currentLanguageErrors(
  values: EpisodeTexts,
  current: ContentLocale,
): Partial<Record<(typeof EPISODE_FIELDS)[number], Partial<Record<ContentLocale, string>>>> {
  const out: ReturnType<typeof currentLanguageErrors> = {};
  for (const field of EPISODE_FIELDS) if (blank(values[field]?.[current])) out[field] = { [current]: V.LangNotNull };
  return out;
}
