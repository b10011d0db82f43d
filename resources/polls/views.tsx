/** The screens of polls and surveys, one chunk (index.ts loads them on demand). */
export { PollList } from './PollList';
export { PollForm } from './PollForm';
export { CopyQuestion } from './CopyQuestion';
export { PollPreview } from './PollPreview';
export { PollDetails } from './PollDetails';
