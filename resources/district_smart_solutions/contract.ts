import { contentContract } from '../../src/contract/content';

/**
 * The district's smart solutions (spec console §2 "district/smart_solutions (+form)"): services
 * with their link; the page also holds the smart-solutions map link. Rights are
 * distrct_smart_solution_* (spelled so, spec console §6).
 */
export default contentContract({
  name: 'district_smart_solutions',
  route: '/backend/district/smart_solutions',
  section: { id: 'district_smart_solutions', parent: 'district', position: 60 },
  feature: 'DistrictContents.SmartSolution',
  permissions: {
    view: 'distrct_smart_solution_view',
    add: 'distrct_smart_solution_add',
    edit: 'distrct_smart_solution_edit',
    delete: 'distrct_smart_solution_delete',
  },
  fields: ['visibility', 'cover', 'external_link', 'tags'],
  required: ['cover'],
});
