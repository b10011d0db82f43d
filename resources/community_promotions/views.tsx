import { ContentForm } from '../../src/components/content/ContentForm';
import { ContentDetails, ContentList } from '../../src/components/content/ContentViews';

/** The shared content screens (src/components/content), on this entity's contract. */
export { ContentList, ContentDetails, ContentForm };
