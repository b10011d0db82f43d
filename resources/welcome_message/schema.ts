import { zTranslations } from '../../src/lib/translations';
import { z } from '../../src/lib/validation';
import { WELCOME_MAX } from './contract';

export { WELCOME_MAX };

/** The district's welcome message: a description per language (spec content §3). */
export const welcomeMessageInput = z.strictObject({
  translations: zTranslations({ description: z.string().trim().max(WELCOME_MAX) }, ['description']),
});
export type WelcomeMessageInput = z.output<typeof welcomeMessageInput>;

/** The message as the API returns it (null while the district has none). */
export const welcomeMessageRecord = z.object({
  id: z.number().int(),
  district_id: z.number().int(),
  translations: z.array(z.object({ locale: z.string(), description: z.string() })),
  updated_at: z.string(),
});
