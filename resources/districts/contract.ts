import { defineContract } from '../../src/contract/entity';

/** A district's name at most this long, unique in its city (the form counts, the server refuses more). */
export const DISTRICT_NAME_MAX = 120;
export const ZIP_CODE_MAX = 16;
export const WEATHER_LINK_MAX = 2000;
/** The UI languages a district may default to (spec console §9: en, it, pt). */
export const DISTRICT_LANGUAGES = ['en', 'it', 'pt'] as const;

/**
 * settings/districts (spec console §2 "settings/districts (+form, configurations)", content §3
 * "District"): the districts themselves and their configuration flags (console §3). A user manages
 * the districts they belong to: the list shows those where they hold one of the districts_*
 * permissions, and editing, configuring or deleting one needs the permission in that district
 * itself (the route's `:id` is the guard's district). Creating one needs districts_add in the
 * request's district, and its creator gets there the roles they hold in the request's district.
 */
export default defineContract({
  name: 'districts',
  route: '/backend/settings/districts',
  section: { id: 'settings_districts', parent: 'settings', position: 20 },
  permissions: { view: 'districts_view', add: 'districts_add', edit: 'districts_edit', delete: 'districts_delete' },
  list: {
    sort: { field: 'id', order: 'ASC' },
    sortable: ['id', 'name', 'city', 'country'],
    searchable: ['name', 'city'],
    columns: [
      { source: 'id', kind: 'number', width: 80, hideOnMobile: true },
      { source: 'name', kind: 'text' },
      // The record carries its city and country as objects; the list names them.
      { source: 'city', kind: 'text', value: 'city.name' },
      { source: 'country', kind: 'text', value: 'country.name', hideOnMobile: true },
      { source: 'time_zone', kind: 'text', hideOnMobile: true },
    ],
  },
  schemas: () => import('./schema').then((m) => ({ input: m.districtInput, record: m.districtRecord })),
});
