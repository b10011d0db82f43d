import { defineContract } from '../../src/contract/entity';

/**
 * The district's welcome message: one record per district, read and written at the collection's
 * address (GET and PUT /api/v3/welcome_message), so none of the generic routes applies.
 */
/** The welcome message, per language, at most this long (the form counts, the server refuses more). */
export const WELCOME_MAX = 2000;

export default defineContract({
  // A district has one message: its screen is titled as its section, not with a plural.
  title: 'sections.welcome_message',
  name: 'welcome_message',
  route: '/backend/welcomeMessage',
  section: { id: 'welcome_message', parent: 'communication', position: 30 },
  feature: 'WelcomeMessage',
  permissions: { add: 'welcome_message_add', edit: 'welcome_message_edit' },
  actions: [],
  list: { searchable: [] },
  translatable: ['description'],
  schemas: () => import('./schema').then((m) => ({ input: m.welcomeMessageInput, record: m.welcomeMessageRecord })),
});
