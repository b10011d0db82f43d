/** An SOS call as /api/v3/security answers it (resources/security/server.ts, schema.ts sosCallRecord). */
export interface SosCall {
  id: number;
  location: string | null;
  notes: string | null;
  created_at: string;
  handled_at: string | null;
  handling_notes: string | null;
  status: 'call' | 'handled';
  user: { id: number; full_name: string | null; phone: string | null } | null;
  handled_by: { id: number; full_name: string | null } | null;
}
