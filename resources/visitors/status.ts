/**
 * A guest's derived status and an invitation's steps (spec content §4), computed the same way by
 * the server (tabs, reports) and the console (badges, timeline).
 */
export type GuestStatus = 'VisitorRequest' | 'VisitorWait' | 'VisitorRejected' | 'VisitorComplete' | 'VisitorExit';

/** Who confirmed a guest: the host resident (their app), or gate staff by "Confirm manually". */
export type ConfirmerKind = 'resident' | 'staff';
export interface ConfirmedBy {
  kind: ConfirmerKind;
  /** Null once that user is deleted; the name stays. */
  user_id: number | null;
  name: string;
}

export interface GuestDates {
  pre_approved: boolean;
  datetime_confirmation_request: string | Date | null;
  datetime_confirmation: string | Date | null;
  datetime_rejection: string | Date | null;
  datetime_exit: string | Date | null;
}

export function guestStatus(g: GuestDates): GuestStatus {
  if (g.datetime_exit) return 'VisitorExit';
  if (g.datetime_rejection) return 'VisitorRejected';
  if (g.datetime_confirmation || g.pre_approved) return 'VisitorComplete';
  if (g.datetime_confirmation_request) return 'VisitorWait';
  return 'VisitorRequest';
}

export type StepName = 'created' | 'confirmation_request' | 'waiting_confirmation' | 'confirmed' | 'rejected' | 'pre_approved' | 'exit_confirmation';

export interface Step {
  step: StepName;
  at: string | Date | null;
  /** On the `confirmed` step: who confirmed, when known. */
  by?: ConfirmedBy | null;
}

/** The steps a guest went through, in order, each with its time (null: still going on). */
export function guestSteps(createdAt: string | Date, g: GuestDates & { confirmed_by?: ConfirmedBy | null }): Step[] {
  const steps: Step[] = [{ step: 'created', at: createdAt }];
  if (g.pre_approved) steps.push({ step: 'pre_approved', at: createdAt });
  else if (g.datetime_confirmation_request) {
    steps.push({ step: 'confirmation_request', at: g.datetime_confirmation_request });
    if (!g.datetime_confirmation && !g.datetime_rejection) steps.push({ step: 'waiting_confirmation', at: null });
  }
  if (g.datetime_confirmation) steps.push({ step: 'confirmed', at: g.datetime_confirmation, by: g.confirmed_by ?? null });
  if (g.datetime_rejection) steps.push({ step: 'rejected', at: g.datetime_rejection });
  if (g.datetime_exit) steps.push({ step: 'exit_confirmation', at: g.datetime_exit });
  return steps;
}
