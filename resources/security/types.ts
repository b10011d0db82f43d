import type { z } from 'zod';
import type { sosCallRecord } from './schema';

/** An SOS call as /api/v3/security answers it. */
export type SosCall = z.output<typeof sosCallRecord>;
