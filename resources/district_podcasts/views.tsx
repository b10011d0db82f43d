import { ContentForm } from '../../src/components/content/ContentForm';
import { ContentDetails, ContentList } from '../../src/components/content/ContentViews';
import { EpisodeList } from './episodes/EpisodeList';

/** A podcast's details (spec console §2 "district/podcast/details"): the content's, with its episodes below. */
export function PodcastDetails() {
  return <ContentDetails>{(record) => <EpisodeList podcastId={Number(record.id)} />}</ContentDetails>;
}

/** The shared content screens (src/components/content), on the podcasts' contract. */
export { ContentList, ContentForm };
