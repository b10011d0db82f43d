import { SmartSolutionsMapLink } from '../../src/components/content/SmartSolutionsMapLink';
import { ContentList } from '../../src/components/content/ContentViews';

/** The district's smart solutions, with the smart-solutions map link in the list's header (spec content §7 "get and add"). */
export function SmartSolutionList() {
  return <ContentList extraActions={<SmartSolutionsMapLink />} />;
}
