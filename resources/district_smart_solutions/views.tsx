import { ContentForm } from '../../src/components/content/ContentForm';
import { SmartSolutionsMapLink } from '../../src/components/content/SmartSolutionsMapLink';
import { ContentDetails, ContentList } from '../../src/components/content/ContentViews';

/** The district's smart solutions, with the smart-solutions map link in the list's header (spec content §7 "get and add"). */
export function SmartSolutionList() {
  return <ContentList extraActions={<SmartSolutionsMapLink />} />;
}

/** The shared content screens (src/components/content), on this entity's contract. */
export { ContentDetails, ContentForm };
