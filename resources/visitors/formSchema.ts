import { z } from '../../src/lib/validation';
import { invitationPayload } from './rules';
import { invitationInput } from './schema';

type Values = Record<string, unknown>;

/**
 * The form's check: the shared schema on the payload the form will send. The schema checks guests
 * only once every other field is valid, so without a resident they are checked again with a
 * stand-in one: a form with nothing chosen shows the resident's and the guests' messages at once.
 */
export const invitationFormSchema = z.unknown().superRefine((raw, ctx) => {
  const payload = invitationPayload(raw as Values);
  const result = invitationInput.safeParse(payload);
  if (result.success) return;
  const issues = [...result.error.issues];
  if (!invitationInput.shape.user_id.safeParse(payload.user_id).success) {
    const again = invitationInput.safeParse({ ...payload, user_id: 1 });
    const seen = new Set(issues.map((i) => i.path.join('.')));
    if (!again.success) issues.push(...again.error.issues.filter((i) => !seen.has(i.path.join('.'))));
  }
  for (const issue of issues) ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
});
