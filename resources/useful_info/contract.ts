import { DISTRICT_CONTENT_RIGHTS } from '../../src/contract/content';
import { defineContract } from '../../src/contract/entity';
import { contactList } from './constants';

/** The district's useful numbers (spec console §1): ordered, behind the district-details flag. */
export default defineContract({
  name: 'useful_info',
  route: '/backend/district/useful_info',
  section: { id: 'useful_info', parent: 'district', position: 70 },
  feature: 'DistrictContents.DistrictDetails',
  permissions: DISTRICT_CONTENT_RIGHTS,
  subset: { kind: 'useful_info' },
  list: contactList('useful_info'),
  translatable: ['name', 'notes'],
  schemas: () => import('./schema').then((m) => ({ input: m.contactInput, record: m.contactRecord })),
});
