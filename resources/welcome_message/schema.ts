import { zTranslations } from '../../src/lib/translations';
import { z } from '../../src/lib/validation';

/** The district's welcome message: a description per language (spec content §3). */
export const WELCOME_MAX = 2000;

export const welcomeMessageInput = z.strictObject({
  translations: zTranslations({ description: z.string().trim().max(WELCOME_MAX) }, ['description']),
});
