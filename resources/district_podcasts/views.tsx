import { ContentDetails } from '../../src/components/content/ContentViews';
import { EpisodeList } from './episodes/EpisodeList';

/** A podcast's details (spec console §2 "district/podcast/details"): the content's, with its episodes below. */
export function PodcastDetails() {
  return <ContentDetails>{(record) => <EpisodeList podcastId={Number(record.id)} />}</ContentDetails>;
}
