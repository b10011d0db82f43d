/** The gate's screens, loaded together in one chunk (defineResource's viewsOf). */
export { InvitationForm } from './InvitationForm';
export { InvitationPage, VisitorDetails } from './pages';
export { VisitorList } from './VisitorList';
