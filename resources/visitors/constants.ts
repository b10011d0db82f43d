/** The gate list's tabs (spec content §5 "Gate"): in the declaration and the schema alike, without zod. */
export const GATE_TABS = ['incoming', 'confirmed', 'rejected', 'exited', 'all'] as const;
